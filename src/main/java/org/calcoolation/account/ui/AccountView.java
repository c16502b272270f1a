package org.calcoolation.account.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.PermitAll;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.calcoolation.account.AccountEmails;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.account.Rejected;
import org.calcoolation.account.signin.AccountSessions;
import org.calcoolation.account.signin.Passkeys;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.web.RateLimits;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;

/** The signed-in player's account: display name, time zone, email address, password, logging out, and deleting it all. */
@Route(value = "account", layout = MainLayout.class)
@PageTitle("Your account · Calcoolation")
@PermitAll
public class AccountView extends Main {

    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    final Paragraph who = new Paragraph();

    final TextField displayName = new TextField("Display name");
    final Button saveName = new Button("Save name");

    final PasswordField currentPassword = new PasswordField("Current password");
    final PasswordField newPassword = new PasswordField("New password");
    final PasswordField newPasswordAgain = new PasswordField("New password again");
    final Button changePassword = new Button("Change password");

    final Button logout = new Button("Log out");

    final TextField deleteName = new TextField("Type your user name");
    final PasswordField deletePassword = new PasswordField("Your password");
    final Button delete = new Button("Delete my account");

    /** Trying names tells which are taken, so it is limited per address, with registrations. */
    static final String TOO_MANY_NAMES =
            "You have tried many names from your address just now. Please try again later.";

    private final PlayerService players;
    private final RateLimits limits;
    private final AuthenticationContext authentication;
    private final PlayerRef.Account account;
    private final String username;
    /** The display name as last saved, so that saving it again tries no name. */
    private String savedName;

    private final FieldErrors nameErrors = new FieldErrors(Map.of(Field.DISPLAY_NAME, displayName));
    private final FieldErrors passwordErrors = new FieldErrors(Map.of(
            Field.CURRENT_PASSWORD,
            currentPassword,
            Field.PASSWORD,
            newPassword,
            Field.PASSWORD_AGAIN,
            newPasswordAgain));
    private final FieldErrors deleteErrors =
            new FieldErrors(Map.of(Field.USERNAME, deleteName, Field.CURRENT_PASSWORD, deletePassword));

    public AccountView(
            PlayerService players,
            AccountEmails emails,
            AccountSessions browsers,
            Passkeys passkeys,
            RateLimits limits,
            AuthenticationContext authentication,
            CurrentPlayer current,
            ObjectProvider<AccountSection> sections,
            PlayerZone zones,
            Clock clock,
            @Value("${calcoolation.site-url}") String site) {
        this.players = players;
        this.limits = limits;
        this.authentication = authentication;
        Player player = current.required();
        this.account = new PlayerRef.Account(player.id());
        this.username = player.username();
        this.savedName = player.displayName().orElse("");
        addClassName("account-page");

        setUpFields(player);
        add(
                new H1("Your account"),
                who,
                section("Display name", displayName, saveName),
                new TimeZoneSection(players, zones, player),
                new EmailSection(emails, account, player.email()),
                section("Password", currentPassword, newPassword, newPasswordAgain, changePassword),
                new PasskeySection(passkeys, account, site),
                section(
                        "Log out",
                        new Paragraph("Ends this session and forgets this browser, if you asked to be kept logged in."),
                        logout),
                new SessionsSection(browsers, account, clock));
        sections.orderedStream().forEach(more -> add(section(more.title(), more.content(player))));
        add(deleteSection());
    }

