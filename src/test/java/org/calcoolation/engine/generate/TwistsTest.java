package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hidden operators and extended − and ÷, for every style and mix that takes them and every level:
 * unique by the independent brute-force count (which reads hidden and extended clues by its own
 * arithmetic), graded as asked, well cut, and carried whole by the game ID.
 */
class TwistsTest {

    /**
     * Every twisted variant at these levels. The sweep is split by level over three classes
     * ({@link TwistsExtremeTest}, {@link TwistsUnreasonableTest}) so that the slow run's JVMs share
     * it: whole, it took 244 of the 245 s that the slow run lasted, the last 90 s in one JVM alone.
     */
    static Stream<Arguments> everyTwistedVariantAt(Difficulty... levels) {
        List<Arguments> cases = new ArrayList<>();
        for (Variant variant : Variant.values()) {
            if (variant.twists().isEmpty()) continue;
            for (Difficulty difficulty : levels) cases.add(Arguments.of(variant, difficulty));
        }
        return cases.stream();
    }

    static Stream<Arguments> everyTwistedVariantUpToHard() {
        return everyTwistedVariantAt(Difficulty.EASY, Difficulty.NORMAL, Difficulty.HARD);
    }

    @Slow
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyTwistedVariantUpToHard")
    void puzzles_are_unique_by_brute_force_graded_as_asked_and_keep_to_their_twists(
            Variant variant, Difficulty difficulty) {
        checkTwisted(variant, difficulty);
    }

