package org.calcoolation.account.signin;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.security.web.WebAttributes;
import org.springframework.security.web.authentication.rememberme.CookieTheftException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Runs just outside Spring Security's filters and answers a {@link CookieTheftException} from the
 * remember-me services (which nothing inside catches) with the login page, which says what
 * happened, instead of an error. The services have already deleted the cookie, the tokens and the
 * sessions.
 */
final class RememberMeTheftAnswer extends OncePerRequestFilter {

    private final String loginPath;

    RememberMeTheftAnswer(String loginPath) {
        this.loginPath = loginPath;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (CookieTheftException theft) {
            answer(request, response, theft);
        } catch (ServletException wrapped) {
            if (!(wrapped.getCause() instanceof CookieTheftException theft)) throw wrapped;
            answer(request, response, theft);
        }
    }

    private void answer(HttpServletRequest request, HttpServletResponse response, CookieTheftException theft)
            throws IOException {
        if (response.isCommitted()) throw theft;
        // Where the login page looks for the reason of a failed sign-in.
        request.getSession().setAttribute(WebAttributes.AUTHENTICATION_EXCEPTION, theft);
        response.sendRedirect(request.getContextPath() + loginPath + "?error");
    }
}
