package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.HandClock;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.base.data.GuestPurges;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.PracticeGame;
import org.calcoolation.practice.PracticeService.Finish;
import org.calcoolation.practice.PracticeService.Refused;
import org.calcoolation.practice.PracticeService.Served;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.rating.Rating;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.RankedMode;
import org.calcoolation.stats.RankedReviews;
import org.calcoolation.stats.SolveReviews;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Rated practice screened and reviewed as dailies are (issue 41 part 5), and the gaps found after it
 * was built: rated games apart from /play's practice games, guests' rows purged, a deviation that
 * widens while a player is away, and a rated attempt finished from two tabs at once. On H2, and on
 * PostgreSQL in {@code surefire:test@postgresql}; players are new each run (the database outlives it).
 */
@SpringBootTest(
        properties = {
            "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/practice",
            "calcoolation.moderators=" + RatedModerator.NAME
        })
class RatedScreeningTest {

    @Autowired
    PracticeService practice;

    @Autowired
    GameService games;

    @Autowired
    Pool pool;

    @Autowired
    RankedReviews reviews;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    JobLocks jobs;

    @BeforeEach
    void aFewSmallPoolPuzzles() {
        for (Difficulty level : List.of(Difficulty.EASY, Difficulty.NORMAL))
            for (int i = 0; i < 3; i++)
                pool.add(4, level, ThreadLocalRandom.current().nextLong());
    }

    private Served draw(PlayerRef player) {
        return (Served) practice.draw(player, OptionalInt.empty());
    }

    private double puzzleRating(long puzzle) {
        return jdbc.queryForObject("select rating from practice_puzzle where id = ?", Double.class, puzzle);
    }

    /** Types the solution as a script does, every digit in a few milliseconds; the finish's scoring follows. */
    private Attempt.Scored typeAtOnce(PlayerRef player, Served drawn) {
        GameState game = drawn.game();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        int n = game.puzzle().size();
        for (int i = 0; i < n * n; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, n),
                    game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            var scored = practice.ofGame(player, game.id()).flatMap(Attempt::scored);
            if (scored.isPresent()) return scored.get();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("game " + game.id() + " was not scored within 20 s");
    }

    @Test
    void a_clean_solve_typed_faster_than_anyone_types_is_held_and_moves_no_rating_until_a_moderator_clears_it() {
        PlayerRef player = PlayerKeys.random();
        Served drawn = draw(player);
        double puzzleBefore = puzzleRating(drawn.attempt().puzzle());

        Attempt.Scored held = typeAtOnce(player, drawn);

        assertThat(held.standing()).isEqualTo(Attempt.Standing.HELD);
        assertThat(held.playerAfter()).isEqualTo(held.playerBefore());
        assertThat(practice.held(drawn.game().id())).containsInstanceOf(Held.TooFast.class);
        assertThat(practice.rating(player))
                .as("no rating before the first counted attempt")
                .isEmpty();
        assertThat(practice.history(player)).isEmpty();
        assertThat(puzzleRating(drawn.attempt().puzzle())).isEqualTo(puzzleBefore);

        PlayerRef.Account moderator = RatedModerator.fresh(players);
        assertThat(reviews.waiting(player)).as("a player sees no queue").isEmpty();
        assertThat(reviews.decide(player, drawn.game().id(), true)).isInstanceOf(SolveReviews.Refused.class);
        RankedReviews.Waiting waiting = reviews.waiting(moderator).stream()
                .filter(w -> w.gameId().equals(drawn.game().id()))
                .findFirst()
                .orElseThrow();
        assertThat(waiting.mode()).isEqualTo(RankedMode.RATED_PUZZLE);
        assertThat(waiting.player()).isEqualTo("a guest");
        assertThat(waiting.why()).isInstanceOf(Held.TooFast.class);

        assertThat(reviews.decide(moderator, drawn.game().id(), true)).isEqualTo(new SolveReviews.Done());

        Attempt.Scored counted = practice.ofGame(player, drawn.game().id())
                .flatMap(Attempt::scored)
                .orElseThrow();
        assertThat(counted.standing()).isEqualTo(Attempt.Standing.COUNTS);
        assertThat(counted.score()).isEqualTo(1.0);
        assertThat(counted.playerBefore()).isEqualTo(Glicko2.NEWCOMER.rating());
        assertThat(counted.playerAfter()).isGreaterThan(1500);
        assertThat(practice.rating(player).orElseThrow().rating()).isEqualTo(counted.playerAfter());
        assertThat(puzzleRating(drawn.attempt().puzzle()))
                .isEqualTo(counted.puzzleAfter())
                .isLessThan(puzzleBefore);
        assertThat(practice.held(drawn.game().id())).isEmpty();
        assertThat(reviews.waiting(moderator))
                .extracting(RankedReviews.Waiting::gameId)
                .doesNotContain(drawn.game().id());
        assertThat(reviews.decide(moderator, drawn.game().id(), false))
                .as("decided once")
                .isInstanceOf(SolveReviews.Refused.class);
        assertThat(practice.rating(player).orElseThrow().rating()).isEqualTo(counted.playerAfter());
    }

