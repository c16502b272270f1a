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
import com.vaadin.flow.router.HasDynamicTitle;
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
@PermitAll
@StyleSheet("styles/clubs.css")
public class ClubsView extends Main implements HasDynamicTitle {

    static final String NONE_YET = "clubs.noneYet";

    private final Clubs clubs;
    private final PlayerRef.Account player;

    final UnorderedList list = new UnorderedList();
    final Paragraph none = new Paragraph(getTranslation(NONE_YET));
    final TextField name = new TextField(getTranslation("clubs.name"));
    final TextArea description = new TextArea(getTranslation("clubs.description"));
    final NativeButton make = Buttons.primary(getTranslation("clubs.make"), this::make);

    public ClubsView(Clubs clubs, CurrentPlayer signedIn) {
        this.clubs = clubs;
        this.player = new PlayerRef.Account(signedIn.required().id());
        addClassName("clubs");
        list.addClassName("club-list");
        name.setMaxLength(4 * NameRules.MAX);
        name.setHelperText(getTranslation("clubs.name.help", NameRules.MAX));
        description.setMaxLength(Clubs.DESCRIPTION_MAX);
        description.setHelperText(getTranslation("clubs.description.help"));
        add(
                new H1(getTranslation("clubs.heading")),
                new Paragraph(getTranslation("clubs.about")),
                none,
                list,
                new H2(getTranslation("clubs.makeHeading")),
                name,
                description,
                make);
        draw();
    }

    private void draw() {
        list.removeAll();
        for (Clubs.Club club : clubs.of(player)) {
            Anchor link = new Anchor(ClubView.path(club.id()), club.name());
            String size = getTranslation(club.ownedBy(player) ? "clubs.membersYours" : "clubs.members", club.members());
            list.add(new ListItem(link, new Paragraph(size)));
        }
        none.setVisible(list.getChildren().findAny().isEmpty());
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("clubs.heading"));
    }

    private void make() {
        switch (clubs.create(player, name.getValue(), description.getValue())) {
            case Clubs.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(ClubView.path(done.clubId())));
            case Clubs.Result.Refused refused -> {
                name.setErrorMessage(getTranslation(
                        refused.message().key(), refused.message().args()));
                name.setInvalid(true);
            }
        }
    }
}
