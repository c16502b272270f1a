package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;
import javax.sql.DataSource;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.HelpTechniques;
import org.calcoolation.stats.RatingService;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * What a fresh install does once the pool has replaced the connection that ran the migrations. H2
 * 2.4 bound a CHECK constraint to the session that created it: from then on every solve failed to
 * store, about 30 minutes after the first start. Each test here writes everything a player makes
 * (an account, a game and its finish, a solve, a give-up, a rating) after the pool retired every
 * connection of the migrations' time, one by hand and one by Hikari's own max-lifetime.
 *
 * <p>The database is this class's own and new at every run, so that the migrations run in this context.
 */
@SpringBootTest(properties = {"spring.datasource.hikari.max-lifetime=30000", "calcoolation.ratings.cron=-"})
class RecordsOutliveThePoolTest {

    private static final PuzzleKind EASY_4 = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);

    @DynamicPropertySource
    static void freshDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "fresh");
    }

    @Autowired
    DataSource dataSource;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    StatsService stats;

    @Autowired
    RatingService ratings;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    HelpTechniques helpTechniques;

    @Test
    void every_write_of_a_player_works_after_the_pool_retired_the_connections_that_ran_the_migrations()
            throws Exception {
        Set<String> migrationTime = sessions();

        dataSource.unwrap(HikariDataSource.class).getHikariPoolMXBean().softEvictConnections();
        awaitSessions(
                now -> now.stream().noneMatch(migrationTime::contains),
                "every connection of the migrations' time closed");

        everythingAPlayerWrites();
    }

    /**
     * Writes as players would for past the pool's max-lifetime (30 s, Hikari's least), then once
     * more after every connection open at the start has been retired.
     */
    @Test
    void writes_made_across_the_pools_max_lifetime_are_all_stored() throws Exception {
        Set<String> atStart = sessions();
        long end = System.nanoTime() + Duration.ofSeconds(33).toNanos();
        int solves = 0;
        long player = account();
        while (System.nanoTime() < end) {
            stats.record(solve(
                    player,
                    UUID.randomUUID(),
                    OptionalLong.empty(),
                    "4:x",
                    Outcome.CLEAN,
                    LocalDate.now(ZoneOffset.UTC)));
            solves++;
            Thread.sleep(1_000);
        }
        awaitSessions(now -> now.stream().noneMatch(atStart::contains), "every connection open at the start retired");

        everythingAPlayerWrites();
        assertThat(jdbc.queryForObject(
                        "select count(*) from solve_record where player_id = ? and puzzle_id = '4:x'",
                        Integer.class,
                        player))
                .isEqualTo(solves);
    }

    /** An account, a practice game solved and one given up (through the game store), and yesterday's daily rated. */
    private void everythingAPlayerWrites() throws InterruptedException {
        long player = account();
        PlayerRef.Account account = new PlayerRef.Account(player);

        GameState solved = solveAGame(account);
        GameState givenUp = games.newGame(account, EASY_4);
        Seat seat = new Seat(givenUp.id(), "page");
        games.show(seat);
        games.revealSolution(seat);
        await(givenUp.id(), GameState::recorded);
        assertThat(jdbc.queryForObject("select outcome from solve_record where game_id = ?", String.class, solved.id()))
                .isEqualTo("CLEAN");
        assertThat(jdbc.queryForObject(
                        "select outcome from solve_record where game_id = ?", String.class, givenUp.id()))
                .isEqualTo("GIVEN_UP");

        // The coach's tally of a hinted finish (written after the finish, on its own connection).
        helpTechniques.record(player, solved.id(), List.of(Technique.CAGE_CELLS), Instant.now());
        assertThat(helpTechniques.mostNeeded(player))
                .extracting(HelpTechniques.Needed::technique)
                .containsExactly(Technique.CAGE_CELLS);

        // The database is this class's own: yesterday is rated afresh by each test.
        for (String table : List.of("player_rating", "puzzle_rating", "rating_period"))
            jdbc.update("delete from " + table);
        LocalDate yesterday = LocalDate.now(ZoneOffset.UTC).minusDays(1);
        DailyPuzzle rung = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(yesterday))
                .puzzles()
                .getFirst();
        stats.record(solve(
                player, UUID.randomUUID(), OptionalLong.of(rung.id()), rung.puzzleId(), Outcome.CLEAN, yesterday));
        ratings.rateFinishedDays();
        assertThat(ratings.yourRating(player))
                .as("a rating from yesterday's daily")
                .isPresent();
    }

    private long account() {
        String name = "pool_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult result = players.register(new PlayerService.Registration(
                name, "a long enough password here", "a long enough password here", null));
        assertThat(result).isInstanceOf(RegisterResult.Registered.class);
        return ((RegisterResult.Registered) result).player().id();
    }

    private GameState solveAGame(PlayerRef.Account account) throws InterruptedException {
        GameState game = games.newGame(account, EASY_4);
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        Grid solution = game.puzzle().solution().orElseThrow();
        for (int i = 0; i < 16; i++) games.place(seat, Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        return await(game.id(), GameState::recorded);
    }

    private static FinishToRecord solve(
            long player, UUID game, OptionalLong dailyPuzzleId, String puzzleId, Outcome outcome, LocalDate day) {
        return new FinishToRecord(
                player,
                game,
                dailyPuzzleId,
                puzzleId,
                EASY_4,
                outcome,
                60_000,
                70_000,
                day.atTime(12, 0).toInstant(ZoneOffset.UTC));
    }

    /** The game once {@code until} holds, for at most 10 s; fails at once if storing it failed. */
    private GameState await(UUID id, Predicate<GameState> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        GameState state = games.state(id);
        while (!until.test(state)) {
            assertThat(state.saveFailing()).as("storing the game failed").isFalse();
            if (System.nanoTime() > deadline) throw new AssertionError("the game never reached the state: " + state);
            Thread.sleep(20);
            state = games.state(id);
        }
        return state;
    }

    /** The database's open sessions (H2) or backends (PostgreSQL) of this database. */
    private Set<String> sessions() throws SQLException {
        boolean postgres;
        try (Connection connection = dataSource.getConnection()) {
            postgres = connection
                    .getMetaData()
                    .getDatabaseProductName()
                    .toLowerCase()
                    .contains("postgres");
        }
        // With when each began: a number alone may be given to a later session. Not the live events' listener
        // (base.live.PostgresChannel): it holds one connection of its own, outside the pool, for as long as it runs.
        List<String> ids = postgres
                ? jdbc.queryForList(
                        "select pid || '@' || backend_start from pg_stat_activity where datname = current_database()"
                                + " and application_name <> 'calcoolation live events'",
                        String.class)
                : jdbc.queryForList(
                        "select session_id || '@' || session_start from information_schema.sessions", String.class);
        return new HashSet<>(ids);
    }

    private void awaitSessions(Predicate<Set<String>> until, String what) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!until.test(sessions())) {
            if (System.nanoTime() > deadline) throw new AssertionError("never: " + what + "; sessions " + sessions());
            Thread.sleep(50);
        }
    }
}
