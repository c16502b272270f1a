package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Move;
import org.junit.jupiter.api.Test;

/**
 * The assists a game records, and the gold rule over them (issue 40): a clean solve with live marks
 * off whenever a digit stood and no Smart fill is gold; the clock is a hand clock, moved by the test.
 */
class GoldSolveTest {

    private static final Settings MARKS_OFF = new Settings(true, false);
    private static final Settings MARKS_ON = new Settings(true, true);

    private final HandClock clock = new HandClock();
    private final Puzzle puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);
    private final Grid solution = puzzle.solution().orElseThrow();

    private Game started(Settings settings) {
        Game game = Game.start(UUID.randomUUID(), puzzle, GameTest.KIND, settings, clock);
        game.time().shown(GameTest.PAGE);
        return game;
    }

    private void place(Game game, int index) {
        Cell cell = Cell.ofIndex(index, 4);
        clock.advance(Duration.ofSeconds(3));
        game.place(cell, solution.digit(cell));
    }

    private void solveFrom(Game game, int first) {
        for (int i = first; i < 16; i++) place(game, i);
    }

    @Test
    void a_clean_solve_with_live_marks_off_is_gold() {
        Game game = started(MARKS_OFF);
        solveFrom(game, 0);

        Finish finish = game.finish().orElseThrow();
        assertThat(finish.outcome()).isEqualTo(Outcome.CLEAN);
        assertThat(finish.isGold()).isTrue();
        assertThat(finish.help().liveMarks()).isFalse();
    }

    @Test
    void the_same_solve_with_one_hint_is_neither_clean_nor_gold() {
        Game game = started(MARKS_OFF);
        game.hint();
        solveFrom(game, 0);

        Finish finish = game.finish().orElseThrow();
        assertThat(finish.outcome()).isEqualTo(Outcome.ASSISTED);
        assertThat(finish.isGold()).isFalse();
    }

    @Test
    void a_solve_with_live_marks_on_is_clean_but_not_gold() {
        Game game = started(MARKS_ON);
        solveFrom(game, 0);

        Finish finish = game.finish().orElseThrow();
        assertThat(finish.outcome()).as("live marks are no help that unranks").isEqualTo(Outcome.CLEAN);
        assertThat(finish.help().liveMarks()).isTrue();
        assertThat(finish.isGold()).isFalse();
    }

    @Test
    void live_marks_switched_on_for_a_moment_while_digits_stood_cost_the_gold() {
        Game game = started(MARKS_OFF);
        place(game, 0);
        game.changeSettings(MARKS_ON);
        game.changeSettings(MARKS_OFF);
        solveFrom(game, 1);

        assertThat(game.finish().orElseThrow().isGold()).isFalse();
    }

    @Test
    void live_marks_turned_off_before_the_first_digit_keep_the_gold() {
        Game game = started(MARKS_ON);
        game.toggleNote(Cell.ofIndex(5, 4), 2);
        game.changeSettings(MARKS_OFF);
        solveFrom(game, 0);

        assertThat(game.finish().orElseThrow().isGold())
                .as("nothing stood for the marks to mark")
                .isTrue();
    }

    @Test
    void smart_fill_costs_the_gold_and_fill_all_notes_and_clear_cell_notes_do_not() {
        Game plain = started(MARKS_OFF);
        plain.fillNotes(Move.Fill.FREE);
        plain.clearNotes(Cell.ofIndex(0, 4));
        solveFrom(plain, 0);
        Game smart = started(MARKS_OFF);
        smart.fillNotes(Move.Fill.CONSISTENT);
        solveFrom(smart, 0);

        assertThat(plain.finish().orElseThrow().help().noteTools()).isEqualTo(new HelpLedger.NoteTools(1, 0, 1));
        assertThat(plain.finish().orElseThrow().isGold()).isTrue();
        assertThat(smart.finish().orElseThrow().help().noteTools()).isEqualTo(new HelpLedger.NoteTools(0, 1, 0));
        assertThat(smart.finish().orElseThrow().outcome()).isEqualTo(Outcome.CLEAN);
        assertThat(smart.finish().orElseThrow().isGold()).isFalse();
    }

    @Test
    void hints_are_counted_by_level() {
        Game game = started(MARKS_OFF);
        game.hint();
        game.hint();
        game.hint();
        place(game, 0);
        game.hint();

        HelpLedger help = game.help();
        assertThat(help.hints()).isEqualTo(4);
        assertThat(help.hintsAt(HintLevel.WHERE)).isEqualTo(2);
        assertThat(help.hintsAt(HintLevel.WHY)).isEqualTo(1);
        assertThat(help.hintsAt(HintLevel.DIGIT)).isEqualTo(1);
    }

    @Test
    void a_game_restored_from_a_snapshot_keeps_its_assists() {
        Game game = started(MARKS_ON);
        place(game, 0);
        game.fillNotes(Move.Fill.CONSISTENT);
        game.hint();
        game.hint();

        HelpLedger restored = game.snapshot().restore(clock).help();

        assertThat(restored).isEqualTo(game.help());
        assertThat(restored.liveMarks()).isTrue();
        assertThat(restored.whyHints()).isEqualTo(1);
    }

    @Test
    void a_ledger_whose_assists_were_not_recorded_is_never_gold() {
        HelpLedger unknown = new HelpLedger(0, 0, 0, false, 0, 0, HelpLedger.NoteTools.NONE, false, false);

        assertThat(unknown.isClean()).isTrue();
        assertThat(unknown.isGold()).isFalse();
        assertThat(HelpLedger.NONE.isGold()).isTrue();
    }
}
