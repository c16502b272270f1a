package org.calcoolation.reminder;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.calcoolation.base.data.AppInfo;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The token in a reminder's unsubscribe link: the account's id and an HMAC-SHA256 of it under a
 * secret every node shares (made at first use, kept in {@code app_info}). It stays valid, so that a
 * link used twice does no harm; one made up or altered names nobody.
 */
@Component
class UnsubscribeLinks {

    static final String KEY = "reminder-unsubscribe-secret";
    private static final SecureRandom random = new SecureRandom();

    private final AppInfo info;
    private final TransactionTemplate transactions;
    private volatile byte @Nullable [] secret;

    UnsubscribeLinks(AppInfo info, PlatformTransactionManager transactionManager) {
        this.info = info;
        this.transactions = new TransactionTemplate(transactionManager);
    }

    /** The token for this account's links. */
    String tokenFor(long playerId) {
        return playerId + "." + signature(playerId);
    }

    /** Whose token this is, if it is one this site made. */
    Optional<Long> playerOf(@Nullable String token) {
        if (token == null || token.length() > 80 || !token.matches("\\d{1,18}\\.[A-Za-z0-9_-]{43}"))
            return Optional.empty();
        long playerId = Long.parseLong(token.substring(0, token.indexOf('.')));
        byte[] given = token.substring(token.indexOf('.') + 1).getBytes(StandardCharsets.US_ASCII);
        byte[] expected = signature(playerId).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(given, expected) ? Optional.of(playerId) : Optional.empty();
    }

    private String signature(long playerId) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret(), "HmacSHA256"));
            byte[] signed = mac.doFinal(("daily-reminder-unsubscribe:" + playerId).getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(signed);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every Java has HmacSHA256", e);
        }
    }

    private byte[] secret() {
        byte[] known = secret;
        if (known != null) return known;
        String stored = transactions.execute(tx -> info.get(KEY).orElseGet(() -> {
            byte[] bytes = new byte[32];
            random.nextBytes(bytes);
            String made = HexFormat.of().formatHex(bytes);
            try {
                info.add(KEY, made);
                return made;
            } catch (DataIntegrityViolationException anotherNodeFirst) {
                tx.setRollbackOnly(); // PostgreSQL takes nothing more in this transaction
                return null;
            }
        }));
        if (stored == null) stored = transactions.execute(tx -> info.get(KEY).orElseThrow());
        byte[] made = HexFormat.of().parseHex(stored);
        secret = made;
        return made;
    }
}
