package org.calcoolation.stats;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The ranked finishes {@link RankedScreening} held, for moderators to watch and decide beside the
 * held daily solves ({@link SolveReviews}): cleared, the mode counts it (it hears
 * {@link RankedHoldDecided} in the same transaction); rejected, it never counts. Only
 * {@link Moderators} see the list or decide; a decision is made once. The game's own record, if its
 * player has an account and screening held that too, is decided with it.
 */
@Service
public class RankedReviews {

    static final String CLEARED = "CLEARED";
    static final String REJECTED = "REJECTED";

    /** A held ranked finish waiting for a decision; {@code player} is a shown name, or "a guest". */
    public record Waiting(
            UUID gameId,
            RankedMode mode,
            String player,
            PuzzleKind kind,
            long elapsedMillis,
            long playMillis,
            Instant finishedAt,
            Held why) {}

    private final JdbcTemplate jdbc;
    private final Moderators moderators;
    private final PlayerService accounts;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    RankedReviews(
            JdbcTemplate jdbc,
            Moderators moderators,
            PlayerService accounts,
            ApplicationEventPublisher events,
            Clock clock) {
        this.jdbc = jdbc;
        this.moderators = moderators;
        this.accounts = accounts;
        this.events = events;
        this.clock = clock;
    }

    public boolean mayReview(PlayerRef viewer) {
        return moderators.isModerator(viewer);
    }

    static PuzzleKind kind(ResultSet row, int from) throws SQLException {
        return new PuzzleKind(
                row.getInt(from),
                Difficulty.valueOf(row.getString(from + 1)),
                Variant.valueOf(row.getString(from + 2)));
    }

    /** The held ranked finishes, oldest first; none for a viewer who does not moderate. */
    @Transactional(readOnly = true)
    public List<Waiting> waiting(PlayerRef viewer) {
        if (!mayReview(viewer)) return List.of();
        record Row(Optional<Long> playerId, Waiting waiting) {}
        List<Row> rows = jdbc.query("""
                select game_id, mode, player_id, grid_size, difficulty, variant, puzzle_id, elapsed_millis,
                    play_millis, finished_at, held_because
                from ranked_hold where decision is null order by finished_at, game_id""", (row, n) -> {
            long id = row.getLong(3);
            Optional<Long> player = row.wasNull() ? Optional.empty() : Optional.of(id);
            PuzzleKind kind = kind(row, 4);
            return new Row(
                    player,
                    new Waiting(
                            row.getObject(1, UUID.class),
                            RankedMode.valueOf(row.getString(2)),
                            "a guest",
                            kind,
                            row.getLong(8),
                            row.getLong(9),
                            row.getObject(10, OffsetDateTime.class).toInstant(),
                            Screening.held(row.getString(11), kind, row.getString(7))));
        });
        Map<Long, String> names = accounts.shownNames(
                rows.stream().flatMap(r -> r.playerId().stream()).toList());
        return rows.stream()
                .map(r -> r.playerId()
                        .map(id -> withName(r.waiting(), Objects.requireNonNullElse(names.get(id), "an account")))
                        .orElse(r.waiting()))
                .toList();
    }

    private static Waiting withName(Waiting w, String name) {
        return new Waiting(
                w.gameId(), w.mode(), name, w.kind(), w.elapsedMillis(), w.playMillis(), w.finishedAt(), w.why());
    }

    /** Clears the held finish (its mode counts it) or rejects it (it never counts); only a moderator, only once. */
    @Transactional
    public SolveReviews.Decided decide(PlayerRef viewer, UUID game, boolean clear) {
        if (!mayReview(viewer)) return new SolveReviews.Refused(SolveReviews.MODERATORS_ONLY);
        OffsetDateTime now = clock.instant().atOffset(ZoneOffset.UTC);
        List<String> mode = jdbc.queryForList(
                "select mode from ranked_hold where game_id = ? and decision is null for update", String.class, game);
        if (mode.isEmpty()) return new SolveReviews.Refused(SolveReviews.DECIDED);
        jdbc.update(
                "update ranked_hold set decision = ?, decided_at = ? where game_id = ?",
                clear ? CLEARED : REJECTED,
                now,
                game);
        // The game's own record (an account's practice solve) was held by the same screening: it follows.
        jdbc.update(
                "update solve_record set held_because = review, decided_at = ?, review = ? "
                        + "where game_id = ? and review is not null and review <> ?",
                now,
                clear ? null : Screening.REJECTED,
                game,
                Screening.REJECTED);
        events.publishEvent(new RankedHoldDecided(RankedMode.valueOf(mode.getFirst()), game, clear));
        return new SolveReviews.Done();
    }
}
