package org.calcoolation.game.store;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.HelpLedger;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Stores games' play in rows that exist, in one JDBC batch, each row only if it is still at the
 * version its copy read: what {@link GameStore} does once a second for every game in play, and for
 * a finish at once. The one writer of a stored game's play: Spring Data inserts the rows and does
 * everything else. This path is hot enough to be worth plain SQL (see {@link #UPDATE}), and so the
 * one place outside {@link SavedGame} that names its columns.
 */
@Component
class SavedGameUpdates {

    /**
     * The play of a game, and the version, in one row that is still at the version given: every
     * column of {@link SavedGame} but those fixed at its insert ({@code updatable = false}), as
     * {@code SavedGameUpdatesTest} checks.
     */
    static final String UPDATE = """
            update saved_game set moves = ?, move_times = ?, move_cursor = ?, move_receipts = ?, play_log = ?, elapsed_millis = ?, first_shown_at = ?, checks = ?, hints = ?,
            cells_revealed = ?, solution_revealed = ?, why_hints = ?, digit_hints = ?, notes_filled = ?, notes_smart_filled = ?,
            notes_cleared = ?, live_marks_seen = ?, assists_recorded = ?, remove_notes_on_place = ?, live_marks = ?, paused = ?, finished_at = ?,
            updated_at = ?, row_version = row_version + 1
            where id = ? and row_version = ?""";

    /** A later snapshot of a stored game, for the row at {@code rowVersion}. */
    record Update(GameSnapshot snapshot, long rowVersion, Instant lastPlayed) {

        /** The parameters of {@link #UPDATE}, in order. Times as UTC offsets, which both H2's and PostgreSQL's drivers take. */
        Object[] parameters() {
            HelpLedger help = snapshot.help();
            return new Object[] {
                SavedGame.pack(snapshot.moves()),
                SavedGame.pack(snapshot.moveTimes()),
                snapshot.cursor(),
                snapshot.receipts(),
                snapshot.playLog(),
                snapshot.playMillis(),
                utc(snapshot.firstShownAt().orElse(null)),
                help.checks(),
                help.hints(),
                help.cellsRevealed(),
                help.solutionRevealed(),
                help.whyHints(),
                help.digitHints(),
                help.noteTools().filled(),
                help.noteTools().smartFilled(),
                help.noteTools().cleared(),
                help.liveMarks(),
                help.recorded(),
                snapshot.settings().removeNotesOnPlace(),
                snapshot.settings().liveMarks(),
                snapshot.paused(),
                utc(snapshot.finishedAt().orElse(null)),
                utc(lastPlayed),
                snapshot.id(),
                rowVersion
            };
        }

        private static @Nullable OffsetDateTime utc(@Nullable Instant instant) {
            return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
        }
    }

    private final JdbcTemplate jdbc;

    SavedGameUpdates(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** In the caller's transaction: for each update, 1 if its row was written, 0 if the row was newer or gone. */
    int[] update(List<Update> updates) {
        if (updates.isEmpty()) return new int[0];
        return jdbc.batchUpdate(UPDATE, updates.stream().map(Update::parameters).toList());
    }

    /**
     * Puts what is committed into the database file now, and syncs the file. H2 writes commits to its
     * file in the background, within its WRITE_DELAY (see application.properties); what a page is told
     * is stored must be there before, so that a crash or a power cut right after cannot take it.
     * PostgreSQL's commit is on disk already.
     */
    void flushToDisk() {
        if (isH2()) jdbc.execute("CHECKPOINT SYNC");
    }

    private @Nullable Boolean h2;

    private boolean isH2() {
        if (h2 == null)
            h2 = jdbc.execute((ConnectionCallback<Boolean>)
                    connection -> "H2".equals(connection.getMetaData().getDatabaseProductName()));
        return h2;
    }
}
