package org.calcoolation.account;

import java.time.Duration;
import java.util.Optional;
import org.calcoolation.account.AccountTokens.Purpose;
import org.calcoolation.base.mail.Mail;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * An account's email address: optional, kept only once the player opened the link mailed to it,
 * so that a typo or someone else's address never becomes the way into an account. Until then the
 * address the account had stays.
 */
@Service
public class AccountEmails {

    /** Mails to confirm an address, per account and hour: enough for typos, too few to flood a stranger's inbox. */
    static final int PER_HOUR = 5;

    static final Problem SAME = Problem.of("account.problem.sameAddress");
    static final Problem TOO_MANY = Problem.of("account.problem.manyConfirmations");
    static final Problem NOT_SENT = Problem.of("account.problem.confirmationNotSent");
    static final Problem LINK_DEAD = Problem.of("account.problem.confirmLinkDead");
    static final Problem TAKEN = Problem.of("account.problem.addressTaken");

    private static final Logger log = LoggerFactory.getLogger(AccountEmails.class);

    /** What became of a request for a confirmation mail. */
    public sealed interface Request {
        /** The mail is on its way to this address. */
        record Sent(String address) implements Request {}

        /** Nothing was sent, for this reason, to be shown by the address field. */
        record Refused(Problem message) implements Request {}
    }

    /** What opening a confirmation link did. */
    public sealed interface Confirmation {
        record Confirmed(String username, String address) implements Confirmation {}

        record Refused(Problem message) implements Confirmation {}
    }

    private final PlayerRepository players;
    private final AccountTokens tokens;
    private final AccountMails mails;
    private final Mail mail;
    private final TransactionTemplate transactions;

    AccountEmails(
            PlayerRepository players,
            AccountTokens tokens,
            AccountMails mails,
            Mail mail,
            PlatformTransactionManager transactionManager) {
        this.players = players;
        this.transactions = new TransactionTemplate(transactionManager);
        this.tokens = tokens;
        this.mails = mails;
        this.mail = mail;
    }

    /** Why what was typed cannot be an address, if it cannot. */
    public Optional<Problem> problemWith(String typed) {
        return EmailAddress.parse(typed) instanceof EmailAddress.Parsed.Invalid invalid
                ? Optional.of(invalid.message())
                : Optional.empty();
    }

    /** Mails a link to the address; the account takes the address once the link is opened. Not in a transaction: mail is slow. */
    public Request requestConfirmation(PlayerRef.Account account, String typed) {
        EmailAddress address = switch (EmailAddress.parse(typed)) {
            case EmailAddress.Parsed.Valid valid -> valid.address();
            case EmailAddress.Parsed.Invalid invalid -> null;
        };
        if (address == null) return new Request.Refused(problemWith(typed).orElseThrow());
        Player player = players.findById(account.id())
                .orElseThrow(() -> new IllegalStateException("no account " + account.id()));
        if (player.email()
                .map(email -> new EmailAddress(email).key())
                .filter(address.key()::equals)
                .isPresent()) return new Request.Refused(SAME);
        if (tokens.issuedWithin(player.id(), Purpose.CONFIRM_EMAIL, Duration.ofHours(1)) >= PER_HOUR)
            return new Request.Refused(TOO_MANY);
        String token = tokens.issue(player.id(), Purpose.CONFIRM_EMAIL, address.value());
        try {
            mail.send(mails.confirmEmail(address.value(), player, token));
        } catch (Mail.NotSent e) {
            tokens.withdraw(token);
            log.warn("The mail to confirm an address for account {} was not sent: {}", player.id(), e.getMessage());
            return new Request.Refused(NOT_SENT);
        }
        return new Request.Sent(address.value());
    }

    /** The address waiting for its link to be opened, if any. */
    public Optional<String> pending(PlayerRef.Account account) {
        return tokens.pendingEmail(account.id());
    }

    /** Uses the link's token: the account now has that address, unless another account confirmed it first. */
    public Confirmation confirm(String token) {
        try {
            return transactions.execute(tx -> confirmInTransaction(token));
        } catch (DataIntegrityViolationException raced) {
            // Another account confirmed the same address at the same moment; the unique index said no.
            return new Confirmation.Refused(TAKEN);
        }
    }

    private Confirmation confirmInTransaction(String token) {
        Optional<AccountTokens.Valid> valid = tokens.use(token, Purpose.CONFIRM_EMAIL);
        if (valid.isEmpty()) return new Confirmation.Refused(LINK_DEAD);
        Optional<Player> found = players.findById(valid.get().playerId());
        if (found.isEmpty()) return new Confirmation.Refused(LINK_DEAD);
        Player player = found.get();
        EmailAddress address = new EmailAddress(valid.get().email().orElseThrow());
        Optional<Player> holder = players.findByEmailKey(address.key());
        if (holder.isPresent() && !holder.get().equals(player)) return new Confirmation.Refused(TAKEN);
        player.confirmEmail(address);
        players.flush();
        return new Confirmation.Confirmed(player.username(), address.value());
    }

    /** The account forgets its address; links mailed to confirm a new one, or to reset the password, stop working. */
    public void remove(PlayerRef.Account account) {
        transactions.executeWithoutResult(tx -> {
            players.findById(account.id()).ifPresent(Player::removeEmail);
            tokens.revoke(account.id(), Purpose.CONFIRM_EMAIL);
            tokens.revoke(account.id(), Purpose.RESET_PASSWORD);
        });
    }
}
