package org.calcoolation.account.signin;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.io.Serial;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * What Spring Security keeps of a login post beside the name and password: the remote address
 * and session, and the browser's {@linkplain DeviceCookies device cookies}, so that the lockout can
 * tell a browser that signed in before from a stranger.
 */
final class SignInDetails extends WebAuthenticationDetails {

    @Serial
    private static final long serialVersionUID = 1L;

    /** Needed only while signing in; not kept with the session's sign-in. */
    private final transient Map<String, String> devices;

    SignInDetails(HttpServletRequest request) {
        super(request);
        Map<String, String> found = new LinkedHashMap<>();
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (cookie.getName().startsWith(DeviceCookies.PREFIX) && found.size() < DeviceCookies.MOST_READ) {
                    found.put(cookie.getName(), cookie.getValue());
                }
            }
        }
        this.devices = Map.copyOf(found);
    }

    /** The device cookies the browser sent, by name. */
    Map<String, String> devices() {
        return devices == null ? Map.of() : devices;
    }
}
