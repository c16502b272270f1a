package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.classroom.AssignmentStarts;
import org.calcoolation.classroom.ClassSignals;
import org.calcoolation.classroom.Classroom;
import org.springframework.stereotype.Component;

/**
 * Gives every page of a student account a {@link LiveStart} (once a page, whatever route it shows),
 * and times the countdowns' steps: one thread of this node's for all of them, never a page's, so that
 * a busy scheduler of the site's (the game saver's) does not hold a countdown back.
 */
@Component
class LiveStarts {

    private final AssignmentStarts starts;
    private final ClassSignals signals;
    private final Clock clock;
    private final ScheduledExecutorService steps = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "class-countdown");
        thread.setDaemon(true);
        return thread;
    });

    LiveStarts(AssignmentStarts starts, ClassSignals signals, Clock clock) {
        this.starts = starts;
        this.signals = signals;
        this.clock = clock;
    }

    /** The student's page hears its class's starts from now on (nothing happens if it does already). */
    void join(UI ui, Classroom.Student student) {
        if (ComponentUtil.getData(ui, LiveStart.class) != null) return;
        LiveStart start = new LiveStart(this, starts, signals, new PlayerRef.Account(student.id()), student.classId());
        ComponentUtil.setData(ui, LiveStart.class, start);
        ui.add(start);
    }

    Instant now() {
        return clock.instant();
    }

    /** Runs {@code step} at {@code when} (at once if it has passed); the returned action cancels it. */
    Runnable at(Instant when, Runnable step) {
        long millis = Math.max(0, Duration.between(clock.instant(), when).toMillis());
        ScheduledFuture<?> planned = steps.schedule(step, millis, TimeUnit.MILLISECONDS);
        return () -> planned.cancel(false);
    }

    @PreDestroy
    void close() {
        steps.shutdownNow();
    }
}
