package org.calcoolation.account.ui;

import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.Text;
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
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.account.TooManyAttempts;
import org.calcoolation.base.ui.MainLayout;
import org.springframework.security.web.WebAttributes;

/**
 * Vaadin's login form, posting to Spring Security's {@code /login}. A failure comes back as
 * {@code /login?error}; the exception Spring Security left in the session tells a wrong name or
 * password (one message for both) from a sign-in paused by the lockout.
 */
@Route(value = "login", layout = MainLayout.class)
@PageTitle("Log in · Calcoolation")
@AnonymousAllowed
public class LoginView extends Main implements BeforeEnterObserver {

    /** The request parameter Spring Security's remember-me services look for. */
    static final String REMEMBER_ME = "remember-me";

    static final String WRONG_TITLE = "Incorrect user name or password";
    static final String WRONG_TEXT = "Check them and try again. After five failures in a row, signing in pauses for five minutes.";
    static final String LOCKED_TITLE = "Too many attempts";
    static final String LOCKED_TEXT = "Signing in with this name or from this address is paused. Try again in a few minutes.";

    final LoginForm login = new LoginForm();
    final Checkbox rememberMe = new Checkbox("Keep me logged in for 30 days");
    final LoginI18n i18n = LoginI18n.createDefault();

    public LoginView() {
        addClassName("account-page");
        addClassName("login-page");
        i18n.getForm().setTitle("Log in");
        i18n.getForm().setUsername("User name");
        i18n.getForm().setSubmit("Log in");
        login.setI18n(i18n);
        login.setAction("login");
        login.setForgotPasswordButtonVisible(false);
        // The login form posts named fields of its "custom-form-area" slot with the user name and
        // password; a checkbox only when it is ticked, with its value "on".
        rememberMe.getElement().setAttribute("name", REMEMBER_ME);
        rememberMe.getElement().setAttribute("slot", "custom-form-area");
        login.getElement().appendChild(rememberMe.getElement());

        Paragraph register = new Paragraph(new Text("No account yet? "), new Anchor("register", "Register"));
        Paragraph play = new Paragraph(new Text("Practice puzzles need none: "), new Anchor("play", "play one now"));
        add(login, register, play);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Map<String, List<String>> parameters = event.getLocation().getQueryParameters().getParameters();
        if (parameters.containsKey("error")) {
            boolean locked = VaadinSession.getCurrent().getSession().getAttribute(WebAttributes.AUTHENTICATION_EXCEPTION) instanceof TooManyAttempts;
            i18n.getErrorMessage().setTitle(locked ? LOCKED_TITLE : WRONG_TITLE);
            i18n.getErrorMessage().setMessage(locked ? LOCKED_TEXT : WRONG_TEXT);
            login.setI18n(i18n);
            login.setError(true);
        }
    }
}