    private void setUpFields(Player player) {
        who.setText("You are logged in as " + player.username() + ", registered on " + DAY.format(player.createdAt())
                + ".");
        displayName.setValue(player.displayName().orElse(""));
        displayName.setPlaceholder(player.username());
        displayName.setHelperText(
                "Shown instead of your user name. Leave it empty to show your user name. Where another player on a "
                        + "leaderboard goes by the same name, your tag " + PlayerTag.of(player.id())
                        + " follows yours.");
        saveName.addClickListener(click -> saveName());

        currentPassword.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        newPassword.setAutocomplete(Autocomplete.NEW_PASSWORD);
        newPassword.setHelperText("At least 10 characters, and hard to guess: a few uncommon words do well.");
        newPasswordAgain.setAutocomplete(Autocomplete.NEW_PASSWORD);
        changePassword.addClickListener(click -> changePassword());

        logout.addClickListener(click -> authentication.logout());

        deletePassword.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        delete.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_PRIMARY);
        delete.addClickListener(click -> delete());
    }

    private Section deleteSection() {
        return section(
                "Delete account",
                list("Deleting your account takes, at once and for good:", DELETE_GOES),
                list("What stays:", DELETE_STAYS),
                new Paragraph(
                        "Your user name is then free for someone else. Download your data first if you want a copy. "
                                + "To confirm, type your user name and password."),
                deleteName,
                deletePassword,
                delete);
    }

    /** What deleting takes: the account's row and all that goes with it (AccountDeleted's listeners, ON DELETE CASCADE). */
    static final List<String> DELETE_GOES = List.of(
            "your user name, display name, email address and password",
            "every game you played, finished or not",
            "your records, and with them your times on every leaderboard",
            "your rating and its history",
            "your passkeys, and every browser kept logged in");

    /** What stays, said plainly: none of it is shown under the player's name, but some was made with their games. */
    static final List<String> DELETE_STAYS = List.of(
            "how each daily puzzle played (its median time and rating, which your games helped make) and how many games each day had",
            "the ratings other players and puzzles already have",
            "for 30 days after your last sign-in, which addresses your user name signed in from: the sign-in lockout needs them",
            "the site's backups, until they are replaced");

    private static Component list(String title, List<String> items) {
        return new Div(
                new Paragraph(title),
                new UnorderedList(items.stream().map(ListItem::new).toArray(ListItem[]::new)));
    }

    private static Section section(String title, Component... content) {
        Section section = new Section(new H2(title));
        section.add(content);
        section.addClassName("account-section");
        return section;
    }

    private void saveName() {
        if (!displayName.getValue().equals(savedName) && !limits.allows(RateLimits.Kind.REGISTRATION, address())) {
            nameErrors.show(Map.of(Field.DISPLAY_NAME, TOO_MANY_NAMES));
            return;
        }
        switch (players.changeDisplayName(account, displayName.getValue())) {
            case ChangeResult.Changed changed -> {
                nameErrors.clear();
                savedName = changed.player().displayName().orElse("");
                displayName.setValue(savedName); // as others see it: plain spaces, full-width letters made plain
                done(
                        changed.player().displayName().isEmpty()
                                ? "Others now see your user name."
                                : "Others now see you as " + changed.player().shownName() + ".");
            }
            case Rejected rejected -> nameErrors.show(rejected.errors());
        }
    }

    private void changePassword() {
        switch (players.changePassword(
                account, currentPassword.getValue(), newPassword.getValue(), newPasswordAgain.getValue())) {
            case ChangeResult.Changed changed -> {
                passwordErrors.clear();
                currentPassword.clear();
                newPassword.clear();
                newPasswordAgain.clear();
                done("Your password is changed. Every other browser signed in to this account must log in again.");
            }
            case Rejected rejected -> passwordErrors.show(rejected.errors());
        }
    }

    private void delete() {
        if (!deleteName.getValue().equals(username)) {
            deleteErrors.show(Map.of(Field.USERNAME, "Type your user name, " + username + ", exactly."));
            return;
        }
        switch (players.deleteAccount(account, deletePassword.getValue())) {
            case ChangeResult.Changed deleted -> authentication.logout();
            case Rejected rejected -> deleteErrors.show(rejected.errors());
        }
    }

    private static String address() {
        VaadinRequest request = VaadinRequest.getCurrent();
        return request == null || request.getRemoteAddr() == null ? "unknown" : request.getRemoteAddr();
    }

    private static void done(String message) {
        Notification.show(message, 4000, Notification.Position.BOTTOM_CENTER)
                .addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }
}
