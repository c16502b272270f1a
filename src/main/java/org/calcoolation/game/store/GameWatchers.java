package org.calcoolation.game.store;

import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pages on this node that show a game, to be told when it changes: another tab's or device's
 * move, a finish stored, a write that failed or went through again. Each is told after the game's
 * lock is let go, and what it does with that (a page asks for the game and pushes what differs)
 * must not block: it is called on the thread that changed the game.
 */
final class GameWatchers {

    private static final Logger log = LoggerFactory.getLogger(GameWatchers.class);

    private final ConcurrentMap<UUID, Set<Runnable>> watchers = new ConcurrentHashMap<>();

    /** Tells {@code onChange} of every change of the game until the returned action is run. */
    Runnable watch(UUID game, Runnable onChange) {
        watchers.computeIfAbsent(game, id -> ConcurrentHashMap.newKeySet()).add(onChange);
        return () -> watchers.computeIfPresent(game, (id, set) -> {
            set.remove(onChange);
            return set.isEmpty() ? null : set;
        });
    }

    void changed(UUID game) {
        Set<Runnable> set = watchers.get(game);
        if (set == null) return;
        for (Runnable watcher : set) {
            try {
                watcher.run();
            } catch (RuntimeException e) {
                // One page that cannot be told must not stop the move or the others.
                log.warn("A page watching game {} could not be told of a change: {}", game, e.toString());
            }
        }
    }

    /** The games some page on this node shows now. */
    Set<UUID> watchedGames() {
        return Set.copyOf(watchers.keySet());
    }

    int watched() {
        return watchers.size();
    }
}
