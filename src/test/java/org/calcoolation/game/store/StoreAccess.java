package org.calcoolation.game.store;

import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Executor;
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

    /** A store over the context's database, publishing to {@code publisher} and finishing on {@code finisher}. */
    public static GameStore newStore(
            ApplicationContext context, ApplicationEventPublisher publisher, Executor finisher, Clock clock) {
        return new GameStore(
                context.getBean(SavedGameRepository.class),
                context.getBean(SavedGameUpdates.class),
                context.getBean(PlatformTransactionManager.class),
                publisher,
                finisher,
                clock);
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
