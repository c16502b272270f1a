package org.calcoolation.account;

import java.util.List;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;

/**
 * Spring Security's principal for a player: the user name to sign in with, and the account's id,
 * which is what a session is bound to. A name can pass to someone else once its account is
 * deleted; an id never does.
 */
public final class SignedInPlayer extends User {

    private final long id;

    public SignedInPlayer(Player player) {
        this(player.id(), player.username(), player.passwordHash());
    }

    public SignedInPlayer(long id, String username, String passwordHash) {
        super(username, passwordHash, List.of(new SimpleGrantedAuthority("ROLE_PLAYER")));
        this.id = id;
    }

    public PlayerRef.Account account() {
        return new PlayerRef.Account(id);
    }

    // User's equals and hashCode compare user names; sessions of two accounts of one name must differ.
    @Override
    public boolean equals(Object o) {
        return o instanceof SignedInPlayer other && other.id == id && super.equals(o);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id);
    }
}
