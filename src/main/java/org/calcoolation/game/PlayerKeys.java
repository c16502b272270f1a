package org.calcoolation.game;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.servlet.http.HttpSession;

/**
 * Player keys: until there are accounts, a player is a browser, known by 128 random bits in the
 * {@value #COOKIE} cookie, written as 32 lowercase hex digits. {@link PlayerKeyFilter} puts the
 * key of each request in the HTTP session under {@link #SESSION_ATTRIBUTE}.
 *
 * <p>Views do not call this class; they call {@code org.calcoolation.game.ui.CurrentPlayer.key()},
 * which reads the attribute through Vaadin's wrapped session. Code holding the servlet session
 * itself, such as {@code ((WrappedHttpSession) VaadinSession.getCurrent().getSession()).getHttpSession()},
 * calls {@code PlayerKeys.of(httpSession)}.
 */
public final class PlayerKeys {

    public static final String COOKIE = "calcoolation_player";
    public static final String SESSION_ATTRIBUTE = "calcoolation.playerKey";

    private static final Pattern WELL_FORMED = Pattern.compile("[0-9a-f]{32}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private PlayerKeys() {}

    /** The player key kept in this session, if there is a well-formed one. */
    public static Optional<String> of(HttpSession session) {
        return session == null ? Optional.empty() : valid(session.getAttribute(SESSION_ATTRIBUTE));
    }

    /** The value as a player key, if it is one: exactly 32 lowercase hex digits. */
    public static Optional<String> valid(Object value) {
        return value instanceof String key && WELL_FORMED.matcher(key).matches() ? Optional.of(key) : Optional.empty();
    }

    static String random() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
