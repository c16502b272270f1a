package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.club.Clubs;

/**
 * An invite link: joins its club and goes to the club's page. For accounts only: a guest is sent to
 * log in (or register from there) and comes back here, which then joins.
 */
@Route(value = "clubs/join/:token", layout = MainLayout.class)
@PermitAll
public class JoinView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final Clubs clubs;
    private final CurrentPlayer signedIn;
    final Paragraph refusal = new Paragraph();

    public JoinView(Clubs clubs, CurrentPlayer signedIn) {
        this.clubs = clubs;
        this.signedIn = signedIn;
        addClassName("clubs");
        refusal.addClassName("refusal");
        add(new H1(getTranslation("join.heading")), refusal, new Anchor("clubs", getTranslation("join.yourClubs")));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("join.heading"));
    }

    static String path(String token) {
        return "clubs/join/" + token;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String token = event.getRouteParameters().get("token").orElse("");
        PlayerRef.Account player = new PlayerRef.Account(signedIn.required().id());
        switch (clubs.join(player, token)) {
            case Clubs.Result.Done done -> event.forwardTo(ClubView.path(done.clubId()));
            case Clubs.Result.Refused refused ->
                refusal.setText(getTranslation(
                        refused.message().key(), refused.message().args()));
        }
    }
}
