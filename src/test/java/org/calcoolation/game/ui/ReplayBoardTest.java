package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.Element;
import java.util.List;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.play.CellChange;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Replay;
import org.junit.jupiter.api.Test;

/** The controls a replay opens with, as the server sends them to replay.js. */
class ReplayBoardTest {

    private static final Puzzle PUZZLE = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);

    private static Replay.Frame digitAt(int millis, int cell) {
        return new Replay.Frame(millis, Replay.Step.DIGIT, List.of(new CellChange(cell, 1, 0)), HelpLedger.NONE);
    }

    private static Element control(ReplayBoard board, String className) {
        return board.getElement()
                .getChild(1)
                .getChildren()
                .filter(e -> e.getAttribute("class").contains(className))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void the_timeline_reaches_the_last_move_when_it_falls_between_two_steps() {
        // A 5x5 whose last digit came at 47.234 s: a range stepping by 100 ms and ending there stops at 47.2 s.
        Replay replay = new Replay(PUZZLE, List.of(digitAt(1_000, 0), digitAt(47_234, 1)), false);

        Element timeline = control(new ReplayBoard(replay), "replay-timeline");

        int step = Integer.parseInt(timeline.getAttribute("step"));
        int max = Integer.parseInt(timeline.getAttribute("max"));
        System.out.printf("timeline: step %d ms, max %d ms, last move at 47234 ms%n", step, max);
        assertThat(max % step).as("max on a step, so the thumb can reach it").isZero();
        assertThat(max).isGreaterThanOrEqualTo(47_234).isLessThan(47_234 + step);
    }

    @Test
    void a_timeline_ending_on_a_step_ends_there() {
        Replay replay = new Replay(PUZZLE, List.of(digitAt(3_000, 0)), false);

        assertThat(control(new ReplayBoard(replay), "replay-timeline").getAttribute("max"))
                .isEqualTo("3000");
    }

    @Test
    void the_replay_opens_on_the_empty_grid_with_no_step_back() {
        ReplayBoard board = new ReplayBoard(new Replay(PUZZLE, List.of(digitAt(500, 0)), false));

        assertThat(control(board, "replay-back").hasAttribute("disabled")).isTrue();
        assertThat(control(board, "replay-forward").hasAttribute("disabled")).isFalse();
    }

    @Test
    void a_replay_with_no_steps_has_none_to_step_on_to() {
        ReplayBoard board = new ReplayBoard(new Replay(PUZZLE, List.of(), false));

        assertThat(control(board, "replay-forward").hasAttribute("disabled")).isTrue();
        assertThat(control(board, "replay-timeline").getAttribute("max")).isEqualTo("0");
    }

    @Test
    void each_step_with_a_cell_is_one_whole_sentence_for_replay_js_to_fill_in() {
        var at = ReplayBoard.words().get("at");

        assertThat(at.get(Replay.Step.DIGIT.ordinal()).asString())
                .isEqualTo("Wrote {digit} in row {row}, column {column}");
        assertThat(at.get(Replay.Step.ERASED.ordinal()).asString()).isEqualTo("Erased row {row}, column {column}");
        assertThat(at.get(Replay.Step.UNDO.ordinal()).asString()).isEmpty();
        assertThat(ReplayBoard.words().get("atCell").asString()).isEqualTo("{step} in row {row}, column {column}");
        assertThat(ReplayBoard.words().has("row"))
                .as("no fragments glued in English order")
                .isFalse();
    }
}
