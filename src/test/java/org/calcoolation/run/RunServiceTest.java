package org.calcoolation.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import org.calcoolation.HandClock;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.practice.PlayerKey;
import org.calcoolation.practice.PoolShelf;
import org.calcoolation.run.RunService.BoardRow;
import org.calcoolation.run.RunService.Ended;
import org.calcoolation.run.RunService.Judged;
import org.calcoolation.run.RunService.Refused;
import org.calcoolation.run.RunService.Solved;
import org.calcoolation.run.RunService.Started;
import org.calcoolation.run.RunService.Wrong;
import org.calcoolation.stats.Held;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The run's rules on a real database (H2, and PostgreSQL in {@code surefire:test@postgresql}), with a
 * clock moved by hand. Each test plays on a day of its own far in the future, so that the day's board
 * holds only its own runs however often the (persistent) test database was used before.
 */
@SpringBootTest
class RunServiceTest {

    private static final String PASSWORD = "three minutes on the clock";

    @Autowired
    Runs runs;

    @Autowired
    PoolShelf pool;

    @Autowired
    Screens screens;

    @Autowired
    PlayerService accounts;

    @Autowired
    Moderators moderators;

    @Autowired
    JdbcTemplate jdbc;

    /** One account for every run of the test (the database outlives it): found, or registered the first time. */
    static final String MODERATOR = "run_mod";

    private final HandClock clock = new HandClock();
    private RunService service;
    private LocalDate day;

    @BeforeEach
    void aDayOfItsOwn() {
        RunPool.fill(jdbc, 4);
        day = LocalDate.of(2200, 1, 1).plusDays(ThreadLocalRandom.current().nextInt(300_000));
        clock.advance(Duration.between(clock.instant(), day.atTime(12, 0).toInstant(ZoneOffset.UTC)));
        service = new RunService(runs, pool, screens, accounts, moderators, clock);
    }

    private PlayerRef.Account account(String name) {
        RegisterResult r = accounts.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(((RegisterResult.Registered) r).player().id());
    }

    private static String unique(String prefix) {
        return prefix + "_" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** A run being played: the service's answers so far and the puzzles the page holds. */
    private final class Play {
        final PlayerRef player;
        final Started started;
        final List<RunPuzzle> stock = new ArrayList<>();
        int seq;
        Instant endsAt;

        Play(PlayerRef player) {
            this.player = player;
            started = (Started) service.start(player);
            stock.addAll(started.puzzles());
            endsAt = started.endsAt();
        }

        RunPuzzle inPlay() {
            return stock.getFirst();
        }

        /** The grid in play typed at a person's uneven pace over {@code took}, right or with two digits swapped. */
        Judged type(Duration took, boolean right) {
            clock.advance(took);
            int[] digits = RunPool.solution(inPlay());
            if (!right) {
                int t = digits[0];
                digits[0] = digits[1];
                digits[1] = t;
            }
            return send(++seq, digits);
        }

        Judged send(int seq, int[] digits) {
            Judged judged = service.grid(player, started.run(), started.token(), text(seq, digits));
            if (judged instanceof Solved s) {
                stock.removeFirst();
                stock.addAll(s.ahead());
                endsAt = s.endsAt();
            }
            if (judged instanceof Wrong w) endsAt = w.endsAt();
            return judged;
        }

        String text(int seq, int[] digits) {
            List<String> moves = new ArrayList<>();
            long at = 0;
            for (int i = 0; i < digits.length; i++) {
                at += 400 + ThreadLocalRandom.current().nextInt(1_500);
                moves.add(i + ":" + digits[i] + ":" + at);
            }
            return seq + "|" + inPlay().position() + "|"
                    + Arrays.stream(digits).mapToObj(Integer::toString).collect(Collectors.joining(",")) + "|"
                    + String.join(";", moves);
        }

        /** Solves {@code count} puzzles, 30 s each (a person's pace: none is held). */
        void solve(int count) {
            for (int i = 0; i < count; i++)
                assertThat(type(Duration.ofSeconds(30), true)).isInstanceOf(Solved.class);
        }

        RunService.Result finishAtTheEnd() {
            clock.advance(Duration.between(clock.instant(), endsAt));
            return ((Ended) service.finish(player, started.run(), started.token())).result();
        }
    }

    @Test
    void a_run_starts_with_three_minutes_and_the_page_is_sent_three_4x4_puzzles_with_the_checks_of_their_solutions() {
        Play run = new Play(PlayerKeys.random());
        assertThat(run.started.endsAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(3)));
        assertThat(run.stock).extracting(RunPuzzle::position).containsExactly(0, 1, 2);
        for (RunPuzzle p : run.stock) {
            assertThat(p.puzzle().size()).isEqualTo(4);
            assertThat(p.puzzle().solution()).isEmpty();
            String digits = Arrays.stream(RunPool.solution(p))
                    .mapToObj(Integer::toString)
                    .collect(Collectors.joining());
            assertThat(RunRules.check(p.salt(), digits)).isEqualTo(p.check());
        }
    }

