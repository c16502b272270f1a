package org.calcoolation.account.signin;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;

/**
 * Where a failed sign-in goes: back to the login page with {@code ?error}, as Spring Security
 * would, and the user name that was tried kept in the session, so that the page can fill it in
 * again and the player only retypes the password. The password is never kept.
 */
public final class FailedSignIn extends SimpleUrlAuthenticationFailureHandler {

    /** The session attribute with the user name of the last failed sign-in. */
    public static final String NAME_TRIED = FailedSignIn.class.getName() + ".nameTried";

    /** Longer than any user name (at most {@value AccountRules#USERNAME_MAX}); a longer value was not typed as one. */
    static final int LONGEST_KEPT = 100;

    /** The form field Spring Security reads the user name from. */
    private static final String USERNAME = "username";

    FailedSignIn(String loginPath) {
        super(loginPath + "?error");
    }

    @Override
    public void onAuthenticationFailure(
            HttpServletRequest request, HttpServletResponse response, AuthenticationException failure)
            throws IOException, ServletException {
        String tried = request.getParameter(USERNAME);
        HttpSession session = request.getSession();
        if (tried != null && !tried.isBlank() && tried.length() <= LONGEST_KEPT)
            session.setAttribute(NAME_TRIED, tried.strip());
        else session.removeAttribute(NAME_TRIED);
        super.onAuthenticationFailure(request, response, failure);
    }

    /** The user name of the last failed sign-in, read from a session's attributes. */
    public static Optional<String> nameTried(Function<String, @Nullable Object> sessionAttributes) {
        return sessionAttributes.apply(NAME_TRIED) instanceof String name ? Optional.of(name) : Optional.empty();
    }
}
