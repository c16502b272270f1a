package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTableRow;
import java.time.Duration;
import java.time.LocalDate;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.NotFoundView;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.Replays;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.ReplayBoard;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

// A context of its own, as DailyViewTest's: the signed-in test user stays with this Spring context.
@SpringBootTest(properties = {"calcoolation.moderators=review.mod"})
@WithUserDetails(value = "replay.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
class ReplayViewTest extends SpringBrowserlessTest {

    private static final LocalDate DAY = LocalDate.of(2026, 2, 3);

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    GameService games;

    @Autowired
    StatsService stats;

    private PlayerRef.Account player;

    @BeforeEach
    void aFreshPlayer() {
        player = new PlayerRef.Account(DailyTestData.freshAccount(players, "replay.player"));
        DailyTestData.account(players, "review.mod", null);
    }

    private GameState solveFirstRung() {
        DailyPuzzle rung = DailyTestData.ladder(daily, DAY).getFirst();
        GameState game =
                games.dailyGame(player, rung.id(), rung.puzzle(), rung.kind()).orElseThrow();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        Grid solution = rung.puzzle().solution().orElseThrow();
        for (int i = 0; i < 16; i++) games.place(seat, Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        return game;
    }

    @Test
    void the_players_own_game_unfolds_under_its_name_with_a_way_back() {
        GameState game = solveFirstRung();

        ReplayView view = navigate("replay/" + game.id(), ReplayView.class);

        assertThat(view.heading.getText()).isEqualTo("Replay: 4×4 Easy");
        assertThat(view.about.getText()).startsWith("Your game, Tuesday, 3 February 2026. Play time ");
        assertThat(view.about.getText()).endsWith(", 16 steps.");
        assertThat(view.refusal.isVisible()).isFalse();
        assertThat($(ReplayBoard.class).all()).hasSize(1);
        assertThat($(Anchor.class).all())
                .extracting(Anchor::getHref)
                .contains("daily/2026-02-03/1", "daily/2026-02-03");
        assertThat(view.getPageTitle()).isEqualTo("Replay, 4×4 Easy, Tuesday, 3 February 2026 · Calcoolation");
    }

    @Test
    void a_game_id_with_no_replay_gets_a_sentence_and_no_grid() {
        ReplayView view = navigate("replay/" + UUID.randomUUID(), ReplayView.class);

        assertThat(view.refusal.getText()).isEqualTo(Wording.t(Replays.NO_REPLAY));
        assertThat($(ReplayBoard.class).all()).isEmpty();
        assertThat($(Anchor.class).withText("Go to today’s puzzles").all()).hasSize(1);
    }

    @Test
    void an_address_that_is_no_game_id_is_not_found() {
        for (String address : new String[] {"replay/not-a-uuid", "replay/nonsense", "replay/%3Cb%3E"}) {
            navigate(address, NotFoundView.class);

            assertThat($(H1.class).single().getText()).as(address).isEqualTo("Page not found");
            assertThat($(ReplayBoard.class).all()).isEmpty();
        }
    }

    @Test
    void the_review_page_is_not_for_players() {
        ReviewView view = navigate("review", ReviewView.class);

        assertThat(view.content.getElement().getTextRecursively()).isEqualTo(Wording.t(ReviewView.NOT_YOURS));
        assertThat($(NativeButton.class).withText("Clear").all()).isEmpty();
    }

    @Test
    @WithUserDetails(value = "review.mod", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_moderator_watches_a_held_solve_and_clears_it() {
        GameState game = solveFirstRung(); // sixteen digits at once: held as too fast
        await().atMost(Duration.ofSeconds(20))
                .until(() -> stats.heldForReview(game.id()).isPresent());

        ReviewView view = navigate("review", ReviewView.class);
        NativeTableRow row = $(NativeTableRow.class).all().stream()
                .filter(r -> r.getElement().getTextRecursively().contains("replay.player"))
                .findFirst()
                .orElseThrow();
        assertThat(row.getElement().getTextRecursively()).contains("4×4 Easy, 2026-02-03", "faster than anyone types");
        assertThat($(Anchor.class).withText("Watch the replay").all())
                .extracting(Anchor::getHref)
                .contains("replay/" + game.id());
        ReplayView replay = navigate("replay/" + game.id(), ReplayView.class);
        assertThat(replay.about.getText()).startsWith("Played by replay.player");

        view = navigate("review", ReviewView.class);
        Press.on($(NativeButton.class).withText("Clear").all().stream()
                .filter(b -> b.getParent()
                        .flatMap(p -> p.getParent())
                        .map(cell -> cell.getParent()
                                .orElseThrow()
                                .getElement()
                                .getTextRecursively()
                                .contains("replay.player"))
                        .orElse(false))
                .findFirst()
                .orElseThrow());

        assertThat(view.message.getText()).startsWith("Cleared: replay.player’s solve in ");
        assertThat(stats.heldForReview(game.id())).isEmpty();
    }
}
