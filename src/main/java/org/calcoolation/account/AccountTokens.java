package org.calcoolation.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.calcoolation.base.data.JobLocks;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The single-use links mailed to players, in table {@code account_token}: a token of 256 random
 * bits goes into the link, only its SHA-256 into the table. A token is used by one conditional
 * update, so that two nodes (or two clicks) cannot both use it; it stops working at its expiry, or
 * when a newer one of its kind replaces it.
 */
@Component
class AccountTokens {

    enum Purpose {
        CONFIRM_EMAIL(Duration.ofHours(24)),
        RESET_PASSWORD(Duration.ofMinutes(30));

        final Duration lifetime;

        Purpose(Duration lifetime) {
            this.lifetime = lifetime;
        }
    }

    /** A token that works: whose it is, and the address it confirms (for {@link Purpose#CONFIRM_EMAIL}). */
    record Valid(long playerId, Optional<String> email) {}

    /** Rows are kept this long after they expire, for the counts of mails sent. */
    static final Duration KEPT = Duration.ofDays(1);

    private static final SecureRandom random = new SecureRandom();

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final JobLocks jobs;

    AccountTokens(JdbcTemplate jdbc, Clock clock, JobLocks jobs) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.jobs = jobs;
    }

    /** A new token for the player, which ends the unused ones of the same purpose; the token for the link. */
    String issue(long playerId, Purpose purpose, @Nullable String email) {
        Instant now = clock.instant();
        revoke(playerId, purpose);
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        jdbc.update(
                "INSERT INTO account_token (token_hash, player_id, purpose, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
                hash(token),
                playerId,
                purpose.name(),
                email,
                time(now),
                time(now.plus(purpose.lifetime)));
        return token;
    }

    /** Whose the token is, if it is of this purpose, unused and not expired. Uses nothing. */
    Optional<Valid> check(String token, Purpose purpose) {
        if (!wellFormed(token)) return Optional.empty();
        List<Valid> found = jdbc.query(
                """
                SELECT player_id, email FROM account_token
                 WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
                """,
                (row, n) -> new Valid(row.getLong(1), Optional.ofNullable(row.getString(2))),
                hash(token),
                purpose.name(),
                time(clock.instant()));
        return found.stream().findFirst();
    }

    /** Uses the token, once: the first caller gets whose it is, every later one nothing. Call in the transaction of what it allows. */
    Optional<Valid> use(String token, Purpose purpose) {
        Optional<Valid> valid = check(token, purpose);
        if (valid.isEmpty()) return valid;
        Instant now = clock.instant();
        int used = jdbc.update(
                "UPDATE account_token SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
                time(now),
                hash(token),
                time(now));
        return used == 1 ? valid : Optional.empty();
    }

    /** Ends the player's unused tokens of this purpose: a newer one replaces them, or what they were for is done. */
    void revoke(long playerId, Purpose purpose) {
        Instant now = clock.instant();
        jdbc.update(
                "UPDATE account_token SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL",
                time(now),
                playerId,
                purpose.name());
    }

    /** Deletes one token, as if it had never been issued: its mail could not be sent. */
    void withdraw(String token) {
        jdbc.update("DELETE FROM account_token WHERE token_hash = ?", hash(token));
    }

    /** How many tokens of this purpose the player was given within the last {@code window}, used or not. */
    int issuedWithin(long playerId, Purpose purpose, Duration window) {
        Integer count = jdbc.queryForObject(
                "SELECT COUNT(*) FROM account_token WHERE player_id = ? AND purpose = ? AND created_at > ?",
                Integer.class,
                playerId,
                purpose.name(),
                time(clock.instant().minus(window)));
        return count == null ? 0 : count;
    }

    /** The address waiting for the player to follow its link, if any. */
    Optional<String> pendingEmail(long playerId) {
        return jdbc
                .query("""
                SELECT email FROM account_token
                 WHERE player_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
                 ORDER BY created_at DESC
                """, (row, n) -> row.getString(1), playerId, Purpose.CONFIRM_EMAIL.name(), time(clock.instant()))
                .stream()
                .findFirst();
    }

    @Scheduled(fixedDelay = 1, initialDelay = 1, timeUnit = TimeUnit.HOURS)
    void forgetOldOnOneNode() {
        jobs.runOnOneNode("account-tokens-forget-old", Duration.ofMinutes(30), this::forgetOld);
    }

    /** Deletes the tokens expired for a while, and the reset requests no limit counts any more. */
    int forgetOld() {
        Instant before = clock.instant().minus(KEPT);
        return jdbc.update("DELETE FROM account_token WHERE expires_at < ?", time(before))
                + jdbc.update("DELETE FROM reset_request WHERE requested_at < ?", time(before));
    }

    /** A token as {@link #issue} makes them: 43 characters of URL-safe Base64. Anything else is not looked up. */
    private static boolean wellFormed(String token) {
        return token.length() == 43
                && token.chars().allMatch(c -> Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_');
    }

    static String hash(String value) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
