package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.practice.PracticeService.Refused;
import org.calcoolation.practice.PracticeService.Served;
import org.calcoolation.stats.CurrentRating;
import org.calcoolation.stats.RankedReviews;
import org.calcoolation.stats.SolveReviews;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Rated practice on a real database (H2, and PostgreSQL in {@code surefire:test@postgresql}), with
 * games played through the game service as a page plays them. Each test has players of its own (new
 * guest keys, accounts named for the run): the database outlives a run, and its pool grows with each.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/practice")
class PracticeServiceTest {

    private PlayerRef.@Nullable Account moderator;

    @Autowired
    RankedReviews reviews;

    @Autowired
    PracticeService practice;

    @Autowired
    GameService games;

    @Autowired
    Pool pool;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationEventPublisher events;

    @Autowired
    PlatformTransactionManager transactions;

    /** Small puzzles enough for every test here to draw five unseen ones, whatever the pool held before. */
    @BeforeEach
    void aFewSmallPoolPuzzles() {
        for (Difficulty level : List.of(Difficulty.EASY, Difficulty.NORMAL, Difficulty.HARD))
            for (int i = 0; i < 3; i++)
                pool.add(4, level, ThreadLocalRandom.current().nextLong());
    }

    private static PlayerRef.Guest guest() {
        return PlayerKeys.random();
    }

    private PlayerRef.Account account() {
        String name = "rated_" + UUID.randomUUID().toString().substring(0, 8);
        String password = "a rated puzzle a day";
        RegisterResult r = players.register(new PlayerService.Registration(name, password, password, null));
        return new PlayerRef.Account(((RegisterResult.Registered) r).player().id());
    }

    private Served draw(PlayerRef player) {
        return (Served) practice.draw(player, OptionalInt.empty());
    }

    /** Plays the drawn game to its end as a page would: a hint first if asked, or giving up. */
    private Attempt.Scored play(PlayerRef player, Served drawn, Outcome how) {
        GameState game = drawn.game();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        if (how == Outcome.GIVEN_UP) {
            games.revealSolution(seat);
        } else {
            if (how == Outcome.ASSISTED) games.hint(seat);
            int n = game.puzzle().size();
            for (int i = 0; i < n * n; i++)
                games.place(
                        seat,
                        Cell.ofIndex(i, n),
                        game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
        }
        Attempt.Scored scored = awaitScored(player, game.id());
        // Typed by a test, a clean solve is far faster than a person's: screening holds it, a moderator clears it.
        if (scored.standing() != Attempt.Standing.HELD) return scored;
        if (moderator == null) moderator = RatedModerator.fresh(players);
        assertThat(reviews.decide(moderator, game.id(), true)).isEqualTo(new SolveReviews.Done());
        return practice.ofGame(player, game.id()).flatMap(Attempt::scored).orElseThrow();
    }

    /** The finish is stored by the game store's writer, just after the last digit: its score follows. */
    private Attempt.Scored awaitScored(PlayerRef player, UUID game) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            var scored = practice.ofGame(player, game).flatMap(Attempt::scored);
            if (scored.isPresent()) return scored.get();
            Thread.onSpinWait();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("game " + game + " was not scored within 20 s");
    }

    private double puzzleRating(long puzzle) {
        return jdbc.queryForObject("select rating from practice_puzzle where id = ?", Double.class, puzzle);
    }

