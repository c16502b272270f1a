package org.calcoolation.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.AccountTokens.Purpose;
import org.calcoolation.base.mail.Mail;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * "Forgot password?": a link mailed to the account's confirmed address sets a new password. A
 * request is answered in the same words and after the same time whether or not an account has
 * the address or name typed, so that nobody learns from it which accounts exist; only the mail
 * itself, in the owner's inbox, says so. Limits, counted in the database so that every node
 * applies them: {@value #PER_TYPED} requests an hour per name or address typed and {@value
 * #PER_ADDRESS} per remote address (both said openly, as they say nothing of accounts), and
 * {@value #PER_ACCOUNT} mails an hour per account (kept quiet: the answer stays the same).
 */
@Service
public class PasswordResets {

    static final int PER_TYPED = 5;
    static final int PER_ADDRESS = 20;
    static final int PER_ACCOUNT = 3;
    static final Problem EMPTY = Problem.of("account.problem.resetEmpty");
    static final Problem TOO_LONG = Problem.of("account.problem.resetTooLong");
    static final Problem TOO_MANY = Problem.of("account.problem.manyResets");
    static final Problem NOT_SENT = Problem.of("account.problem.resetNotSent");
    public static final Problem LINK_DEAD = Problem.of("account.problem.resetLinkDead");

    private static final Logger log = LoggerFactory.getLogger(PasswordResets.class);

    /** The answer to a request: the same {@code Answered} for every name and address, known or not. */
    public sealed interface Request {
        record Answered() implements Request {}

        record Refused(Problem message) implements Request {}
    }

    /** What setting the new password did. */
    public sealed interface Reset {
        record Done(String username) implements Reset {}

        /** The new password breaks a rule; the link still works. */
        record Rejected(Map<Field, Problem> errors) implements Reset {}

        /** The link does not work (any more). */
        record LinkDead() implements Reset {}
    }

    private final PlayerRepository players;
    private final AccountTokens tokens;
    private final AccountMails mails;
    private final Mail mail;
    private final JdbcTemplate jdbc;
    private final PasswordEncoder passwords;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private final Duration answerTime;
    private final AccountRules rules = new AccountRules();

    PasswordResets(
            PlayerRepository players,
            AccountTokens tokens,
            AccountMails mails,
            Mail mail,
            JdbcTemplate jdbc,
            PasswordEncoder passwords,
            ApplicationEventPublisher events,
            PlatformTransactionManager transactionManager,
            Clock clock,
            @Value("${calcoolation.accounts.reset-answer-time:1500ms}") Duration answerTime) {
        this.players = players;
        this.tokens = tokens;
        this.mails = mails;
        this.mail = mail;
        this.jdbc = jdbc;
        this.passwords = passwords;
        this.events = events;
        this.transactions = new TransactionTemplate(transactionManager);
        this.clock = clock;
        this.answerTime = answerTime;
    }

    /**
     * Mails a reset link if an account has this confirmed address or this user name (and a
     * confirmed address). Takes at least {@code calcoolation.accounts.reset-answer-time} whatever
     * happens, longer only if the mail server is slower than that.
     */
    public Request request(String typed, String remoteAddress) {
        long start = System.nanoTime();
        try {
            return answer(typed, remoteAddress);
        } finally {
            waitUntil(start + answerTime.toNanos());
        }
    }

    private Request answer(String typed, String remoteAddress) {
        String name = typed.strip();
        if (name.isEmpty()) return new Request.Refused(EMPTY);
        if (name.length() > EmailAddress.MAX) return new Request.Refused(TOO_LONG);
        String typedKey = AccountTokens.hash("to:" + name.toLowerCase(Locale.ROOT));
        String addressKey = AccountTokens.hash("from:" + remoteAddress);
        if (requestsWithin(typedKey) >= PER_TYPED || requestsWithin(addressKey) >= PER_ADDRESS)
            return new Request.Refused(TOO_MANY);
        Instant now = clock.instant();
        jdbc.update("INSERT INTO reset_request (request_key, requested_at) VALUES (?, ?)", typedKey, time(now));
        jdbc.update("INSERT INTO reset_request (request_key, requested_at) VALUES (?, ?)", addressKey, time(now));

        Optional<Player> player = accountOf(name).filter(p -> p.email().isPresent());
        try {
            if (player.isPresent()
                    && tokens.issuedWithin(player.get().id(), Purpose.RESET_PASSWORD, Duration.ofHours(1))
                            < PER_ACCOUNT) {
                send(player.get());
            } else {
                mail.probe(); // as much work, and the same failure, as a mail that goes
            }
        } catch (Mail.NotSent e) {
            log.warn("A password reset link was asked for, and mail failed: {}", e.getMessage());
            return new Request.Refused(NOT_SENT);
        }
        return new Request.Answered();
    }

    private void send(Player player) {
        String token = tokens.issue(player.id(), Purpose.RESET_PASSWORD, null);
        try {
            mail.send(mails.resetPassword(player.email().orElseThrow(), player, token));
        } catch (Mail.NotSent e) {
            tokens.withdraw(token); // never a working link that nobody was sent
            throw e;
        }
    }

    /** The account with this confirmed address, or with this user name. */
    private Optional<Player> accountOf(String typed) {
        if (typed.indexOf('@') >= 0) {
            return EmailAddress.parse(typed) instanceof EmailAddress.Parsed.Valid valid
                    ? players.findByEmailKey(valid.address().key())
                    : Optional.empty();
        }
        return players.findByUsernameKey(Player.keyOf(typed));
    }

    /** The user name of the account whose link this is, if the link works. */
    public Optional<String> check(String token) {
        return tokens.check(token, Purpose.RESET_PASSWORD)
                .flatMap(valid -> players.findById(valid.playerId()))
                .map(Player::username);
    }

    /**
     * Sets the new password if the link works and the password keeps the rules; uses the link.
     * Every session and "keep me logged in" cookie of the account ends ({@link PasswordChanged}),
     * and the player is told by mail.
     */
    public Reset reset(String token, String password, String passwordAgain) {
        Optional<Player> player =
                tokens.check(token, Purpose.RESET_PASSWORD).flatMap(valid -> players.findById(valid.playerId()));
        if (player.isEmpty()) return new Reset.LinkDead();
        Map<Field, Problem> errors = new EnumMap<>(Field.class);
        rules.checkNewPassword(
                        password,
                        player.get().username(),
                        player.get().displayName().orElse(null))
                .ifPresent(message -> errors.put(Field.PASSWORD, message));
        rules.checkRepeat(password, passwordAgain).ifPresent(message -> errors.put(Field.PASSWORD_AGAIN, message));
        if (!errors.isEmpty()) return new Reset.Rejected(errors);
        String hash = passwords.encode(password);
        Optional<Player> changed = transactions.execute(tx -> {
            Optional<AccountTokens.Valid> used = tokens.use(token, Purpose.RESET_PASSWORD);
            Optional<Player> owner = used.flatMap(valid -> players.findById(valid.playerId()));
            owner.ifPresent(p -> {
                p.changePasswordHash(hash);
                events.publishEvent(new PasswordChanged(p.id(), p.sessionVersion()));
            });
            return owner;
        });
        if (changed.isEmpty()) return new Reset.LinkDead();
        Player done = changed.get();
        done.email().ifPresent(address -> {
            try {
                mail.send(mails.passwordChanged(address, done, clock.instant()));
            } catch (Mail.NotSent e) {
                log.warn("The mail telling account {} of its new password was not sent: {}", done.id(), e.getMessage());
            }
        });
        return new Reset.Done(done.username());
    }

    private int requestsWithin(String key) {
        Integer count = jdbc.queryForObject(
                "SELECT COUNT(*) FROM reset_request WHERE request_key = ? AND requested_at > ?",
                Integer.class,
                key,
                time(clock.instant().minus(Duration.ofHours(1))));
        return count == null ? 0 : count;
    }

    private static void waitUntil(long deadline) {
        long left;
        while ((left = deadline - System.nanoTime()) > 0) {
            try {
                Thread.sleep(Duration.ofNanos(left));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
