package org.calcoolation.account.ui;

import java.util.Optional;

import com.vaadin.flow.spring.security.AuthenticationContext;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerService;
import org.springframework.stereotype.Component;

/** Who is signed in, for views of any feature: the player, or empty for a guest. */
@Component
public class SignedIn {

    private final AuthenticationContext authentication;
    private final PlayerService players;

    SignedIn(AuthenticationContext authentication, PlayerService players) {
        this.authentication = authentication;
        this.players = players;
    }

    public Optional<Player> player() {
        if (!authentication.isAuthenticated()) return Optional.empty();
        return authentication.getPrincipalName().flatMap(players::findByUsername);
    }

    /** The signed-in player, where a view is open to signed-in players only. */
    public Player required() {
        return player().orElseThrow(() -> new IllegalStateException("this page needs a signed-in player"));
    }
}
