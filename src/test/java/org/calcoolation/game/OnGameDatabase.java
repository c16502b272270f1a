package org.calcoolation.game;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.HandClock;
import org.calcoolation.account.PlayerKeys;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * What the game tests on a real H2 file share: each test has its own store and service with a
 * hand-moved clock, saves by hand and stores a finish on the calling thread; "a restart" or
 * "another node" is a second store on the same database. The database file is the game tests'
 * own, so that other test runs on the same checkout do not lock it; one context serves them all.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/games")
abstract class OnGameDatabase {

    static final PuzzleKind EASY_4 = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);

    @Autowired
    SavedGameRepository rows;

    @Autowired
    SavedGameUpdates updates;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    PlayerSettings settings;

    final HandClock clock = new HandClock();
    /** What the test's own store published. */
    final List<Object> events = new CopyOnWriteArrayList<>();

    final PlayerRef player = PlayerKeys.random();
    GameStore store;
    GameService service;

    @BeforeEach
    void newStoreAndService() {
        store = newStore(events::add, Runnable::run);
        service = serviceOn(store);
    }

    /** A second store on the same database, as after a restart or on another node: it publishes to nobody. */
    GameStore newStore() {
        return newStore(event -> {}, Runnable::run);
    }

    GameStore newStore(ApplicationEventPublisher publisher, Executor finisher) {
        return new GameStore(rows, updates, transactions, publisher, finisher, clock);
    }

    GameService serviceOn(GameStore on) {
        // Its metrics go to a registry nobody reads.
        return new GameService(on, clock, List.of(), new GameMetrics(new SimpleMeterRegistry(), on), settings);
    }

    /** A service over a second store: what the player finds after a restart. */
    GameService restarted() {
        return serviceOn(newStore());
    }

    /** A new 4×4 practice game of the {@link #player}, shown on a page. */
    GameState newGame() {
        GameState game = service.newGame(player, EASY_4);
        return service.show(seat(game));
    }

    static Seat seat(GameState game) {
        return new Seat(game.id(), "page");
    }

    /** A cell of a 4×4 grid. */
    static Cell cell(int index) {
        return Cell.ofIndex(index, 4);
    }

    /** The solution's digit in a cell of a 4×4 game. */
    static int digit(GameState game, int index) {
        return game.puzzle().solution().orElseThrow().digit(cell(index));
    }

    /** An account of this run only: the test database outlives a run. */
    static PlayerRef.Account newAccount() {
        return new PlayerRef.Account(ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2));
    }
}
