package org.calcoolation.account.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.AccountEmails;
import org.calcoolation.account.Field;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.Problem;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.Rejected;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.web.RateLimits;

/**
 * Create an account. Every refused input gets its message under its field, and the form keeps
 * what was typed. A new account is signed in at once, through the login form's own way in.
 */
@Route(value = "register", layout = MainLayout.class)
@AnonymousAllowed
public class RegisterView extends Main implements HasDynamicTitle {

    final TextField username = new TextField(getTranslation("register.username"));
    final TextField displayName = new TextField(getTranslation("register.displayName"));
    final TextField email = new TextField(getTranslation("register.email"));
    final PasswordField password = new PasswordField(getTranslation("register.password"));
    final PasswordField passwordAgain = new PasswordField(getTranslation("register.passwordAgain"));
    final Button register = new Button(getTranslation("register.submit"));
    /** Shown instead of signing in at once when the account is made but its address could not be mailed. */
    final Paragraph notSent = new Paragraph();

    final Button carryOn = new Button(getTranslation("register.carryOn"));

    static final String TOO_MANY = "register.tooMany";

    static final String NOT_SENT = "register.notSent";

    private final PlayerService players;
    private final AccountEmails emails;
    private final RateLimits limits;
    private final FieldErrors errors = new FieldErrors(
            this,
            Map.of(
                    Field.USERNAME,
                    username,
                    Field.DISPLAY_NAME,
                    displayName,
                    Field.EMAIL,
                    email,
                    Field.PASSWORD,
                    password,
                    Field.PASSWORD_AGAIN,
                    passwordAgain));

    public RegisterView(PlayerService players, AccountEmails emails, RateLimits limits) {
        this.players = players;
        this.emails = emails;
        this.limits = limits;
        addClassName("account-page");

        setUpFields();

        FormLayout form = new FormLayout(username, displayName, email, password, passwordAgain);
        form.setResponsiveSteps(new FormLayout.ResponsiveStep("0", 1));
        Paragraph login = new Paragraph(getTranslation("register.already") + " ");
        login.add(new Anchor("login", getTranslation("register.login")));
        add(
                new H1(getTranslation("register.heading")),
                new Paragraph(getTranslation("register.why")),
                form,
                register,
                notSent,
                carryOn,
                login);
    }

    private void setUpFields() {
        username.setHelperText(getTranslation("register.username.help"));
        username.setAutocomplete(Autocomplete.USERNAME);
        displayName.setHelperText(getTranslation("register.displayName.help"));
        email.setHelperText(getTranslation("register.email.help"));
        email.setAutocomplete(Autocomplete.EMAIL);
        email.setMaxLength(254);
        password.setHelperText(getTranslation("account.password.help"));
        password.setAutocomplete(Autocomplete.NEW_PASSWORD);
        passwordAgain.setAutocomplete(Autocomplete.NEW_PASSWORD);
        register.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        register.addClickListener(click -> register());
        register.addClickShortcut(Key.ENTER);
        notSent.addClassName("form-answer");
        notSent.getElement().setAttribute("role", "alert");
        notSent.setVisible(false);
        carryOn.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        carryOn.setVisible(false);
        carryOn.addClickListener(
                click -> getElement().executeJs(SIGN_IN, username.getElement(), password.getElement()));
    }

    /** The account is made but its address not mailed: says so, and signs in when the player goes on. */
    private void mailNotSent() {
        register.setVisible(false);
        List.of(username, displayName, email, password, passwordAgain).forEach(field -> field.setReadOnly(true));
        notSent.setText(getTranslation(NOT_SENT));
        notSent.setVisible(true);
        carryOn.setVisible(true);
        carryOn.focus();
    }

    private void register() {
        VaadinRequest request = VaadinRequest.getCurrent();
        String address = request == null || request.getRemoteAddr() == null ? "unknown" : request.getRemoteAddr();
        if (!limits.allows(RateLimits.Kind.REGISTRATION, address)) {
            Notification.show(getTranslation(TOO_MANY), 6000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_WARNING);
            return;
        }
        // A bad address is told before anything is made; the other fields are checked at the next try.
        Optional<Problem> badEmail =
                email.getValue().isBlank() ? Optional.empty() : emails.problemWith(email.getValue());
        if (badEmail.isPresent()) {
            errors.show(Map.of(Field.EMAIL, badEmail.get()));
            return;
        }
        RegisterResult result = players.register(new Registration(
                username.getValue(), password.getValue(), passwordAgain.getValue(), displayName.getValue()));
        switch (result) {
            case RegisterResult.Registered registered -> {
                if (!email.getValue().isBlank()
                        && emails.requestConfirmation(
                                        new PlayerRef.Account(
                                                registered.player().id()),
                                        email.getValue())
                                instanceof AccountEmails.Request.Refused) {
                    // Said on this page, which stays until the player has read it: signing in leaves it.
                    mailNotSent();
                    return;
                }
                getElement().executeJs(SIGN_IN, username.getElement(), password.getElement());
            }
            case Rejected rejected -> errors.show(rejected.problems());
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("register.title"));
    }

    /**
     * Posts the name and password still in the page's fields to Spring Security's {@code /login},
     * as the login form does (frontend/scripts/page.js): so a new account goes through the same
     * sign-in as every other (lockout, new session id, the way back), and the password does not
     * travel back to the browser.
     */
    static final String SIGN_IN = "window.calcoolation.signIn($0, $1)";
}
