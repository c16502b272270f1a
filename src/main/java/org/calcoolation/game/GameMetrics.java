package org.calcoolation.game;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameStore;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * What the game feature tells operators (docs/operating.md, "Operating"): players online, games started and
 * finished, moves and the server time each took. The move path pays one counter increment and one
 * timer record, both lock-free and allocation-free; tags are few and fixed (size, difficulty,
 * daily or practice, outcome), so the number of series stays small.
 */
@Component
class GameMetrics {

    static final String PLAYERS_ONLINE = "calcoolation.players.online";
    static final String GAMES_IN_MEMORY = "calcoolation.games.in.memory";
    static final String GAMES_STARTED = "calcoolation.games.started";
    static final String GAMES_FINISHED = "calcoolation.games.finished";
    static final String MOVES = "calcoolation.moves";
    static final String MOVE_TIME = "calcoolation.move.time";

    private final MeterRegistry registry;
    private final Counter moves;
    private final Timer moveTime;

    GameMetrics(MeterRegistry registry, GameStore store) {
        this.registry = registry;
        this.moves = Counter.builder(MOVES)
                .description("Moves played (digits, notes, undo, check, hint, ...)")
                .register(registry);
        // A histogram, so that Prometheus can compute percentiles across nodes; buckets from 10 µs to 1 s.
        this.moveTime = Timer.builder(MOVE_TIME)
                .description("Server time of a move in the game service, waiting for the game's lock included")
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofNanos(10_000))
                .maximumExpectedValue(Duration.ofSeconds(1))
                .register(registry);
        Gauge.builder(PLAYERS_ONLINE, store, GameStore::playersOnline)
                .description("Players with a game on a page that was in touch within the last 15 s")
                .register(registry);
        Gauge.builder(GAMES_IN_MEMORY, store, GameStore::gamesInMemory)
                .description("Games held in this node's memory")
                .register(registry);
    }

    /** A move took this long, from the call into the service to the move applied. */
    void moved(long nanos) {
        moves.increment();
        moveTime.record(nanos, TimeUnit.NANOSECONDS);
    }

    void started(PuzzleKind kind, boolean daily) {
        registry.counter(
                        GAMES_STARTED,
                        "size",
                        Integer.toString(kind.size()),
                        "difficulty",
                        lower(kind.difficulty()),
                        "type",
                        type(daily))
                .increment();
    }

    /** Counted once the finish is stored, as stats records it. */
    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void finished(GameFinished finished) {
        registry.counter(
                        GAMES_FINISHED,
                        "size",
                        Integer.toString(finished.kind().size()),
                        "outcome",
                        lower(finished.outcome()),
                        "type",
                        type(finished.dailyPuzzleId().isPresent()))
                .increment();
    }

    private static String type(boolean daily) {
        return daily ? "daily" : "practice";
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
