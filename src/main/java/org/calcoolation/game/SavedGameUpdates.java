package org.calcoolation.game;

import java.time.Instant;
import java.util.List;

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
    int[] update(List<SavedGame.Update> updates, Instant now) {
        if (updates.isEmpty()) return new int[0];
        return jdbc.batchUpdate(SavedGame.UPDATE, updates.stream().map(update -> update.parameters(now)).toList());
    }
}
