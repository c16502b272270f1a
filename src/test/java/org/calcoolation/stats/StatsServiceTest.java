package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;
import static org.calcoolation.game.play.Outcome.ASSISTED;
import static org.calcoolation.game.play.Outcome.CLEAN;
import static org.calcoolation.game.play.Outcome.GIVEN_UP;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.DailyBoards.Entry;
import org.calcoolation.stats.DailyBoards.Leaderboard;
import org.calcoolation.stats.StatsService.Best;
import org.calcoolation.stats.StatsService.Point;
import org.calcoolation.stats.StatsService.Streak;
import org.calcoolation.stats.StatsService.Summary;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBootTest
class StatsServiceTest {

    @Autowired
    PlayerService accounts;

    @Autowired
    SolveRecordRepository records;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DailyPuzzleService daily;

    private DailyBoards boards() {
        return new DailyBoards(jdbc, accounts);
    }

    private StatsService statsOn(LocalDate today) {
        return new StatsService(
                records,
                jdbc,
                new SolveScreening(jdbc),
                Clock.fixed(today.atTime(12, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC));
    }

    private long player(String displayName) {
        return Players.insert(jdbc, displayName);
    }

    /** A practice game whose wall time equals its play time. */
    private static FinishToRecord practice(
            long player, int size, Difficulty difficulty, long millis, Outcome outcome, Instant at) {
        return new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.empty(),
                "4:x",
                new PuzzleKind(size, difficulty, Variant.STANDARD),
                outcome,
                millis,
                millis,
                at);
    }

    /** A daily game whose wall time equals its play time. */
    private static FinishToRecord dailySolve(
            long player, DailyPuzzle puzzle, long millis, Outcome outcome, Instant at) {
        return dailySolve(player, puzzle, millis, millis, outcome, at);
    }

