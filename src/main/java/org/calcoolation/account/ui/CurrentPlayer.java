package org.calcoolation.account.ui;

import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.Optional;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.account.signin.PlayerKeys;
import org.jspecify.annotations.Nullable;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * Who is playing in this Vaadin session, for views of every feature: the signed-in account (by
 * its id, never by its name), or the browser's guest key. The one way views find the player.
 */
@Component
@VaadinSessionScope
public class CurrentPlayer {

    private final PlayerService players;

    CurrentPlayer(PlayerService players) {
        this.players = players;
    }

    /** The account when someone is signed in, else the guest. Call on the UI thread. */
    public PlayerRef ref() {
        return signedIn().<PlayerRef>map(account -> account).orElseGet(CurrentPlayer::guest);
    }

    /** The signed-in account, if its row still exists. */
    public Optional<Player> account() {
        return signedIn().flatMap(players::find);
    }

    /** The signed-in player, where a view is open to signed-in players only. */
    public Player required() {
        return account().orElseThrow(() -> new IllegalStateException("this page needs a signed-in player"));
    }

    private static Optional<PlayerRef.Account> signedIn() {
        return accountOf(SecurityContextHolder.getContext().getAuthentication());
    }

    /** The account an authentication is bound to: by the id in its principal, never by its name. */
    static Optional<PlayerRef.Account> accountOf(@Nullable Authentication authentication) {
        if (authentication == null
                || authentication instanceof AnonymousAuthenticationToken
                || !authentication.isAuthenticated()) {
            return Optional.empty();
        }
        return authentication.getPrincipal() instanceof SignedInPlayer player
                ? Optional.of(player.account())
                : Optional.empty();
    }

    /**
     * The guest key the player key filter put in the session; a session no request through the
     * filter has seen (as in browserless tests) is given one.
     */
    private static PlayerRef.Guest guest() {
        WrappedSession session = VaadinSession.getCurrent().getSession();
        return PlayerKeys.valid(session.getAttribute(PlayerKeys.SESSION_ATTRIBUTE))
                .orElseGet(() -> {
                    PlayerRef.Guest made = PlayerKeys.random();
                    session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, made.key());
                    return made;
                });
    }
}
