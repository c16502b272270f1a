package org.calcoolation.daily;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;

@SpringBootTest
class DailyPuzzleServiceTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 21);

    @Autowired
    DailyPuzzleRepository repository;

    @Autowired
    EntityManager entities;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    JobLocks jobs;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DailySeeds seeds;

    DailyPuzzleService service;

    @BeforeEach
    void serviceOnAFixedDay() {
        service = instance();
    }

    /** Another instance of the app on the same database: same tables, its own locks. */
    private DailyPuzzleService instance() {
        return new DailyPuzzleService(
                repository,
                entities,
                transactions,
                Clock.fixed(Instant.parse("2026-11-21T15:30:00Z"), ZoneOffset.UTC),
                jobs,
                new SimpleMeterRegistry(),
                seeds);
    }

    private static List<DailyPuzzle> puzzlesOf(DayResult result) {
        assertThat(result).isInstanceOf(DayResult.Ladder.class);
        return ((DayResult.Ladder) result).puzzles();
    }

    private int rowsFor(LocalDate day) {
        return jdbc.queryForObject("select count(*) from daily_puzzle where play_day = ?", Integer.class, day);
    }

    @Test
    void a_day_has_the_fixed_ladder_of_unique_puzzles_graded_as_their_slot() {
        List<DailyPuzzle> ladder = puzzlesOf(service.ladder(LocalDate.of(2026, 2, 3)));

        assertThat(ladder)
                .extracting(DailyPuzzle::label)
                .containsExactly(
                        "4×4 Easy",
                        "5×5 Normal",
                        "6×6 Hard",
                        "7×7 Hard · Classic",
                        "8×8 Extreme",
                        "9×9 Extreme · Classic");
        assertThat(ladder)
                .extracting(daily -> daily.variant().style())
                .containsExactly(
                        CageStyle.KEEN,
                        CageStyle.KEEN,
                        CageStyle.KEEN,
                        CageStyle.CLASSIC,
                        CageStyle.KEEN,
                        CageStyle.CLASSIC);
        for (DailyPuzzle daily : ladder) {
            Finding result = Solver.solve(daily.puzzle());
            assertThat(result)
                    .isEqualTo(new Finding.Unique(daily.puzzle().solution().orElseThrow(), daily.difficulty()));
        }
    }

    @Test
    void asking_again_reads_the_same_stored_puzzles() {
        LocalDate day = LocalDate.of(2026, 2, 4);
        List<Long> first =
                puzzlesOf(service.ladder(day)).stream().map(DailyPuzzle::id).toList();
        List<Long> again =
                puzzlesOf(instance().ladder(day)).stream().map(DailyPuzzle::id).toList();

        assertThat(again).isEqualTo(first);
        assertThat(rowsFor(day)).isEqualTo(6);
    }

    @Test
    void a_stored_puzzle_is_never_regenerated_even_if_the_engine_would_now_make_another() {
        LocalDate day = LocalDate.of(2026, 2, 5);
        DailyPuzzle easy = puzzlesOf(service.ladder(day)).getFirst();
        // Stand in for a future engine: the stored row differs from what generation gives today.
        DailyPuzzle other = puzzlesOf(service.ladder(LocalDate.of(2026, 2, 6))).getFirst();
        jdbc.update(
                "update daily_puzzle set puzzle_id = ?, solution = (select solution from daily_puzzle where id = ?) where id = ?",
                other.puzzleId(),
                other.id(),
                easy.id());

        assertThat(puzzlesOf(instance().ladder(day)).getFirst().puzzleId()).isEqualTo(other.puzzleId());
    }

    @Test
    void eight_requests_at_once_from_two_instances_generate_the_day_exactly_once() throws Exception {
        LocalDate day = LocalDate.of(2026, 3, 1);
        DailyPuzzleService[] instances = {instance(), instance()};
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<List<Long>>> answers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            DailyPuzzleService one = instances[i % 2];
            Callable<List<Long>> ask = () -> {
                start.await();
                return puzzlesOf(one.ladder(day)).stream().map(DailyPuzzle::id).toList();
            };
            answers.add(pool.submit(ask));
        }
        start.countDown();
        Set<List<Long>> distinct = new HashSet<>();
        for (Future<List<Long>> answer : answers) distinct.add(answer.get());
        pool.shutdown();

        assertThat(distinct).hasSize(1);
        assertThat(rowsFor(day)).isEqualTo(6);
        assertThat(jdbc.queryForObject("select count(*) from daily_ladder where play_day = ?", Integer.class, day))
                .isEqualTo(1);
    }

    @Test
    void each_puzzle_is_made_from_its_days_seed_under_the_sites_secret() {
        LocalDate day = LocalDate.of(2026, 2, 20);
        for (DailyPuzzle puzzle : puzzlesOf(service.ladder(day))) {
            LadderRung slot = LadderRung.LADDER.get(puzzle.slot());
            assertThat(puzzle.seed()).isEqualTo(seeds.seed(day, slot));
        }
    }

    @Test
    void tomorrow_is_refused_politely_but_prepared_ahead() {
        LocalDate tomorrow = TODAY.plusDays(1);
        assertThat(service.ladder(tomorrow)).isInstanceOf(DayResult.Refused.class);
        assertThat(((DayResult.Refused) service.ladder(tomorrow)).message())
                .contains("not out yet")
                .contains("22 November 2026");

        service.prepareTomorrow();

        assertThat(rowsFor(tomorrow)).isEqualTo(6);
        assertThat(service.ladder(tomorrow)).isInstanceOf(DayResult.Refused.class);
    }

    @Test
    void days_before_the_archive_are_refused() {
        assertThat(service.ladder(LocalDate.of(2025, 12, 31)))
                .isEqualTo(new DayResult.Refused(DayResult.Why.BEFORE_ARCHIVE, LocalDate.of(2026, 1, 1), ""));
        assertThat(((DayResult.Refused) service.ladder(LocalDate.of(2025, 12, 31))).message())
                .isEqualTo("The archive starts on 1 January 2026.");
        assertThat(service.ladder(LocalDate.of(1, 1, 1))).isInstanceOf(DayResult.Refused.class);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "2026-13-01",
                "2026-02-30",
                "2026-2-3",
                "21-11-2026",
                "today",
                "2026-11-21T00:00",
                "2026-11-21'; drop table daily_puzzle; --",
                "../../etc/passwd",
                "２０２６-１１-２１",
                "+2026-11-21",
                "99999-01-01",
                "2026-11-21 ",
                "0000-00-00"
            })
    void anything_but_a_plain_date_is_refused_with_a_message_and_nothing_stored(String text) {
        int before = jdbc.queryForObject("select count(*) from daily_puzzle", Integer.class);

        DayResult result = service.ladder(text);

        assertThat(result).isInstanceOf(DayResult.Refused.class);
        assertThat(((DayResult.Refused) result).message()).isNotBlank().doesNotContain("Exception");
        assertThat(jdbc.queryForObject("select count(*) from daily_puzzle", Integer.class))
                .isEqualTo(before);
    }
}
