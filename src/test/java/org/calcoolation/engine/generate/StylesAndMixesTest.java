package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.latin.LatinSquares;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every cage style and operation mix at every level: unique by an independent count, graded as asked, well cut. */
class StylesAndMixesTest {

    static Stream<Arguments> everyStyleMixAndLevel() {
        List<Arguments> cases = new ArrayList<>();
        for (Variant variant : Variant.values()) {
            if (!variant.twists().isEmpty()) continue; // the twists have their own test
            for (Difficulty difficulty : Difficulty.values()) cases.add(Arguments.of(variant, difficulty));
        }
        return cases.stream();
    }

    @Slow
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyStyleMixAndLevel")
    void puzzles_are_unique_by_brute_force_graded_as_asked_and_keep_to_their_mix(
            Variant variant, Difficulty difficulty) {
        for (int size = 4; size <= 6; size++) {
            // Some mixes are too slow to make at some sizes (× and ÷ only at 5×5 Unreasonable): the generator refuses
            // those.
            if (!Generator.supports(size, difficulty, variant)) continue;
            for (long seed = 1; seed <= 4; seed++) {
                Puzzle puzzle = Generator.generate(size, difficulty, variant, seed * 104_729 + size);
                String which = size + "×" + size + " seed " + seed;

                assertThat(BruteForce.count(new Puzzle(size, puzzle.cages()), 2))
                        .as(which)
                        .isEqualTo(1);
                assertThat(Solver.solve(puzzle))
                        .as(which)
                        .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), difficulty));
                for (Cage cage : puzzle.cages()) {
                    assertThat(cage.isConnected()).as(which).isTrue();
                    if (cage.size() > 1)
                        assertThat(variant.operations().allows(cage.operation()))
                                .as(which + " " + cage.clue())
                                .isTrue();
                }
                assertThat(Variant.readFrom(puzzle).operations()).as(which).isIn(readsAs(variant.operations()));
                long givens =
                        puzzle.cages().stream().filter(cage -> cage.size() == 1).count();
                assertThat(givens).as(which).isLessThanOrEqualTo(Generator.maxGivens(size, variant));
            }
        }
    }

    /** A small puzzle may by chance use fewer operations than its mix allows, and so read as a narrower mix. */
    private static List<OperationMix> readsAs(OperationMix mix) {
        return switch (mix) {
            case ALL -> List.of(OperationMix.values());
            case ADD_SUB -> List.of(mix, OperationMix.ADD);
            case MUL_DIV -> List.of(mix, OperationMix.MUL);
            case ADD, MUL -> List.of(mix);
        };
    }

    @Slow
    @Test
    void larger_classic_puzzles_are_unique_by_brute_force_too() {
        Variant classic = new Variant(CageStyle.CLASSIC, OperationMix.ALL);
        for (Difficulty difficulty : Difficulty.values()) {
            for (long seed = 1; seed <= 2; seed++) {
                Puzzle puzzle = Generator.generate(8, difficulty, classic, seed);
                assertThat(BruteForce.count(new Puzzle(8, puzzle.cages()), 2))
                        .as("%s seed %d", difficulty, seed)
                        .isEqualTo(1);
                assertThat(Solver.solve(puzzle))
                        .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), difficulty));
            }
        }
    }

    @Test
    void the_brute_force_counter_sees_a_second_solution() {
        // Four dominoes of sums on a 2×2 pattern swap freely: a puzzle the generator would never keep.
        Puzzle generated = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 3);
        List<Cage> sums = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            List<Cell> row = List.of(new Cell(r, 0), new Cell(r, 1), new Cell(r, 2), new Cell(r, 3));
            int total = row.stream()
                    .mapToInt(generated.solution().orElseThrow()::digit)
                    .sum();
            sums.add(new Cage(Operation.ADD, total, row));
        }
        assertThat(BruteForce.count(new Puzzle(4, sums), 2)).isEqualTo(2);
        assertThat(BruteForce.count(new Puzzle(4, generated.cages()), 2)).isEqualTo(1);
    }

    @Slow
    @Test
    void classic_cuts_at_nine_by_nine_average_about_three_cells_with_few_single_cells() {
        Variant classic = new Variant(CageStyle.CLASSIC, OperationMix.ALL);
        int cages = 0, singles = 0, dominoes = 0;
        for (Difficulty difficulty : Difficulty.values()) {
            for (long seed = 0; seed < 6; seed++) {
                for (Cage cage :
                        Generator.generate(9, difficulty, classic, seed).cages()) {
                    cages++;
                    if (cage.size() == 1) singles++;
                    if (cage.size() == 2) dominoes++;
                }
            }
        }
        double mean = 81.0 * 30 / cages;
        assertThat(mean).as("the issue asks for 2.8 to 3.2 at 9×9").isBetween(2.8, 3.2);
        assertThat((double) singles / cages).isLessThan(0.1);
        assertThat((double) dominoes / cages)
                .as("Keen's cuts are 80 %% or more dominoes")
                .isLessThan(0.5);
    }

    @Test
    void the_classic_mean_is_tunable() {
        var random = new SplittableRandom(11);
        LatinSquares squares = LatinSquares.chain(9, random);
        double small = meanOfCuts(squares, 2.3, random), large = meanOfCuts(squares, 3.8, random);
        assertThat(small).isLessThan(2.8);
        assertThat(large).isGreaterThan(3.3);
    }

    private static double meanOfCuts(LatinSquares squares, double mean, SplittableRandom random) {
        int cells = 0, cages = 0;
        for (int i = 0; i < 40; i++) {
            Optional<List<List<Cell>>> cut = ClassicCut.cut(squares.next(), mean, random);
            for (List<Cell> cage : cut.orElseThrow()) {
                cells += cage.size();
                cages++;
                assertThat(new Cage(Operation.ADD, 1, cage).isConnected()).isTrue();
            }
        }
        assertThat(cells).isEqualTo(40 * 81);
        return (double) cells / cages;
    }

    @Test
    void classic_cages_seldom_hold_two_cells_of_an_intercalate() {
        var random = new SplittableRandom(5);
        LatinSquares squares = LatinSquares.chain(7, random);
        int cages = 0, swappable = 0;
        for (int i = 0; i < 30; i++) {
            var grid = squares.next();
            boolean[][] pairs = ClassicCut.intercalatePairs(grid);
            for (List<Cell> cage : ClassicCut.cut(grid, 3.0, random).orElseThrow()) {
                cages++;
                if (cage.stream().anyMatch(a -> cage.stream().anyMatch(b -> pairs[a.index(7)][b.index(7)])))
                    swappable++;
            }
        }
        // Only where no piece fits without one, which at 7×7 left 13 % of cages so (seed 5).
        assertThat((double) swappable / cages).isLessThan(0.2);
    }

    @Test
    void the_library_holds_every_fixed_polyomino_of_two_to_five_cells() {
        assertThat(Polyominoes.ofSize(2)).hasSize(2);
        assertThat(Polyominoes.ofSize(3)).hasSize(6);
        assertThat(Polyominoes.ofSize(4)).hasSize(19);
        assertThat(Polyominoes.ofSize(5)).hasSize(63);
    }

    /**
     * Keen puzzles come out exactly as before styles existed: IDs printed by the jar of that time with {@code generate
     * --seed 5}; 9×9 Hard as the jar of generator version 7 prints it, since that version sharpens it.
     */
    @Test
    void keen_puzzles_are_made_as_before() {
        assertThat(KeenCodec.encode(Generator.generate(9, Difficulty.HARD, Variant.STANDARD, 5)))
                .isEqualTo(
                        "9:_aba__aa_6a_a__a3__a_a_19a_a__abbaaba4_a3__a_a_6a_5aa_a__a__a__a_a__aa_,"
                                + "a10s3m18m18a11m6a13s3a9m24s5d3m384s1a11d2s4d2s2a10m24a6s2a8d2s2s1a11m240d3a11s4m18d3s3d4m378m24");
        assertThat(KeenCodec.encode(Generator.generate(9, Difficulty.HARD, Variant.MULTIPLICATION_ONLY, 5)))
                .isEqualTo("9:aba3_a_a_7ab_13aac_4d"
                        + "__a_aa__a_a_a_a_ba3_a3b_a_a_ab_a__cb_5a3__b__a,m56m450m6m24m27m8m216m28m672m8064m10m35m15m144m2m126m60a6m432m120m6480m12m63m672"
                        + "m126m15m4m48");
        assertThat(KeenCodec.encode(Generator.generate(12, Difficulty.NORMAL, Variant.STANDARD, 5)))
                .isEqualTo("12:a_aa_a_6a__a_5a_a_4a_12a_4a_4"
                        + "a4_5a_a_a_9ba_4aa_a_7aa__a_3aa__a_b_a_3aa_3ba3__a3_a_a_aa_b_3a__aa_6a_a5__a_4aa_a_6a__aca4ba4__,m105m10s2d3s5m99a12m30m30d4s2s6"
                        + "m168a9m12m64m99m132d2a21a11d2a13d2a13m210d6m28a15a25a9m27a19d2a23a14s9s10m90m36a11m28a16s9m144d2m120m126m15m35s9a3s1a21d4a24a4s1"
                        + "d3s8a15m8a7a14s5d3a5");
    }
}
