package org.calcoolation.base.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;

/** A wrong address: say so plainly, inside the site's header, and offer the ways on. */
@ParentLayout(MainLayout.class)
@AnonymousAllowed
public class NotFoundView extends MessagePage implements HasErrorParameter<NotFoundException> {

    public NotFoundView() {
        super("notFound.title", "notFound.text");
        // Three links after a lead-in, not a sentence with links inside: each language orders its own words.
        add(new Paragraph(
                new Text(getTranslation("notFound.waysOn") + " "),
                link(".", "notFound.home"),
                new Text(" · "),
                link("today", "notFound.today"),
                new Text(" · "),
                link("how-to-play", "notFound.howToPlay")));
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        return HttpServletResponse.SC_NOT_FOUND;
    }
}
