package org.calcoolation.base.web;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * What one failure or one address can make the log say, bounded.
 * <ul>
 * <li>At most one stack trace a minute of each kind (the same logger and message pattern), so that
 * a failure that hits every request or every game (a full disk, a database gone) writes one trace a
 * minute, not megabytes. When a kind comes back after its minute, a line first says how many of it
 * were left out.
 * <li>A refused request ({@link Refusal}: a forged token, a message out of step, a body that is not
 * JSON...) is counted by kind and address a minute ({@link RefusalWindows}): the first of a minute
 * is written, and once the minute is over one line says how many more came. Before, each was a
 * line: 2,000 refused messages from one address wrote 353 KB.
 * </ul>
 * Other lines without a trace pass untouched; code that can repeat a line thousands of times says
 * less by itself (game/GameSaver).
 */
final class LogFloods extends TurboFilter {

    static final Duration WINDOW = Duration.ofMinutes(1);
    /** Kinds remembered at most: a flood of ever-new messages must not fill the memory instead. */
    static final int KINDS = 2_000;

    static final Duration SWEEP_EVERY = Duration.ofSeconds(1);

    private static final String SELF = LogFloods.class.getName();

    private record Window(long startNanos, AtomicInteger left) {}

    private final Map<String, Window> windows = new ConcurrentHashMap<>();
    private final RefusalWindows refusals = new RefusalWindows();
    private final AtomicLong lastSwept;
    private final LongSupplier nanoTime;

    LogFloods(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
        this.lastSwept = new AtomicLong(nanoTime.getAsLong());
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        if (!level.isGreaterOrEqual(Level.WARN) || logger.getName().equals(SELF)) return FilterReply.NEUTRAL;
        Refusal refusal = Refusal.of(logger.getName(), format);
        if (refusal != null) return count(refusal, logger.getLoggerContext(), params);
        if (!hasTrace(t, params)) return FilterReply.NEUTRAL;
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

    private FilterReply count(Refusal refusal, LoggerContext context, Object[] params) {
        long now = nanoTime.getAsLong();
        long swept = lastSwept.get();
        // Closing windows as refusals come, at most once a second; the installer's timer closes those of a flood that
        // stopped.
        if (now - swept >= SWEEP_EVERY.toNanos() && lastSwept.compareAndSet(swept, now)) sweep(context);
        return refusals.admit(refusal.kind(), refusal.address(params), now) ? FilterReply.NEUTRAL : FilterReply.DENY;
    }

    /** Writes a line for each refusal window a minute old that left refusals out. */
    void sweep(LoggerContext context) {
        for (RefusalWindows.Summary closed : refusals.close(nanoTime.getAsLong())) {
            context.getLogger(SELF)
                    .warn(
                            "{} more refused requests of kind {} from {} in the last minute were counted, not written",
                            closed.left(),
                            closed.kind(),
                            closed.address());
        }
    }

    /** Every refusal of the kind since the start, written or not. */
    long refused(Refusal.Kind kind) {
        return refusals.total(kind);
    }

    /** SLF4J passes a trace as the last argument; Logback takes it out of the arguments only later. */
    private static boolean hasTrace(Throwable t, Object[] params) {
        return t != null || (params != null && params.length > 0 && params[params.length - 1] instanceof Throwable);
    }

    /**
     * Puts the filter in front of every logger of the application, once however many contexts
     * start; closes the refusal windows of a flood that stopped, and publishes the refusals' counts
     * as {@code calcoolation_requests_refused_total{kind}}.
     */
    @Component
    static final class Installer implements MeterBinder {

        Installer() {
            installed();
        }

        /**
         * The filter in the logging context now, put there if missing: a later Spring context in the
         * same JVM (tests) resets Logback and drops the one installed before, so each use looks again
         * rather than holding on to a filter no line passes any more.
         */
        private static @Nullable LogFloods installed() {
            if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) return null;
            synchronized (context) {
                LogFloods installed = context.getTurboFilterList().stream()
                        .filter(LogFloods.class::isInstance)
                        .map(LogFloods.class::cast)
                        .findFirst()
                        .orElse(null);
                if (installed == null) {
                    installed = new LogFloods(System::nanoTime);
                    installed.start();
                    context.addTurboFilter(installed);
                }
                return installed;
            }
        }

        @Scheduled(fixedDelay = 10_000)
        void sweep() {
            LogFloods filter = installed();
            if (filter != null && LoggerFactory.getILoggerFactory() instanceof LoggerContext context)
                filter.sweep(context);
        }

        @Override
        public void bindTo(MeterRegistry registry) {
            if (installed() == null) return;
            for (Refusal.Kind kind : Refusal.Kind.values()) {
                FunctionCounter.builder("calcoolation.requests.refused", this, installer -> {
                            LogFloods filter = installed();
                            return filter == null ? 0 : filter.refused(kind);
                        })
                        .description(
                                "Requests refused, by kind; the log writes the first of each kind and address a minute")
                        .tag("kind", kind.tag)
                        .register(registry);
            }
        }
    }
}