    @Test
    void five_rated_puzzles_move_both_ratings_as_scored_and_never_repeat() {
        PlayerRef player = guest();
        List<Outcome> plays = List.of(Outcome.CLEAN, Outcome.ASSISTED, Outcome.GIVEN_UP, Outcome.CLEAN, Outcome.CLEAN);
        Set<Long> puzzles = new HashSet<>();
        List<Attempt.Scored> results = new ArrayList<>();
        for (Outcome how : plays) {
            Served drawn = draw(player);
            assertThat(drawn.attempt().isOpen()).isTrue();
            assertThat(puzzles.add(drawn.attempt().puzzle()))
                    .as("a puzzle drawn before")
                    .isTrue();
            double puzzleBefore = puzzleRating(drawn.attempt().puzzle());
            Attempt.Scored scored = play(player, drawn, how);
            results.add(scored);
            assertThat(scored.puzzleBefore()).isEqualTo(puzzleBefore);
            assertThat(puzzleRating(drawn.attempt().puzzle())).isEqualTo(scored.puzzleAfter());
        }
        // A quick clean solve is a win, a hint within the typical time half a win, giving up a loss.
        assertThat(results).extracting(Attempt.Scored::score).containsExactly(1.0, 0.5, 0.0, 1.0, 1.0);
        assertThat(results.get(0).playerAfter()).isGreaterThan(1500);
        assertThat(results.get(0).puzzleAfter()).isLessThan(results.get(0).puzzleBefore());
        assertThat(results.get(2).playerAfter()).isLessThan(results.get(2).playerBefore());
        assertThat(results.get(2).puzzleAfter()).isGreaterThan(results.get(2).puzzleBefore());
        for (int i = 1; i < results.size(); i++)
            assertThat(results.get(i).playerBefore())
                    .isEqualTo(results.get(i - 1).playerAfter());
        CurrentRating now = practice.rating(player).orElseThrow();
        assertThat(now.rating()).isEqualTo(results.getLast().playerAfter());
        assertThat(now.deviation()).isLessThan(350);
        assertThat(practice.history(player))
                .extracting(a -> a.scored().orElseThrow())
                .containsExactlyElementsOf(results);
        assertThat(practice.recent(player, 20)).hasSize(5);
    }

    @Test
    void two_tabs_drawing_at_once_share_one_attempt_and_one_game() throws Exception {
        PlayerRef player = guest();
        ExecutorService tabs = Executors.newFixedThreadPool(2);
        try {
            Callable<Served> tab = () -> draw(player);
            Future<Served> first = tabs.submit(tab), second = tabs.submit(tab);
            assertThat(first.get().attempt().id())
                    .isEqualTo(second.get().attempt().id());
            assertThat(first.get().game().id()).isEqualTo(second.get().game().id());
        } finally {
            tabs.shutdown();
        }
        assertThat(practice.recent(player, 20)).hasSize(1);
        assertThat(draw(player).attempt().id())
                .as("drawing again brings the open attempt back")
                .isEqualTo(practice.recent(player, 20).getFirst().id());
    }

    private static GameFinished finishOf(PlayerRef player, GameState game, Outcome outcome) {
        return new GameFinished(
                game.id(),
                player,
                OptionalLong.empty(),
                game.puzzleId(),
                game.kind(),
                outcome,
                Duration.ofSeconds(5),
                Duration.ofSeconds(5),
                Instant.now(),
                List.of());
    }

    @Test
    void a_finish_told_again_is_refused_and_changes_no_rating() {
        PlayerRef player = guest();
        Served drawn = draw(player);
        Attempt.Scored scored = play(player, drawn, Outcome.GIVEN_UP);
        double puzzle = puzzleRating(drawn.attempt().puzzle());

        // Told again as a clean solve: a forged or replayed finish must not turn the loss into a win.
        assertThat(practice.finish(finishOf(player, drawn.game(), Outcome.CLEAN)))
                .isEqualTo(new Refused(PracticeService.ALREADY_SCORED));
        assertThat(practice.rating(player).orElseThrow().rating()).isEqualTo(scored.playerAfter());
        assertThat(puzzleRating(drawn.attempt().puzzle())).isEqualTo(puzzle);
    }

    @Test
    void another_players_attempt_is_refused_by_address_and_by_finish() {
        PlayerRef ada = guest(), bea = guest();
        Served adas = draw(ada);
        double puzzle = puzzleRating(adas.attempt().puzzle());

        assertThat(practice.attempt(bea, adas.attempt().id())).isEqualTo(new Refused(PracticeService.NOT_YOURS));
        assertThat(practice.attempt(bea, Long.MAX_VALUE)).isEqualTo(new Refused(PracticeService.NOT_YOURS));
        assertThat(practice.finish(finishOf(bea, adas.game(), Outcome.CLEAN)))
                .isEqualTo(new Refused(PracticeService.NOT_YOURS));
        assertThat(practice.rating(bea)).isEmpty();
        assertThat(practice.rating(ada)).isEmpty();
        assertThat(puzzleRating(adas.attempt().puzzle())).isEqualTo(puzzle);
        assertThat(practice.open(ada)).isPresent();
    }

