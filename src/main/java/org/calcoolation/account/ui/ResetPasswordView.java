package org.calcoolation.account.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.Field;
import org.calcoolation.account.PasswordResets;
import org.calcoolation.base.ui.MainLayout;

/**
 * Where a reset link leads: a new password, twice, for the account named. Opening the page uses
 * nothing (a mail scanner that follows the link changes nothing); setting the password uses the link.
 */
@Route(value = "reset-password", layout = MainLayout.class)
@PageTitle("New password · Calcoolation")
@AnonymousAllowed
public class ResetPasswordView extends Main implements BeforeEnterObserver {

    static final String DONE =
            "Your password is changed, and every browser that was logged in to your account is logged out. "
                    + "A mail tells you of the change too.";

    final PasswordField password = new PasswordField("New password");
    final PasswordField passwordAgain = new PasswordField("New password again");
    final Button save = new Button("Set new password");

    private final PasswordResets resets;
    private final FieldErrors errors =
            new FieldErrors(Map.of(Field.PASSWORD, password, Field.PASSWORD_AGAIN, passwordAgain));
    private String token = "";

    public ResetPasswordView(PasswordResets resets) {
        this.resets = resets;
        addClassName("account-page");
        password.setAutocomplete(Autocomplete.NEW_PASSWORD);
        password.setHelperText("At least 10 characters, and hard to guess: a few uncommon words do well.");
        passwordAgain.setAutocomplete(Autocomplete.NEW_PASSWORD);
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        save.addClickListener(click -> save());
        save.addClickShortcut(Key.ENTER);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        token = Optional.ofNullable(
                        event.getLocation().getQueryParameters().getParameters().get("token"))
                .map(List::getFirst)
                .orElse("");
        // The token stays out of the browser's history and of any address bar a person might share.
        event.getUI().getPage().getHistory().replaceState(null, "reset-password");
        removeAll();
        Optional<String> username = resets.check(token);
        if (username.isEmpty()) {
            linkDead();
            return;
        }
        add(
                new H1("Choose a new password"),
                new Paragraph("For the account " + username.get() + "."),
                password,
                passwordAgain,
                save);
    }

    private void save() {
        switch (resets.reset(token, password.getValue(), passwordAgain.getValue())) {
            case PasswordResets.Reset.Done done -> {
                removeAll();
                add(
                        new H1("Password changed"),
                        new Paragraph(DONE),
                        new Paragraph(new Anchor("login", "Log in as " + done.username())));
            }
            case PasswordResets.Reset.Rejected rejected -> errors.show(rejected.errors());
            case PasswordResets.Reset.LinkDead dead -> linkDead();
        }
    }

    private void linkDead() {
        removeAll();
        add(
                new H1("This link does not work"),
                new Paragraph(PasswordResets.LINK_DEAD),
                new Paragraph(new Anchor("forgot-password", "Ask for a new link")));
    }
}
