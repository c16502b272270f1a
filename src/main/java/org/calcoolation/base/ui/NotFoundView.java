package org.calcoolation.base.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;

/** A wrong address: say so plainly, inside the site's header, and offer the ways on. */
@ParentLayout(MainLayout.class)
@PageTitle("Page not found · Calcoolation")
@AnonymousAllowed
public class NotFoundView extends MessagePage implements HasErrorParameter<NotFoundException> {

    public NotFoundView() {
        super("Page not found", "There is no page at this address. It may have been mistyped, or the link is old.");
        add(new Paragraph(
                new Text("Or go to "),
                new Anchor(".", "the home page"),
                new Text(", "),
                new Anchor("today", "today's puzzles"),
                new Text(" or "),
                new Anchor("how-to-play", "how to play"),
                new Text(".")));
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        return HttpServletResponse.SC_NOT_FOUND;
    }
}
