package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.junit.jupiter.api.Test;

/**
 * The rhythm rule on solves made up here: people, drawn from a seeded generator (log-normal gaps, as
 * human response times are, with thinking pauses), and scripts (a metronome, bursts). The scripts
 * that matter most are those slower than {@link Screening}'s floor, which only the rhythm catches.
 */
class RhythmTest {

    private static final Instant FINISHED = Instant.parse("2026-06-06T12:00:00Z");

    private static RandomGenerator seeded(long seed) {
        return RandomGeneratorFactory.of("L64X128MixRandom").create(seed);
    }

    /** A log-normal gap: {@code median} ms, spread σ. */
    private static long logNormal(RandomGenerator random, double median, double sigma) {
        return Math.round(median * Math.exp(sigma * random.nextGaussian()));
    }

    /** A clean n×n solve, one digit a cell in reading order, the first after 2 s and each next after the given gap. */
    private static FinishToRecord solve(int size, Outcome outcome, LongSupplier gap) {
        List<TimedMove> moves = new ArrayList<>();
        long at = 2_000;
        for (int i = 0; i < size * size; i++) {
            if (i > 0) at += gap.getAsLong();
            moves.add(new TimedMove(new Move.Place(Cell.ofIndex(i, size), 1 + i % size, true), at));
        }
        return solve(size, outcome, moves);
    }

    private static FinishToRecord solve(int size, Outcome outcome, List<TimedMove> moves) {
        long played = moves.isEmpty() ? 0 : moves.getLast().atMillis() + 100;
        return new FinishToRecord(
                1,
                UUID.randomUUID(),
                OptionalLong.empty(),
                size + ":x",
                new PuzzleKind(size, Difficulty.NORMAL, Variant.STANDARD),
                outcome,
                played,
                played,
                FINISHED,
                moves);
    }

    private static FinishToRecord clean(int size, LongSupplier gap) {
        return solve(size, Outcome.CLEAN, gap);
    }

    /** A person solving a grid that needs thought: notes in some cells, a pause to think before one digit in five. */
    private static FinishToRecord thinkingPerson(int size, long seed) {
        RandomGenerator random = seeded(seed);
        List<TimedMove> moves = new ArrayList<>();
        long at = 5_000;
        for (int i = 0; i < size * size; i++) {
            Cell cell = Cell.ofIndex(i, size);
            if (random.nextInt(3) == 0) {
                for (int note = 1; note <= 2; note++) {
                    moves.add(new TimedMove(new Move.ToggleNote(cell, note), at));
                    at += logNormal(random, 300, 0.4);
                }
            }
            moves.add(new TimedMove(new Move.Place(cell, 1 + i % size, true), at));
            at += logNormal(random, 1_500, 0.6) + (random.nextInt(5) == 0 ? random.nextLong(4_000, 40_000) : 0);
        }
        return solve(size, Outcome.CLEAN, moves);
    }

    /** A person typing a 4×4 as fast as people do, with no thought left to give: a steady hand, σ 0.4. */
    private static FinishToRecord fastPerson(long seed) {
        RandomGenerator random = seeded(seed);
        return clean(4, () -> logNormal(random, 450, 0.4));
    }

    // ---- people ----

    @Test
    void a_person_who_thinks_is_never_taken_for_a_script_in_a_thousand_solves() {
        assertThat(IntStream.range(0, 1_000)
                        .filter(seed ->
                                Rhythm.judge(thinkingPerson(4 + seed % 6, seed)).isPresent()))
                .isEmpty();
    }

    @Test
    void a_person_typing_a_four_by_four_fast_is_not_held_by_the_floor_or_the_rhythm() {
        FinishToRecord fast = fastPerson(7);

        assertThat(fast.playMillis())
                .as("2 s to the first digit, then some 0.5 s a cell")
                .isBetween(6_000L, 12_000L);
        assertThat(Screening.review(fast)).isEmpty();
    }

