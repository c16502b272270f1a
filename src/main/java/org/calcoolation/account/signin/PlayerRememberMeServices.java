package org.calcoolation.account.signin;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.Date;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.web.authentication.rememberme.CookieTheftException;
import org.springframework.security.web.authentication.rememberme.InvalidCookieException;
import org.springframework.security.web.authentication.rememberme.PersistentRememberMeToken;
import org.springframework.security.web.authentication.rememberme.PersistentTokenBasedRememberMeServices;

/**
 * Spring Security's persistent remember-me tokens, bound to the account rather than its name: the
 * token's owner is the account id, and the player is looked up by it, so a token can never sign in
 * a later account that took a deleted one's name. Logging out deletes this browser's token only.
 * A cookie whose series is known but whose token was already replaced was copied: every token of
 * the account is deleted and its sessions end (the copier's among them), and the request fails with
 * Spring's {@link CookieTheftException}, which {@link RememberMeTheftAnswer} turns into the login
 * page with a message. Except within {@link #JUST_REPLACED} of the replacement: that is the same
 * browser sending two requests at once (tabs restored together), and the late one goes on
 * anonymous, leaving the cookie its browser has just received alone.
 */
final class PlayerRememberMeServices extends PersistentTokenBasedRememberMeServices {

    static final Duration JUST_REPLACED = Duration.ofSeconds(5);

    /**
     * The request attribute naming the series of the remember-me cookie a sign-in used or was given,
     * for {@link SignedInSessions} to tell which earlier sessions were this browser's.
     */
    static final String SERIES = "calcoolation.rememberMeSeries";

    private static final Logger log = LoggerFactory.getLogger(PlayerRememberMeServices.class);

    private final RememberMeTokens tokens;
    private final SignedInSessions sessions;
    private final Clock clock;
    private final DeviceCookies devices;

    PlayerRememberMeServices(
            String key,
            PlayerService players,
            RememberMeTokens tokens,
            SignedInSessions sessions,
            Clock clock,
            DeviceCookies devices) {
        super(
                key,
                accountKey -> RememberMeTokens.accountOf(accountKey)
                        .flatMap(id -> players.find(new PlayerRef.Account(id)))
                        .map(SignedInPlayer::new)
                        .orElseThrow(() -> new UsernameNotFoundException("no such account")),
                tokens.repository());
        this.tokens = tokens;
        this.sessions = sessions;
        this.clock = clock;
        this.devices = devices;
        setTokenValiditySeconds((int) AccountSecurity.REMEMBER_ME.toSeconds());
        // Sent on links from elsewhere (a shared puzzle opens signed in), not on other sites' posts.
        setCookieCustomizer(cookie -> cookie.setAttribute("SameSite", "Lax"));
    }

    /**
     * Spring Security's form login calls this after every sign-in by password, asked to be
     * remembered or not: the place where the browser also gets its device cookie.
     */
    @Override
    public void loginSuccess(HttpServletRequest request, HttpServletResponse response, Authentication signedIn) {
        if (signedIn.getPrincipal() instanceof SignedInPlayer player)
            devices.issue(request, response, player.account().id());
        super.loginSuccess(request, response, signedIn);
    }

    /** The same as Spring's, with the account id as the token's owner instead of the name. */
    @Override
    protected void onLoginSuccess(HttpServletRequest request, HttpServletResponse response, Authentication signedIn) {
        if (!(signedIn.getPrincipal() instanceof SignedInPlayer player)) return;
        PersistentRememberMeToken token = new PersistentRememberMeToken(
                RememberMeTokens.keyOf(player.account().id()), generateSeriesData(), generateTokenData(), new Date());
        try {
            tokens.repository().createNewToken(token);
        } catch (DataAccessException e) {
            // Signed in all the same, for this session only.
            log.error("Could not store a remember-me token: {}", e.getMessage());
            return;
        }
        setCookie(
                new String[] {token.getSeries(), token.getTokenValue()}, getTokenValiditySeconds(), request, response);
        request.setAttribute(SERIES, token.getSeries());
    }

    @Override
    public @Nullable Authentication autoLogin(HttpServletRequest request, HttpServletResponse response) {
        try {
            return super.autoLogin(request, response);
        } catch (JustReplaced sameBrowser) {
            return null;
        }
    }

    @Override
    protected UserDetails processAutoLoginCookie(
            String[] cookie, HttpServletRequest request, HttpServletResponse response) {
        PersistentRememberMeToken stored =
                cookie.length == 2 ? tokens.repository().getTokenForSeries(cookie[0]) : null;
        if (stored != null && !stored.getTokenValue().equals(cookie[1])) {
            if (stored.getDate().toInstant().isAfter(clock.instant().minus(JUST_REPLACED))) throw new JustReplaced();
            RememberMeTokens.accountOf(stored.getUsername()).ifPresent(account -> {
                log.warn(
                        "A copied remember-me cookie of account {} was presented: all its remember-me tokens and sessions ended",
                        account);
                tokens.forget(account);
                sessions.endAll(account);
            });
            throw new CookieTheftException(
                    "The remember-me token of this series was already replaced: the cookie was copied");
        }
        UserDetails player = super.processAutoLoginCookie(cookie, request, response);
        request.setAttribute(SERIES, cookie[0]);
        return player;
    }

    /**
     * Ends the cookie here and forgets this browser's token only: the account page promises that Log
     * out "forgets this browser", and the player's other browsers stay kept logged in. A copy of this
     * cookie stops working with it, since the copy holds the same series.
     */
    @Override
    public void logout(
            HttpServletRequest request, HttpServletResponse response, @Nullable Authentication authentication) {
        // Not super.logout: it deletes by Authentication.getName(), a user name, where our tokens hold ids.
        String cookie = extractRememberMeCookie(request);
        cancelCookie(request, response);
        if (cookie == null || cookie.isEmpty()) return;
        if (!(authentication != null && authentication.getPrincipal() instanceof SignedInPlayer player)) return;
        try {
            String[] seriesAndToken = decodeCookie(cookie);
            tokens.forget(player.account().id(), seriesAndToken[0]);
        } catch (InvalidCookieException notOurs) {
            // Nothing of ours to forget; the cookie is cleared all the same.
        }
    }

    /** Not an error: the same browser's other request replaced the token a moment ago. */
    private static final class JustReplaced extends RuntimeException {
        JustReplaced() {
            super(null, null, false, false);
        }
    }
}
