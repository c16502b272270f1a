package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.Element;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.play.UndoRedo;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;

/**
 * The two times of a finish under their two names, as the share text and the leaderboards give them:
 * Time from the grid first shown to the finish, Play time while the grid was in play. A 5×5 daily
 * played in 31 s over 5 min 21 s once read "Time 00:31" here and "05:21" in the share text.
 */
class FinishPanelTest {

    private static final Puzzle PUZZLE = Generator.generate(5, Difficulty.EASY, Variant.STANDARD, 3);

    private static GameState finished(Outcome outcome, Duration playTime, Duration elapsed, HelpLedger help) {
        Finish finish = new Finish(outcome, playTime, elapsed, help, Instant.parse("2026-11-23T10:00:00Z"));
        return new GameState(
                UUID.randomUUID(),
                PUZZLE,
                "5:id",
                new PuzzleKind(5, Difficulty.EASY, Variant.STANDARD),
                7,
                Board.start(PUZZLE),
                Set.of(),
                Settings.DEFAULT,
                help,
                true,
                false,
                false,
                playTime,
                UndoRedo.NONE,
                Optional.of(finish),
                true,
                false,
                Optional.empty(),
                GameState.Receipts.NONE);
    }

    @Test
    void a_clean_daily_names_its_time_and_its_play_time_and_the_best_it_beat() {
        FinishPanel panel = new FinishPanel();

        panel.show(finished(Outcome.CLEAN, Duration.ofSeconds(31), Duration.ofSeconds(321), HelpLedger.NONE), true);

        assertThat(panel.time.getText()).isEqualTo("Time 05:21 · Play time 00:31");
        assertThat(panel.help.getText()).isEqualTo("Clean solve");
        assertThat(panel.getElement().getTextRecursively()).contains("New personal best play time!");
    }

    @Test
    void an_assisted_solve_names_both_times_too() {
        FinishPanel panel = new FinishPanel();

        panel.show(
                finished(
                        Outcome.ASSISTED,
                        Duration.ofSeconds(95),
                        Duration.ofSeconds(3725),
                        new HelpLedger(1, 0, 0, false)),
                false);

        assertThat(panel.time.getText()).isEqualTo("Time 1:02:05 · Play time 01:35");
        assertThat(panel.getElement().getTextRecursively()).doesNotContain("personal best");
    }

    @Test
    void a_gold_solve_shows_a_star_that_screen_readers_skip_beside_words_they_read() {
        FinishPanel panel = new FinishPanel();

        panel.show(finished(Outcome.CLEAN, Duration.ofSeconds(31), Duration.ofSeconds(40), HelpLedger.NONE), false);

        assertThat(panel.gold).isNotNull();
        assertThat(panel.gold.getElement().getTextRecursively()).isEqualTo("★ Gold solve: no help, live marks off");
        Element star = panel.gold.getElement().getChild(0).getChild(0);
        assertThat(star.getText()).isEqualTo(GoldMark.STAR);
        assertThat(star.getAttribute("aria-hidden")).isEqualTo("true");
    }

    @Test
    void a_clean_solve_that_is_not_gold_says_what_cost_it() {
        FinishPanel panel = new FinishPanel();
        HelpLedger marksOn = new HelpLedger(0, 0, 0, false, 0, 0, HelpLedger.NoteTools.NONE, true, true);
        HelpLedger unrecorded = new HelpLedger(0, 0, 0, false, 0, 0, HelpLedger.NoteTools.NONE, false, false);

        panel.show(finished(Outcome.CLEAN, Duration.ofSeconds(31), Duration.ofSeconds(40), marksOn), false);

        assertThat(panel.gold.getText())
                .isEqualTo("Not gold: live marks were on. Turn them off in Settings for a gold solve.");
        assertThat(panel.getElement().getTextRecursively()).doesNotContain(GoldMark.STAR);
        assertThat(FinishPanel.notGold(unrecorded)).startsWith("Begun before gold solves were counted");
    }

    @Test
    void an_assisted_solve_says_nothing_of_gold() {
        FinishPanel panel = new FinishPanel();

        panel.show(
                finished(
                        Outcome.ASSISTED,
                        Duration.ofSeconds(95),
                        Duration.ofSeconds(100),
                        new HelpLedger(0, 1, 0, false)),
                false);

        assertThat(panel.gold).isNull();
    }

    @Test
    void the_clock_on_the_board_is_named_for_the_time_it_counts() {
        assertThat(new ClockFace().getElement().getAttribute("aria-label")).isEqualTo("Play time");
    }
}