    @Test
    void a_rejected_attempt_never_counts_and_its_puzzle_is_not_served_again() {
        PlayerRef player = PlayerKeys.random();
        Served drawn = draw(player);
        double puzzleBefore = puzzleRating(drawn.attempt().puzzle());
        typeAtOnce(player, drawn);

        assertThat(reviews.decide(RatedModerator.fresh(players), drawn.game().id(), false))
                .isEqualTo(new SolveReviews.Done());

        Attempt rejected = practice.recent(player, 5).getFirst();
        assertThat(rejected.scored().orElseThrow().standing()).isEqualTo(Attempt.Standing.REJECTED);
        assertThat(practice.held(drawn.game().id())).containsInstanceOf(Held.Rejected.class);
        assertThat(practice.rating(player)).isEmpty();
        assertThat(practice.history(player)).isEmpty();
        assertThat(puzzleRating(drawn.attempt().puzzle())).isEqualTo(puzzleBefore);
        assertThat(practice.finish(finish(player, drawn.game(), Duration.ofMinutes(2))))
                .as("told again, even at a person's pace")
                .isEqualTo(new Refused(PracticeService.ALREADY_SCORED));
        assertThat(practice.rating(player)).isEmpty();
        assertThat(draw(player).attempt().puzzle()).isNotEqualTo(drawn.attempt().puzzle());
    }

    private static GameFinished finish(PlayerRef player, GameState game, Duration took) {
        return new GameFinished(
                game.id(),
                player,
                OptionalLong.empty(),
                game.puzzleId(),
                game.kind(),
                Outcome.CLEAN,
                took,
                took,
                Instant.now(),
                List.of());
    }

    @Test
    void a_rated_attempt_finished_from_two_tabs_at_once_is_rated_once_and_the_other_refused_with_a_sentence()
            throws Exception {
        PlayerRef player = PlayerKeys.random();
        Served drawn = draw(player);
        GameFinished finished = finish(player, drawn.game(), Duration.ofMinutes(2));
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService tabs = Executors.newFixedThreadPool(2);
        List<Finish> results;
        try {
            Callable<Finish> tab = () -> {
                start.await();
                return practice.finish(finished);
            };
            Future<Finish> first = tabs.submit(tab), second = tabs.submit(tab);
            start.countDown();
            results = List.of(first.get(), second.get());
        } finally {
            tabs.shutdown();
        }

        assertThat(results).filteredOn(PracticeService.Rated.class::isInstance).hasSize(1);
        assertThat(results).contains(new Refused(PracticeService.ALREADY_SCORED));
        Attempt.Scored rated = results.stream()
                .filter(PracticeService.Rated.class::isInstance)
                .map(r -> ((PracticeService.Rated) r).scored())
                .findFirst()
                .orElseThrow();
        assertThat(practice.rating(player).orElseThrow().rating()).isEqualTo(rated.playerAfter());
        assertThat(jdbc.queryForObject(
                        "select attempts from practice_player where player_key = ?",
                        Integer.class,
                        PlayerKey.of(player)))
                .as("rated once")
                .isEqualTo(1);
        assertThat(puzzleRating(drawn.attempt().puzzle())).isEqualTo(rated.puzzleAfter());
    }

    @Test
    void a_rated_game_is_apart_from_play_s_practice_games_their_list_their_cap_and_the_current_game() {
        PlayerRef player = PlayerKeys.random();
        PuzzleKind small = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);
        for (int i = 0; i < GameService.PRACTICE_GAMES; i++) {
            GameState game = games.newGame(player, small);
            // Written in, so that the next new game does not replace it as untouched.
            Seat seat = new Seat(game.id(), "page");
            games.show(seat);
            games.place(seat, Cell.ofIndex(0, 4), 1);
        }
        List<UUID> practiceBefore =
                games.practiceGames(player).stream().map(PracticeGame::id).toList();
        assertThat(practiceBefore).hasSize(GameService.PRACTICE_GAMES);

        Served rated = draw(player);

