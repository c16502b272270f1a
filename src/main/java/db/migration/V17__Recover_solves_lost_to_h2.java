package db.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.UUID;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Gives back the records that H2 2.4 lost. From about 30 minutes after a first start its CHECK
 * constraint on solve_record refused every insert (the record was written after the finish, so the
 * game was stored finished and its record was not). Every finished game of an account without a
 * record gets the record it would have had, from the stored game: outcome from the help used, play
 * time as stored, wall time from the grid first shown to the finish.
 *
 * <p>Games finished before their account existed were a guest's, handed over at sign-in: guests keep
 * no records, so they are left as they are. When a daily game is given back, every rating is dropped:
 * ratings are made from the records alone, and a puzzle's rating keeps only its latest state, so the
 * rating job rates every day again, in order, with the records given back among them.
 * Java rather than SQL because the time between two timestamps is written differently in H2 and PostgreSQL.
 */
public class V17__Recover_solves_lost_to_h2 extends BaseJavaMigration {

    private static final String LOST = """
            select g.id, p.id, g.daily_puzzle_id, g.puzzle_id, g.difficulty, g.variant, g.elapsed_millis, g.checks, g.hints,
                   g.cells_revealed, g.solution_revealed, g.first_shown_at, g.created_at, g.finished_at
            from saved_game g
            join player p on g.player_key = concat('account:', cast(p.id as varchar(20)))
            where g.finished_at is not null and g.finished_at >= p.created_at
              and not exists (select 1 from solve_record r where r.game_id = g.id)""";

    private static final String INSERT = """
            insert into solve_record (player_id, game_id, daily_puzzle_id, puzzle_id, grid_size, difficulty, variant, millis,
                outcome, elapsed_millis, finished_at)
            values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""";

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        boolean dailyGivenBack = false;
        try (PreparedStatement lost = connection.prepareStatement(LOST);
                ResultSet game = lost.executeQuery();
                PreparedStatement insert = connection.prepareStatement(INSERT)) {
            while (game.next()) {
                OffsetDateTime finished = game.getObject(14, OffsetDateTime.class);
                OffsetDateTime shown = game.getObject(12, OffsetDateTime.class);
                if (shown == null || shown.isAfter(finished)) shown = game.getObject(13, OffsetDateTime.class);
                if (shown.isAfter(finished)) shown = finished;
                String puzzleId = game.getString(4);
                insert.setLong(1, game.getLong(2));
                insert.setObject(2, game.getObject(1, UUID.class));
                insert.setObject(3, game.getObject(3, Long.class));
                insert.setString(4, puzzleId);
                insert.setInt(5, gridSize(puzzleId));
                insert.setString(6, game.getString(5));
                insert.setString(7, game.getString(6));
                insert.setLong(8, game.getLong(7));
                insert.setString(9, outcome(game.getInt(8), game.getInt(9), game.getInt(10), game.getBoolean(11)));
                insert.setLong(10, Duration.between(shown, finished).toMillis());
                insert.setObject(11, finished);
                insert.executeUpdate();
                dailyGivenBack |= game.getObject(3) != null;
            }
        }
        if (dailyGivenBack) {
            try (var statement = connection.createStatement()) {
                for (String table : new String[] {"player_rating", "puzzle_rating", "rating_period"})
                    statement.executeUpdate("delete from " + table);
            }
        }
    }

    /** As game.Outcome says, from the help ledger's columns. */
    static String outcome(int checks, int hints, int cellsRevealed, boolean solutionRevealed) {
        if (solutionRevealed) return "GIVEN_UP";
        return checks + hints + cellsRevealed == 0 ? "CLEAN" : "ASSISTED";
    }

    /** A Keen ID starts with its size, then any twist flags, then a colon. */
    static int gridSize(String puzzleId) {
        int end = 0;
        while (end < puzzleId.length() && Character.isDigit(puzzleId.charAt(end))) end++;
        return Integer.parseInt(puzzleId.substring(0, end));
    }
}
