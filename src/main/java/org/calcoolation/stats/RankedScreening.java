package org.calcoolation.stats;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The screening of dailies ({@link Screening}: the typing floor, a machine's rhythm, the work the puzzle
 * needs, far under the others' times) for every ranked mode: a rated puzzle, a timed pool's draw, a
 * three-minute run's puzzle. The mode calls {@link #screen} when a finish is to count, in the
 * transaction that counts it; a held finish is kept in table {@code ranked_hold} for moderators
 * ({@link RankedReviews}), and the mode must not count it until it hears {@link RankedHoldDecided}
 * with {@code cleared}. Guests' finishes are screened as accounts' are.
 */
@Service
public class RankedScreening {

    /** What screening says of a ranked finish. */
    public sealed interface Verdict {}

    /** It counts now. */
    public record Counts() implements Verdict {}

    /** It waits for a moderator; {@code why} is what its player is told. */
    public record HeldBack(Held why) implements Verdict {}

    private final JdbcTemplate jdbc;

    RankedScreening(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Screens a finish of {@code mode}; {@code othersPlayMillis} are the play times of the other
     * players' counted clean solves of the same puzzle (none if the mode has no such crowd). A finish
     * screened before gets the verdict it had, so a finish told again is never held twice.
     */
    @Transactional
    public Verdict screen(RankedMode mode, GameFinished finished, List<Long> othersPlayMillis) {
        Optional<Held> before = held(finished.gameId());
        if (before.isPresent()) return new HeldBack(before.get());
        Screening.Yardsticks yardsticks = new Screening.Yardsticks(
                finished.outcome() == Outcome.CLEAN ? Screening.work(finished.puzzleId()) : Optional.empty(),
                othersPlayMillis);
        Optional<String> review = Screening.review(
                finished.outcome(),
                finished.playTime().toMillis(),
                finished.kind().size(),
                finished.moves(),
                yardsticks);
        if (review.isEmpty()) return new Counts();
        jdbc.update(
                """
                insert into ranked_hold (game_id, mode, player_id, grid_size, difficulty, variant, puzzle_id,
                    play_millis, elapsed_millis, finished_at, held_because)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                finished.gameId(),
                mode.name(),
                finished.player() instanceof PlayerRef.Account account ? account.id() : null,
                finished.kind().size(),
                finished.kind().difficulty().name(),
                finished.kind().variant().name(),
                finished.puzzleId(),
                finished.playTime().toMillis(),
                finished.elapsed().toMillis(),
                OffsetDateTime.ofInstant(finished.finishedAt(), ZoneOffset.UTC),
                review.get());
        return new HeldBack(Screening.held(review.get(), finished.kind(), finished.puzzleId()));
    }

    /** Why the ranked game is held, while it waits or once rejected; empty for one that counts or was cleared. */
    @Transactional(readOnly = true)
    public Optional<Held> held(UUID game) {
        return jdbc
                .query(
                        """
                        select held_because, decision, grid_size, difficulty, variant, puzzle_id
                        from ranked_hold where game_id = ?""",
                        (row, n) -> {
                            String decision = row.getString(2);
                            if (RankedReviews.CLEARED.equals(decision)) return Optional.<Held>empty();
                            if (RankedReviews.REJECTED.equals(decision)) return Optional.<Held>of(new Held.Rejected());
                            return Optional.of(
                                    Screening.held(row.getString(1), RankedReviews.kind(row, 3), row.getString(6)));
                        },
                        game)
                .stream()
                .findFirst()
                .flatMap(h -> h);
    }
}
