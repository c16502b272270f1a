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
import com.vaadin.flow.router.PageTitle;
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
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.Rejected;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.web.RateLimits;

/**
 * Create an account. Every refused input gets its message under its field, and the form keeps
 * what was typed. A new account is signed in at once, through the login form's own way in.
 */
@Route(value = "register", layout = MainLayout.class)
@PageTitle("Register · Calcoolation")
@AnonymousAllowed
public class RegisterView extends Main {

    final TextField username = new TextField("User name");
    final TextField displayName = new TextField("Display name (optional)");
    final TextField email = new TextField("Email address (optional)");
    final PasswordField password = new PasswordField("Password");
    final PasswordField passwordAgain = new PasswordField("Password again");
    final Button register = new Button("Create account");
    /** Shown instead of signing in at once when the account is made but its address could not be mailed. */
    final Paragraph notSent = new Paragraph();

    final Button carryOn = new Button("Continue, logged in");

    static final String TOO_MANY = "Too many accounts were created from your address just now. Please try again later.";

    static final String NOT_SENT = "Your account is made, but the mail to confirm your address could not be sent. "
            + "Add the address again on your account page.";

    private final PlayerService players;
    private final AccountEmails emails;
    private final RateLimits limits;
    private final FieldErrors errors = new FieldErrors(Map.of(
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
        Paragraph login = new Paragraph("Already registered? ");
        login.add(new Anchor("login", "Log in"));
        add(
                new H1("Create an account"),
                new Paragraph(
                        "Practice puzzles need no account. With one, your daily puzzles, records and statistics are kept."),
                form,
                register,
                notSent,
                carryOn,
                login);
    }

    private void setUpFields() {
        username.setHelperText("3 to 32 letters (a–z), digits, or _ - .");
        username.setAutocomplete(Autocomplete.USERNAME);
        displayName.setHelperText("Shown instead of your user name; you can change it later.");
        email.setHelperText(
                "Only to get back in if you forget your password, and never shown to anyone. A link to confirm it is mailed there.");
        email.setAutocomplete(Autocomplete.EMAIL);
        email.setMaxLength(254);
        password.setHelperText("At least 10 characters, and hard to guess: a few uncommon words do well.");
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
        notSent.setText(NOT_SENT);
        notSent.setVisible(true);
        carryOn.setVisible(true);
        carryOn.focus();
    }

    private void register() {
        VaadinRequest request = VaadinRequest.getCurrent();
        String address = request == null || request.getRemoteAddr() == null ? "unknown" : request.getRemoteAddr();
        if (!limits.allows(RateLimits.Kind.REGISTRATION, address)) {
            Notification.show(TOO_MANY, 6000, Notification.Position.MIDDLE)
                    .addThemeVariants(NotificationVariant.LUMO_WARNING);
            return;
        }
        // A bad address is told before anything is made; the other fields are checked at the next try.
        Optional<String> badEmail =
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
            case Rejected rejected -> errors.show(rejected.errors());
        }
    }

    /**
     * Posts the name and password still in the page's fields to Spring Security's {@code /login},
     * as the login form does (frontend/scripts/page.js): so a new account goes through the same
     * sign-in as every other (lockout, new session id, the way back), and the password does not
     * travel back to the browser.
     */
    static final String SIGN_IN = "window.calcoolation.signIn($0, $1)";
}