    private static FinishToRecord dailySolve(
            long player, DailyPuzzle puzzle, long playMillis, long elapsedMillis, Outcome outcome, Instant at) {
        return new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()),
                outcome,
                playMillis,
                elapsedMillis,
                at);
    }

    /** A clean daily solve, gold or not, as the game feature told it. */
    private static FinishToRecord cleanDaily(long player, DailyPuzzle puzzle, long millis, Instant at, boolean gold) {
        return new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()),
                CLEAN,
                millis,
                millis,
                at,
                List.of(),
                gold);
    }

    private DailyPuzzle secondOf(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .get(1);
    }

    private DailyPuzzle easyOf(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst();
    }

    private static Instant at(LocalDate day, int hour, int minute) {
        return day.atTime(LocalTime.of(hour, minute)).toInstant(ZoneOffset.UTC);
    }

    private static final Instant T = Instant.parse("2026-05-01T10:00:00Z");

    /** Records the game and asks, as the game pages will, whether it is a personal best. */
    private static boolean recordedAsBest(StatsService service, FinishToRecord solve) {
        service.record(solve);
        return service.isPersonalBest(solve.gameId());
    }

    @Test
    void the_first_clean_solve_of_a_kind_is_a_personal_best_and_only_faster_ones_after_it() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Ada");
        FinishToRecord first = practice(p, 6, Difficulty.HARD, 90_000, CLEAN, T);

        assertThat(recordedAsBest(service, first)).isTrue();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 95_000, CLEAN, T.plusSeconds(60))))
                .isFalse();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 60_000, ASSISTED, T.plusSeconds(120))))
                .as("an assisted solve never counts")
                .isFalse();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 50_000, GIVEN_UP, T.plusSeconds(150))))
                .as("nor does a game given up")
                .isFalse();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 80_000, CLEAN, T.plusSeconds(180))))
                .isTrue();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 80_000, CLEAN, T.plusSeconds(210))))
                .as("equalling the best is not beating it")
                .isFalse();
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.NORMAL, 99_000, CLEAN, T.plusSeconds(240))))
                .as("another kind has its own best")
                .isTrue();
        assertThat(service.isPersonalBest(first.gameId()))
                .as("the first best, since beaten")
                .isFalse();
        assertThat(service.isPersonalBest(UUID.randomUUID()))
                .as("a game never recorded")
                .isFalse();

        assertThat(service.personalBests(p))
                .extracting(b -> b.kind().difficulty(), Best::playMillis)
                .containsExactly(tuple(Difficulty.NORMAL, 99_000L), tuple(Difficulty.HARD, 80_000L));
    }

    @Test
    void merged_and_weighted_kinds_keep_their_own_bests_apart_from_the_plain_kind() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Grace");
        // The longest stored name the kinds can have: 35 characters, over the 32 the columns held before V28.
        Variant weighed = new Variant(
                CageStyle.MERGE,
                OperationMix.ADD_SUB,
                EnumSet.of(Twist.EXTENDED_OPERATIONS, Twist.XOR),
                40,
                OperationWeights.parse("add=4,sub=2,xor=3"));
        Variant merged = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 40, OperationWeights.EVEN);
        assertThat(recordedAsBest(service, practice(p, 6, Difficulty.HARD, 90_000, CLEAN, T)))
                .isTrue();
        assertThat(recordedAsBest(
                        service, kindOf(practice(p, 6, Difficulty.HARD, 95_000, CLEAN, T.plusSeconds(60)), weighed)))
                .as("slower than the plain kind's best, but the first of its own kind")
                .isTrue();
        assertThat(recordedAsBest(
                        service, kindOf(practice(p, 6, Difficulty.HARD, 99_000, CLEAN, T.plusSeconds(90)), merged)))
                .as("the mean alone makes another kind")
                .isTrue();
        assertThat(service.personalBests(p))
                .extracting(b -> b.kind().variant(), Best::playMillis)
                .containsExactlyInAnyOrder(
                        tuple(Variant.STANDARD, 90_000L), tuple(weighed, 95_000L), tuple(merged, 99_000L));
    }

    private static FinishToRecord kindOf(FinishToRecord solve, Variant variant) {
        return new FinishToRecord(
                solve.playerId(),
                solve.gameId(),
                solve.dailyPuzzleId(),
                solve.puzzleId(),
                new PuzzleKind(solve.kind().size(), solve.kind().difficulty(), variant),
                solve.outcome(),
                solve.playMillis(),
                solve.elapsedMillis(),
                solve.finishedAt());
    }

    @Test
    void recording_the_same_game_twice_stores_it_once_and_keeps_the_first() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Bo");
        FinishToRecord solve = practice(p, 4, Difficulty.EASY, 30_000, CLEAN, T);
        FinishToRecord again = new FinishToRecord(
                p,
                solve.gameId(),
                OptionalLong.empty(),
                "4:x",
                solve.kind(),
                GIVEN_UP,
                99_000,
                99_000,
                T.plusSeconds(5));

        SolveRecord first = service.record(solve);
        SolveRecord second = service.record(again);

        assertThat(jdbc.queryForObject("select count(*) from solve_record where player_id = ?", Integer.class, p))
                .isEqualTo(1);
        assertThat(second).isEqualTo(first);
        assertThat(second.outcome()).isEqualTo(CLEAN);
        assertThat(second.playMillis()).isEqualTo(30_000);
    }

    @Test
    void averages_and_medians_count_clean_solves_of_each_kind() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Cy");
        long[] times = {40_000, 10_000, 30_000, 20_000};
        for (int i = 0; i < times.length; i++)
            service.record(practice(p, 5, Difficulty.NORMAL, times[i], CLEAN, T.plusSeconds(i)));
        service.record(practice(p, 5, Difficulty.NORMAL, 1_000, ASSISTED, T.plusSeconds(10)));

        assertThat(service.summaries(p))
                .containsExactly(
                        new Summary(new PuzzleKind(5, Difficulty.NORMAL, Variant.STANDARD), 4, 25_000, 25_000));
    }

    @Test
    void the_last_twenty_solves_come_newest_first() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Di");
        for (int i = 0; i < 25; i++)
            service.record(practice(p, 4, Difficulty.EASY, 10_000 + i, CLEAN, T.plusSeconds(i)));

        List<SolveRecord> recent = service.recent(p);

        assertThat(recent).hasSize(20);
        assertThat(recent.getFirst().playMillis()).isEqualTo(10_024);
        assertThat(recent.getLast().playMillis()).isEqualTo(10_005);
    }

    @Test
    void a_streak_runs_across_a_month_end_in_utc_days() {
        long p = player("Ed");
        LocalDate jan30 = LocalDate.of(2026, 1, 30),
                jan31 = jan30.plusDays(1),
                feb1 = jan31.plusDays(1),
                feb2 = feb1.plusDays(1);
        StatsService service = statsOn(feb2);
        service.record(dailySolve(p, easyOf(jan30), 50_000, CLEAN, at(jan30, 9, 0)));
        // 23:59 UTC still counts for the 31st, whatever the player's own clock said.
        service.record(dailySolve(p, easyOf(jan31), 50_000, ASSISTED, at(jan31, 23, 59)));
        service.record(dailySolve(p, easyOf(feb1), 50_000, CLEAN, at(feb1, 0, 1)));

        assertThat(service.streak(p, ZoneOffset.UTC))
                .as("today (2 Feb) is not over, so the run through yesterday stands")
                .isEqualTo(new Streak(3, 3, 0));
        assertThat(statsOn(feb2.plusDays(1)).streak(p, ZoneOffset.UTC))
                .as("a whole day missed ends it")
                .isEqualTo(new Streak(0, 3, 0));
    }

    @Test
    void a_streak_says_how_many_of_its_days_were_gold() {
        long p = player("Gus");
        LocalDate apr1 = LocalDate.of(2026, 4, 21), apr2 = apr1.plusDays(1), apr3 = apr2.plusDays(1);
        StatsService service = statsOn(apr3);
        service.record(cleanDaily(p, easyOf(apr1), 50_000, at(apr1, 9, 0), true));
        service.record(cleanDaily(p, easyOf(apr2), 50_000, at(apr2, 9, 0), false));
        service.record(cleanDaily(p, easyOf(apr3), 50_000, at(apr3, 9, 0), true));
        // A gold solve of the 22nd's puzzle on the 23rd is no gold day: too late for its own.
        service.record(cleanDaily(p, secondOf(apr2), 50_000, at(apr3, 10, 0), true));

        assertThat(service.streak(p, ZoneOffset.UTC)).isEqualTo(new Streak(3, 3, 0, 2));
        assertThat(statsOn(apr3.plusDays(2)).streak(p, ZoneOffset.UTC))
                .as("no streak, no gold days to tell")
                .isEqualTo(new Streak(0, 3, 0));
    }

    @Test
    void a_gold_solve_is_stored_as_gold_and_a_record_from_before_is_never_gold() {
        long p = player("Hal");
        LocalDate day = LocalDate.of(2026, 4, 25);
        SolveRecord gold = statsOn(day).record(cleanDaily(p, easyOf(day), 50_000, at(day, 9, 0), true));
        assertThat(records.findByGameId(gold.gameId()).orElseThrow().gold()).isTrue();
        // What V33 leaves in a record made before it.
        jdbc.update("update solve_record set gold = null where id = ?", gold.id());

        SolveRecord before = records.findByGameId(gold.gameId()).orElseThrow();

        assertThat(before.gold()).isFalse();
        assertThat(before.assistsKnown()).isFalse();
    }

    @Test
    void the_leaderboard_filtered_to_gold_ranks_gold_solves_among_themselves() {
        LocalDate day = LocalDate.of(2026, 4, 27);
        DailyPuzzle puzzle = easyOf(day);
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", puzzle.id());
        long ivy = player("Ivy"), jon = player("Jon"), kim = player("Kim");
        StatsService service = statsOn(day);
        service.record(cleanDaily(ivy, puzzle, 30_000, at(day, 9, 0), false));
        service.record(cleanDaily(jon, puzzle, 40_000, at(day, 9, 5), true));
        service.record(cleanDaily(kim, puzzle, 50_000, at(day, 9, 10), true));

        Leaderboard all = boards().leaderboard(puzzle.id(), day, kim, 10);
        Leaderboard gold = boards().leaderboard(puzzle.id(), day, kim, 10, DailyBoards.Filter.GOLD);

        assertThat(all.top()).extracting(Entry::gold).containsExactly(false, true, true);
        assertThat(all.yourRank()).contains(3);
        assertThat(gold.top()).extracting(Entry::name).containsExactly("Jon", "Kim");
        assertThat(gold.yourRank()).contains(2);
        assertThat(gold.solvers()).isEqualTo(2);
        assertThat(boards().leaderboard(puzzle.id(), day, ivy, 10, DailyBoards.Filter.GOLD)
                        .yourRank())
                .as("a clean solve that is not gold is not on the gold board")
                .isEmpty();
    }

    @Test
    void solving_a_past_daily_puzzle_later_does_not_fill_a_gap() {
        long p = player("Flo");
        LocalDate mar1 = LocalDate.of(2026, 3, 10), mar2 = mar1.plusDays(1), mar3 = mar2.plusDays(1);
        StatsService service = statsOn(mar3);
        service.record(dailySolve(p, easyOf(mar1), 50_000, CLEAN, at(mar1, 12, 0)));
        // The 11th's puzzle, solved just after midnight UTC on the 12th: too late for the 11th.
        service.record(dailySolve(p, easyOf(mar2), 50_000, CLEAN, at(mar3, 0, 30)));
        service.record(dailySolve(p, easyOf(mar3), 50_000, CLEAN, at(mar3, 8, 0)));

        assertThat(service.streak(p, ZoneOffset.UTC)).isEqualTo(new Streak(1, 1, 0));
    }

    @Test
    void the_leaderboard_ranks_clean_solves_of_the_day_and_says_whom_you_beat() {
        LocalDate day = LocalDate.of(2026, 4, 2);
        DailyPuzzle puzzle = easyOf(day);
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", puzzle.id());
        StatsService service = statsOn(day);
        long ann = player("Ann"), ben = player(null), cat = player("Cat"), dan = player("Dan"), eve = player("Eve");
        service.record(dailySolve(ann, puzzle, 40_000, CLEAN, at(day, 8, 0)));
        service.record(dailySolve(ben, puzzle, 20_000, CLEAN, at(day, 9, 0)));
        service.record(dailySolve(cat, puzzle, 60_000, CLEAN, at(day, 10, 0)));
        service.record(dailySolve(dan, puzzle, 10_000, ASSISTED, at(day, 11, 0)));
        service.record(dailySolve(eve, puzzle, 5_000, CLEAN, at(day.plusDays(1), 1, 0)));

        Leaderboard board = boards().leaderboard(puzzle.id(), day, ann, 10);

        assertThat(board.top())
                .extracting(Entry::rank, Entry::elapsedMillis, Entry::you)
                .containsExactly(tuple(1, 20_000L, false), tuple(2, 40_000L, true), tuple(3, 60_000L, false));
        assertThat(board.top().getFirst().name())
                .as("no display name: the user name")
                .startsWith("p");
        assertThat(board.solvers()).isEqualTo(3);
        assertThat(board.yourRank()).contains(2);
        assertThat(board.fasterThanPercent()).contains(50);
        assertThat(boards().leaderboard(puzzle.id(), day, dan, 10).yourRank())
                .as("assisted: not ranked")
                .isEmpty();
    }

    @Test
    void a_game_given_up_counts_as_no_solve_anywhere_and_only_as_given_up() {
        LocalDate day1 = LocalDate.of(2026, 6, 1), day2 = day1.plusDays(1);
        StatsService service = statsOn(day2);
        long p = player("Ivy");
        PuzzleKind sixHard = new PuzzleKind(6, Difficulty.HARD, Variant.STANDARD),
                fiveNormal = new PuzzleKind(5, Difficulty.NORMAL, Variant.STANDARD);
        service.record(practice(p, 6, Difficulty.HARD, 90_000, CLEAN, at(day1, 8, 0)));
        service.record(dailySolve(p, easyOf(day1), 50_000, ASSISTED, at(day1, 9, 0)));
        service.record(practice(p, 6, Difficulty.HARD, 10_000, GIVEN_UP, at(day1, 10, 0)));
        service.record(practice(p, 5, Difficulty.NORMAL, 20_000, GIVEN_UP, at(day1, 11, 0)));
        service.record(dailySolve(p, easyOf(day2), 5_000, GIVEN_UP, at(day2, 9, 0)));

        assertThat(service.personalBests(p))
                .extracting(Best::kind, Best::playMillis)
                .containsExactly(tuple(sixHard, 90_000L));
        assertThat(service.summaries(p)).containsExactly(new Summary(sixHard, 1, 90_000, 90_000));
        assertThat(service.recent(p)).extracting(SolveRecord::outcome).containsExactly(ASSISTED, CLEAN);
        assertThat(service.series(p, sixHard)).extracting(Point::playMillis).containsExactly(90_000L);
        assertThat(service.series(p, fiveNormal)).isEmpty();
        assertThat(service.streak(p, ZoneOffset.UTC))
                .as("today's daily puzzle was given up, so only yesterday's solve counts")
                .isEqualTo(new Streak(1, 1, 0));
        Leaderboard board = boards().leaderboard(easyOf(day2).id(), day2, p, 10);
        assertThat(board.yourRank()).isEmpty();
        assertThat(board.top()).noneMatch(Entry::you);
        assertThat(service.givenUp(p)).isEqualTo(3);
    }

    @Test
    void the_leaderboard_ranks_by_wall_time_not_play_time_and_a_tie_goes_to_the_earlier_finish() {
        LocalDate day = LocalDate.of(2026, 4, 9);
        DailyPuzzle puzzle = easyOf(day);
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", puzzle.id());
        StatsService service = statsOn(day);
        long paused = player("Pia"), steady = player("Sam"), later = player("Lou");
        // Pia's clock says 29 s, but two minutes passed between the grid first showing and her finish. (Not less:
        // under the puzzle's least work a solve is held for review, and off the board.)
        service.record(dailySolve(paused, puzzle, 29_000, 120_000, CLEAN, at(day, 8, 0)));
        service.record(dailySolve(steady, puzzle, 50_000, 60_000, CLEAN, at(day, 9, 0)));
        service.record(dailySolve(later, puzzle, 30_000, 60_000, CLEAN, at(day, 9, 30)));

        Leaderboard board = boards().leaderboard(puzzle.id(), day, later, 10);

        assertThat(board.top())
                .extracting(Entry::name, Entry::elapsedMillis, Entry::playMillis)
                .containsExactly(
                        tuple("Sam", 60_000L, 50_000L),
                        tuple("Lou", 60_000L, 30_000L),
                        tuple("Pia", 120_000L, 29_000L));
        assertThat(board.yourRank()).contains(2);
        assertThat(board.fasterThanPercent())
                .as("a tie beats no one: Lou is faster than Pia only")
                .contains(50);
        assertThat(boards().leaderboard(puzzle.id(), day, paused, 10).fasterThanPercent())
                .contains(0);
    }

    @Test
    void two_solvers_of_one_display_name_are_told_apart_by_their_tags_and_a_unique_name_stays_plain() {
        LocalDate day = LocalDate.of(2026, 4, 16);
        DailyPuzzle puzzle = easyOf(day);
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", puzzle.id());
        StatsService service = statsOn(day);
        long first = player("Twin"), second = player("twin"), other = player("Solo");
        service.record(dailySolve(first, puzzle, 20_000, CLEAN, at(day, 8, 0)));
        service.record(dailySolve(second, puzzle, 30_000, CLEAN, at(day, 9, 0)));
        service.record(dailySolve(other, puzzle, 40_000, CLEAN, at(day, 10, 0)));

        Leaderboard board = boards().leaderboard(puzzle.id(), day, second, 10);

        assertThat(board.top())
                .extracting(Entry::name, Entry::you)
                .containsExactly(
                        tuple("Twin " + PlayerTag.of(first), false),
                        tuple("twin " + PlayerTag.of(second), true),
                        tuple("Solo", false));
        assertThat(PlayerTag.of(first)).isNotEqualTo(PlayerTag.of(second));
        assertThat(boards().leaderboard(puzzle.id(), day, second, 1).top())
                .as("only the rows shown are compared")
                .extracting(Entry::name)
                .containsExactly("Twin");
    }

    @Test
    void deleting_a_player_deletes_their_records() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Gus");
        service.record(practice(p, 4, Difficulty.EASY, 30_000, CLEAN, T));

        jdbc.update("delete from player where id = ?", p);

        assertThat(service.recent(p)).isEmpty();
    }

    @Test
    void the_chart_series_lists_every_solve_of_a_kind_in_time_order() {
        StatsService service = statsOn(LocalDate.of(2026, 5, 1));
        long p = player("Hal");
        service.record(practice(p, 7, Difficulty.HARD, 300_000, CLEAN, T.plusSeconds(100)));
        service.record(practice(p, 7, Difficulty.HARD, 200_000, ASSISTED, T));
        service.record(practice(p, 6, Difficulty.HARD, 100_000, CLEAN, T));

        assertThat(service.series(p, new PuzzleKind(7, Difficulty.HARD, Variant.STANDARD)))
                .extracting(Point::playMillis)
                .containsExactly(200_000L, 300_000L);
    }
}
