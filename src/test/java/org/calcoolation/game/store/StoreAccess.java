package org.calcoolation.game.store;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Executor;
import org.calcoolation.base.live.LiveEvents;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * What the game tests outside this package do to a {@link GameStore} by hand, where the running
 * application leaves it to its schedule: save now, forget idle games, start a second store. The
 * store keeps these package-private; tests in {@code org.calcoolation.game} reach them here.
 */
public final class StoreAccess {

    /** How long a game no page shows stays in memory. */
    public static final Duration UNSHOWN = GameStore.UNSHOWN;

    private StoreAccess() {}

    /**
     * A store over the context's database, publishing to {@code publisher} and finishing on {@code finisher}.
     * Its live events are its own: a test's second store hears nothing of the first unless it asks to,
     * by {@link #newStore(ApplicationContext, ApplicationEventPublisher, Executor, Clock, LiveEvents)}.
     */
    public static GameStore newStore(
            ApplicationContext context, ApplicationEventPublisher publisher, Executor finisher, Clock clock) {
        return newStore(context, publisher, finisher, clock, LiveEvents.inProcess(new SimpleMeterRegistry()));
    }

    /** A store that hears and sends the game's live events on {@code live}, as a node of a site does. */
    public static GameStore newStore(
            ApplicationContext context,
            ApplicationEventPublisher publisher,
            Executor finisher,
            Clock clock,
            LiveEvents live) {
        return new GameStore(
                context.getBean(SavedGameRepository.class),
                context.getBean(SavedGameUpdates.class),
                context.getBean(PlatformTransactionManager.class),
                publisher,
                finisher,
                clock,
                live);
    }

    public static void saveAllNow(GameStore store) {
        store.saveAllNow();
    }

    public static void saveDue(GameStore store) {
        store.saveDue();
    }

    public static void forgetIdle(GameStore store) {
        store.forgetIdle();
    }

    public static boolean isHeld(GameStore store, UUID game) {
        return store.isHeld(game);
    }
}
