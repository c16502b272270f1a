package org.calcoolation.practice.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.OwnDatabase;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.practice.TimedService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The timed pool's page without a browser: a guest sees the boards and is told to sign in; an account
 * draws two 4×4s, gives them up, sees each count the penalty and itself on the three boards' first,
 * and is refused a third with a sentence; another account's draw is refused. Its own database: the
 * boards are global.
 */
@SpringBootTest(properties = "calcoolation.practice.top-up-cron=-")
class TimedViewTest extends SpringBrowserlessTest {

    private static final String DRAWER = "timed.drawer";

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "timed-ui");
    }

    @Autowired
    GameService games;

    @Autowired
    TimedService timed;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    private long player(String name) {
        return players.findByUsername(name).map(Player::id).orElseGet(() -> {
            players.register(
                    new PlayerService.Registration(name, "correct horse battery", "correct horse battery", null));
            return players.findByUsername(name).orElseThrow().id();
        });
    }

    /** A few 4×4 pool puzzles rated as the pool rates a new 4×4 Normal, and the players of this class. */
    @BeforeEach
    void smallPoolPuzzlesAndPlayers() {
        for (int i = 0; i < 4; i++) {
            long seed = ThreadLocalRandom.current().nextLong();
            Puzzle p = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, seed);
            jdbc.update("""
                    insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                        deviation, volatility, attempts, added_at) values (4, 'EASY', ?, ?, ?, 1400, 250, 0.06, 0,
                        current_timestamp)""", Generator.VERSION, seed, KeenCodec.encode(p, Difficulty.EASY, Variant.STANDARD));
        }
        player(DRAWER);
        player("timed.other");
    }

    private static String text(Component c) {
        return c.getElement().getTextRecursively();
    }

    @Test
    void a_guest_sees_the_boards_and_is_asked_to_sign_in() {
        TimedView view = navigate(TimedView.class);
        assertThat(view.drawButton.isVisible()).isFalse();
        assertThat(text(view.left)).startsWith("Timed puzzles are for accounts");
        assertThat(text(view.boardArea))
                .contains("Best time", "Mean of best 3", "Mean of fastest 65 %")
                .contains("Nobody ranks here yet.");
    }

    /** Gives the game up from another page of the same player, and waits until this page has the finish stored. */
    private void giveUp(TimedView view, GameState game) {
        games.revealSolution(new Seat(game.id(), "other-page"));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!view.result.isVisible() && System.nanoTime() < deadline) view.panel.refresh();
    }

    @Test
    @WithUserDetails(value = DRAWER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void an_account_draws_two_gives_them_up_ranks_and_is_refused_a_third() {
        TimedView view = navigate(TimedView.class);
        view.size.setValue(4);
        assertThat(view.left.getText()).isEqualTo("You have 2 of 2 timed 4×4 draws left today.");

        for (int draw = 1; draw <= 2; draw++) {
            Press.on(view.drawButton);
            GameState game = view.panel.game().orElseThrow();
            assertThat(game.kind().size()).isEqualTo(4);
            giveUp(view, game);
            assertThat(view.result.getText())
                    .isEqualTo("This draw counts 18:00 on the 4×4 boards, the fixed time of a draw not solved clean"
                            + " in time.");
            Press.on(view.back);
        }

        assertThat(view.left.getText()).isEqualTo("You have 0 of 2 timed 4×4 draws left today.");
        assertThat(text(view.boardArea)).contains("timed.drawer (you)18:0022");
        Press.on(view.drawButton);
        assertThat(view.refusal.isVisible()).isTrue();
        assertThat(view.refusal.getText()).startsWith("You have drawn your 2 timed 4×4 puzzles for today.");
        assertThat(view.panel.game()).isEmpty();
    }

    @Test
    void another_players_draw_is_refused_with_a_sentence_and_no_grid() {
        PlayerRef other = new PlayerRef.Account(player("timed.other"));
        long theirs = ((TimedService.Served) timed.draw(other, 4)).draw().id();

        TimedView view = navigate("timed/" + theirs, TimedView.class);

        assertThat(view.refusal.getText()).isEqualTo(Wording.t(TimedService.NOT_YOURS));
        assertThat(view.panel.game()).isEmpty();
    }
}
