package org.calcoolation.game.ui;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.calcoolation.game.GameService.Seat;

/**
 * What a play page's leaving beacon ({@link LeftBeacon}) carries besides its seat, so that stopping
 * the page's share of the clock needs what the page has and a stranger has not: HMAC-SHA256 of the
 * seat and the page's HTTP session id, under a key made at start and never stored. The beacon comes
 * with the session's cookie (HttpOnly, never in the page), and the token fits that session only: a
 * seat copied out of the page, posted from anywhere else, stops nothing. A node's key dies with its
 * sessions, so a restart loses nothing that still needs it.
 */
final class BeaconTokens {

    private static final String MAC = "HmacSHA256";
    private static final SecretKeySpec KEY = newKey();

    private BeaconTokens() {}

    /** The token of this seat in this session. */
    static String of(String sessionId, Seat seat) {
        try {
            Mac mac = Mac.getInstance(MAC);
            mac.init(KEY);
            byte[] signed =
                    mac.doFinal((sessionId + ' ' + seat.game() + ' ' + seat.viewer()).getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(signed);
        } catch (GeneralSecurityException noHmac) {
            throw new IllegalStateException("HMAC-SHA256 is part of every JDK", noHmac);
        }
    }

    /** Whether {@code token} is this seat's in this session; in constant time, as it guards a secret. */
    static boolean matches(String token, String sessionId, Seat seat) {
        return MessageDigest.isEqual(
                token.getBytes(StandardCharsets.US_ASCII), of(sessionId, seat).getBytes(StandardCharsets.US_ASCII));
    }

    private static SecretKeySpec newKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return new SecretKeySpec(key, MAC);
    }
}
