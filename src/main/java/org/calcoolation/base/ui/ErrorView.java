package org.calcoolation.base.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** An unexpected failure while opening a page: log it, and show people a plain message, never a stack trace. */
@AnonymousAllowed
public class ErrorView extends MessagePage implements HasErrorParameter<Exception> {

    private static final Logger log = LoggerFactory.getLogger(ErrorView.class);

    public ErrorView() {
        super("error.title", "error.text");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<Exception> parameter) {
        log.error("Could not show /{}", event.getLocation().getPath(), parameter.getCaughtException());
        return HttpServletResponse.SC_INTERNAL_SERVER_ERROR;
    }
}
