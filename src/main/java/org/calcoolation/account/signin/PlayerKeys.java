package org.calcoolation.account.signin;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;

/**
 * Guest keys: a browser without an account is a guest, known by 128 random bits in the
 * {@value #COOKIE} cookie, written as 32 lowercase hex digits. {@link PlayerKeyFilter} puts the
 * key in the request and, once a page makes one, its HTTP session under {@link #SESSION_ATTRIBUTE}.
 * Views do not call this class; they ask {@code account.ui.CurrentPlayer}.
 */
public final class PlayerKeys {

    public static final String COOKIE = "calcoolation_player";
    public static final String SESSION_ATTRIBUTE = "calcoolation.playerKey";

    private static final SecureRandom RANDOM = new SecureRandom();

    private PlayerKeys() {}

    /** The guest key kept in this session, if there is a well-formed one. */
    public static Optional<PlayerRef.Guest> of(HttpSession session) {
        return session == null ? Optional.empty() : valid(session.getAttribute(SESSION_ATTRIBUTE));
    }

    /** The guest key of this request: the filter's, else its session's. */
    static Optional<PlayerRef.Guest> of(HttpServletRequest request) {
        return valid(request.getAttribute(SESSION_ATTRIBUTE)).or(() -> of(request.getSession(false)));
    }

    /** The value as a guest key, if it is one: exactly 32 lowercase hex digits. */
    public static Optional<PlayerRef.Guest> valid(Object value) {
        return value instanceof String key && PlayerRef.Guest.isKey(key)
                ? Optional.of(new PlayerRef.Guest(key))
                : Optional.empty();
    }

    public static PlayerRef.Guest random() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return new PlayerRef.Guest(HexFormat.of().formatHex(bytes));
    }
}
