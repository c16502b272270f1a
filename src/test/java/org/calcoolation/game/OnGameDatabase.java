package org.calcoolation.game;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.HandClock;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;
import org.calcoolation.game.store.SavedGameRepository;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * What the game tests on a real H2 file share: each test has its own store and service with a
 * hand-moved clock, saves by hand and stores a finish on the calling thread; "a restart" or
 * "another node" is a second store on the same database. The database is the test JVM's (its own
 * folder under target/test-data), and the context the one most test classes share.
 */
@SpringBootTest
public abstract class OnGameDatabase {

    protected static final PuzzleKind EASY_4 = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);

    @Autowired
    protected SavedGameRepository rows;

    @Autowired
    protected ApplicationContext context;

    @Autowired
    protected PlatformTransactionManager transactions;

    @Autowired
    protected PlayerSettings settings;

    protected final HandClock clock = new HandClock();
    /** What the test's own store published. */
    protected final List<Object> events = new CopyOnWriteArrayList<>();

    protected final PlayerRef player = PlayerKeys.random();
    protected GameStore store;
    protected GameService service;

    @BeforeEach
    protected void newStoreAndService() {
        store = newStore(events::add, Runnable::run);
        service = serviceOn(store);
    }

    /** A second store on the same database, as after a restart or on another node: it publishes to nobody. */
    protected GameStore newStore() {
        return newStore(event -> {}, Runnable::run);
    }

    protected GameStore newStore(ApplicationEventPublisher publisher, Executor finisher) {
        return StoreAccess.newStore(context, publisher, finisher, clock);
    }

    protected GameService serviceOn(GameStore on) {
        // Its metrics go to a registry nobody reads.
        return new GameService(
                on, clock, List.of(), new GameMetrics(new SimpleMeterRegistry(), on), settings, List.of());
    }

    /** A service over a second store: what the player finds after a restart. */
    protected GameService restarted() {
        return serviceOn(newStore());
    }

    /** A new 4×4 practice game of the {@link #player}, shown on a page. */
    protected GameState newGame() {
        GameState game = service.newGame(player, EASY_4);
        return service.show(seat(game));
    }

    protected static Seat seat(GameState game) {
        return new Seat(game.id(), "page");
    }

    /** A cell of a 4×4 grid. */
    protected static Cell cell(int index) {
        return Cell.ofIndex(index, 4);
    }

    /** The solution's digit in a cell of a 4×4 game. */
    protected static int digit(GameState game, int index) {
        return game.puzzle().solution().orElseThrow().digit(cell(index));
    }

    /** An account of this run only: the test database outlives a run. */
    protected static PlayerRef.Account newAccount() {
        return new PlayerRef.Account(ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2));
    }
}
