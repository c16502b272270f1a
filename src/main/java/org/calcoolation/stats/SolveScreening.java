package org.calcoolation.stats;

import java.util.List;
import java.util.Optional;
import org.calcoolation.game.play.Outcome;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Gathers what {@link Screening} measures a finished game against, when it is recorded: the work its
 * puzzle needs (a few milliseconds of the solver, even for a 9×9 Extreme) and the play times of the
 * other clean solves of its daily puzzle that count (index {@code solve_record_daily}).
 */
@Component
class SolveScreening {

    private final JdbcTemplate jdbc;

    SolveScreening(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Why the solve is to be held for review; empty for one that counts. */
    Optional<String> review(FinishToRecord solve) {
        if (solve.outcome() != Outcome.CLEAN) return Screening.review(solve);
        List<Long> others = solve.dailyPuzzleId().isPresent()
                ? jdbc.queryForList(
                        "select millis from solve_record where daily_puzzle_id = ? and outcome = ? and review is null",
                        Long.class,
                        solve.dailyPuzzleId().getAsLong(),
                        Outcome.CLEAN.name())
                : List.of();
        return Screening.review(solve, new Screening.Yardsticks(Screening.work(solve.puzzleId()), others));
    }
}
