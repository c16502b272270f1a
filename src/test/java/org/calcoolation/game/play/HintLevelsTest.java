package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Hint;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hint presses on one game: three levels, each counted once, and "fix this first" counted once. */
class HintLevelsTest {

    private final HandClock clock = new HandClock();
    private Grid solution;
    private Game game;

    @BeforeEach
    void start() {
        Puzzle puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);
        solution = puzzle.solution().orElseThrow();
        game = Game.start(UUID.randomUUID(), puzzle, GameTest.KIND, Settings.DEFAULT, clock);
        game.time().shown(GameTest.PAGE);
    }

    @Test
    void three_presses_go_from_where_to_why_to_the_digit_and_each_level_counts_once() {
        HintProgress.Press first = game.hint();
        assertThat(first.level()).isEqualTo(HintLevel.WHERE);
        assertThat(first.hint()).isInstanceOf(Hint.Next.class);
        assertThat(game.help().hints()).isEqualTo(1);

        assertThat(game.hint().level()).isEqualTo(HintLevel.WHY);
        assertThat(game.help().hints()).isEqualTo(2);
        HintProgress.Press third = game.hint();
        assertThat(third.level()).isEqualTo(HintLevel.DIGIT);
        assertThat(third.hint()).as("the same hint all along").isEqualTo(first.hint());
        assertThat(game.help().hints()).isEqualTo(3);

        long version = game.version();
        assertThat(game.hint().level()).isEqualTo(HintLevel.DIGIT);
        assertThat(game.help().hints()).as("the digit again is no new help").isEqualTo(3);
        assertThat(game.version()).as("nothing to save").isEqualTo(version);
    }

    @Test
    void a_changed_note_or_a_new_digit_starts_the_next_hint_at_where_to_look() {
        Hint.Next first = (Hint.Next) game.hint().hint();
        assertThat(game.hint().level()).isEqualTo(HintLevel.WHY);
        game.toggleNote(new Cell(3, 3), 2);
        assertThat(game.hint().level())
                .as("a hint reads the notes, so a new note is a new position")
                .isEqualTo(HintLevel.WHERE);

        game.place(first.cell(), first.digit());
        HintProgress.Press next = game.hint();

        assertThat(next.level()).isEqualTo(HintLevel.WHERE);
        assertThat(next.hint()).isNotEqualTo(first);
        assertThat(game.help().hints()).isEqualTo(4);
    }

    @Test
    void fix_this_entry_first_counts_once_however_often_asked_until_the_board_changes() {
        Cell cell = new Cell(0, 0);
        int wrong = solution.digit(cell) % 4 + 1;
        game.place(cell, wrong);
        for (int i = 0; i < 4; i++) assertThat(game.hint().hint()).isEqualTo(new Hint.Mistaken(List.of(cell)));
        assertThat(game.help().hints()).isEqualTo(1);

        game.place(new Cell(3, 3), solution.digit(3, 3));
        assertThat(game.hint().hint()).isInstanceOf(Hint.Mistaken.class);
        assertThat(game.help().hints()).as("a new board, a new answer").isEqualTo(2);
    }

    @Test
    void no_hint_for_a_finished_game_costs_nothing() {
        for (int i = 0; i < 16; i++) game.place(Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        assertThat(game.hint().hint()).isInstanceOf(Hint.Unavailable.class);
        assertThat(game.help().isClean()).isTrue();
    }
}
