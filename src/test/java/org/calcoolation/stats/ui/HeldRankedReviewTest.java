package org.calcoolation.stats.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.ui.ReviewView;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.ReplayBoard;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.PracticeService;
import org.calcoolation.practice.RatedModerator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * A moderator's review page without a browser: a guest's rated puzzle typed as a script types it is
 * held, listed beside the daily solves with its replay, and cleared there; its rating moves then.
 */
@SpringBootTest(properties = "calcoolation.moderators=" + RatedModerator.NAME)
@WithUserDetails(value = RatedModerator.NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class HeldRankedReviewTest extends SpringBrowserlessTest {

    @Autowired
    PracticeService practice;

    @Autowired
    GameService games;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aModeratorAndAPoolPuzzle() {
        RatedModerator.fresh(players);
        Puzzle puzzle = Generator.generate(
                4,
                Difficulty.EASY,
                Variant.STANDARD,
                ThreadLocalRandom.current().nextLong());
        String keenId = KeenCodec.encode(puzzle, Difficulty.EASY, Variant.STANDARD);
        jdbc.update("""
                insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                    deviation, volatility, attempts, added_at) values (4, 'EASY', 1, 0, ?, 1500, 250, 0.06, 0, current_timestamp)""", keenId);
    }

    /** A guest's rated puzzle, every digit typed in a moment; held once its finish is scored. */
    private GameState heldRatedGame(PlayerRef guest) {
        GameState game = ((PracticeService.Served) practice.draw(guest, OptionalInt.empty())).game();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        for (int i = 0; i < 16; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, 4),
                    game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, 4)));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (practice.ofGame(guest, game.id()).flatMap(Attempt::scored).isEmpty()) {
            if (System.nanoTime() > deadline) throw new AssertionError("not scored within 20 s");
            LockSupport.parkNanos(20_000_000);
        }
        return game;
    }

    private Optional<Anchor> replayLink(GameState game) {
        return $(Anchor.class).all().stream()
                .filter(a -> a.getHref().equals(RankedReplayView.path(game.id())))
                .findFirst();
    }

    @Test
    void a_held_rated_puzzle_is_listed_beside_the_dailies_with_its_replay_and_cleared_there() {
        PlayerRef guest = PlayerKeys.random();
        GameState game = heldRatedGame(guest);
        assertThat(practice.rating(guest)).isEmpty();

        navigate(ReviewView.class);
        String text = $(HeldRankedSection.class).single().getElement().getTextRecursively();
        assertThat(text)
                .contains("Held ranked solves")
                .contains("Rated puzzle")
                .contains("a guest")
                .contains("faster than anyone types");
        assertThat(replayLink(game)).isPresent();

        RankedReplayView replay = navigate("review/replay/" + game.id(), RankedReplayView.class);
        assertThat(replay.message.isVisible()).isFalse();
        assertThat($(ReplayBoard.class).all()).hasSize(1);
        assertThat(navigate("review/replay/" + UUID.randomUUID(), RankedReplayView.class)
                        .message
                        .getText())
                .isEqualTo(Wording.t(RankedReplayView.NO_REPLAY));

        navigate(ReviewView.class);
        NativeButton clear = replayLink(game)
                .flatMap(Component::getParent)
                .flatMap(actions -> actions.getChildren()
                        .filter(c -> c instanceof NativeButton b && b.getText().equals("Clear"))
                        .map(NativeButton.class::cast)
                        .findFirst())
                .orElseThrow();
        Press.on(clear);

        assertThat($(Paragraph.class).withClassName("talk-message").all())
                .extracting(Paragraph::getText)
                .anyMatch(told -> told.startsWith("Cleared: a guest’s Rated puzzle in "));
        assertThat(replayLink(game)).as("no longer waiting").isEmpty();
        assertThat(practice.rating(guest).orElseThrow().rating()).isGreaterThan(1500);
        assertThat(practice.ofGame(guest, game.id())
                        .flatMap(Attempt::scored)
                        .orElseThrow()
                        .standing())
                .isEqualTo(Attempt.Standing.COUNTS);
    }
}
