package org.calcoolation.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Technique;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every lesson's worked example, checked against the solver from its board alone. */
class WorkedExamplesTest {

    static Stream<Lesson> reasoned() {
        return Lessons.all().stream().filter(l -> l.technique() != Technique.GUESS);
    }

    @Test
    void every_technique_of_the_ladder_has_a_lesson_in_the_ladders_order() {
        assertThat(Lessons.all()).extracting(Lesson::technique).containsExactly(Technique.values());
        assertThat(Lessons.all()).extracting(Lesson::slug).doesNotHaveDuplicates();
        assertThat(Lessons.bySlug("naked-subset")).map(Lesson::technique).contains(Technique.NAKED_SUBSET);
        assertThat(Lessons.bySlug("no-such-thing")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reasoned")
    void from_the_examples_board_the_solver_finds_exactly_its_deduction(Lesson lesson) {
        WorkedExample example = Lessons.example(lesson);
        assertThat(Solver.solve(example.puzzle())).isInstanceOf(Finding.Unique.class);
        Deduction shown = example.deduction();
        assertThat(shown.technique()).isEqualTo(lesson.technique());
        assertThat(shown.removed()).isNotEmpty();
        // Given that board and nothing else, the solver's next step is the one the page shows, cheaper ones having
        // nothing left to do.
        Deduction found = Solver.firstStep(example.puzzle(), example.masks()).orElseThrow();
        assertThat(found.technique()).isEqualTo(lesson.technique());
        assertThat(found.cells()).isEqualTo(shown.cells());
        assertThat(found.removed()).isEqualTo(shown.removed());
        assertThat(found.explanation()).isEqualTo(shown.explanation());
        // Nothing it rules out is the solution's digit.
        var solution = ((Finding.Unique) Solver.solve(example.puzzle())).solution();
        shown.removed()
                .forEach((cell, digits) -> assertThat(digits & (1 << solution.digit(cell)))
                        .as("%s", cell)
                        .isZero());
    }

    @Test
    void the_examples_are_small_grids() {
        assertThat(Lessons.all())
                .allSatisfy(l -> assertThat(Lessons.example(l).puzzle().size()).isBetween(4, 5));
    }

    @Test
    void trial_and_errors_board_is_where_logic_runs_out_and_its_guess_holds() {
        WorkedExample example = Lessons.example(Lessons.of(Technique.GUESS));
        assertThat(Solver.firstStep(example.puzzle(), example.masks())).isEmpty();
        Deduction guess = example.deduction();
        assertThat(guess.technique()).isEqualTo(Technique.GUESS);
        Cell tried = guess.cells().getFirst();
        int n = example.puzzle().size();
        int candidates = example.masks()[tried.index(n)];
        assertThat(Integer.bitCount(candidates)).isGreaterThan(1);
        // The guess rules out all of the cell's candidates but the solution's digit.
        var solution = ((Finding.Unique) Solver.solve(example.puzzle())).solution();
        assertThat(guess.removed()).containsEntry(tried, candidates & ~(1 << solution.digit(tried)));
        assertThat(Arrays.stream(example.masks()).filter(m -> Integer.bitCount(m) > 1))
                .isNotEmpty();
    }

    @Test
    void every_lesson_says_its_idea_in_words() {
        assertThat(Lessons.all())
                .allSatisfy(
                        l -> assertThat(l.words()).allSatisfy(w -> assertThat(w).hasSizeGreaterThan(40)));
        assertThat(Lessons.all().stream().map(Lesson::path).toList()).contains("learn/trial-and-error");
        assertThat(List.of(Technique.values()))
                .allSatisfy(t -> assertThat(Lessons.of(t).technique()).isEqualTo(t));
    }
}
