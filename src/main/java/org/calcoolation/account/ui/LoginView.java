package org.calcoolation.account.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.login.LoginI18n;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.server.auth.NavigationAccessControl;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.signin.FailedSignIn;
import org.calcoolation.account.signin.TooManyAttempts;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.Scripts;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.web.WebAttributes;
import org.springframework.security.web.authentication.rememberme.CookieTheftException;
import org.springframework.security.web.savedrequest.SavedRequest;

/**
 * Vaadin's login form, posting to Spring Security's {@code /login}. A failure comes back as
 * {@code /login?error}; the exception Spring Security left in the session tells a wrong name or
 * password (one message for both) from a sign-in paused by the lockout (with how long to wait) and
 * from a copied remember-me cookie. {@code /login?ended} says that the session was ended by a new
 * password or a deleted account. A visitor sent here by a page for players is told why, and taken
 * back there once logged in (Spring Security's saved request). After a failed sign-in the form
 * shows the user name that was tried again ({@link FailedSignIn}), never the password.
 *
 * <p>"Log in with a passkey" signs in with no name typed (frontend/scripts/passkeys.js), and
 * "keep me logged in" counts for it too; why a passkey was not used shows where a wrong password does.
 */
@Route(value = "login", layout = MainLayout.class)
@PageTitle("Log in · Calcoolation")
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver {

    /** Where Spring Security's {@code HttpSessionRequestCache} keeps the page asked for before the login. */
    static final String SAVED_REQUEST = "SPRING_SECURITY_SAVED_REQUEST";

    /** The request parameter Spring Security's remember-me services look for. */
    static final String REMEMBER_ME = "remember-me";

    static final String WRONG_TITLE = "Incorrect user name or password";
    static final String WRONG_TEXT =
            "Check them and try again. After five failures in a row, this name pauses here for five minutes.";
    static final String LOCKED_TITLE = "Too many failed sign-ins";
    static final String STOLEN_TITLE = "Logged out for safety";
    static final String STOLEN_TEXT =
            "Your \u201ckeep me logged in\u201d cookie had already been used by another browser, which can mean that "
                    + "someone copied it. Every browser kept logged in to your account is now logged out. Log in again, and change "
                    + "your password if that was not you.";

    static final String PASSKEY_TITLE = "Not logged in with a passkey";

    static final String ENDED_TITLE = "Logged out";
    static final String ENDED_TEXT =
            "Your password was changed or your account deleted in another browser, so this one was logged out. "
                    + "Log in again with the new password.";

    final LoginForm login = new LoginForm();
    final Checkbox rememberMe = new Checkbox("Keep me logged in for 30 days");
    final Button passkey = new Button("Log in with a passkey");
    final LoginI18n i18n = LoginI18n.createDefault();
    /** Why the visitor is asked to log in, when a page they asked for sent them here. */
    final Paragraph wanted = new Paragraph();
    /** The user name written back into the form after a failed sign-in, if any. */
    String keptName = "";

    private final String site;

    public LoginView(@Value("${calcoolation.site-url}") String site) {
        this.site = site;
        addClassName("account-page");
        addClassName("login-page");
        i18n.getForm().setTitle("Log in");
        i18n.getForm().setUsername("User name");
        i18n.getForm().setSubmit("Log in");
        i18n.getForm().setForgotPassword("Forgot password?");
        login.setI18n(i18n);
        login.setAction("login");
        login.setForgotPasswordButtonVisible(true);
        login.addForgotPasswordListener(
                event -> event.getSource().getUI().ifPresent(ui -> ui.navigate(ForgotPasswordView.class)));
        // The login form posts named fields of its "custom-form-area" slot with the user name and
        // password; a checkbox only when it is ticked, with its value "on".
        rememberMe.getElement().setAttribute("name", REMEMBER_ME);
        rememberMe.getElement().setAttribute("slot", "custom-form-area");
        login.getElement().appendChild(rememberMe.getElement());

        passkey.addClassName("passkey-sign-in");
        passkey.addClickListener(click -> signInWithPasskey());

        Paragraph register = new Paragraph(new Text("No account yet? "), new Anchor("register", "Register"));
        Paragraph play = new Paragraph(new Text("Practice puzzles need none: "), new Anchor("play", "play one now"));
        wanted.addClassName("login-reason");
        wanted.setVisible(false);
        add(wanted, login, passkey, register, play);
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(Scripts.url("passkeys.js"));
    }

    private void signInWithPasskey() {
        String after = pageAskedFor(VaadinSession.getCurrent().getSession()).orElse("");
        getElement()
                .executeJs("return window.calcoolationPasskeys.signIn($0, $1)", rememberMe.getValue(), after)
                .then(String.class, this::passkeyNotUsed);
    }

    /** Says why a passkey did not sign in; on success the page has already gone. */
    void passkeyNotUsed(String outcome) {
        String text = switch (outcome) {
            case "signed-in" -> null;
            case "cancelled" -> "No passkey was chosen. Try again, or log in with your password.";
            case "refused" ->
                "That passkey is not known here: it may have been removed from its account. Log in with your password.";
            case "unsupported" -> "This browser cannot use passkeys here. Log in with your password.";
            case "wrong-site" ->
                "Passkeys work only at " + site
                        + ", the site's own address. Open it there, or log in with your password.";
            case "offline" -> "The server could not be reached. Check your connection and try again.";
            case "busy" -> "Too many sign-ins from your address just now. Try again in a minute.";
            default -> "The passkey could not be used. Try again, or log in with your password.";
        };
        if (text != null) show(PASSKEY_TITLE, text);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        WrappedSession session = VaadinSession.getCurrent().getSession();
        pageAskedFor(session).map(LoginView::reasonFor).ifPresent(text -> {
            wanted.setText(text);
            wanted.setVisible(true);
        });
        Map<String, List<String>> parameters =
                event.getLocation().getQueryParameters().getParameters();
        // Where a session ended by a new password or a deleted account is sent, on whichever node it was.
        if (parameters.containsKey("ended")) show(ENDED_TITLE, ENDED_TEXT);
        if (!parameters.containsKey("error")) return;
        FailedSignIn.nameTried(session::getAttribute).ifPresent(this::keepName);
        Object reason = session.getAttribute(WebAttributes.AUTHENTICATION_EXCEPTION);
        switch (reason) {
            case TooManyAttempts tooMany -> show(LOCKED_TITLE, waitText(tooMany));
            case CookieTheftException copied -> show(STOLEN_TITLE, STOLEN_TEXT);
            case null, default -> show(WRONG_TITLE, WRONG_TEXT);
        }
    }

    /**
     * The address of the page a visitor asked for before being sent here to log in, where they go
     * once logged in: Spring Security keeps it for a page load, Vaadin's access control for a
     * navigation inside the app.
     */
    static Optional<String> pageAskedFor(WrappedSession session) {
        if (session.getAttribute(SAVED_REQUEST) instanceof SavedRequest saved && saved.getRedirectUrl() != null) {
            return Optional.of(saved.getRedirectUrl().replaceFirst("^[A-Za-z][A-Za-z0-9+.-]*://[^/]*", ""));
        }
        return session.getAttribute(NavigationAccessControl.SESSION_STORED_REDIRECT) instanceof String path
                ? Optional.of(path)
                : Optional.empty();
    }

    /** Why a page sent the visitor here, in a sentence that says they will be taken back; by the page's first step. */
    static String reasonFor(String address) {
        String page = address.replaceFirst("^/+", "").split("[/?#]", 2)[0];
        return switch (page) {
            case "records" ->
                "Log in to see your records: they are kept with your account. You will go straight back to them.";
            case "daily" ->
                "Log in to play the daily puzzles: your results go on the day's leaderboard. You will go straight back to them.";
            case "account" -> "Log in to see your account. You will go straight back to it.";
            default -> "Log in to open that page. You will go straight back to it.";
        };
    }

    /**
     * Writes the user name of the failed sign-in back into the form, which the web component draws
     * in the browser, and puts the cursor in the password field: only the password is typed again.
     */
    private void keepName(String name) {
        keptName = name;
        // The form would put the cursor in the user name field once drawn.
        login.getElement().setProperty("noAutofocus", true);
        login.getElement().executeJs("""
                customElements.whenDefined('vaadin-login-form').then(() => this.updateComplete).then(() => {
                    const name = this.querySelector('#vaadinLoginUsername');
                    if (!name || name.value) return;
                    name.value = $0;
                    this.querySelector('#vaadinLoginPassword')?.focus();
                });""", name);
    }

    private void show(String title, String text) {
        i18n.getErrorMessage().setTitle(title);
        i18n.getErrorMessage().setMessage(text);
        login.setI18n(i18n);
        login.setError(true);
    }

    /** Says which rule paused signing in and for how long, the same whether the name has an account or not. */
    static String waitText(TooManyAttempts tooMany) {
        String when = "Try again in " + inWords(tooMany.waitFor()) + ".";
        return switch (tooMany.reason()) {
            case THIS_NAME_FROM_HERE -> "Too many failed sign-ins for this name from here. " + when;
            case THIS_NAME_LATELY ->
                "This name has had many failed sign-ins lately, so it can be tried only once a minute. " + when;
        };
    }

    /** "4 minutes", "1 minute", "40 seconds": rounded up, so that the time given is always enough. */
    static String inWords(Duration wait) {
        long seconds = Math.max(1, wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0));
        if (seconds < 60) return seconds == 1 ? "1 second" : seconds + " seconds";
        long minutes = (seconds + 59) / 60;
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }
}