    @Test
    void a_steady_fast_typist_is_held_by_chance_about_once_in_five_thousand_four_by_fours() {
        long held = IntStream.range(0, 3_000)
                .filter(seed -> Rhythm.judge(fastPerson(seed)).isPresent())
                .count();

        assertThat(held)
                .as("of 3,000; the class comment's once in 5,000 would be 0.6")
                .isLessThanOrEqualTo(3);
    }

    @Test
    void a_person_whose_moves_arrive_in_pairs_over_a_slow_connection_is_not_held() {
        RandomGenerator random = seeded(3);
        int[] step = {0};
        // Vaadin sends what was typed during a slow round trip with the next request: every other move lands at once.
        FinishToRecord paired =
                clean(6, () -> step[0]++ % 2 == 0 ? random.nextLong(0, 5) : logNormal(random, 1_800, 0.5));

        assertThat(Rhythm.burstShare(paired.moves())).isBetween(0.45, 0.55);
        assertThat(Rhythm.judge(paired)).isEmpty();
    }

    /**
     * When the server applies moves typed at {@code typed} (ms), as Vaadin sends them: one message on its way
     * at a time, so a move typed while one travels waits for the answer and goes with every other move typed
     * meanwhile, all applied at once. Each round trip takes about {@code roundTrip} ms (log-normal, σ 0.1).
     */
    private static List<Long> applied(List<Long> typed, long roundTrip, RandomGenerator random) {
        List<Long> applied = new ArrayList<>();
        long answered = Long.MIN_VALUE;
        for (int i = 0; i < typed.size(); ) {
            long sent = Math.max(typed.get(i), answered);
            for (; i < typed.size() && typed.get(i) <= sent; i++) applied.add(sent + roundTrip / 2);
            answered = sent + logNormal(random, roundTrip, 0.1);
        }
        return applied;
    }

    /** {@link #fastPerson}'s steady hand on an n×n grid, as the server applies its moves behind round trips of {@code roundTrip} ms. */
    private static FinishToRecord fastBehindRoundTrips(int size, long roundTrip, long seed) {
        RandomGenerator random = seeded(seed);
        List<Long> typed = new ArrayList<>();
        long at = 2_000;
        for (int i = 0; i < size * size; i++) {
            if (i > 0) at += logNormal(random, 450, 0.4);
            typed.add(at);
        }
        List<Long> applied = applied(typed, roundTrip, random);
        List<TimedMove> moves = new ArrayList<>();
        for (int i = 0; i < applied.size(); i++)
            moves.add(new TimedMove(new Move.Place(Cell.ofIndex(i, size), 1 + i % size, true), applied.get(i)));
        return solve(size, Outcome.CLEAN, moves);
    }

    /** Of 500 such solves, how many the rule holds for {@code tell}. */
    private static long heldBehind(int size, long roundTrip, Rhythm.Tell tell) {
        return IntStream.range(0, 500)
                .filter(seed -> Rhythm.judge(fastBehindRoundTrips(size, roundTrip, seed))
                        .equals(Optional.of(tell)))
                .count();
    }

    @Test
    void a_fast_typist_whose_round_trips_take_up_to_three_keystrokes_is_not_held_for_bursts() {
        for (int size : new int[] {4, 6}) {
            for (long roundTrip : new long[] {450, 600, 900, 1_350}) {
                long bursts = heldBehind(size, roundTrip, Rhythm.Tell.BURSTS),
                        regular = heldBehind(size, roundTrip, Rhythm.Tell.REGULAR);
                System.out.printf(
                        "RHYTHM %d×%d typed 450 ms a digit behind %d ms round trips: of 500, %d held for bursts, %d as regular%n",
                        size, size, roundTrip, bursts, regular);
                assertThat(bursts)
                        .as("%d×%d behind %d ms", size, size, roundTrip)
                        .isZero();
            }
        }
    }

    @Test
    void behind_round_trips_of_five_keystrokes_for_a_whole_solve_a_fast_typist_is_held_for_bursts() {
        // The line the rule draws (see Rhythm, "Not told apart"): three moves in four arriving with others.
        long held = heldBehind(6, 2_250, Rhythm.Tell.BURSTS);
        System.out.printf(
                "RHYTHM 6×6 typed 450 ms a digit behind 2250 ms round trips: %d of 500 held for bursts%n", held);
        assertThat(held).isGreaterThan(250);
    }

