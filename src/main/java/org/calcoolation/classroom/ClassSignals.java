package org.calcoolation.classroom;

import java.util.function.LongConsumer;
import org.calcoolation.base.live.LiveEvents;
import org.springframework.stereotype.Component;

/**
 * A class's live news for its open pages on every node, through the site's {@link LiveEvents}: a
 * student started or finished an assigned puzzle or chose their password ({@value #PROGRESS}), and an
 * assignment's start was set or brought forward ({@value #STARTED}). Both are keyed by the class's
 * id; a start carries the assignment's id. Sent in the change's transaction, they go out with its
 * commit. A page's handler runs on the live events' thread and hands its work to the page's
 * {@code UI.access}, never blocking.
 */
@Component
public class ClassSignals {

    static final String PROGRESS = "class.progress";
    static final String STARTED = "class.started";

    private final LiveEvents live;

    ClassSignals(LiveEvents live) {
        this.live = live;
    }

    /** Tells {@code onChange} of every change of the class's progress or schedule until the returned action is run. */
    public Runnable watch(long classId, Runnable onChange) {
        String key = Long.toString(classId);
        Runnable progress = live.subscribe(PROGRESS, event -> {
            if (event.key().equals(key)) onChange.run();
        });
        Runnable started = live.subscribe(STARTED, event -> {
            if (event.key().equals(key)) onChange.run();
        });
        return () -> {
            progress.run();
            started.run();
        };
    }

    /** Tells {@code assignment} the id of each of the class's assignments whose start is set, until the returned action is run. */
    public Runnable onStart(long classId, LongConsumer assignment) {
        String key = Long.toString(classId);
        return live.subscribe(STARTED, event -> {
            if (!event.key().equals(key)) return;
            try {
                assignment.accept(Long.parseLong(event.payload()));
            } catch (NumberFormatException notAnId) {
                // Not an event of ours: nothing to open.
            }
        });
    }

    void changed(long classId) {
        live.publish(PROGRESS, Long.toString(classId), "");
    }

    void started(long classId, long assignmentId) {
        live.publish(STARTED, Long.toString(classId), Long.toString(assignmentId));
    }
}
