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
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.PermitAll;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Map;
import org.calcoolation.account.AccountEmails;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.account.Problem;
import org.calcoolation.account.Rejected;
import org.calcoolation.account.signin.AccountSessions;
import org.calcoolation.account.signin.Passkeys;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.web.RateLimits;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;

/** The signed-in player's account: display name, time zone, email address, password, logging out, and deleting it all. */
@Route(value = "account", layout = MainLayout.class)
@PermitAll
public class AccountView extends Main implements HasDynamicTitle {

    final Paragraph who = new Paragraph();

    final TextField displayName = new TextField(getTranslation("account.displayName"));
    final Button saveName = new Button(getTranslation("account.saveName"));

    final PasswordField currentPassword = new PasswordField(getTranslation("account.currentPassword"));
    final PasswordField newPassword = new PasswordField(getTranslation("account.newPassword"));
    final PasswordField newPasswordAgain = new PasswordField(getTranslation("account.newPasswordAgain"));
    final Button changePassword = new Button(getTranslation("account.changePassword"));

    final Button logout = new Button(getTranslation("account.logout"));

    final TextField deleteName = new TextField(getTranslation("account.delete.username"));
    final PasswordField deletePassword = new PasswordField(getTranslation("account.delete.password"));
    final Button delete = new Button(getTranslation("account.delete.submit"));

    /** Trying names tells which are taken, so it is limited per address, with registrations. */
    static final String TOO_MANY_NAMES = "account.tooManyNames";

    private final PlayerService players;
    private final RateLimits limits;
    private final AuthenticationContext authentication;
    private final PlayerRef.Account account;
    private final String username;
    /** The display name as last saved, so that saving it again tries no name. */
    private String savedName;

    private final FieldErrors nameErrors = new FieldErrors(this, Map.of(Field.DISPLAY_NAME, displayName));
    private final FieldErrors passwordErrors = new FieldErrors(
            this,
            Map.of(
                    Field.CURRENT_PASSWORD,
                    currentPassword,
                    Field.PASSWORD,
                    newPassword,
                    Field.PASSWORD_AGAIN,
                    newPasswordAgain));
    private final FieldErrors deleteErrors =
            new FieldErrors(this, Map.of(Field.USERNAME, deleteName, Field.CURRENT_PASSWORD, deletePassword));

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
                new H1(getTranslation("account.heading")),
                who,
                section(getTranslation("account.displayName"), displayName, saveName),
                new TimeZoneSection(players, zones, player),
                new EmailSection(emails, account, player.email()),
                section(
                        getTranslation("account.password"),
                        currentPassword,
                        newPassword,
                        newPasswordAgain,
                        changePassword),
                new PasskeySection(passkeys, account, site),
                section(getTranslation("account.logout"), new Paragraph(getTranslation("account.logout.text")), logout),
                new SessionsSection(browsers, account, clock));
        sections.orderedStream().forEach(more -> add(section(getTranslation(more.title()), more.content(player))));
        add(deleteSection());
    }

    private void setUpFields(Player player) {
        who.setText(getTranslation(
                "account.who",
                player.username(),
                DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                        .withLocale(getLocale())
                        .format(player.createdAt().atZone(ZoneOffset.UTC))));
        displayName.setValue(player.displayName().orElse(""));
        displayName.setPlaceholder(player.username());
        displayName.setHelperText(getTranslation("account.displayName.help", PlayerTag.of(player.id())));
        saveName.addClickListener(click -> saveName());

        currentPassword.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        newPassword.setAutocomplete(Autocomplete.NEW_PASSWORD);
        newPassword.setHelperText(getTranslation("account.password.help"));
        newPasswordAgain.setAutocomplete(Autocomplete.NEW_PASSWORD);
        changePassword.addClickListener(click -> changePassword());

        logout.addClickListener(click -> authentication.logout());

        deletePassword.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        delete.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_PRIMARY);
        delete.addClickListener(click -> delete());
    }

    private Section deleteSection() {
        return section(
                getTranslation("account.delete.heading"),
                list(getTranslation("account.delete.goes"), DELETE_GOES),
                list(getTranslation("account.delete.stays"), DELETE_STAYS),
                new Paragraph(getTranslation("account.delete.text")),
                deleteName,
                deletePassword,
                delete);
    }

    /** What deleting takes: the account's row and all that goes with it (AccountDeleted's listeners, ON DELETE CASCADE). */
    static final List<String> DELETE_GOES = List.of(
            "account.delete.goes.names",
            "account.delete.goes.games",
            "account.delete.goes.records",
            "account.delete.goes.rating",
            "account.delete.goes.passkeys");

    /** What stays, said plainly: none of it is shown under the player's name, but some was made with their games. */
    static final List<String> DELETE_STAYS = List.of(
            "account.delete.stays.dailies",
            "account.delete.stays.ratings",
            "account.delete.stays.addresses",
            "account.delete.stays.backups");

    private Component list(String title, List<String> keys) {
        return new Div(
                new Paragraph(title),
                new UnorderedList(keys.stream()
                        .map(key -> new ListItem(getTranslation(key)))
                        .toArray(ListItem[]::new)));
    }

    private static Section section(String title, Component... content) {
        Section section = new Section(new H2(title));
        section.add(content);
        section.addClassName("account-section");
        return section;
    }

    private void saveName() {
        if (!displayName.getValue().equals(savedName) && !limits.allows(RateLimits.Kind.REGISTRATION, address())) {
            nameErrors.show(Map.of(Field.DISPLAY_NAME, Problem.of(TOO_MANY_NAMES)));
            return;
        }
        switch (players.changeDisplayName(account, displayName.getValue())) {
            case ChangeResult.Changed changed -> {
                nameErrors.clear();
                savedName = changed.player().displayName().orElse("");
                displayName.setValue(savedName); // as others see it: plain spaces, full-width letters made plain
                done(
                        changed.player().displayName().isEmpty()
                                ? getTranslation("account.nameSaved.username")
                                : getTranslation(
                                        "account.nameSaved", changed.player().shownName()));
            }
            case Rejected rejected -> nameErrors.show(rejected.problems());
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
                done(getTranslation("account.passwordChanged"));
            }
            case Rejected rejected -> passwordErrors.show(rejected.problems());
        }
    }

    private void delete() {
        if (!deleteName.getValue().equals(username)) {
            deleteErrors.show(Map.of(Field.USERNAME, Problem.of("account.delete.wrongName", username)));
            return;
        }
        switch (players.deleteAccount(account, deletePassword.getValue())) {
            case ChangeResult.Changed deleted -> authentication.logout();
            case Rejected rejected -> deleteErrors.show(rejected.problems());
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("account.title"));
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
