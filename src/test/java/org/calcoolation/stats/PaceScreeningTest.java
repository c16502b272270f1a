package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.UUID;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Work;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 38: a script with random pauses of 0.25 to 1.1 s solved a 9×9 Extreme clean in 01:04 and
 * ranked, above the typing floor and with a person's uneven rhythm. What no person can do is held:
 * faster than the puzzle's work ({@link Work#leastTime()}), or far under the other people's times of
 * the same daily puzzle. People's times are not.
 */
@SpringBootTest
class PaceScreeningTest {

    private static final LocalDate DAY = LocalDate.of(2026, 7, 9);
    private static final PuzzleKind NINE_EXTREME = new PuzzleKind(9, Difficulty.EXTREME, Variant.STANDARD);

    @Autowired
    StatsService stats;

    @Autowired
    KindLeaderboardService kinds;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    private final Puzzle nineByNine = Generator.generate(9, Difficulty.EXTREME, Variant.STANDARD, 38);
    private final String nineId = KeenCodec.encode(nineByNine, Difficulty.EXTREME, Variant.STANDARD);

    /** A clean practice solve of the 9×9 Extreme, a digit a cell in reading order, {@code gap} apart. */
    private UUID practice(long player, long firstMillis, SplittableRandom gaps, long minGap, long maxGap) {
        List<TimedMove> moves = new ArrayList<>();
        long at = firstMillis;
        for (int i = 0; i < 81; i++) {
            if (i > 0) at += gaps.nextLong(minGap, maxGap + 1);
            Cell cell = Cell.ofIndex(i, 9);
            moves.add(new TimedMove(
                    new Move.Place(cell, nineByNine.solution().orElseThrow().digit(cell), true), at));
        }
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                OptionalLong.empty(),
                nineId,
                NINE_EXTREME,
                Outcome.CLEAN,
                at + 300,
                at + 300,
                DAY.atTime(12, 0).toInstant(ZoneOffset.UTC),
                moves));
        return game;
    }

    @Test
    void the_scripted_nine_by_nine_extreme_in_64_seconds_is_held_and_people_rank() {
        Work work = Screening.work(nineId).orElseThrow();
        // Names of this run: the test database outlives a run, and a board tells same-named players apart.
        String run = UUID.randomUUID().toString().substring(0, 6);
        long script = Players.insert(jdbc, "Pauser " + run),
                quick = Players.insert(jdbc, "Quick " + run),
                usual = Players.insert(jdbc, "Usual " + run);
        // 80 gaps of 0.25 to 1.1 s, as the script's: about 54 s, started 10 s in, a finish at about 01:04.
        UUID scripted = practice(script, 10_000, new SplittableRandom(1), 250, 1_100);
        long scriptMillis =
                jdbc.queryForObject("select millis from solve_record where game_id = ?", Long.class, scripted);
        // People: a very quick one at 3 to 5 s a cell (about 5 minutes), a usual one at 10 to 20 s a cell.
        UUID fast = practice(quick, 20_000, new SplittableRandom(2), 3_000, 5_000);
        UUID slow = practice(usual, 60_000, new SplittableRandom(3), 10_000, 20_000);

        assertThat(scriptMillis).as("the script's time").isBetween(55_000L, 75_000L);
        assertThat(Screening.floor(9).toMillis()).as("above the typing floor").isLessThan(scriptMillis);
        assertThat(Rhythm.judge(new FinishToRecord(
                        0,
                        scripted,
                        OptionalLong.empty(),
                        nineId,
                        NINE_EXTREME,
                        Outcome.CLEAN,
                        scriptMillis,
                        scriptMillis,
                        DAY.atStartOfDay().toInstant(ZoneOffset.UTC))))
                .as("and no rhythm to catch")
                .isEmpty();
        assertThat(stats.heldForReview(scripted))
                .contains(new Held.TooLittleThought(work.leastTime(), work.stepCount()));
        assertThat(work.leastTime()).isGreaterThan(Duration.ofMillis(scriptMillis));
        assertThat(stats.heldForReview(fast)).isEmpty();
        assertThat(stats.heldForReview(slow)).isEmpty();
        assertThat(kinds.board(NINE_EXTREME, script, 100).top())
                .extracting(KindLeaderboardService.Row::name)
                .contains("Quick " + run, "Usual " + run)
                .doesNotContain("Pauser " + run);
    }

    /** The others' play times of today's first rung, then one more solve: whether it is held, and why. */
    @Test
    void a_daily_solve_under_a_sixth_of_the_others_median_is_held_once_twenty_others_count() {
        DailyPuzzle rung = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(DAY))
                .puzzles()
                .getFirst();
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", rung.id());
        long floor = Screening.work(rung.puzzleId()).orElseThrow().leastTime().toMillis();
        long quickest = floor + 1_000;
        // 19 people, the middle of them at 12 times the quick one's time.
        for (int i = 0; i < 19; i++) daily(rung, Players.insert(jdbc, "Person " + i), quickest * (6 + i));

        UUID early = daily(rung, Players.insert(jdbc, "Early"), quickest);
        assertThat(stats.heldForReview(early))
                .as("19 others: too few to judge by")
                .isEmpty();

        UUID late = daily(rung, Players.insert(jdbc, "Late"), quickest);
        assertThat(stats.heldForReview(late)).contains(new Held.FarUnderOthers());
        UUID sharp = daily(rung, Players.insert(jdbc, "Sharp"), quickest * 3);
        assertThat(stats.heldForReview(sharp))
                .as("a fifth of the median is a quick person's")
                .isEmpty();
    }

    private UUID daily(DailyPuzzle rung, long player, long playMillis) {
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                OptionalLong.of(rung.id()),
                rung.puzzleId(),
                rung.kind(),
                Outcome.CLEAN,
                playMillis,
                playMillis + 2_000,
                DAY.atTime(12, 0).toInstant(ZoneOffset.UTC)));
        return game;
    }
}
