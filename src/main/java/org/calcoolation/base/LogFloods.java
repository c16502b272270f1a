package org.calcoolation.base;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.stereotype.Component;

/**
 * At most one stack trace a minute of each kind (the same logger and message pattern), so that a
 * failure that hits every request or every game (a full disk, a database gone) writes one trace a
 * minute, not megabytes. When a kind comes back after its minute, a line first says how many of it
 * were left out. Lines without a trace pass untouched: each refusal of hostile input stays one line,
 * and code that can repeat a line thousands of times says less by itself (game/GameSaver).
 */
final class LogFloods extends TurboFilter {

    static final Duration WINDOW = Duration.ofMinutes(1);
    /** Kinds remembered at most: a flood of ever-new messages must not fill the memory instead. */
    static final int KINDS = 2_000;

    private static final String SELF = LogFloods.class.getName();

    private record Window(long startNanos, AtomicInteger left) {}

    private final Map<String, Window> windows = new ConcurrentHashMap<>();
    private final LongSupplier nanoTime;

    LogFloods(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        if (!level.isGreaterOrEqual(Level.WARN) || logger.getName().equals(SELF) || !hasTrace(t, params))
            return FilterReply.NEUTRAL;
        String kind = logger.getName() + '|' + (format == null ? "" : format);
        long now = nanoTime.getAsLong();
        Window window = windows.get(kind);
        if (window != null && now - window.startNanos() < WINDOW.toNanos()) {
            window.left().incrementAndGet();
            return FilterReply.DENY;
        }
        if (windows.size() >= KINDS) windows.clear();
        windows.put(kind, new Window(now, new AtomicInteger()));
        if (window != null && window.left().get() > 0) {
            logger.getLoggerContext()
                    .getLogger(SELF)
                    .warn(
                            "{} more lines of {} like the next were left out in the last minute",
                            window.left().get(),
                            logger.getName());
        }
        return FilterReply.NEUTRAL;
    }

    /** SLF4J passes a trace as the last argument; Logback takes it out of the arguments only later. */
    private static boolean hasTrace(Throwable t, Object[] params) {
        return t != null || (params != null && params.length > 0 && params[params.length - 1] instanceof Throwable);
    }

    /** Puts the filter in front of every logger of the application, once however many contexts start. */
    @Component
    static final class Installer {
        Installer() {
            if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context
                    && context.getTurboFilterList().stream().noneMatch(LogFloods.class::isInstance)) {
                LogFloods filter = new LogFloods(System::nanoTime);
                filter.start();
                context.addTurboFilter(filter);
            }
        }
    }
}
