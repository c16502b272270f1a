package org.calcoolation.base.push;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.stereotype.Component;

/**
 * Leaves out Atmosphere's "Failed to cancel resource" error. When a page's push connection closes (a
 * tab closed, a browser quit) Atmosphere cleans it up, and that clean-up fails now and then on the
 * socket already gone: "Message will not be sent because the WebSocket session has been closed", or
 * a NullPointerException on the resource it let go. It logged each as an ERROR with a stack trace,
 * which a fresh-clone run counted as an error of the app (FreshInstallIT). Nothing is lost: the
 * connection was ending anyway. Every other line of Atmosphere passes.
 */
final class PushDisconnectNoise extends TurboFilter {

    static final String LOGGER = "org.atmosphere.cpr.AsynchronousProcessor";
    static final String FORMAT = "Failed to cancel resource: {}";

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        return LOGGER.equals(logger.getName()) && FORMAT.equals(format) ? FilterReply.DENY : FilterReply.NEUTRAL;
    }

    /** Puts the filter in front of every logger of the application, once however many contexts start. */
    @Component
    static final class Installer {
        Installer() {
            if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context
                    && context.getTurboFilterList().stream().noneMatch(PushDisconnectNoise.class::isInstance)) {
                PushDisconnectNoise filter = new PushDisconnectNoise();
                filter.start();
                context.addTurboFilter(filter);
            }
        }
    }
}
