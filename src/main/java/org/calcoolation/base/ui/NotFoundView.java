package org.calcoolation.base.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;

/** A wrong address: say so plainly and offer the way home. */
@PageTitle("Page not found · Calcoolation")
@AnonymousAllowed
public class NotFoundView extends MessagePage implements HasErrorParameter<NotFoundException> {

    public NotFoundView() {
        super("Page not found", "There is no page at this address.");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        return HttpServletResponse.SC_NOT_FOUND;
    }
}
