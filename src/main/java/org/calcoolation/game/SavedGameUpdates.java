package org.calcoolation.game;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Stores many games' play in one JDBC batch, each row only if it is still at the version its copy
 * read: what {@link GameStore} does once a second for every game in play. Spring Data stays the
 * way for everything else; this is the one path hot enough to be worth plain SQL (see
 * {@link SavedGame#UPDATE}).
 */
@Component
class SavedGameUpdates {

    private final JdbcTemplate jdbc;

    SavedGameUpdates(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** In the caller's transaction: for each update, 1 if its row was written, 0 if the row was newer or gone. */
    int[] update(List<SavedGame.Update> updates) {
        if (updates.isEmpty()) return new int[0];
        return jdbc.batchUpdate(
                SavedGame.UPDATE,
                updates.stream().map(SavedGame.Update::parameters).toList());
    }

    /**
     * Puts what is committed into the database file now. H2 writes commits to its file in the
     * background, within its WRITE_DELAY (see application.properties); a finish must be there before
     * the player is told of it, so that a crash right after cannot take it. PostgreSQL's commit is on
     * disk already.
     */
    void flushToDisk() {
        if (isH2()) jdbc.execute("CHECKPOINT");
    }

    private @Nullable Boolean h2;

    private boolean isH2() {
        if (h2 == null)
            h2 = jdbc.execute((ConnectionCallback<Boolean>)
                    connection -> "H2".equals(connection.getMetaData().getDatabaseProductName()));
        return h2;
    }
}
