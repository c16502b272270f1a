package org.calcoolation.base.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Failures inside a click or key handler never reach the error views; this logs them and tells the
 * player in one plain sentence instead of showing a stack trace.
 */
@Component
class FriendlyErrors implements VaadinServiceInitListener {

    private static final Logger log = LoggerFactory.getLogger(FriendlyErrors.class);

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionInitListener(init -> init.getSession().setErrorHandler(error -> {
            log.error("Unexpected error in a request", error.getThrowable());
            UI ui = UI.getCurrent();
            if (ui != null) {
                Notification note = Notification.show("Something went wrong. Please try again.", 5000, Notification.Position.MIDDLE);
                note.addThemeVariants(NotificationVariant.LUMO_ERROR);
            }
        }));
    }
}