    // ---- scripts ----

    @Test
    void a_script_typing_a_cell_every_300_ms_is_held_though_slower_than_the_floor() {
        FinishToRecord sixBySix = clean(6, () -> 300), fourByFour = clean(4, () -> 300);

        assertThat(Screening.isImpossible(sixBySix))
                .as("10.6 s, above the 9 s floor")
                .isFalse();
        assertThat(Screening.isImpossible(fourByFour))
                .as("4.6 s, above the 4 s floor")
                .isFalse();
        assertThat(Rhythm.judge(sixBySix)).contains(Rhythm.Tell.REGULAR);
        assertThat(Rhythm.judge(fourByFour)).contains(Rhythm.Tell.REGULAR);
        assertThat(Screening.review(sixBySix)).contains("RHYTHM_REGULAR");
    }

    @Test
    void a_metronome_with_a_little_jitter_or_one_long_stop_is_still_a_metronome() {
        RandomGenerator random = seeded(11);
        int[] step = {0};

        FinishToRecord jittered = clean(7, () -> 300 + random.nextLong(-10, 11));
        FinishToRecord stopsOnce = clean(7, () -> step[0]++ == 20 ? 60_000 : 400);

        assertThat(Rhythm.judge(jittered)).contains(Rhythm.Tell.REGULAR);
        assertThat(Rhythm.judge(stopsOnce))
                .as("its plain coefficient of variation is above 4")
                .contains(Rhythm.Tell.REGULAR);
    }

    @Test
    void a_script_that_types_a_row_at_once_and_waits_between_rows_is_held_for_its_bursts() {
        RandomGenerator random = seeded(5);
        int[] step = {0};
        FinishToRecord rows =
                clean(6, () -> ++step[0] % 6 == 0 ? logNormal(random, 3_000, 0.5) : random.nextLong(0, 4));

        assertThat(Screening.isImpossible(rows))
                .as("some 17 s, above the 9 s floor")
                .isFalse();
        assertThat(Rhythm.judge(rows)).contains(Rhythm.Tell.BURSTS);
        assertThat(Screening.review(rows)).contains("RHYTHM_BURSTS");
    }

    @Test
    void a_grid_typed_at_once_is_held_as_under_the_floor_which_says_more() {
        FinishToRecord atOnce = clean(5, () -> 2);

        assertThat(Rhythm.judge(atOnce)).isPresent();
        assertThat(Screening.review(atOnce)).contains(Screening.UNDER_REVIEW);
        assertThat(Screening.held(Screening.UNDER_REVIEW, atOnce.kind(), atOnce.puzzleId()))
                .isEqualTo(new Held.TooFast(Screening.floor(5)));
        assertThat(Screening.held("RHYTHM_BURSTS", atOnce.kind(), atOnce.puzzleId()))
                .isEqualTo(new Held.MachinePace());
    }

    // ---- not judged ----

    @Test
    void assisted_or_given_up_games_short_ones_and_untimed_ones_are_not_judged() {
        assertThat(Rhythm.judge(solve(6, Outcome.ASSISTED, () -> 300))).isEmpty();
        assertThat(Rhythm.judge(solve(6, Outcome.GIVEN_UP, () -> 300))).isEmpty();
        assertThat(Rhythm.judge(clean(3, () -> 300)))
                .as("9 moves say too little")
                .isEmpty();
        assertThat(Rhythm.judge(solve(6, Outcome.CLEAN, List.of())))
                .as("played before moves were timed")
                .isEmpty();
    }

    @Test
    void the_spread_is_that_of_the_middle_half_of_the_gaps() {
        assertThat(Rhythm.spread(new long[] {300, 300, 300, 300, 300})).isZero();
        assertThat(Rhythm.spread(new long[] {0, 0, 0})).isZero();
        assertThat(Rhythm.spread(new long[] {10, 100, 150, 200, 100_000}))
                .as("(200 − 100) / (200 + 100)")
                .isEqualTo(1.0 / 3);
    }
}