    @Test
    void a_pool_puzzle_opened_by_its_id_without_a_draw_is_not_rated() {
        PlayerRef player = guest();
        String keenId = jdbc.queryForObject(
                "select puzzle_id from practice_puzzle order by id desc fetch first 1 rows only", String.class);
        GameState game = ((ImportResult.Imported) games.importGame(player, keenId)).game();

        assertThat(practice.finish(finishOf(player, game, Outcome.CLEAN))).isEqualTo(new PracticeService.NotRated());
        assertThat(practice.rating(player)).isEmpty();
        assertThat(practice.ofGame(player, game.id())).isEmpty();
    }

    @Test
    void a_rated_game_discarded_unfinished_counts_as_a_loss_at_the_next_draw() {
        PlayerRef player = guest();
        Served first = draw(player);
        games.discard(player, first.game().id());

        Served second = draw(player);

        assertThat(second.note()).contains(PracticeService.ABANDONED);
        assertThat(second.attempt().id()).isNotEqualTo(first.attempt().id());
        Attempt abandoned = practice.history(player).getFirst();
        assertThat(abandoned.id()).isEqualTo(first.attempt().id());
        assertThat(abandoned.scored().orElseThrow().outcome()).isEqualTo(AttemptOutcome.ABANDONED);
        assertThat(abandoned.scored().orElseThrow().score()).isZero();
        assertThat(practice.rating(player).orElseThrow().rating()).isLessThan(1500);
    }

    @Test
    void a_guest_signing_in_brings_their_rating_and_puzzles_to_a_new_account() {
        PlayerRef.Guest guest = guest();
        Served drawn = draw(guest);
        Attempt.Scored scored = play(guest, drawn, Outcome.CLEAN);
        PlayerRef.Account account = account();

        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> events.publishEvent(new GuestSignedIn(guest, account)));

        assertThat(practice.rating(account).orElseThrow().rating()).isEqualTo(scored.playerAfter());
        assertThat(practice.history(account))
                .extracting(Attempt::id)
                .containsExactly(drawn.attempt().id());
        assertThat(practice.rating(guest)).isEmpty();
        assertThat(practice.history(guest)).isEmpty();
        for (int i = 0; i < 4; i++)
            assertThat(play(account, draw(account), Outcome.CLEAN)).isNotNull();
        assertThat(practice.history(account))
                .extracting(Attempt::puzzle)
                .doesNotHaveDuplicates()
                .hasSize(5);
    }

    @Test
    void a_deleted_account_takes_its_rated_practice_with_it() {
        PlayerRef.Account account = account();
        Served drawn = draw(account);
        play(account, drawn, Outcome.CLEAN);
        draw(account);
        String name = players.find(account).orElseThrow().username();

        players.deleteAccount(account, "a rated puzzle a day");

        assertThat(jdbc.queryForObject(
                        "select count(*) from practice_attempt where player_key = ?",
                        Integer.class,
                        "a" + account.id()))
                .isZero();
        assertThat(practice.rating(account)).isEmpty();
        assertThat(players.findByUsername(name)).isEmpty();
    }

    @Test
    void the_pool_tops_up_its_emptiest_kinds_with_ratings_from_their_grade() {
        List<Pool.Kind> before = pool.belowTarget();
        int count = jdbc.queryForObject("select count(*) from practice_puzzle", Integer.class);

        int added = pool.topUp(1);

        assertThat(added).isEqualTo(before.isEmpty() ? 0 : 1);
        if (added == 0) return;
        Pool.Kind emptiest = before.getFirst();
        assertThat(jdbc.queryForObject("select count(*) from practice_puzzle", Integer.class))
                .isEqualTo(count + 1);
        var row = jdbc.queryForMap(
                "select grid_size, difficulty, rating, deviation, generator_version from practice_puzzle order by id desc fetch first 1 rows only");
        assertThat(((Number) row.get("GRID_SIZE")).intValue()).isEqualTo(emptiest.size());
        assertThat(row.get("DIFFICULTY")).isEqualTo(emptiest.level().name());
        assertThat(((Number) row.get("RATING")).doubleValue())
                .isEqualTo(PoolRatings.start(emptiest.size(), emptiest.level()).rating());
    }
}