    @Test
    void each_solve_adds_ten_seconds_and_the_puzzles_grow_after_every_three_solves() {
        Play run = new Play(PlayerKeys.random());
        List<Integer> sizes = new ArrayList<>();
        Instant before = run.endsAt;
        for (int i = 0; i < 7; i++) {
            sizes.add(run.inPlay().puzzle().size());
            Solved solved = (Solved) run.type(Duration.ofSeconds(20), true);
            assertThat(solved.solved()).isEqualTo(i + 1);
            assertThat(solved.endsAt()).isEqualTo(before.plusSeconds(10));
            assertThat(solved.ahead()).hasSize(1);
            assertThat(solved.ahead().getFirst().position()).isEqualTo(i + 3);
            before = solved.endsAt();
        }
        assertThat(sizes).containsExactly(4, 4, 4, 5, 5, 5, 6);
        assertThat(run.finishAtTheEnd().solved()).isEqualTo(7);
    }

    @Test
    void a_wrong_full_grid_costs_five_seconds_and_stays_in_play_until_it_is_mended() {
        Play run = new Play(PlayerKeys.random());
        int position = run.inPlay().position();
        Wrong wrong = (Wrong) run.type(Duration.ofSeconds(20), false);
        assertThat(wrong.endsAt()).isEqualTo(run.started.endsAt().minusSeconds(5));
        assertThat(run.inPlay().position()).isEqualTo(position);
        Solved mended = (Solved) run.type(Duration.ofSeconds(5), true);
        assertThat(mended.endsAt()).isEqualTo(run.started.endsAt().plusSeconds(5));
        RunService.Result result = run.finishAtTheEnd();
        assertThat(result.solved()).isEqualTo(1);
        assertThat(result.wrong()).isEqualTo(1);
    }

    @Test
    void the_server_clock_ends_the_run_a_grid_after_the_end_and_its_grace_is_not_counted() {
        Play run = new Play(PlayerKeys.random());
        run.solve(1);
        // In the grace: a grid sent in the last moment is still on its way.
        clock.advance(Duration.between(clock.instant(), run.endsAt.plus(RunRules.GRACE)));
        assertThat(run.type(Duration.ZERO, true)).isInstanceOf(Solved.class);
        clock.advance(Duration.between(
                clock.instant(), run.endsAt.plus(RunRules.GRACE).plusMillis(1)));
        Judged late = run.type(Duration.ZERO, true);
        assertThat(late).isInstanceOf(Ended.class);
        assertThat(((Ended) late).result().solved()).isEqualTo(2);
    }

    @Test
    void a_grid_sent_again_or_for_another_puzzle_or_malformed_is_refused_in_a_sentence_and_counts_nothing() {
        Play run = new Play(PlayerKeys.random());
        run.solve(1);
        assertThat(run.send(run.seq, RunPool.solution(run.inPlay()))).isEqualTo(new Refused(RunService.COUNTED));
        String otherPuzzle = "9|5|" + "1,".repeat(15) + "1|";
        assertThat(service.grid(run.player, run.started.run(), run.started.token(), otherPuzzle))
                .isIn(new Refused(RunService.NOT_IN_PLAY), new Refused(RunService.UNREADABLE));
        assertThat(service.grid(run.player, run.started.run(), run.started.token(), "<script>"))
                .isEqualTo(new Refused(RunService.UNREADABLE));
        assertThat(run.finishAtTheEnd().solved()).isEqualTo(1);
    }

    @Test
    void a_second_tab_cannot_start_a_run_while_one_is_live_and_no_other_page_or_player_counts_a_grid_in_it() {
        PlayerRef.Guest guest = PlayerKeys.random();
        Play run = new Play(guest);
        assertThat(service.start(guest)).isEqualTo(new Refused(RunService.ANOTHER_TAB));
        String grid = run.text(1, RunPool.solution(run.inPlay()));
        assertThat(service.grid(guest, run.started.run(), "another-tab", grid))
                .isEqualTo(new Refused(RunService.OTHER_PAGE));
        assertThat(service.grid(PlayerKeys.random(), run.started.run(), run.started.token(), grid))
                .isEqualTo(new Refused(RunService.NOT_YOURS));
        run.finishAtTheEnd();
        assertThat(service.start(guest)).isInstanceOf(Started.class);
    }

