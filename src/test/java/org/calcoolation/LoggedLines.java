package org.calcoolation;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

/**
 * The lines the application logs during each test, from the threads a test names: register it as a
 * field ({@code @RegisterExtension final LoggedLines logged = LoggedLines.all();}), read
 * {@link #lines}, {@link #clear} before the moment a test looks at.
 */
public final class LoggedLines implements BeforeEachCallback, AfterEachCallback {

    private final List<ILoggingEvent> lines = new CopyOnWriteArrayList<>();
    private final AppenderBase<ILoggingEvent> appender;

    private LoggedLines(Predicate<String> threads) {
        appender = new AppenderBase<>() {
            @Override
            protected void append(ILoggingEvent event) {
                if (threads.test(event.getThreadName())) lines.add(event);
            }
        };
    }

    /** Every thread's lines. */
    public static LoggedLines all() {
        return new LoggedLines(thread -> true);
    }

    /** Only the lines of threads whose names start so (Tomcat's request threads: {@code "http-nio"}). */
    public static LoggedLines ofThreadsNamed(String prefix) {
        return new LoggedLines(thread -> thread.startsWith(prefix));
    }

    public List<ILoggingEvent> lines() {
        return List.copyOf(lines);
    }

    public void clear() {
        lines.clear();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        appender.start();
        root().addAppender(appender);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        root().detachAppender(appender);
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }
}
