package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.KeenSamples.Sample;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SolverTest {

    static Stream<Sample> samples() {
        return KeenSamples.all().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void every_keen_sample_solves_to_its_listed_solution_with_keens_grade(Sample sample) {
        Puzzle puzzle = KeenCodec.decodeOrThrow(sample.id());

        Finding result = Solver.solve(puzzle);

        assertThat(result).isInstanceOf(Finding.Unique.class);
        Finding.Unique unique = (Finding.Unique) result;
        assertThat(unique.solution()).isEqualTo(sample.solutionGrid());
        assertThat(unique.difficulty()).isEqualTo(sample.grade());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void a_sample_is_not_solvable_one_level_below_its_grade(Sample sample) {
        Puzzle puzzle = KeenCodec.decodeOrThrow(sample.id());
        Difficulty grade = sample.grade();

        assertThat(Solver.gradeWithin(puzzle, grade)).contains(grade);
        if (grade != Difficulty.EASY) {
            assertThat(Solver.gradeWithin(puzzle, Difficulty.values()[grade.ordinal() - 1]))
                    .isEmpty();
        }
    }

    @Test
    void a_puzzle_with_two_solutions_is_ambiguous_and_shows_both() {
        // Two 2-cell 3+ cages side by side in a 2-wide band admit 1 2 / 2 1 either way round.
        Puzzle puzzle = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.ADD, 6, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(2, 0), new Cell(2, 1), new Cell(2, 2)))));

        Finding result = Solver.solve(puzzle);

        assertThat(result).isInstanceOf(Finding.Ambiguous.class);
        Finding.Ambiguous ambiguous = (Finding.Ambiguous) result;
        assertThat(ambiguous.first()).isNotEqualTo(ambiguous.second());
        assertThat(puzzle.isSolvedBy(ambiguous.first())).isTrue();
        assertThat(puzzle.isSolvedBy(ambiguous.second())).isTrue();
    }

    @Test
    void a_puzzle_whose_cages_cannot_all_be_met_is_impossible() {
        // Every row of a 3×3 sums to 6, so a row cage of 7+ can never be met.
        Puzzle puzzle = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.ADD, 7, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(2, 0), new Cell(2, 1), new Cell(2, 2)))));

        assertThat(Solver.solve(puzzle)).isInstanceOf(Finding.Impossible.class);
        assertThat(Solver.gradeWithin(puzzle, Difficulty.UNREASONABLE)).isEmpty();
    }

    @Test
    void progress_names_the_cells_left_open_where_the_techniques_stop() {
        Sample hard = KeenSamples.all().stream()
                .filter(s -> s.grade() == Difficulty.HARD && s.size() >= 6)
                .findFirst()
                .orElseThrow();
        Puzzle puzzle = KeenCodec.decodeOrThrow(hard.id());

        Solver.Progress atEasy = Solver.progress(puzzle, Difficulty.EASY);
        Solver.Progress atHard = Solver.progress(puzzle, Difficulty.HARD);

        assertThat(atEasy.grade()).isEmpty();
        assertThat(atEasy.open())
                .isNotEmpty()
                .allSatisfy(cell -> assertThat(cell.row()).isLessThan(puzzle.size()));
        assertThat(atHard.grade()).contains(Difficulty.HARD);
        assertThat(atHard.open()).isEmpty();
    }
}
