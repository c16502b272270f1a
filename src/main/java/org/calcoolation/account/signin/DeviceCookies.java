package org.calcoolation.account.signin;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.data.AppInfo;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * OWASP's device cookies: a browser that has signed in to an account gets a cookie that says so,
 * and its sign-ins to that account are then counted by the cookie rather than by address and name
 * ({@link LoginAttempts}), so that guesses from elsewhere, however many addresses they come from,
 * cannot keep the owner out. The cookie is not a sign-in: it only lets its browser try the password.
 *
 * <p>One cookie per account, {@code device-<account id>}, holding a random nonce and an HMAC-SHA256
 * of the account id and the nonce under a secret kept in the database (so every node checks what
 * another issued, and a restart keeps them). HttpOnly, SameSite=Strict, sent only to the login
 * post's path, and kept {@link #LIFETIME}; renewed at every sign-in with a password. Its nonce names
 * the device in the lockout's counts.
 */
@Component
class DeviceCookies {

    static final String PREFIX = "device-";
    /** As long as browsers keep a cookie (Chrome caps it at 400 days). */
    static final Duration LIFETIME = Duration.ofDays(400);

    static final String SECRET = "device-cookie-secret";
    /** More than any household's accounts on one browser; the rest are not read. */
    static final int MOST_READ = 20;

    private static final int NONCE_BYTES = 16;
    private static final Base64.Encoder BASE64 = Base64.getUrlEncoder().withoutPadding();

    private final SecretKeySpec key;
    private final PlayerService players;
    private final SecureRandom random = new SecureRandom();

    DeviceCookies(AppInfo info, PlatformTransactionManager transactions, PlayerService players) {
        this.key = new SecretKeySpec(HexFormat.of().parseHex(secret(info, transactions, random)), "HmacSHA256");
        this.players = players;
    }

    /** A new cookie for this account in the response, replacing the browser's last one. */
    void issue(HttpServletRequest request, HttpServletResponse response, long accountId) {
        byte[] bytes = new byte[NONCE_BYTES];
        random.nextBytes(bytes);
        String nonce = BASE64.encodeToString(bytes);
        ResponseCookie cookie = ResponseCookie.from(PREFIX + accountId, nonce + "." + mac(accountId, nonce))
                .httpOnly(true)
                .secure(request.isSecure())
                .sameSite("Strict")
                .path(request.getContextPath() + AccountSecurity.LOGIN)
                .maxAge(LIFETIME)
                .build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
    }

    /**
     * The device, by its nonce, if the request's device cookies hold a genuine one for the account
     * with this user name; nothing for a forged one, another account's, or a name without an account.
     */
    Optional<String> recognise(Map<String, String> cookies, @Nullable String username) {
        if (cookies.isEmpty()) return Optional.empty();
        return players.findByUsername(username).flatMap(player -> {
            String value = cookies.get(PREFIX + player.id());
            int dot = value == null ? -1 : value.indexOf('.');
            if (dot < 0) return Optional.empty();
            String nonce = value.substring(0, dot);
            byte[] expected = mac(player.id(), nonce).getBytes(StandardCharsets.US_ASCII);
            boolean genuine =
                    MessageDigest.isEqual(expected, value.substring(dot + 1).getBytes(StandardCharsets.US_ASCII));
            return genuine ? Optional.of(nonce) : Optional.empty();
        });
    }

    private String mac(long accountId, String nonce) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return BASE64.encodeToString(mac.doFinal((accountId + "." + nonce).getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /** The secret in {@code app_info}, made at the first start; another node's if it stored one first. */
    private static String secret(AppInfo info, PlatformTransactionManager transactions, SecureRandom random) {
        String made = new TransactionTemplate(transactions)
                .execute(tx -> info.get(SECRET).orElseGet(() -> {
                    byte[] bytes = new byte[32];
                    random.nextBytes(bytes);
                    String secret = HexFormat.of().formatHex(bytes);
                    try {
                        info.add(SECRET, secret);
                    } catch (DataIntegrityViolationException anotherNodeFirst) {
                        tx.setRollbackOnly(); // PostgreSQL takes nothing more in this transaction
                        return null;
                    }
                    return secret;
                }));
        return made != null ? made : info.get(SECRET).orElseThrow();
    }
}
