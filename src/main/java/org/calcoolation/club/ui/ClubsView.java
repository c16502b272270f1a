package org.calcoolation.club.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.calcoolation.account.NameRules;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.club.Clubs;

/** The player's clubs, and a form to make a new one. */
@Route(value = "clubs", layout = MainLayout.class)
@PageTitle("Clubs · Calcoolation")
@PermitAll
@StyleSheet("styles/clubs.css")
public class ClubsView extends Main {

    static final String NONE_YET = "You are in no club yet. Make one below, or open an invite link a friend sent you.";

    private final Clubs clubs;
    private final PlayerRef.Account player;

    final UnorderedList list = new UnorderedList();
    final Paragraph none = new Paragraph(NONE_YET);
    final TextField name = new TextField("Club name");
    final TextArea description = new TextArea("Description (optional)");
    final NativeButton make = Buttons.primary("Make the club", this::make);

    public ClubsView(Clubs clubs, CurrentPlayer signedIn) {
        this.clubs = clubs;
        this.player = new PlayerRef.Account(signedIn.required().id());
        addClassName("clubs");
        list.addClassName("club-list");
        name.setMaxLength(4 * NameRules.MAX);
        name.setHelperText("Up to " + NameRules.MAX + " characters; a name too like another club's is refused.");
        description.setMaxLength(Clubs.DESCRIPTION_MAX);
        description.setHelperText("Shown to members only.");
        add(
                new H1("Clubs"),
                new Paragraph("Play the daily with the people you know: a club ranks today's ladder among its "
                        + "members, keeps the week's standings and shows each member's streak. Only members see it."),
                none,
                list,
                new H2("Make a club"),
                name,
                description,
                make);
        draw();
    }

    private void draw() {
        list.removeAll();
        for (Clubs.Club club : clubs.of(player)) {
            Anchor link = new Anchor(ClubView.path(club.id()), club.name());
            String size = club.members() == 1 ? "1 member" : club.members() + " members";
            list.add(new ListItem(link, new Paragraph(size + (club.ownedBy(player) ? " · you own it" : ""))));
        }
        none.setVisible(list.getChildren().findAny().isEmpty());
    }

    private void make() {
        switch (clubs.create(player, name.getValue(), description.getValue())) {
            case Clubs.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(ClubView.path(done.clubId())));
            case Clubs.Result.Refused refused -> {
                name.setErrorMessage(refused.message());
                name.setInvalid(true);
            }
        }
    }
}
