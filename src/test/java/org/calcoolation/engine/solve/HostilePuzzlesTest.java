package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.KeenSamples.Sample;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.latin.LatinSquares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Puzzles from outside that are built, or happen, to make checking run for ever: each must end
 * within a second with an answer, under the budget the web app and the command line give imports.
 */
class HostilePuzzlesTest {

    private static final Duration ONE_SECOND = Duration.ofSeconds(1);

    /** What checking an ID from outside ends with: refused by the decoder, or what the budgeted solve said. */
    sealed interface Verdict {
        record Refused(String message) implements Verdict {}

        record Solved(Puzzle puzzle, Finding result) implements Verdict {}
    }

    private static Verdict check(String id, Clock clock) {
        return switch (KeenCodec.decode(id)) {
            case DecodeResult.Invalid invalid -> new Verdict.Refused(invalid.message());
            case DecodeResult.Valid valid ->
                new Verdict.Solved(valid.puzzle(), Solver.solve(valid.puzzle(), Budget.forImport(clock)));
        };
    }

    // The work's own time (this thread's CPU), not the wall's: on a busy machine the wall counts the time the
    // thread waited for a core too (1.04 s once beside a load of 46), while the budget's 500 ms of clock bound
    // the work the same.
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static Verdict checkWithinASecond(String id) {
        long start = THREADS.getCurrentThreadCpuTime();
        Verdict verdict = check(id, Clock.systemUTC());
        assertThat(Duration.ofNanos(THREADS.getCurrentThreadCpuTime() - start))
                .as(id)
                .isLessThan(ONE_SECOND);
        return verdict;
    }

    private static Finding solveWithinASecond(Puzzle puzzle) {
        long start = THREADS.getCurrentThreadCpuTime();
        Finding result = Solver.solve(puzzle, Budget.forImport(Clock.systemUTC()));
        assertThat(Duration.ofNanos(THREADS.getCurrentThreadCpuTime() - start))
                .as(KeenCodec.encode(puzzle))
                .isLessThan(ONE_SECOND);
        return result;
    }

    /** A clock that stands still, so that only the count of steps can end a budget. */
    private static final Clock STOPPED = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    static Puzzle oneCage(int n) {
        List<Cell> all =
                IntStream.range(0, n * n).mapToObj(i -> Cell.ofIndex(i, n)).toList();
        return new Puzzle(n, List.of(new Cage(Operation.ADD, n * n * (n + 1) / 2, all)));
    }

    static Puzzle rowsAreCages(int n) {
        List<Cage> rows = IntStream.range(0, n)
                .mapToObj(r -> new Cage(
                        Operation.ADD,
                        n * (n + 1) / 2,
                        IntStream.range(0, n).mapToObj(c -> new Cell(r, c)).toList()))
                .toList();
        return new Puzzle(n, rows);
    }

