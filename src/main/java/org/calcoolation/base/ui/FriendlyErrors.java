package org.calcoolation.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;

/**
 * Failures inside a click or key handler never reach the error views; this logs them and tells the
 * player in one plain sentence instead of showing a stack trace. A malformed message, which only a
 * crafted request sends, is one warning line.
 */
@Component
class FriendlyErrors implements VaadinServiceInitListener {

    private static final Logger log = LoggerFactory.getLogger(FriendlyErrors.class);

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionInitListener(init -> init.getSession().setErrorHandler(error -> {
            if (isMalformedMessage(error.getThrowable())) {
                // A crafted message (a field of the wrong type deep in a call): not our fault, one line.
                log.warn("Refused a malformed Vaadin message: {}", firstLine(error.getThrowable()));
                return;
            }
            log.error("Unexpected error in a request", error.getThrowable());
            UI ui = UI.getCurrent();
            if (ui != null) {
                Notification note = Notification.show("Something went wrong. Please try again.", 5000, Notification.Position.MIDDLE);
                note.addThemeVariants(NotificationVariant.LUMO_ERROR);
            }
        }));
    }

    /**
     * A message from the browser that Vaadin could not read as JSON of the expected shape; our
     * pages never send one. Vaadin reads a message before it calls any of our code, so a JSON
     * failure with our code between it and Vaadin's message handling is ours, and logged in full.
     * (Our filters lie further down every stack, below Vaadin's handling.)
     */
    static boolean isMalformedMessage(Throwable error) {
        boolean json = false;
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof JacksonException) json = true;
            for (StackTraceElement frame : t.getStackTrace()) {
                if (frame.getClassName().startsWith(VAADIN_HANDLING)) break;
                if (frame.getClassName().startsWith(OURS)) return false;
            }
        }
        return json;
    }

    private static final String OURS = "org.calcoolation.";
    private static final String VAADIN_HANDLING = "com.vaadin.flow.server.communication.";

    private static String firstLine(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null) root = root.getCause();
        String message = String.valueOf(root.getMessage());
        int end = message.indexOf('\n');
        String line = end < 0 ? message : message.substring(0, end);
        return root.getClass().getSimpleName() + ": " + (line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }
}
