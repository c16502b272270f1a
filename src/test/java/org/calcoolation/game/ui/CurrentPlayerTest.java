package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.server.VaadinSession;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.Game;
import org.calcoolation.game.GameService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithMockUser;

// A context of its own, as for every secured browserless test (see DailyViewTest).
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/current-player")
class CurrentPlayerTest extends SpringBrowserlessTest {

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Test
    void a_guest_has_the_browsers_key() {
        assertThat(CurrentPlayer.key()).isEqualTo(VaadinSession.getCurrent().getSession().getId());
    }

    @Test
    @WithMockUser(username = "guest.turned.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_guest_who_signs_in_brings_the_game_in_progress_into_the_account() {
        if (players.findByUsername("guest.turned.player").isEmpty()) {
            players.register(new PlayerService.Registration("guest.turned.player", "correct horse battery", "correct horse battery", null));
        }
        long id = players.findByUsername("guest.turned.player").orElseThrow().id();
        String guest = VaadinSession.getCurrent().getSession().getId();
        Game played = games.newGame(guest, 4, Difficulty.EASY, Variant.STANDARD);

        String key = CurrentPlayer.key();

        assertThat(key).isEqualTo(GameService.accountKey(id));
        assertThat(games.currentGame(key)).get().extracting(Game::id).isEqualTo(played.id());
        assertThat(games.currentGame(guest)).isEmpty();
        assertThat(CurrentPlayer.key()).as("asked again: the same, nothing moved twice").isEqualTo(key);
    }
}
