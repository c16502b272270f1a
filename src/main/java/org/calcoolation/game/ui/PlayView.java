package org.calcoolation.game.ui;

import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteAlias;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/** Generate a puzzle and play it. */
@Route("play")
@RouteAlias("")
@PageTitle("Play · Calcoolation")
@AnonymousAllowed
public class PlayView extends VerticalLayout {

    public PlayView() {
        add(new H1("Calcoolation"));
    }
}