    /**
     * Four puzzles of each size 4 to 6 that the generator makes of this kind: unique by brute force,
     * graded as asked, well cut, showing their twists and carried whole by the game ID.
     */
    static void checkTwisted(Variant variant, Difficulty difficulty) {
        boolean hidden = variant.has(Twist.HIDDEN_OPERATORS), extended = variant.has(Twist.EXTENDED_OPERATIONS);
        for (int size = 4; size <= 6; size++) {
            // Some mixes are too slow to make at some sizes (× and ÷ only at 5×5 Unreasonable): the generator refuses
            // those.
            if (!Generator.supports(size, difficulty, variant)) continue;
            for (long seed = 1; seed <= 4; seed++) {
                Puzzle puzzle = Generator.generate(size, difficulty, variant, seed * 7_919 + size);
                String which = size + "×" + size + " seed " + seed;
                Puzzle bare = new Puzzle(size, puzzle.cages());

                assertThat(BruteForce.count(bare, 2)).as(which).isEqualTo(1);
                assertThat(Solver.solve(puzzle))
                        .as(which)
                        .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), difficulty));
                for (Cage cage : puzzle.cages()) {
                    assertThat(cage.isConnected()).as(which).isTrue();
                    if (cage.size() == 1) continue;
                    assertThat(cage.isHidden()).as(which + " " + cage).isEqualTo(hidden);
                    if (hidden)
                        assertThat(cage.operations())
                                .as(which)
                                .isEqualTo(
                                        Cage.hidden(1, cage.cells(), extended).operations());
                    else
                        assertThat(variant.allows(cage.operation()))
                                .as(which + " " + cage.clue())
                                .isTrue();
                    if (!extended)
                        assertThat(cage.isExtended()).as(which + " " + cage).isFalse();
                }
                Set<Twist> read = Variant.readFrom(puzzle).twists();
                // Exactly its kind's twists, each shown by some cage, so its ID imports as the same kind.
                assertThat(read).as(which).isEqualTo(variant.twists());
                String id = KeenCodec.encode(puzzle, difficulty, variant);
                assertThat(((DecodeResult.Valid) KeenCodec.decode(id)).puzzle())
                        .as(id)
                        .isEqualTo(bare);
                assertThat(((DecodeResult.Valid) KeenCodec.decode(KeenCodec.encode(puzzle))).puzzle())
                        .as(id)
                        .isEqualTo(bare);
            }
        }
    }

    @Test
    void extended_puzzles_give_some_larger_cages_a_subtraction_or_division_and_leave_most_to_sum_and_product() {
        int larger = 0, extendedCages = 0, zeros = 0;
        for (Variant variant : List.of(Variant.parse("keen-all-extended"), Variant.parse("classic-all-extended"))) {
            for (long seed = 0; seed < 10; seed++) {
                for (Cage cage :
                        Generator.generate(6, Difficulty.HARD, variant, seed).cages()) {
                    if (cage.size() < 3) continue;
                    larger++;
                    if (cage.isExtended()) extendedCages++;
                    if (cage.target() == 0) zeros++;
                }
            }
        }
        System.out.printf(
                "extended: %d of %d cages of 3+ cells take − or ÷, %d of them a target of 0%n",
                extendedCages, larger, zeros);
        assertThat(extendedCages).isPositive();
        assertThat(extendedCages * 2).isLessThan(larger);
    }

    @Test
    void a_hidden_puzzle_hand_checked_to_be_unique() {
        // 3H:_a_aa_aa,h1h6h9h1. The top-right domino's 6 on two cells of 1..3 can only be 2×3, so row 1 starts with 1;
        // the 1 below it can only be a difference, so 2, and the bottom-left cell is 3; the L's 9 cannot be a sum of
        // 3 with two digits of one column (at most 3 + 2), so the other two multiply to 3, and row 3 already has its 3.
        Puzzle puzzle = ((DecodeResult.Valid) KeenCodec.decode("3H:_a_aa_aa,h1h6h9h1")).puzzle();
        Grid expected = Grid.ofRows(new int[][] {{1, 2, 3}, {2, 3, 1}, {3, 1, 2}});
        assertThat(puzzle.cages()).allMatch(Cage::isHidden);
        assertThat(BruteForce.count(puzzle, 2)).isEqualTo(1);
        assertThat(Solver.solve(puzzle))
                .isInstanceOfSatisfying(
                        Finding.Unique.class,
                        unique -> assertThat(unique.solution()).isEqualTo(expected));
        Hint hint = Solver.hint(puzzle, new int[9]);
        assertThat(hint)
                .isInstanceOfSatisfying(
                        Hint.Next.class,
                        next -> assertThat(next.steps().stream().map(Deduction::explanation))
                                .contains(
                                        "The cage of 6 at row 1, column 2 can only be made with 2 and 3, so its cells cannot hold any other digit.")
                                .noneMatch(s -> s.contains("×")));
    }

    @Test
    void a_puzzle_unique_with_its_operators_shown_is_not_with_them_hidden() {
        // 3:_aba_3a,s1m3a7m3 has one solution, 2 3 1/1 2 3/3 1 2. Hidden, the top-right 3 may also be 1 + 2, and then
        // 3 1 2/2 3 1/1 2 3 fits too: 3 − 2 = 1 on the left, 1 + 2 = 3 twice, 3 + 1 + 3 = 7 in the L.
        Puzzle shown = ((DecodeResult.Valid) KeenCodec.decode("3:_aba_3a,s1m3a7m3")).puzzle();
        Puzzle hidden = new Puzzle(
                3, shown.cages().stream().map(cage -> cage.hide(false)).toList());
        assertThat(KeenCodec.encode(hidden)).isEqualTo("3H:_aba_3a,h1h3h7h3");
        assertThat(BruteForce.count(shown, 3)).isEqualTo(1);
        assertThat(BruteForce.count(hidden, 3)).isEqualTo(2);
        assertThat(Solver.solve(shown)).isInstanceOf(Finding.Unique.class);
        Grid first = Grid.ofRows(new int[][] {{2, 3, 1}, {1, 2, 3}, {3, 1, 2}}),
                second = Grid.ofRows(new int[][] {{3, 1, 2}, {2, 3, 1}, {1, 2, 3}});
        assertThat(Solver.solve(hidden))
                .isInstanceOfSatisfying(
                        Finding.Ambiguous.class,
                        both -> assertThat(List.of(both.first(), both.second()))
                                .containsExactlyInAnyOrder(first, second));
    }

    @Test
    void an_extended_puzzle_reads_its_larger_subtractions_and_divisions() {
        // A 3×3 cut into its rows. A row holds 1, 2 and 3, so it makes 3 − 2 − 1 = 0 in any order, never a − of 1, and
        // 3 ÷ (2 × 1) is no whole number: rows of −0, +6 and ×6 fit all 12 Latin squares, a row of −1 fits none.
        List<Cell> top = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2));
        List<Cell> middle = List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2));
        List<Cell> bottom = List.of(new Cell(2, 0), new Cell(2, 1), new Cell(2, 2));
        Puzzle rows = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.SUBTRACT, 0, top),
                        new Cage(Operation.ADD, 6, middle),
                        new Cage(Operation.MULTIPLY, 6, bottom)));
        assertThat(BruteForce.count(rows, 20)).isEqualTo(12);
        assertThat(new Cage(Operation.DIVIDE, 1, top).isSatisfiedBy(new int[] {1, 2, 3}))
                .isFalse();
        Puzzle columnsTooSmall = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.SUBTRACT, 1, top),
                        new Cage(Operation.ADD, 6, middle),
                        new Cage(Operation.MULTIPLY, 6, bottom)));
        assertThat(BruteForce.count(columnsTooSmall, 2)).isZero();
        assertThat(Solver.solve(columnsTooSmall)).isInstanceOf(Finding.Impossible.class);
        assertThat(EnumSet.copyOf(Variant.readFrom(rows).twists())).containsExactly(Twist.EXTENDED_OPERATIONS);
    }

    @Test
    void the_board_judges_hidden_and_extended_cages_by_every_operation_they_allow() {
        // 3H:_aba_3a,h1h3h7h3 is the ambiguous hidden puzzle above: both grids complete it, each cage satisfied by some
        // operation.
        Puzzle hidden = ((DecodeResult.Valid) KeenCodec.decode("3H:_aba_3a,h1h3h7h3")).puzzle();
        for (int[][] rows :
                List.of(new int[][] {{2, 3, 1}, {1, 2, 3}, {3, 1, 2}}, new int[][] {{3, 1, 2}, {2, 3, 1}, {1, 2, 3}})) {
            assertThat(filled(hidden, rows).isComplete()).isTrue();
        }
        Board wrong = filled(hidden, new int[][] {{1, 2, 3}, {2, 3, 1}, {3, 1, 2}});
        // The left domino holds 1 and 2, whose difference is the clue's 1; the top-right one holds 2 and 3, which make
        // no 3.
        assertThat(wrong.status(hidden.cages().getFirst())).isEqualTo(CageStatus.SATISFIED);
        assertThat(wrong.status(hidden.cages().get(1)))
                .as("2 and 3 make 5, 6, 1 and 1.5, not 3")
                .isEqualTo(CageStatus.WRONG);

        Puzzle extended = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.SUBTRACT, 0, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2))),
                        new Cage(Operation.DIVIDE, 1, List.of(new Cell(2, 0), new Cell(2, 1), new Cell(2, 2)))));
        Board board = filled(extended, new int[][] {{1, 2, 3}, {2, 3, 1}, {3, 1, 2}});
        assertThat(board.status(extended.cages().getFirst())).isEqualTo(CageStatus.SATISFIED);
        assertThat(board.status(extended.cages().getLast()))
                .as("3 ÷ (1 × 2) is not whole")
                .isEqualTo(CageStatus.WRONG);
    }

    private static Board filled(Puzzle puzzle, int[][] rows) {
        Board board = Board.start(puzzle);
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length; c++)
                board = board.apply(new Move.Place(new Cell(r, c), rows[r][c], false));
        }
        return board;
    }
}
