package org.calcoolation.account.signin;

import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Service;

/** Spring Security's view of the accounts: every player has the one role {@code PLAYER} and carries the account's id. */
@Service
class PlayerDetailsService implements UserDetailsService {

    private final PlayerService players;

    PlayerDetailsService(PlayerService players) {
        this.players = players;
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        return players.findByUsername(username)
                .map(SignedInPlayer::new)
                .orElseThrow(() -> new UsernameNotFoundException("no such player"));
    }
}
