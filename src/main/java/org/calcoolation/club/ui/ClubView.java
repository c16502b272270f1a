package org.calcoolation.club.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import jakarta.annotation.security.PermitAll;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.club.ClubBoards;
import org.calcoolation.club.Clubs;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * A club's page, for its members only: today's ladder among them, the week's standings, the
 * members' streaks; the owner's invite link, cap and member tools; Leave. To anyone else, and for
 * an address that names no club, the same plain sentence.
 */
@Route(value = "clubs/:id", layout = MainLayout.class)
@PermitAll
@StyleSheet("styles/clubs.css")
public class ClubView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final Clubs clubs;
    private final ClubBoards boards;
    private final PlayerRef.Account player;

    final H1 heading = new H1(getTranslation("club.heading"));
    final Paragraph description = new Paragraph();
    final Paragraph refusal = new Paragraph();
    final Paragraph status = new Paragraph();
    final TodayBoard today = new TodayBoard();
    final WeekTable week = new WeekTable();
    final MemberList members;
    final OwnerTools owner;
    final NativeButton leave = Buttons.quiet(getTranslation("club.leave"), this::leave);
    final Div content = new Div();
    private Optional<Clubs.Club> club = Optional.empty();
    private String title = getTranslation("page.title", getTranslation("club.heading"));

    public ClubView(Clubs clubs, ClubBoards boards, CurrentPlayer signedIn) {
        this.clubs = clubs;
        this.boards = boards;
        this.player = new PlayerRef.Account(signedIn.required().id());
        addClassName("clubs");
        refusal.addClassName("refusal");
        refusal.setVisible(false);
        status.addClassName("club-status");
        status.getElement().setAttribute("role", "status");
        description.addClassName("club-description");
        members = new MemberList(new MemberList.Actions(
                id -> act(clubs.remove(player, clubId(), id), "club.removed"),
                id -> act(clubs.handOver(player, clubId(), id), "club.handedOver")));
        owner = new OwnerTools(clubs, player, problem -> status.setText(say(problem)));
        content.add(description, status, today, week, members, owner, leave);
        add(heading, refusal, content, new Anchor("clubs", getTranslation("club.allYours")));
    }

    static String path(long clubId) {
        return "clubs/" + clubId;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String id = event.getRouteParameters().get("id").orElse("");
        club = id.matches("[0-9]{1,18}") ? clubs.visible(player, Long.parseLong(id)) : Optional.empty();
        status.setText("");
        draw();
    }

    private long clubId() {
        return club.orElseThrow().id();
    }

    private void draw() {
        if (club.isEmpty()) {
            heading.setText(getTranslation("club.none"));
            refusal.setText(getTranslation("club.none.text"));
            refusal.setVisible(true);
            content.setVisible(false);
            title = getTranslation("page.title", getTranslation("clubs.heading"));
            return;
        }
        Clubs.Club shown = club.get();
        heading.setText(shown.name());
        title = getTranslation("page.title", getTranslation("club.title", shown.name()));
        description.setText(shown.description());
        description.setVisible(!shown.description().isEmpty());
        refusal.setVisible(false);
        content.setVisible(true);
        boards.today(player, shown.id()).ifPresent(today::show);
        boards.week(player, shown.id()).ifPresent(week::show);
        drawMembers();
        owner.setVisible(shown.ownedBy(player));
        if (shown.ownedBy(player)) owner.show(shown, origin());
        leave.setText(getTranslation(shown.members() == 1 ? "club.leaveAndClose" : "club.leave"));
    }

    private void drawMembers() {
        long id = clubId();
        members.show(
                boards.members(player, id, members.page),
                boards.memberPages(player, id),
                club.orElseThrow().ownedBy(player),
                this::drawMembers);
    }

    /** A problem from the service, or a message of the page, in the page's language. */
    private String say(Problem problem) {
        return getTranslation(problem.key(), problem.args());
    }

    /** {@code done} is the bundle key of what is said when the change is made. */
    private void act(Clubs.Result result, String done) {
        switch (result) {
            case Clubs.Result.Done d -> {
                club = clubs.visible(player, d.clubId());
                draw();
                status.setText(getTranslation(done));
            }
            case Clubs.Result.Refused refused -> status.setText(say(refused.message()));
        }
    }

    private void leave() {
        switch (clubs.leave(player, clubId())) {
            case Clubs.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(ClubsView.class));
            case Clubs.Result.Refused refused -> status.setText(say(refused.message()));
        }
    }

    /** The site's address as the browser asked for it, for the invite link. */
    private static String origin() {
        if (VaadinRequest.getCurrent() instanceof VaadinServletRequest request)
            return ServletUriComponentsBuilder.fromContextPath(request.getHttpServletRequest())
                    .build()
                    .toUriString();
        return "";
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
