package org.calcoolation.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Technique;
import org.junit.jupiter.api.Test;

/** The beginner's path: twenty small puzzles that bring in the techniques one at a time. */
class BeginnersPathTest {

    @Test
    void twenty_small_puzzles_bring_the_techniques_in_one_at_a_time() {
        List<BeginnersPath.Stop> stops = BeginnersPath.stops();
        assertThat(stops).hasSize(20);
        assertThat(stops).allSatisfy(s -> assertThat(s.size()).isBetween(3, 5));
        for (int i = 1; i < stops.size(); i++)
            assertThat(stops.get(i).technique())
                    .isGreaterThanOrEqualTo(stops.get(i - 1).technique());
        assertThat(stops.stream().map(BeginnersPath.Stop::technique).distinct().count())
                .isGreaterThanOrEqualTo(6);
    }

    @Test
    void each_stops_puzzle_needs_its_technique_above_all_and_is_the_same_every_time() {
        long start = System.nanoTime();
        for (BeginnersPath.Stop stop : BeginnersPath.stops()) {
            Puzzle puzzle = BeginnersPath.puzzle(stop.number());
            assertThat(puzzle.size()).isEqualTo(stop.size());
            Technique wanted = stop.technique() == Technique.CAGE_DIGITS ? Technique.SINGLE : stop.technique();
            assertThat(Solver.hardestNeeded(puzzle, Budget.unlimited()))
                    .as("stop %d", stop.number())
                    .contains(wanted);
        }
        System.out.printf("20 path puzzles made in %d ms%n", (System.nanoTime() - start) / 1_000_000);
        assertThat(BeginnersPath.puzzle(7)).isSameAs(BeginnersPath.puzzle(7));
    }

    @Test
    void there_is_no_stop_zero_or_twenty_one() {
        assertThatThrownBy(() -> BeginnersPath.stop(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BeginnersPath.stop(21)).isInstanceOf(IllegalArgumentException.class);
    }
}
