package org.calcoolation.classroom;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The teachers' pages on this node that show a class's progress, told when a student of it starts
 * or finishes an assigned puzzle, as {@code game.store.GameWatchers} tells a game's pages of its
 * moves. What a page does with it must not block: it is called on the thread that made the change,
 * and hands its work to the page's {@code UI.access}.
 */
@Component
public class ClassSignals {

    private static final Logger log = LoggerFactory.getLogger(ClassSignals.class);

    private final ConcurrentMap<Long, Set<Runnable>> watchers = new ConcurrentHashMap<>();

    /** Tells {@code onChange} of every change of the class's progress until the returned action is run. */
    public Runnable watch(long classId, Runnable onChange) {
        watchers.computeIfAbsent(classId, id -> ConcurrentHashMap.newKeySet()).add(onChange);
        return () -> watchers.computeIfPresent(classId, (id, set) -> {
            set.remove(onChange);
            return set.isEmpty() ? null : set;
        });
    }

    void changed(long classId) {
        Set<Runnable> set = watchers.get(classId);
        if (set == null) return;
        for (Runnable watcher : set) {
            try {
                watcher.run();
            } catch (RuntimeException e) {
                log.warn("A page watching class {} could not be told of a change: {}", classId, e.toString());
            }
        }
    }
}
