package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.server.VaadinSession;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.signin.PlayerKeys;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;

@SpringBootTest
class CurrentPlayerTest extends SpringBrowserlessTest {

    static final String NAME = "current.player.test";

    @Autowired
    PlayerService players;

    @Autowired
    ApplicationContext beans;

    /** Session-scoped: looked up inside the test, where the browserless Vaadin session is current. */
    private CurrentPlayer current() {
        return beans.getBean(CurrentPlayer.class);
    }

    @Test
    void a_guest_is_the_browsers_key_and_keeps_it() {
        PlayerRef first = current().ref();

        assertThat(first).isInstanceOf(PlayerRef.Guest.class);
        assertThat(((PlayerRef.Guest) first).key())
                .isEqualTo(VaadinSession.getCurrent().getSession().getAttribute(PlayerKeys.SESSION_ATTRIBUTE));
        assertThat(current().ref()).isEqualTo(first);
        assertThat(current().account()).isEmpty();
    }

    @Test
    void a_signed_in_player_is_the_accounts_id() {
        long id = players.findByUsername(NAME).orElseThrow().id();
        UserDetails principal = details.loadUserByUsername(NAME);
        // Signed in for this test only; set by hand, so that no other test's context is in play.
        SecurityContextHolder.getContext()
                .setAuthentication(
                        UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
        try {
            assertThat(current().ref()).isEqualTo(new PlayerRef.Account(id));
            assertThat(current().required().id()).isEqualTo(id);
        } finally {
            SecurityContextHolder.clearContext();
        }
    }

    /** The signed-in test's account exists before it runs. */
    @BeforeEach
    void theAccountExists() {
        if (players.findByUsername(NAME).isEmpty()) {
            players.register(
                    new PlayerService.Registration(NAME, "correct horse battery", "correct horse battery", null));
        }
    }

    @Test
    void a_session_of_a_deleted_account_never_acts_as_a_later_account_of_the_same_name() {
        String name = "bob" + UUID.randomUUID().toString().substring(0, 6);
        players.register(new PlayerService.Registration(name, "correct horse battery", "correct horse battery", null));
        long oldId = players.findByUsername(name).orElseThrow().id();
        // Browser X signed in as the first account of the name...
        UserDetails signedInX = details.loadUserByUsername(name);
        // ...which is deleted elsewhere, and the name taken again by someone else.
        players.deleteAccount(new PlayerRef.Account(oldId), "correct horse battery");
        players.register(new PlayerService.Registration(
                name, "another good lantern mosaic", "another good lantern mosaic", null));
        long newId = players.findByUsername(name).orElseThrow().id();
        Optional<PlayerRef.Account> x = CurrentPlayer.accountOf(
                UsernamePasswordAuthenticationToken.authenticated(signedInX, null, signedInX.getAuthorities()));

        assertThat(x).contains(new PlayerRef.Account(oldId)).isNotEqualTo(Optional.of(new PlayerRef.Account(newId)));
        assertThat(x.flatMap(players::find))
                .as("the old account is gone; the newcomer is not reached")
                .isEmpty();
    }

    @Autowired
    UserDetailsService details;
}