    /**
     * Each row cut into two halves of at most 6 cells, with sums that fit a row: every cage is one
     * the decoder lets in, yet the puzzle says almost nothing, so the search has no end in sight.
     * With {@code off} the first row's halves are one too small and one too large.
     */
    static Puzzle rowHalves(int n, int off) {
        int total = n * (n + 1) / 2, left = total / 2;
        List<Cage> cages = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            int row = r, shift = r == 0 ? off : 0;
            cages.add(new Cage(
                    Operation.ADD,
                    left - shift,
                    IntStream.range(0, n / 2).mapToObj(c -> new Cell(row, c)).toList()));
            cages.add(new Cage(
                    Operation.ADD,
                    total - left + shift,
                    IntStream.range(n / 2, n).mapToObj(c -> new Cell(row, c)).toList()));
        }
        return new Puzzle(n, cages);
    }

    @Test
    void the_share_link_of_the_probe_is_refused_by_the_decoder_with_the_cage_size_and_the_limit() {
        assertThat(checkWithinASecond("6:zzj,a126"))
                .isEqualTo(
                        new Verdict.Refused(
                                "The cage layout at position 2 gives the cage at (0,0) 36 cells, but a cage may have at most 6"));
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 7, 8, 9, 10, 11, 12})
    void a_grid_that_is_one_cage_is_refused_by_the_decoder(int n) {
        String id = KeenCodec.encode(oneCage(n));

        assertThat(checkWithinASecond(id))
                .isEqualTo(new Verdict.Refused("The cage layout at position " + (n < 10 ? 2 : 3)
                        + " gives the cage at (0,0) " + n * n + " cells, but a cage may have at most 6"));
    }

    @Test
    void the_one_cage_ids_of_the_report_are_the_ones_built_here() {
        assertThat(KeenCodec.encode(oneCage(6))).isEqualTo("6:zzj,a126");
        assertThat(KeenCodec.encode(oneCage(12))).isEqualTo("12:z10n,a936");
    }

    @ParameterizedTest
    @ValueSource(ints = {11, 12})
    void a_grid_whose_rows_are_cages_is_refused_by_the_decoder(int n) {
        assertThat(checkWithinASecond(KeenCodec.encode(rowsAreCages(n))))
                .isEqualTo(new Verdict.Refused("The cage layout at position 3 gives the cage at (0,0) " + n
                        + " cells, but a cage may have at most 6"));
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 7, 8, 9, 10, 11, 12})
    void handed_straight_to_the_solver_a_one_cage_grid_is_too_hard_within_a_second(int n) {
        assertThat(solveWithinASecond(oneCage(n))).isInstanceOf(Finding.TooHard.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {11, 12})
    void handed_straight_to_the_solver_a_grid_of_row_cages_is_too_hard_within_a_second(int n) {
        assertThat(solveWithinASecond(rowsAreCages(n))).isInstanceOf(Finding.TooHard.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {10, 12})
    void cages_the_decoder_lets_in_can_still_be_too_hard_and_end_within_a_second(int n) {
        for (int off : new int[] {0, 1}) {
            Verdict verdict = checkWithinASecond(KeenCodec.encode(rowHalves(n, off)));

            assertThat(verdict)
                    .isInstanceOfSatisfying(
                            Verdict.Solved.class,
                            solved -> assertThat(solved.result()).isInstanceOf(Finding.TooHard.class));
        }
    }

    @Test
    void when_the_clock_stands_still_the_count_of_steps_ends_the_check() {
        Budget budget = Budget.forImport(STOPPED);

        Finding result = Solver.solve(rowHalves(12, 1), budget);

        assertThat(result).isEqualTo(new Finding.TooHard("gave up after " + Budget.IMPORT_STEPS + " steps"));
        assertThat(budget.spent()).isBetween(Budget.IMPORT_STEPS, Budget.IMPORT_STEPS + 10_000);
    }

    @Test
    void when_the_work_is_slow_the_clock_ends_the_check() {
        // Each reading of this clock finds 50 ms gone: the budget's 500 ms pass after about ten readings.
        Clock slow = new Clock() {
            private Instant now = STOPPED.instant();

            @Override
            public Instant instant() {
                now = now.plusMillis(50);
                return now;
            }

            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }
        };
        Budget budget = Budget.forImport(slow);

        Finding result = Solver.solve(rowHalves(12, 1), budget);

        assertThat(result).isEqualTo(new Finding.TooHard("gave up after " + Budget.IMPORT_TIME.toMillis() + " ms"));
        assertThat(budget.spent()).isLessThan(Budget.IMPORT_STEPS / 100);
    }

    @Test
    void for_the_generator_a_check_that_runs_out_grades_nothing_and_points_nowhere() {
        Puzzle endless = rowHalves(12, 0);

        assertThat(Solver.gradeWithin(endless, Difficulty.UNREASONABLE, Budget.ofSteps(1_000_000)))
                .isEmpty();
        assertThat(Solver.progress(endless, Difficulty.UNREASONABLE, Budget.ofSteps(1_000_000)))
                .isEqualTo(new Solver.Progress(Optional.empty(), List.of()));
    }

    static Stream<Sample> samples() {
        return KeenSamples.all().stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void every_keen_sample_checks_under_the_import_budget_exactly_as_without_one(Sample sample) {
        Verdict verdict = check(sample.id(), STOPPED);

        assertThat(verdict)
                .isInstanceOfSatisfying(
                        Verdict.Solved.class,
                        solved -> assertThat(solved.result())
                                .isEqualTo(new Finding.Unique(sample.solutionGrid(), sample.grade()))
                                .isEqualTo(Solver.solve(solved.puzzle())));
    }

    static Stream<Arguments> levels() {
        return IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE)
                .boxed()
                .flatMap(size -> Arrays.stream(Difficulty.values())
                        .filter(d -> Generator.supports(size, d))
                        .map(d -> Arguments.of(size, d)));
    }

    @Slow
    @ParameterizedTest
    @MethodSource("levels")
    void our_own_puzzles_shared_by_link_check_under_the_import_budget_as_made(int size, Difficulty difficulty) {
        Puzzle made = Generator.generate(size, difficulty, Variant.STANDARD, 1);

        Verdict verdict = check(KeenCodec.encode(made), STOPPED);

        assertThat(verdict)
                .isInstanceOfSatisfying(
                        Verdict.Solved.class,
                        solved -> assertThat(solved.result())
                                .isEqualTo(new Finding.Unique(made.solution().orElseThrow(), difficulty)));
    }

    @Test
    void the_costliest_of_twenty_thousand_of_our_own_puzzles_checks_under_the_import_budget() {
        // 9×9 Unreasonable, seed 200633: 19.8 million steps, the most of seeds 200000 to 219999.
        String id = "9:b_aba_aa__a3_3aa_14a_a_b__aa_4ba6baa_b_aa_a__a_6c__b__a_3aa__a7_,"
                + "a21s2s1m378s1d2m24s2s2m360m14d2a12d3m8d2m6a38m56s1s1m24s3s4a7s1m144a11a21a6a13";

        Verdict verdict = check(id, STOPPED);

        assertThat(verdict)
                .isInstanceOfSatisfying(
                        Verdict.Solved.class,
                        solved -> assertThat(solved.result())
                                .isInstanceOfSatisfying(
                                        Finding.Unique.class,
                                        unique ->
                                                assertThat(unique.difficulty()).isEqualTo(Difficulty.UNREASONABLE))
                                .isEqualTo(Solver.solve(solved.puzzle())));
    }

    @Slow
    @Test
    void a_few_hundred_random_layouts_and_targets_each_get_an_answer_within_a_second() {
        SplittableRandom random = new SplittableRandom(20_261_123L);
        int[] seen = new int[5];
        for (int i = 0; i < 300; i++) {
            Puzzle puzzle = randomPuzzle(random);
            String id = KeenCodec.encode(puzzle);
            boolean bigCage = puzzle.cages().stream().anyMatch(cage -> cage.size() > Cage.MAX_CELLS);

            Verdict verdict = checkWithinASecond(id);

            switch (verdict) {
                case Verdict.Refused refused -> {
                    assertThat(bigCage)
                            .as(id + " was refused: " + refused.message())
                            .isTrue();
                    seen[0]++;
                }
                case Verdict.Solved(Puzzle read, Finding result) -> {
                    assertThat(bigCage).as(id + " has a cage too big to let in").isFalse();
                    switch (result) {
                        case Finding.Unique unique -> {
                            assertThat(read.isSolvedBy(unique.solution()))
                                    .as(id)
                                    .isTrue();
                            seen[1]++;
                        }
                        case Finding.Ambiguous ambiguous -> {
                            assertThat(read.isSolvedBy(ambiguous.first()) && read.isSolvedBy(ambiguous.second()))
                                    .as(id)
                                    .isTrue();
                            assertThat(ambiguous.first()).as(id).isNotEqualTo(ambiguous.second());
                            seen[2]++;
                        }
                        case Finding.Impossible impossible -> seen[3]++;
                        case Finding.TooHard tooHard -> seen[4]++;
                    }
                }
            }
        }
        assertThat(seen).as("refused, unique, ambiguous, impossible, too hard").doesNotContain(0);
    }

    /**
     * A random size and cage layout, with cages from single cells to the whole grid, and targets
     * that are either true of a random Latin square or anything at all, absurd ones included.
     */
    private static Puzzle randomPuzzle(SplittableRandom random) {
        int n = random.nextInt(3, 13);
        Grid square = LatinSquares.random(n, random);
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        boolean honest = random.nextInt(3) > 0, huge = random.nextInt(4) == 0;
        for (int start = 0; start < n * n; start++) {
            if (cageOf[start] >= 0) continue;
            int want = switch (random.nextInt(10)) {
                case 0 -> huge ? random.nextInt(7, n * n + 1) : 1;
                case 1 -> 1;
                default -> random.nextInt(2, 7);
            };
            List<Cell> cells = grow(n, start, want, cages.size(), cageOf, random);
            cages.add(clue(cells, square, honest, random));
        }
        return new Puzzle(n, cages);
    }

    private static List<Cell> grow(int n, int start, int want, int label, int[] cageOf, SplittableRandom random) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.ofIndex(start, n)));
        cageOf[start] = label;
        while (cells.size() < want) {
            List<Cell> frontier = new ArrayList<>();
            for (Cell c : cells) {
                for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                    int r = c.row() + d[0], col = c.col() + d[1];
                    if (r >= 0 && r < n && col >= 0 && col < n && cageOf[r * n + col] < 0)
                        frontier.add(new Cell(r, col));
                }
            }
            if (frontier.isEmpty()) break;
            Cell next = frontier.get(random.nextInt(frontier.size()));
            cageOf[next.index(n)] = label;
            cells.add(next);
        }
        return cells;
    }

    private static Cage clue(List<Cell> cells, Grid square, boolean honest, SplittableRandom random) {
        int n = square.size();
        if (cells.size() == 1)
            return new Cage(Operation.ADD, honest ? square.digit(cells.getFirst()) : random.nextInt(1, n + 1), cells);
        List<Operation> ops = new ArrayList<>(List.of(Operation.ADD, Operation.MULTIPLY));
        if (cells.size() == 2) ops.addAll(List.of(Operation.SUBTRACT, Operation.DIVIDE));
        Collections.shuffle(ops, new Random(random.nextLong()));
        int[] digits = cells.stream().mapToInt(square::digit).toArray();
        for (Operation op : ops) {
            long target = honest ? op.apply(digits) : absurd(random);
            if (target > 0 && target <= Integer.MAX_VALUE) return new Cage(op, (int) target, cells);
        }
        return new Cage(Operation.ADD, (int) Operation.ADD.apply(digits), cells);
    }

    private static long absurd(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> 1;
            case 1 -> Integer.MAX_VALUE;
            case 2 -> random.nextInt(1, 100);
            default -> random.nextInt(1, Integer.MAX_VALUE);
        };
    }
}