        assertThat(games.practiceGames(player))
                .extracting(PracticeGame::id)
                .as("none discarded for it, and it is not listed")
                .containsExactlyInAnyOrderElementsOf(practiceBefore);
        assertThat(games.current(player).orElseThrow().id())
                .as("/play opens a practice game, whose Share may show its Keen ID")
                .isNotEqualTo(rated.game().id())
                .isIn(practiceBefore);
        assertThat(games.discardedByNewGame(player).orElseThrow().id())
                .isNotEqualTo(rated.game().id());

        GameState another = games.newGame(player, small);
        assertThat(games.practiceGames(player))
                .extracting(PracticeGame::id)
                .contains(another.id())
                .hasSize(5);
        assertThat(games.resume(player, rated.game().id()))
                .as("the rated game is still there to play")
                .isPresent();
        assertThat(draw(player).attempt().id()).isEqualTo(rated.attempt().id());
    }

    @Test
    void a_guest_away_for_longer_than_guests_games_are_kept_loses_their_rated_practice_and_an_account_does_not() {
        HandClock clock = new HandClock();
        Instant now = clock.instant();
        long puzzle = jdbc.queryForObject("select max(id) from practice_puzzle", Long.class);
        String away = "g" + UUID.randomUUID(), back = "g" + UUID.randomUUID(), account = "a-" + UUID.randomUUID();
        attempt(away, puzzle, now.minus(Duration.ofDays(40)));
        player(away, now.minus(Duration.ofDays(40)));
        attempt(back, puzzle, now.minus(Duration.ofDays(40)));
        attempt(
                back,
                jdbc.queryForObject("select min(id) from practice_puzzle", Long.class),
                now.minus(Duration.ofDays(2)));
        player(back, now.minus(Duration.ofDays(2)));
        attempt(account, puzzle, now.minus(Duration.ofDays(400)));
        player(account, now.minus(Duration.ofDays(400)));

        int purged =
                new GuestPracticePurge(new GuestPurges(jdbc, transactions, jobs, clock, Duration.ofDays(30))).purge();

        assertThat(purged).isGreaterThanOrEqualTo(1);
        assertThat(rows("practice_attempt", away)).isZero();
        assertThat(rows("practice_player", away)).isZero();
        assertThat(rows("practice_attempt", back)).isEqualTo(2);
        assertThat(rows("practice_player", back)).isEqualTo(1);
        assertThat(rows("practice_attempt", account)).isEqualTo(1);
        assertThat(rows("practice_player", account)).isEqualTo(1);
    }

    private void attempt(String key, long puzzle, Instant at) {
        OffsetDateTime when = OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
        jdbc.update(
                "insert into practice_attempt (player_key, puzzle_id, drawn_at, finished_at, outcome, held)"
                        + " values (?, ?, ?, ?, 'GIVEN_UP', null)",
                key,
                puzzle,
                when,
                when);
    }

    private void player(String key, Instant at) {
        jdbc.update(
                "insert into practice_player (player_key, rating, deviation, volatility, attempts, changed_at)"
                        + " values (?, 1500, 200, 0.06, 1, ?)",
                key,
                OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
    }

    private int rows(String table, String key) {
        return jdbc.queryForObject("select count(*) from " + table + " where player_key = ?", Integer.class, key);
    }

    @Test
    void a_players_deviation_widens_by_a_period_a_day_away_when_read_and_when_used_and_is_never_widened_twice() {
        HandClock clock = new HandClock();
        Ratings ratings = new Ratings(jdbc, clock);
        String key = "g" + UUID.randomUUID();
        Rating played = new Rating(1620, 80, 0.06);
        ratings.savePlayer(key, played, clock.instant());

        clock.advance(Duration.ofHours(23));
        assertThat(ratings.player(key)).contains(played);

        clock.advance(Duration.ofDays(30).minusHours(23));
        Rating widened = Glicko2.standard().idle(played, 30);
        // φ = 80/173.7178 = 0.4605; √(φ² + 30·0.06²) = 0.5658, × 173.7178 = 98.28.
        assertThat(widened.deviation()).isCloseTo(98.28, within(0.01));
        assertThat(ratings.player(key)).contains(widened);
        assertThat(ratings.player(key))
                .as("read again: the same, not widened twice")
                .contains(widened);
        Rating used = new TransactionTemplate(transactions).execute(tx -> ratings.playerForUpdate(key));
        assertThat((Object) used).as("the rating an attempt is scored from").isEqualTo(widened);

        ratings.savePlayer(key, new Rating(1630, 75, 0.06), clock.instant());
        assertThat(ratings.player(key))
                .as("a game played: the days away start again")
                .contains(new Rating(1630, 75, 0.06));
        clock.advance(Duration.ofDays(5000));
        assertThat(ratings.player(key).orElseThrow().deviation()).isEqualTo(Glicko2.NEWCOMER.deviation());
    }
}
