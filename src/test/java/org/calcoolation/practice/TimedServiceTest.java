package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.HandClock;
import org.calcoolation.OwnDatabase;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.practice.TimedBoards.Board;
import org.calcoolation.practice.TimedBoards.Row;
import org.calcoolation.practice.TimedService.Ended;
import org.calcoolation.practice.TimedService.Refused;
import org.calcoolation.practice.TimedService.Served;
import org.calcoolation.rating.Rating;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.SolveReviews;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The timed pool on a real database (H2, and PostgreSQL in {@code surefire:test@postgresql}): the three
 * boards over a hand-made field under a hand clock, the day's allowance, never a puzzle seen before, and
 * bad input refused with nothing changed. Its own database, since boards are global; each test uses a
 * size or players of its own.
 */
@SpringBootTest(properties = {"calcoolation.moderators=timedmod", "calcoolation.practice.top-up-cron=-"})
class TimedServiceTest {

    private static final Duration PENALTY = Duration.ofMinutes(18);

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "timed-pool");
    }

    @Autowired
    GameService games;

    @Autowired
    TimedDraws draws;

    @Autowired
    Draws pool;

    @Autowired
    Pool poolJob;

    @Autowired
    StatsService stats;

    @Autowired
    SolveReviews reviews;

    @Autowired
    PlayerService accounts;

    @Autowired
    JdbcTemplate jdbc;

    private final HandClock clock = new HandClock();
    private TimedService timed;
    private TimedBoards boards;

    @BeforeEach
    void atNoon() {
        clock.advance(Duration.between(clock.instant(), Instant.parse("2026-11-21T12:00:00Z")));
        timed = new TimedService(games, draws, pool, clock, 2, PENALTY);
        boards = new TimedBoards(draws, stats, accounts, clock, PENALTY);
    }

    private long account(String displayName) {
        String name = "t" + UUID.randomUUID().toString().substring(0, 8);
        return insertPlayer(name, displayName);
    }

    private long insertPlayer(String name, String displayName) {
        GeneratedKeyHolder key = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement s = connection.prepareStatement(
                            "insert into player (username, username_key, display_name, password_hash, created_at)"
                                    + " values (?, ?, ?, ?, ?)",
                            new String[] {"id"});
                    s.setString(1, name);
                    s.setString(2, name);
                    s.setString(3, displayName);
                    s.setString(4, "$2a$10$notarealhashnotarealhashnotarealhashnotarealhashnotreal");
                    s.setObject(5, OffsetDateTime.now(ZoneOffset.UTC));
                    return s;
                },
                key);
        return key.getKeyAs(Long.class);
    }

    /** A pool puzzle of the size that is never played: the boards read only the draws' rows. */
    private long handMadePuzzle(int size) {
        String id = "timed-test-" + UUID.randomUUID();
        poolJob.insert(size, Difficulty.NORMAL, 1, id, new Rating(1500, 250, 0.06));
        return jdbc.queryForObject("select id from practice_puzzle where puzzle_id = ?", Long.class, id);
    }

    /** A draw of a 7×7 {@code daysAgo} days before the clock's noon, ended as told (or open if {@code how} is null). */
    private void drew(long player, int daysAgo, int slot, AttemptOutcome how, long seconds, long finishAfterSeconds) {
        Instant at = clock.instant().minus(Duration.ofDays(daysAgo));
        String key = PlayerKey.of(new PlayerRef.Account(player));
        draws.insert(key, handMadePuzzle(7), 7, slot, at, TimedCount.deadline(at, PENALTY));
        if (how == null) return;
        long id = jdbc.queryForObject(
                "select max(id) from timed_draw where player_key = ? and slot = ?", Long.class, key, slot);
        draws.finish(id, how, Optional.of(Duration.ofSeconds(seconds)), at.plusSeconds(finishAfterSeconds));
    }

    private void drew(long player, int daysAgo, int slot, AttemptOutcome how, long seconds) {
        drew(player, daysAgo, slot, how, seconds, seconds + 30);
    }

    private static List<String> names(List<Row> rows) {
        return rows.stream().map(Row::name).toList();
    }

    private static List<Long> seconds(List<Row> rows) {
        return rows.stream().map(r -> r.value().toSeconds()).toList();
    }

    @Test
    void three_boards_over_a_hand_made_field_of_thirty_days() {
        long ada = account("Ada"), bo = account("Bo"), cy = account("Cy"), di = account("Di"), ed = account("Ed");
        long fay = account("Fay");
        drew(ada, 1, 1, AttemptOutcome.CLEAN, 300);
        drew(ada, 1, 2, AttemptOutcome.CLEAN, 420);
        drew(ada, 2, 1, AttemptOutcome.CLEAN, 360);
        drew(ada, 3, 1, AttemptOutcome.CLEAN, 600);
        drew(ada, 4, 1, AttemptOutcome.GIVEN_UP, 100);
        drew(ada, 5, 1, null, 0); // never finished: its day is over, so the penalty
        drew(bo, 1, 1, AttemptOutcome.CLEAN, 240);
        drew(bo, 2, 1, AttemptOutcome.CLEAN, 1500); // slower than the penalty: counts as the penalty
        drew(bo, 3, 1, AttemptOutcome.ASSISTED, 200); // with help: the penalty
        for (int day = 1; day <= 5; day++) drew(cy, day, 1, AttemptOutcome.CLEAN, 330);
        drew(di, 3, 1, AttemptOutcome.CLEAN, 300);
        drew(di, 0, 1, null, 0); // today's, still in play: counts nothing yet
        drew(ed, 30, 1, AttemptOutcome.CLEAN, 100); // 31 days ago: out of the window
        drew(fay, 2, 1, AttemptOutcome.CLEAN, 250, 13 * 3600); // solved after its day was over

        Board board = boards.board(7, new PlayerRef.Account(ada));

        assertThat(names(board.best())).containsExactly("Bo", "Ada (you)", "Di", "Cy", "Fay");
        assertThat(seconds(board.best())).containsExactly(240L, 300L, 300L, 330L, 1080L);
        assertThat(board.best()).extracting(Row::place).containsExactly(1, 2, 2, 4, 5);
        assertThat(board.best()).extracting(Row::draws).containsExactly(3, 6, 2, 5, 1);
        assertThat(board.best()).extracting(Row::counting).containsExactly(3, 6, 1, 5, 1);
        assertThat(names(board.meanOfBest3())).containsExactly("Cy", "Ada (you)", "Bo");
        assertThat(seconds(board.meanOfBest3())).containsExactly(330L, 360L, 800L);
        assertThat(names(board.fastestShare())).containsExactly("Cy", "Ada (you)");
        assertThat(seconds(board.fastestShare())).containsExactly(330L, 420L);
        assertThat(board.held()).isZero();

        // The next day Di's open draw has passed its deadline: it counts, as the penalty.
        clock.advance(Duration.ofHours(12));
        Row diLater = boards.board(7, new PlayerRef.Account(di)).best().stream()
                .filter(Row::you)
                .findFirst()
                .orElseThrow();
        assertThat(diLater.counting()).isEqualTo(2);
        assertThat(diLater.value()).isEqualTo(Duration.ofSeconds(300));
        // Thirty days on, the whole field is out of the window.
        clock.advance(Duration.ofDays(30));
        assertThat(boards.board(7, new PlayerRef.Account(ada)).best()).isEmpty();
    }

    private void fourByFours(int n) {
        for (int i = 0; i < n; i++)
            poolJob.add(
                    4,
                    i % 2 == 0 ? Difficulty.EASY : Difficulty.NORMAL,
                    ThreadLocalRandom.current().nextLong());
    }

    private void now() {
        clock.advance(Duration.between(clock.instant(), Instant.now()));
    }

    private Served draw(PlayerRef player, int size) {
        return (Served) timed.draw(player, size);
    }

    private GameFinished givenUp(PlayerRef player, GameState game) {
        return new GameFinished(
                game.id(),
                player,
                OptionalLong.empty(),
                game.puzzleId(),
                game.kind(),
                Outcome.GIVEN_UP,
                Duration.ofSeconds(5),
                Duration.ofSeconds(5),
                clock.instant(),
                List.of());
    }

    private int drawsOf(PlayerRef player) {
        return jdbc.queryForObject(
                "select count(*) from timed_draw where player_key = ?", Integer.class, PlayerKey.of(player));
    }

    @Test
    void two_draws_a_size_a_day_then_a_sentence_and_the_next_day_two_more() {
        fourByFours(8);
        now();
        PlayerRef player = new PlayerRef.Account(account("Gus"));
        for (int i = 0; i < 2; i++) {
            Served drawn = draw(player, 4);
            assertThat(timed.finish(givenUp(player, drawn.game()))).isInstanceOf(Ended.class);
        }
        assertThat(timed.left(player, 4)).isZero();
        TimedService.Draw third = timed.draw(player, 4);
        assertThat(third).isInstanceOf(Refused.class);
        Refused spent = (Refused) third;
        assertThat(spent.reason()).isEqualTo(TimedService.SPENT);
        assertThat(Wording.t(spent.reason(), spent.arguments().toArray()))
                .startsWith("You have drawn your 2 timed 4×4 puzzles for today. The next draw opens at 00:00 UTC, in ");
        assertThat(drawsOf(player)).isEqualTo(2);
        clock.advance(Duration.ofDays(1));
        assertThat(timed.left(player, 4)).isEqualTo(2);
        assertThat(draw(player, 4).draw().slot()).isEqualTo(1);
    }

    @Test
    void a_timed_puzzle_is_never_one_the_player_drew_rated_or_timed() {
        long a = handMadePuzzle(8), b = handMadePuzzle(8);
        PlayerRef player = new PlayerRef.Account(account("Hal"));
        jdbc.update(
                "insert into practice_attempt (player_key, puzzle_id, open_key, drawn_at) values (?, ?, null, ?)",
                PlayerKey.of(player),
                a,
                OffsetDateTime.now(ZoneOffset.UTC));
        // The hand-made puzzles cannot be played, so no game starts; the pick is what this asks about.
        assertThat(pool.pick(PlayerKey.of(player), 1650, OptionalInt.of(8), ThreadLocalRandom.current())
                        .map(PoolPuzzle::id))
                .contains(b);
        draws.insert(PlayerKey.of(player), b, 8, 1, clock.instant(), TimedCount.deadline(clock.instant(), PENALTY));
        assertThat(pool.pick(PlayerKey.of(player), 1650, OptionalInt.of(8), ThreadLocalRandom.current()))
                .as("the timed draw is seen too, for rated play as for the next timed draw")
                .isEmpty();
    }

    @Test
    void bad_input_is_refused_with_a_sentence_and_changes_nothing() {
        fourByFours(4);
        now();
        PlayerRef.Guest guest = PlayerKeys.random();
        assertThat(timed.draw(guest, 4)).isEqualTo(new Refused(TimedService.GUESTS));
        assertThat(timed.draw(new PlayerRef.Account(account("Ivy")), 12)).isEqualTo(new Refused(TimedService.NO_SIZE));

        PlayerRef owner = new PlayerRef.Account(account("Jo")), stranger = new PlayerRef.Account(account("Kit"));
        Served drawn = draw(owner, 4);
        assertThat(timed.draw(stranger, drawn.draw().id())).isEqualTo(new Refused(TimedService.NOT_YOURS));
        assertThat(timed.draw(stranger, 987_654_321L)).isEqualTo(new Refused(TimedService.NOT_YOURS));
        assertThat(timed.finish(givenUp(stranger, drawn.game()))).isEqualTo(new Refused(TimedService.NOT_YOURS));
        assertThat(timed.draw(owner, drawn.draw().id())).isInstanceOfSatisfying(TimedService.Found.class, found -> {
            assertThat(found.draw().isOpen()).isTrue();
        });

        GameFinished finish = givenUp(owner, drawn.game());
        assertThat(timed.finish(finish)).isInstanceOf(Ended.class);
        assertThat(timed.finish(finish)).as("told again").isEqualTo(new Refused(TimedService.ENDED));
        TimedDraw ended = ((TimedService.Found) timed.draw(owner, drawn.draw().id())).draw();
        assertThat(ended.finished().orElseThrow().outcome()).isEqualTo(AttemptOutcome.GIVEN_UP);
    }

    @Test
    void a_timed_game_is_played_apart_from_practice_so_share_never_shows_its_keen_id() {
        fourByFours(2);
        now();
        PlayerRef player = new PlayerRef.Account(account("Ines"));
        Served drawn = draw(player, 4);

        assertThat(games.practiceGames(player))
                .as("not in /play's list or its cap, never /play's current game")
                .noneMatch(game -> game.id().equals(drawn.game().id()));
    }

    @Test
    void a_timed_game_discarded_unfinished_counts_the_penalty_and_the_next_draw_says_so() {
        fourByFours(4);
        now();
        PlayerRef player = new PlayerRef.Account(account("Quin"));
        Served first = draw(player, 4);
        assertThat(draw(player, 4).draw().id())
                .as("drawing again brings it back")
                .isEqualTo(first.draw().id());
        assertThat(games.discard(player, first.game().id())).isTrue();

        Served second = draw(player, 4);

        assertThat(second.draw().id()).isNotEqualTo(first.draw().id());
        assertThat(second.note()).contains(TimedService.DISCARDED);
        assertThat(Wording.t(second.note().orElseThrow(), TimeText.of(timed.penalty())))
                .isEqualTo("Your last timed puzzle of this size was discarded unfinished, so it counts as 18:00.");
        TimedDraw ended = ((TimedService.Found) timed.draw(player, first.draw().id())).draw();
        assertThat(ended.finished().orElseThrow().outcome()).isEqualTo(AttemptOutcome.ABANDONED);
        assertThat(boards.count(ended)).isEqualTo(new TimedBoards.Counts(PENALTY, true));
        assertThat(timed.left(player, 4)).isZero();
    }

    @Test
    void two_tabs_drawing_at_once_share_one_draw_and_one_game() throws Exception {
        fourByFours(4);
        now();
        PlayerRef player = new PlayerRef.Account(account("Lou"));
        ExecutorService tabs = Executors.newFixedThreadPool(2);
        try {
            Callable<Served> tab = () -> draw(player, 4);
            Future<Served> first = tabs.submit(tab), second = tabs.submit(tab);
            assertThat(first.get().draw().id()).isEqualTo(second.get().draw().id());
            assertThat(first.get().game().id()).isEqualTo(second.get().game().id());
        } finally {
            tabs.shutdown();
        }
        assertThat(drawsOf(player)).isEqualTo(1);
        assertThat(timed.left(player, 4)).isEqualTo(1);
    }

    @Test
    void two_finishes_at_once_end_the_draw_once() throws Exception {
        fourByFours(2);
        now();
        PlayerRef player = new PlayerRef.Account(account("Max"));
        Served drawn = draw(player, 4);
        GameFinished finish = givenUp(player, drawn.game());
        ExecutorService tabs = Executors.newFixedThreadPool(2);
        try {
            Callable<TimedService.Finish> tab = () -> timed.finish(finish);
            Future<TimedService.Finish> first = tabs.submit(tab), second = tabs.submit(tab);
            assertThat(List.of(first.get(), second.get()))
                    .filteredOn(f -> f instanceof Ended)
                    .hasSize(1);
            assertThat(List.of(first.get(), second.get())).contains(new Refused(TimedService.ENDED));
        } finally {
            tabs.shutdown();
        }
    }

    @Autowired
    ApplicationEventPublisher events;

    @Test
    void a_deleted_accounts_draws_go_with_it() {
        long gone = account("Olga"), stays = account("Pia");
        drew(gone, 1, 1, AttemptOutcome.CLEAN, 200);
        drew(stays, 1, 1, AttemptOutcome.CLEAN, 210);
        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> events.publishEvent(new AccountDeleted(gone, "olga")));
        assertThat(drawsOf(new PlayerRef.Account(gone))).isZero();
        assertThat(drawsOf(new PlayerRef.Account(stays))).isEqualTo(1);
    }

    @Autowired
    PlatformTransactionManager transactions;

    /** Types the solution into the game at a script's speed, as a page would send it, and waits for the finish. */
    private void solveInABlink(GameState game) throws InterruptedException {
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        int n = game.puzzle().size();
        for (int i = 0; i < n * n; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, n),
                    game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (stats.heldForReview(game.id()).isEmpty() && System.nanoTime() < deadline) Thread.sleep(20);
    }

    @Test
    void a_scripted_solve_is_held_off_the_boards_until_a_moderator_clears_it() throws Exception {
        fourByFours(2);
        now();
        long id = account("Ned");
        PlayerRef player = new PlayerRef.Account(id);
        Served drawn = draw(player, 4);
        solveInABlink(drawn.game());
        assertThat(stats.heldForReview(drawn.game().id())).containsInstanceOf(Held.TooFast.class);
        assertThat(timed.ofGame(player, drawn.game().id()).orElseThrow().finished())
                .map(TimedDraw.Finished::outcome)
                .contains(AttemptOutcome.CLEAN);

        Board held = boards.board(4, player);
        assertThat(held.held()).isEqualTo(1);
        assertThat(held.best()).noneMatch(Row::you);

        PlayerRef moderator = new PlayerRef.Account(insertPlayer("timedmod", null));
        SolveReviews.Waiting waiting = reviews.waiting(moderator).stream()
                .filter(w -> w.gameId().equals(drawn.game().id()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the held timed solve is not in the moderators' queue"));
        assertThat(waiting.dailyPuzzleId()).as("a practice game, no daily").isEmpty();
        assertThat(reviews.decide(moderator, waiting.solveId(), true)).isInstanceOf(SolveReviews.Done.class);
        Board cleared = boards.board(4, player);
        assertThat(cleared.held()).isZero();
        assertThat(cleared.best()).filteredOn(Row::you).singleElement().satisfies(row -> {
            assertThat(row.counting()).isEqualTo(1);
            assertThat(row.value()).isLessThan(Duration.ofSeconds(20));
        });
    }
}
