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
import com.vaadin.flow.router.HasDynamicTitle;
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
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    /** Where Spring Security's {@code HttpSessionRequestCache} keeps the page asked for before the login. */
    static final String SAVED_REQUEST = "SPRING_SECURITY_SAVED_REQUEST";

    /** The request parameter Spring Security's remember-me services look for. */
    static final String REMEMBER_ME = "remember-me";

    // Bundle keys (i18n/messages*.properties) of the messages the form shows.
    static final String WRONG_TITLE = "login.wrong.title";
    static final String WRONG_TEXT = "login.wrong.text";
    static final String LOCKED_TITLE = "login.locked.title";
    static final String STOLEN_TITLE = "login.stolen.title";
    static final String STOLEN_TEXT = "login.stolen.text";
    static final String PASSKEY_TITLE = "login.passkey.title";
    static final String ENDED_TITLE = "login.ended.title";
    static final String ENDED_TEXT = "login.ended.text";

    final LoginForm login = new LoginForm();
    final Checkbox rememberMe = new Checkbox(getTranslation("login.rememberMe"));
    final Button passkey = new Button(getTranslation("login.withPasskey"));
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
        // Every text of the form, the browser's required-field messages too: the defaults are English.
        i18n.getForm().setTitle(getTranslation("login.title"));
        i18n.getForm().setUsername(getTranslation("login.username"));
        i18n.getForm().setPassword(getTranslation("login.password"));
        i18n.getForm().setSubmit(getTranslation("login.submit"));
        i18n.getForm().setForgotPassword(getTranslation("login.forgotPassword"));
        i18n.getErrorMessage().setUsername(getTranslation("login.usernameRequired"));
        i18n.getErrorMessage().setPassword(getTranslation("login.passwordRequired"));
        i18n.getErrorMessage().setTitle(getTranslation(WRONG_TITLE));
        i18n.getErrorMessage().setMessage(getTranslation(WRONG_TEXT));
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

        Paragraph register = new Paragraph(
                new Text(getTranslation("login.noAccount") + " "),
                new Anchor("register", getTranslation("login.register")));
        Paragraph play = new Paragraph(
                new Text(getTranslation("login.noAccountNeeded") + " "),
                new Anchor("play", getTranslation("login.playNow")));
        wanted.addClassName("login-reason");
        wanted.setVisible(false);
        add(wanted, login, passkey, register, play);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("login.title"));
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
        String key = switch (outcome) {
            case "signed-in" -> null;
            case "cancelled", "refused", "unsupported", "offline", "busy" -> "login.passkey." + outcome;
            case "wrong-site" -> "login.passkey.wrongSite";
            default -> "login.passkey.other";
        };
        if (key != null) show(PASSKEY_TITLE, getTranslation(key, site));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        WrappedSession session = VaadinSession.getCurrent().getSession();
        pageAskedFor(session).map(this::reasonFor).ifPresent(text -> {
            wanted.setText(text);
            wanted.setVisible(true);
        });
        Map<String, List<String>> parameters =
                event.getLocation().getQueryParameters().getParameters();
        // Where a session ended by a new password or a deleted account is sent, on whichever node it was.
        if (parameters.containsKey("ended")) show(ENDED_TITLE, getTranslation(ENDED_TEXT));
        if (!parameters.containsKey("error")) return;
        FailedSignIn.nameTried(session::getAttribute).ifPresent(this::keepName);
        Object reason = session.getAttribute(WebAttributes.AUTHENTICATION_EXCEPTION);
        switch (reason) {
            case TooManyAttempts tooMany -> show(LOCKED_TITLE, waitText(tooMany));
            case CookieTheftException copied -> show(STOLEN_TITLE, getTranslation(STOLEN_TEXT));
            case null, default -> show(WRONG_TITLE, getTranslation(WRONG_TEXT));
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
    String reasonFor(String address) {
        String page = address.replaceFirst("^/+", "").split("[/?#]", 2)[0];
        return getTranslation(
                switch (page) {
                    case "records", "daily", "account" -> "login.reason." + page;
                    default -> "login.reason.other";
                });
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

    private void show(String titleKey, String text) {
        i18n.getErrorMessage().setTitle(getTranslation(titleKey));
        i18n.getErrorMessage().setMessage(text);
        login.setI18n(i18n);
        login.setError(true);
    }

    /** Says which rule paused signing in and for how long, the same whether the name has an account or not. */
    String waitText(TooManyAttempts tooMany) {
        String wait = inWords(tooMany.waitFor());
        return switch (tooMany.reason()) {
            case THIS_NAME_FROM_HERE -> getTranslation("login.wait.fromHere", wait);
            case THIS_NAME_LATELY -> getTranslation("login.wait.lately", wait);
        };
    }

    /** "4 minutes", "1 minute", "40 seconds" in the page's language: rounded up, so that the time given is always enough. */
    String inWords(Duration wait) {
        long seconds = Math.max(1, wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0));
        if (seconds < 60) return getTranslation("login.wait.seconds", seconds);
        return getTranslation("login.wait.minutes", (seconds + 59) / 60);
    }
}
