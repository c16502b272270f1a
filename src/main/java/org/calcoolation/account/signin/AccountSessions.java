package org.calcoolation.account.signin;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerRepository;
import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The browsers signed in to an account, for its owner to see, and "Log out everywhere else": for
 * a player who signed in on a shared computer, or thinks someone else is in their account.
 */
@Service
public class AccountSessions {

    /** The HTTP session attribute that names the session's row; the account page reads it to mark "this browser". */
    public static final String SESSION_KEY = SignedInBrowsers.KEY;
    /** The cookie of "keep me logged in", whose series names this browser's token. */
    public static final String REMEMBER_ME_COOKIE = "remember-me";

    /** A browser signed in to the account, as the server saw it. */
    public record Browser(Instant signedInAt, Instant lastSeenAt, String address, String name, boolean thisOne) {}

    private final SignedInBrowsers browsers;
    private final RememberMeTokens rememberMe;
    private final PlayerRepository players;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;

    AccountSessions(
            SignedInBrowsers browsers,
            RememberMeTokens rememberMe,
            PlayerRepository players,
            ApplicationEventPublisher events,
            PlatformTransactionManager transactionManager) {
        this.browsers = browsers;
        this.transactions = new TransactionTemplate(transactionManager);
        this.rememberMe = rememberMe;
        this.players = players;
        this.events = events;
    }

    /** The account's signed-in browsers, last seen first; {@code thisSession} is the asking session's {@link #SESSION_KEY}. */
    public List<Browser> of(PlayerRef.Account account, @Nullable Object thisSession) {
        return browsers.of(account.id()).stream()
                .map(row -> new Browser(
                        row.signedInAt(),
                        row.lastSeenAt(),
                        BrowserAddresses.shown(row.address()),
                        row.browser(),
                        row.key().equals(thisSession)))
                .toList();
    }

    /** The account's signed-in browsers with the addresses as the server saw them, last seen first: for the player's own data. */
    public List<Browser> stored(PlayerRef.Account account) {
        return browsers.of(account.id()).stream()
                .map(row -> new Browser(row.signedInAt(), row.lastSeenAt(), row.address(), row.browser(), false))
                .toList();
    }

    /** When each browser kept logged in ("keep me logged in") last used its cookie, oldest first. */
    public List<Instant> keptLoggedInLastUses(PlayerRef.Account account) {
        return rememberMe.lastUses(account.id());
    }

    /** How many browsers are kept logged in ("keep me logged in"), signed in now or not. */
    public int keptLoggedIn(PlayerRef.Account account) {
        return rememberMe.count(account.id());
    }

    /**
     * Ends every other session of the account on every node and every other "keep me logged in"
     * cookie; this browser's stay, named by its {@link #SESSION_KEY} and its remember-me cookie's value.
     */
    public void logOutEverywhereElse(
            PlayerRef.Account account, @Nullable Object thisSession, @Nullable String rememberMeCookie) {
        transactions.executeWithoutResult(tx -> players.findById(account.id()).ifPresent(player -> {
            player.endSessions();
            // Off the list at once: each ends at its next request, on whichever node it lives.
            browsers.forgetAllBut(player.id(), thisSession instanceof String key ? key : "");
            events.publishEvent(
                    new OtherSessionsEnded(player.id(), player.sessionVersion(), seriesOf(rememberMeCookie)));
        }));
    }

    /** The series in a remember-me cookie, which Spring Security writes as Base64 of "series:token", each URL-encoded. */
    static Optional<String> seriesOf(@Nullable String cookie) {
        if (cookie == null || cookie.isEmpty()) return Optional.empty();
        // Spring Security leaves out Base64's trailing '='.
        String padded = cookie + "=".repeat((4 - cookie.length() % 4) % 4);
        try {
            String decoded = new String(Base64.getDecoder().decode(padded), StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            return colon <= 0
                    ? Optional.empty()
                    : Optional.of(URLDecoder.decode(decoded.substring(0, colon), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException notACookieOfOurs) {
            return Optional.empty();
        }
    }
}
