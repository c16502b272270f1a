package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;

/** The coach's review of a solved 6×6: time per cage, the longest stall and what would have moved it on, and the help. */
class CoachingTest {

    private static final PuzzleKind KIND = new PuzzleKind(6, Difficulty.HARD, Variant.STANDARD);
    private final HandClock clock = new HandClock();

    /** Play time passes while the page keeps in touch, as a page shown does. */
    private void pass(Game game, int seconds) {
        for (int s = 0; s < seconds; s++) {
            clock.advance(Duration.ofSeconds(1));
            game.time().contact(GameTest.PAGE);
        }
    }

    @Test
    void a_solve_cage_by_cage_gives_each_cage_its_time_the_stall_its_hint_and_the_help_its_cage() {
        Puzzle puzzle = Generator.generate(6, Difficulty.HARD, Variant.STANDARD, 43);
        Grid solution = puzzle.solution().orElseThrow();
        Game game = Game.start(UUID.randomUUID(), puzzle, KIND, Settings.DEFAULT, clock);
        game.time().shown(GameTest.PAGE);
        Cage slow = puzzle.cages().get(2);

        for (Cage cage : puzzle.cages()) {
            if (cage.equals(slow)) {
                pass(game, 90);
                game.hint();
            }
            for (Cell cell : cage.cells()) {
                pass(game, 3);
                game.place(cell, solution.digit(cell));
            }
        }
        assertThat(game.isFinished()).isTrue();

        Coaching coaching = Coaching.of(game.replay().orElseThrow());

        Duration play = game.finish().orElseThrow().playTime();
        Duration cages = puzzle.cages().stream().map(coaching::timeIn).reduce(Duration.ZERO, Duration::plus);
        System.out.println("play time " + play + ", cages " + cages + ", between "
                + coaching.times().between() + " ms");
        assertThat(cages.plusMillis(coaching.times().between())).isEqualTo(play);
        assertThat(coaching.timeIn(slow))
                .isEqualTo(Duration.ofSeconds(90 + 3 * slow.cells().size()));
        assertThat(coaching.times().between()).isZero();
        for (Cage cage : puzzle.cages())
            if (!cage.equals(slow))
                assertThat(coaching.timeIn(cage))
                        .isEqualTo(Duration.ofSeconds(3L * cage.cells().size()));

        Coaching.Stall stall = coaching.stall().orElseThrow();
        assertThat(stall.cage()).isEqualTo(slow);
        assertThat(stall.wouldHelp()).isPresent();
        assertThat(coaching.help()).singleElement().satisfies(use -> {
            assertThat(use.step()).isEqualTo(Replay.Step.HINT);
            assertThat(use.cage()).contains(slow);
        });
        assertThat(coaching.hinted()).hasSize(1);
    }

    @Test
    void a_digit_that_also_clears_notes_along_its_lines_is_a_move_in_its_own_cage() {
        Puzzle puzzle = Generator.generate(6, Difficulty.HARD, Variant.STANDARD, 43);
        Grid solution = puzzle.solution().orElseThrow();
        Game game = Game.start(UUID.randomUUID(), puzzle, KIND, Settings.DEFAULT, clock);
        game.time().shown(GameTest.PAGE);
        game.fillNotes(org.calcoolation.engine.play.Move.Fill.FREE);
        Cell cell = new Cell(2, 2);
        pass(game, 20);
        game.place(cell, solution.digit(cell));
        assertThat(game.board().notes(new Cell(2, 5)) & 1 << solution.digit(cell))
                .as("the digit left its row's notes")
                .isZero();

        Coaching coaching = Coaching.of(game.replay().orElseThrow());

        assertThat(coaching.timeIn(puzzle.cageAt(cell))).isEqualTo(Duration.ofSeconds(20));
    }
}
