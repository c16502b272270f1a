package org.calcoolation.stats;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The daily solves {@link Screening} held for review, for a moderator to watch and decide: cleared,
 * a solve takes its place on the leaderboard and, for days not yet rated, in the ratings; rejected,
 * it stays off for good and its player is told so ({@link Held.Rejected}). Only {@link Moderators}
 * see the list or decide; a decision is made once.
 */
@Service
public class SolveReviews {

    /** A held solve waiting for a decision, oldest first: a daily rung's, or a practice game's (no daily puzzle). */
    public record Waiting(
            long solveId,
            UUID gameId,
            String player,
            OptionalLong dailyPuzzleId,
            PuzzleKind kind,
            long elapsedMillis,
            long playMillis,
            Instant finishedAt,
            Held why) {
        Waiting named(String shownName) {
            return new Waiting(
                    solveId, gameId, shownName, dailyPuzzleId, kind, elapsedMillis, playMillis, finishedAt, why);
        }
    }

    public sealed interface Decided {}

    public record Done() implements Decided {}

    /** Why a decision was refused: a bundle key (i18n/messages*.properties) the page words. */
    public record Refused(String reason) implements Decided {}

    public static final String MODERATORS_ONLY = "stats.review.moderatorsOnly";
    public static final String DECIDED = "stats.review.decided";

    private final JdbcTemplate jdbc;
    private final Moderators moderators;
    private final Clock clock;
    private final PlayerService accounts;

    SolveReviews(JdbcTemplate jdbc, Moderators moderators, Clock clock, PlayerService accounts) {
        this.accounts = accounts;
        this.jdbc = jdbc;
        this.moderators = moderators;
        this.clock = clock;
    }

    public boolean mayReview(PlayerRef viewer) {
        return moderators.isModerator(viewer);
    }

    /**
     * The held solves, oldest first: dailies', and practice games' (a timed pool's draw among them, whose
     * board waits for this decision); none for a viewer who does not moderate. A ranked finish held by
     * {@link RankedScreening} is decided in {@link RankedReviews}, and its record follows that decision,
     * so it is not listed twice.
     */
    @Transactional(readOnly = true)
    public List<Waiting> waiting(PlayerRef viewer) {
        if (!mayReview(viewer)) return List.of();
        record Row(long playerId, Waiting waiting) {}
        List<Row> rows = jdbc.query("""
                select sr.id, sr.game_id, sr.player_id, sr.daily_puzzle_id, sr.elapsed_millis, sr.millis,
                  sr.finished_at, sr.review, sr.grid_size, sr.difficulty, sr.variant, sr.puzzle_id
                from solve_record sr
                where sr.review is not null and sr.review <> ?
                  and not exists (select 1 from ranked_hold rh where rh.game_id = sr.game_id)
                order by sr.finished_at, sr.id""", (row, i) -> new Row(row.getLong(3), waiting(row)), Screening.REJECTED);
        // Names from the account feature, which owns them; an account deleted meanwhile takes its records with it.
        Map<Long, String> names =
                accounts.shownNames(rows.stream().map(Row::playerId).toList());
        return rows.stream()
                .filter(row -> names.containsKey(row.playerId()))
                .map(row -> row.waiting().named(names.get(row.playerId())))
                .toList();
    }

    private static Waiting waiting(ResultSet row) throws SQLException {
        long daily = row.getLong(4);
        OptionalLong dailyPuzzleId = row.wasNull() ? OptionalLong.empty() : OptionalLong.of(daily);
        PuzzleKind kind = new PuzzleKind(
                row.getInt(9), Difficulty.valueOf(row.getString(10)), Variant.valueOf(row.getString(11)));
        return new Waiting(
                row.getLong(1),
                row.getObject(2, UUID.class),
                "",
                dailyPuzzleId,
                kind,
                row.getLong(5),
                row.getLong(6),
                row.getObject(7, OffsetDateTime.class).toInstant(),
                Screening.held(row.getString(8), kind, row.getString(12)));
    }

    /** Clears the held solve (it ranks) or rejects it (it stays off); only a moderator, only once. */
    @Transactional
    public Decided decide(PlayerRef viewer, long solveId, boolean clear) {
        if (!mayReview(viewer)) return new Refused(MODERATORS_ONLY);
        // held_because takes the review value the row had: SET reads the row as it was.
        int changed = jdbc.update(
                "update solve_record set held_because = review, decided_at = ?, review = ? "
                        + "where id = ? and review is not null and review <> ?",
                clock.instant().atOffset(ZoneOffset.UTC),
                clear ? null : Screening.REJECTED,
                solveId,
                Screening.REJECTED);
        return changed == 1 ? new Done() : new Refused(DECIDED);
    }
}
