package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import java.time.Duration;
import org.calcoolation.Pushed;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** Check notes and a notes hint on the play page: the marks, the words, the cross-out and how each counts. */
@SpringBootTest
class NotesHelpViewTest extends SpringBrowserlessTest {

    private static final String FOUR_STEPS = "4:_aa_abb_5aa__,m4m12s2a7s1a4d2";

    private PlayView view;
    private Grid solution;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
        Press.on(view.share);
        ShareDialog share = $(ShareDialog.class).single();
        share.importId.setValue(FOUR_STEPS);
        test(share.importButton).click();
        $(ConfirmDialog.class).all().forEach(dialog -> test(dialog).confirm());
        Puzzle puzzle = KeenCodec.decodeOrThrow(FOUR_STEPS);
        solution = ((Finding.Unique) Solver.solve(puzzle)).solution();
    }

    private BoardTester board() {
        return new BoardTester(view);
    }

    private void note(Cell cell, int digit) {
        if (!board().notesMode()) board().switchNotes();
        board().click(cell);
        new PadTester(view.panel.tools.pad).press(Integer.toString(digit));
    }

    private String helpUsed() {
        return view.panel.tools.helpCount.getText();
    }

    @Test
    void check_notes_frames_the_cell_whose_notes_leave_out_its_digit_until_that_cell_changes() {
        Cell wrong = new Cell(3, 3), right = new Cell(0, 0);
        note(wrong, solution.digit(wrong) % 4 + 1);
        note(right, solution.digit(right));

        Press.on(view.panel.tools.checkNotes);

        assertThat(board().marked(wrong, "notes-wrong")).isTrue();
        assertThat(board().marked(right, "notes-wrong")).isFalse();
        assertThat(board().label(wrong)).endsWith(", notes leave out its digit");
        assertThat(view.panel.tools.message.getText())
                .isEqualTo("1 cell’s notes leave out the digit that goes there, marked with a red frame.");
        assertThat(helpUsed()).isEqualTo("Help used: 1 time");

        note(right, solution.digit(right) % 4 + 1);
        assertThat(board().marked(wrong, "notes-wrong"))
                .as("another cell changed")
                .isTrue();
        note(wrong, solution.digit(wrong));
        assertThat(board().marked(wrong, "notes-wrong")).as("its own change").isFalse();
    }

    @Test
    void a_notes_hint_names_the_note_to_cross_out_and_one_press_crosses_it_out_counted_and_undoable() {
        Press.on(view.panel.tools.fillNotes);
        HintBox box = view.panel.tools.hintBox;
        Press.on(view.panel.tools.hint);
        Press.on(box.deeper);
        Press.on(box.deeper);

        assertThat(box.heading.getText()).isEqualTo("Hint 3 of 3: the note to cross out");
        assertThat(box.text.getText()).matches("So \\d cannot go in row \\d, column \\d: cross it out of its notes\\.");
        String[] words = box.text.getText().split(" ");
        int digit = Integer.parseInt(words[1]);
        Cell cell = new Cell(
                Integer.parseInt(words[6].replace(",", "")) - 1, Integer.parseInt(words[8].substring(0, 1)) - 1);
        assertThat(board().cell(cell).notes() & 1 << digit).isNotZero();
        assertThat(box.apply.isVisible()).isTrue();
        assertThat(box.apply.getText()).isEqualTo("Cross out " + digit);
        assertThat(helpUsed()).isEqualTo("Help used: 3 times");

        Press.on(box.apply);

        assertThat(board().cell(cell).notes() & 1 << digit).isZero();
        assertThat(helpUsed()).isEqualTo("Help used: 4 times");
        assertThat(box.isVisible()).as("done, so the hint goes").isFalse();
        assertThat(view.panel.tools.message.getText())
                .isEqualTo(digit + " crossed out of " + HintText.cell(cell) + ".");

        board().press("z", true, false, 0);
        assertThat(board().cell(cell).notes() & 1 << digit).as("undone").isNotZero();
    }

    @Test
    void after_a_solve_the_coach_shows_a_heat_map_of_the_cages_the_longest_pause_and_the_help_used() {
        Press.on(view.panel.tools.hint);
        if (board().notesMode()) board().switchNotes();
        for (int i = 0; i < 16; i++) {
            Cell cell = Cell.ofIndex(i, 4);
            board().click(cell);
            new PadTester(view.panel.tools.pad).press(Integer.toString(solution.digit(cell)));
        }
        FinishPanel finish = view.panel.tools.finish;
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(finish.coach).isNotNull();
        });

        CoachPanel coach = finish.coach;
        assertThat(coach.heatMap.getChildren().count()).isEqualTo(16);
        assertThat(coach.heatMap.getElement().getAttribute("role")).isEqualTo("img");
        assertThat(coach.stall.getText()).startsWith("You paused longest before your move in the ");
        assertThat(coach.help.getText()).startsWith("Help used: a hint at ").contains(", then a move in the ");
        assertThat(coach.rule.getText()).startsWith("Each cage gets the time before each move in it");
    }
}
