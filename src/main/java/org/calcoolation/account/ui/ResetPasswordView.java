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
import com.vaadin.flow.router.HasDynamicTitle;
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
@AnonymousAllowed
public class ResetPasswordView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    static final String DONE = "reset.done";

    final PasswordField password = new PasswordField(getTranslation("account.newPassword"));
    final PasswordField passwordAgain = new PasswordField(getTranslation("account.newPasswordAgain"));
    final Button save = new Button(getTranslation("reset.save"));

    private final PasswordResets resets;
    private final FieldErrors errors =
            new FieldErrors(this, Map.of(Field.PASSWORD, password, Field.PASSWORD_AGAIN, passwordAgain));
    private String token = "";

    public ResetPasswordView(PasswordResets resets) {
        this.resets = resets;
        addClassName("account-page");
        password.setAutocomplete(Autocomplete.NEW_PASSWORD);
        password.setHelperText(getTranslation("account.password.help"));
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
                new H1(getTranslation("reset.heading")),
                new Paragraph(getTranslation("reset.forAccount", username.get())),
                password,
                passwordAgain,
                save);
    }

    private void save() {
        switch (resets.reset(token, password.getValue(), passwordAgain.getValue())) {
            case PasswordResets.Reset.Done done -> {
                removeAll();
                add(
                        new H1(getTranslation("reset.changed")),
                        new Paragraph(getTranslation(DONE)),
                        new Paragraph(new Anchor("login", getTranslation("reset.logInAs", done.username()))));
            }
            case PasswordResets.Reset.Rejected rejected -> errors.show(rejected.errors());
            case PasswordResets.Reset.LinkDead dead -> linkDead();
        }
    }

    private void linkDead() {
        removeAll();
        add(
                new H1(getTranslation("reset.linkDead")),
                new Paragraph(FieldErrors.said(this, PasswordResets.LINK_DEAD)),
                new Paragraph(new Anchor("forgot-password", getTranslation("reset.askAgain"))));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("reset.title"));
    }
}
