package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;

/** The work a puzzle asks of a person, and the least time that work takes (issue 38: a script solved a 9×9 Extreme in 01:04). */
class WorkTest {

    @Test
    void the_least_time_is_a_quarter_second_a_cell_of_typing_and_a_quarter_second_a_look_by_the_steps_level() {
        Work work = new Work(
                Map.of(Technique.SINGLE, 10, Technique.CAGE_CELLS, 2, Technique.CAGE_LINE, 1, Technique.FISH, 1),
                3,
                16);

        assertThat(work.typing()).isEqualTo(Duration.ofSeconds(4));
        // 10 Easy steps of one look, 2 Normal of two, 1 Hard of five, 1 Extreme of twelve, 3 guessed cells of one.
        assertThat(work.thinking()).isEqualTo(Duration.ofMillis((10 + 4 + 5 + 12 + 3) * 250L));
        assertThat(work.leastTime()).isEqualTo(Duration.ofMillis(4_000 + 8_500));
        assertThat(work.stepCount()).isEqualTo(14);
    }

    @Test
    void
            every_nine_by_nine_extreme_takes_more_than_the_scripts_64_seconds_and_a_nine_by_nine_easy_less_than_an_extreme() {
        for (long seed = 0; seed < 30; seed++) {
            Work extreme =
                    Solver.work(Generator.generate(9, Difficulty.EXTREME, Variant.STANDARD, seed), Budget.unlimited());
            Work easy = Solver.work(Generator.generate(9, Difficulty.EASY, Variant.STANDARD, seed), Budget.unlimited());

            assertThat(extreme.leastTime()).as("seed %d", seed).isGreaterThan(Duration.ofSeconds(64));
            assertThat(extreme.guessed()).as("logic settles every cell").isZero();
            assertThat(easy.steps().keySet())
                    .as("an Easy puzzle needs Easy steps only")
                    .allMatch(t -> t.difficulty() == Difficulty.EASY);
            assertThat(easy.thinking()).isLessThan(extreme.thinking().plus(Duration.ofSeconds(10)));
        }
    }

    @Test
    void a_four_by_four_easy_asks_for_more_than_its_typing_and_about_twenty_steps() {
        Puzzle puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 7);
        Work work = Solver.work(puzzle, Budget.unlimited());

        assertThat(work.stepCount()).isBetween(15, 30);
        assertThat(work.leastTime()).isBetween(Duration.ofSeconds(8), Duration.ofSeconds(12));
    }

    @Test
    void an_unreasonable_puzzle_leaves_cells_to_trial_and_error_each_counted_as_a_look() {
        Work work =
                Solver.work(Generator.generate(6, Difficulty.UNREASONABLE, Variant.STANDARD, 3), Budget.unlimited());

        assertThat(work.guessed()).isPositive();
        assertThat(work.leastTime()).isGreaterThan(Duration.ofMillis(36 * 250 + work.guessed() * 250L));
    }
}