    @Test
    void a_finish_before_the_servers_end_is_refused_and_a_finish_sent_again_changes_nothing() {
        Play run = new Play(PlayerKeys.random());
        run.solve(2);
        clock.advance(Duration.ofSeconds(30));
        assertThat(service.finish(run.player, run.started.run(), run.started.token()))
                .isEqualTo(new Refused(RunService.NOT_OVER));
        assertThat(run.finishAtTheEnd().solved()).isEqualTo(2);
        assertThat(service.finish(run.player, run.started.run(), run.started.token()))
                .isEqualTo(new Refused(RunService.OVER));
        assertThat(run.type(Duration.ZERO, true)).isEqualTo(new Refused(RunService.OVER));
    }

    @Test
    void the_days_board_ranks_each_accounts_best_run_and_a_guest_sees_where_theirs_would_rank() {
        PlayerRef.Account ada = account(unique("ada")), bo = account(unique("bo"));
        Play first = new Play(ada);
        first.solve(2);
        first.finishAtTheEnd();
        Play second = new Play(ada);
        second.solve(4);
        second.finishAtTheEnd();
        Play third = new Play(bo);
        third.solve(3);
        RunService.Result bos = third.finishAtTheEnd();
        assertThat(bos.onBoard()).isTrue();
        assertThat(bos.dayPlace()).isEqualTo(2);

        List<BoardRow> board = service.board(bo, Optional.of(day), 10);
        assertThat(board).extracting(BoardRow::solved).containsExactly(4, 3);
        assertThat(board.get(1).you()).isTrue();
        assertThat(board.get(1).name()).endsWith("(you)");

        Play guest = new Play(PlayerKeys.random());
        guest.solve(5);
        RunService.Result guests = guest.finishAtTheEnd();
        assertThat(guests.onBoard()).isFalse();
        assertThat(guests.dayPlace()).isEqualTo(1);
        assertThat(service.board(bo, Optional.of(day), 10)).hasSize(2);
    }

    @Test
    void a_solve_faster_than_anyone_types_holds_the_run_off_the_boards_until_a_moderator_clears_it() {
        PlayerRef.Account cy = account(unique("cy"));
        PlayerRef.Account moderator = accounts.findByUsername(MODERATOR)
                .map(p -> new PlayerRef.Account(p.id()))
                .orElseGet(() -> account(MODERATOR));
        Play run = new Play(cy);
        run.solve(1);
        assertThat(run.type(Duration.ofSeconds(1), true)).isInstanceOf(Solved.class);
        RunService.Result held = run.finishAtTheEnd();
        assertThat(held.held()).containsInstanceOf(Held.TooFast.class);
        assertThat(held.onBoard()).isFalse();
        assertThat(service.board(cy, Optional.of(day), 10)).isEmpty();

        assertThat(service.held(cy)).isEmpty();
        assertThat(service.decide(cy, run.started.run(), true)).isEqualTo(new Refused(RunService.NOT_A_MODERATOR));
        assertThat(service.held(moderator)).extracting(RunService.HeldRun::run).contains(run.started.run());
        assertThat(service.review(moderator, run.started.run())).hasSize(3);
        assertThat(service.decide(moderator, run.started.run(), true)).isEqualTo(new RunService.Done());
        assertThat(service.decide(moderator, run.started.run(), false)).isEqualTo(new Refused(RunService.DECIDED));
        assertThat(service.board(cy, Optional.of(day), 10))
                .extracting(BoardRow::solved)
                .containsExactly(2);
    }

    @Test
    void a_player_is_not_served_a_puzzle_they_were_shown_in_an_earlier_run() {
        PlayerRef.Guest guest = PlayerKeys.random();
        Play first = new Play(guest);
        first.solve(2);
        first.finishAtTheEnd();
        Set<Long> shown = new HashSet<>(runs.seen(PlayerKey.of(guest)));
        assertThat(shown).hasSize(3);
        Play second = new Play(guest);
        second.solve(2);
        second.finishAtTheEnd();
        Set<Long> secondShown = new HashSet<>(runs.seen(PlayerKey.of(guest)));
        secondShown.removeAll(shown);
        assertThat(secondShown).hasSize(3);
    }

    @Test
    void a_runs_review_has_each_puzzle_shown_with_its_moves_and_is_the_players_own() {
        PlayerRef.Guest guest = PlayerKeys.random();
        Play run = new Play(guest);
        run.type(Duration.ofSeconds(20), false);
        run.type(Duration.ofSeconds(10), true);
        run.finishAtTheEnd();
        List<RunService.Reviewed> review = service.review(guest, run.started.run());
        assertThat(review).hasSize(2);
        assertThat(review.getFirst().solved()).isTrue();
        assertThat(review.getFirst().wrong()).isEqualTo(1);
        assertThat(review.getFirst().took()).contains(Duration.ofSeconds(30));
        assertThat(review.getFirst().moves()).hasSize(16);
        assertThat(review.get(1).solved()).isFalse();
        assertThat(service.review(PlayerKeys.random(), run.started.run())).isEmpty();
    }
}
