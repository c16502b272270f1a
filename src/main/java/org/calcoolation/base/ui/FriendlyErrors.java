package org.calcoolation.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.util.DisconnectedClientHelper;

/**
 * Failures inside a click or key handler never reach the error views; this logs them and tells the
 * player in one plain sentence instead of showing a stack trace. A malformed message, which only a
 * crafted request sends, is one warning line. A browser that went away while its answer was being
 * written (a tab closed, a network dropped) is one debug line: nothing failed here.
 */
@Component
class FriendlyErrors implements VaadinServiceInitListener {

    private static final Logger log = LoggerFactory.getLogger(FriendlyErrors.class);

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource()
                .addSessionInitListener(init -> init.getSession().setErrorHandler(error -> {
                    if (isHangUp(error.getThrowable())) {
                        log.debug("A client left before its answer was written: {}", firstLine(error.getThrowable()));
                        return;
                    }
                    if (isRefusedMessage(error.getThrowable())) {
                        // A crafted message (a field missing or of the wrong type, an unknown call): one line.
                        log.warn("Refused a crafted Vaadin message: {}", firstLine(error.getThrowable()));
                        return;
                    }
                    log.error("Unexpected error in a request", error.getThrowable());
                    UI ui = UI.getCurrent();
                    if (ui != null) {
                        Notification note = Notification.show(
                                ui.getTranslation("error.tryAgain"), 5000, Notification.Position.MIDDLE);
                        note.addThemeVariants(NotificationVariant.LUMO_ERROR);
                    }
                }));
    }

    /**
     * The browser went away while Vaadin wrote its answer: Tomcat's ClientAbortException, a broken
     * pipe or a reset somewhere in the causes. Spring's helper leaves out a database's or an HTTP
     * client's failures, which are ours even when a connection reset is inside them.
     */
    static boolean isHangUp(Throwable error) {
        return DisconnectedClientHelper.isClientDisconnectedException(error);
    }

    /**
     * A message from the browser that Vaadin refused while reading or dispatching it, before any
     * of our code ran: a field missing or of the wrong type, an unknown call, a property the page
     * may not set. Our pages never send one, so it was crafted. A failure with our code between
     * the throw and Vaadin's dispatch is ours, and logged in full. (Our filters lie further down
     * every stack, below Vaadin's handling.)
     */
    static boolean isRefusedMessage(Throwable error) {
        boolean inDispatch = false;
        for (Throwable t = error; t != null; t = t.getCause()) {
            for (StackTraceElement frame : t.getStackTrace()) {
                String name = frame.getClassName();
                if (name.startsWith(OURS)) return false;
                if (name.startsWith(HANDLING)) {
                    inDispatch |= DISPATCH.stream().anyMatch(name::startsWith);
                    break;
                }
            }
        }
        return inDispatch;
    }

    private static final String OURS = "org.calcoolation.";
    /** Vaadin's handling of a request, from which only the dispatch of a message's calls reaches our code. */
    private static final String HANDLING = "com.vaadin.flow.server.communication.";
    /** Where Vaadin reads a message and hands each call to its handler. */
    private static final List<String> DISPATCH = List.of(
            "com.vaadin.flow.server.communication.ServerRpcHandler", "com.vaadin.flow.server.communication.rpc.");

    private static String firstLine(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null) root = root.getCause();
        String message = String.valueOf(root.getMessage());
        int end = message.indexOf('\n');
        String line = end < 0 ? message : message.substring(0, end);
        return root.getClass().getSimpleName() + ": " + (line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }
}
