package org.calcoolation.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.CageTimes.Touch;
import org.junit.jupiter.api.Test;

/** The coach's rule: the time before a move goes to the cage it changed; other stretches are time between cages. */
class CageTimesTest {

    private final Puzzle puzzle = Puzzles.fourByFour();

    private int cage(int row, int col) {
        return puzzle.cages().indexOf(puzzle.cageAt(new Cell(row, col)));
    }

    private static Touch at(int millis, Cell... cells) {
        return new Touch(millis, List.of(cells));
    }

    @Test
    void the_time_before_each_move_goes_to_the_cage_of_its_cell() {
        CageTimes times = CageTimes.of(
                puzzle, List.of(at(4_000, new Cell(0, 0)), at(5_000, new Cell(0, 1)), at(12_000, new Cell(3, 0))));

        assertThat(times.millis()[cage(0, 0)]).isEqualTo(5_000);
        assertThat(times.millis()[cage(3, 0)]).isEqualTo(7_000);
        assertThat(times.between()).isZero();
        assertThat(times.longest()).contains(new CageTimes.Stall(cage(3, 0), 5_000, 12_000, 2));
    }

    @Test
    void a_move_across_several_cages_and_the_time_after_the_last_move_are_time_between_cages() {
        CageTimes times = CageTimes.of(
                puzzle,
                List.of(
                        at(9_000, new Cell(0, 0), new Cell(3, 3)),
                        at(10_000, new Cell(1, 0), new Cell(2, 0)),
                        at(14_000)));

        assertThat(times.between()).isEqualTo(9_000 + 4_000);
        assertThat(times.millis()[cage(1, 0)]).as("two cells of one cage").isEqualTo(1_000);
    }

    @Test
    void a_hint_or_a_check_does_not_end_a_stretch_its_time_goes_to_the_next_move() {
        CageTimes times =
                CageTimes.of(puzzle, List.of(at(2_000, new Cell(0, 0)), at(60_000), at(65_000, new Cell(2, 3))));

        assertThat(times.millis()[cage(2, 3)]).isEqualTo(63_000);
        assertThat(times.between()).isZero();
        assertThat(times.longest()).contains(new CageTimes.Stall(cage(2, 3), 2_000, 65_000, 2));
    }

    @Test
    void cage_times_and_time_between_add_up_to_the_last_touch_for_any_game() {
        Random random = new Random(43);
        for (int game = 0; game < 200; game++) {
            int millis = 0;
            List<Touch> touches = new java.util.ArrayList<>();
            for (int t = 0; t < 1 + random.nextInt(60); t++) {
                millis += random.nextInt(20_000);
                int cells = random.nextInt(3);
                Cell[] changed = new Cell[cells];
                for (int c = 0; c < cells; c++) changed[c] = new Cell(random.nextInt(4), random.nextInt(4));
                // Now and then a touch from a clock that stood still: never a negative stretch.
                touches.add(at(random.nextInt(10) == 0 ? Math.max(0, millis - 5_000) : millis, changed));
            }
            CageTimes times = CageTimes.of(puzzle, touches);

            int last = touches.stream().mapToInt(Touch::millis).max().orElse(0);
            assertThat(times.total()).isEqualTo(last);
            assertThat(java.util.Arrays.stream(times.millis()).min().orElse(0)).isNotNegative();
        }
    }

    @Test
    void no_touch_no_stall() {
        assertThat(CageTimes.of(puzzle, List.of()).longest()).isEmpty();
    }
}
