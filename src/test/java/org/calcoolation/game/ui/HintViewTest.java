package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.ListItem;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** The hint's three levels on the play page, what the grid highlights at each, and how the help is counted. */
@SpringBootTest
class HintViewTest extends SpringBrowserlessTest {

    /** A 4×4 whose first hint on the empty grid takes four steps. */
    private static final String FOUR_STEPS = "4:_aa_abb_5aa__,m4m12s2a7s1a4d2";

    private PlayView view;
    private HintBox box;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
        box = view.panel.tools.hintBox;
    }

    private void importPuzzle(String id) {
        Press.on(view.share);
        ShareDialog share = $(ShareDialog.class).single();
        share.importId.setValue(id);
        test(share.importButton).click();
        $(ConfirmDialog.class).all().forEach(dialog -> test(dialog).confirm());
        assertThat(KeenCodec.decodeOrThrow(view.panel.game().orElseThrow().puzzleId()))
                .isEqualTo(KeenCodec.decodeOrThrow(id));
    }

    private Set<Cell> highlighted() {
        List<BoardComponent.CellView> cells = new BoardTester(view).cells();
        int n = (int) Math.sqrt(cells.size());
        return IntStream.range(0, cells.size())
                .filter(i -> cells.get(i).marks().contains("hinted"))
                .mapToObj(i -> Cell.ofIndex(i, n))
                .collect(Collectors.toSet());
    }

    private List<String> steps() {
        return box.steps.getChildren().map(item -> ((ListItem) item).getText()).toList();
    }

    private String current() {
        return box.steps
                .getChildren()
                .filter(item -> item.getElement().getAttribute("aria-current") != null)
                .map(item -> ((ListItem) item).getText())
                .findFirst()
                .orElse("");
    }

    private String helpUsed() {
        return view.panel.tools.helpCount.getText();
    }

    @Test
    void a_hint_links_to_the_learn_page_of_each_technique_it_names() {
        importPuzzle(FOUR_STEPS);
        Hint.Next expected = (Hint.Next) Solver.hint(KeenCodec.decodeOrThrow(FOUR_STEPS), new int[16]);

        Press.on(view.panel.tools.hint);
        assertThat(box.learn.isVisible()).isTrue();
        assertThat(box.learn
                        .getChildren()
                        .filter(c -> c instanceof com.vaadin.flow.component.html.Anchor)
                        .map(c -> ((com.vaadin.flow.component.html.Anchor) c).getHref())
                        .toList())
                .isEqualTo(expected.techniques().stream()
                        .map(t -> "learn/" + t.slug())
                        .toList())
                .contains("learn/cage-digits");
        assertThat(box.learn.getElement().getTextRecursively()).startsWith("Learn: Cage digits · ");
    }

    @Test
    void three_presses_show_where_to_look_then_the_reasoning_step_by_step_then_the_digit_each_counted_once() {
        importPuzzle(FOUR_STEPS);
        Puzzle puzzle = KeenCodec.decodeOrThrow(FOUR_STEPS);
        Hint.Next expected = (Hint.Next) Solver.hint(puzzle, new int[16]);
        List<String> sentences =
                expected.steps().stream().map(Deduction::explanation).toList();
        assertThat(sentences).hasSize(4);

        Press.on(view.panel.tools.hint);
        assertThat(box.isVisible()).isTrue();
        assertThat(box.heading.getText()).isEqualTo("Hint 1 of 3: where to look");
        assertThat(box.text.getText())
                .startsWith("Look at the highlighted cells. Techniques: Cage digits, then ")
                .doesNotContain(HintText.cell(expected.cell()) + " is");
        assertThat(box.steps.isVisible()).as("no reasoning yet").isFalse();
        assertThat(box.deeper.getText()).isEqualTo("Show the reasoning");
        assertThat(box.more.getText()).isEqualTo("Each level counts once as help.");
        assertThat(highlighted()).isEqualTo(expected.cellsInvolved());
        assertThat(helpUsed()).isEqualTo("Help used: 1 time");

        Press.on(box.deeper);
        assertThat(box.heading.getText()).isEqualTo("Hint 2 of 3: the reasoning");
        assertThat(steps()).isEqualTo(sentences);
        assertThat(current()).isEqualTo(sentences.getFirst());
        assertThat(box.position.getText()).isEqualTo("Step 1 of 4");
        assertThat(box.previous.isEnabled()).isFalse();
        assertThat(highlighted())
                .isEqualTo(Set.copyOf(expected.steps().getFirst().cells()));
        assertThat(helpUsed()).isEqualTo("Help used: 2 times");

        for (int step = 1; step < 4; step++) {
            Press.on(box.next);
            assertThat(current()).isEqualTo(sentences.get(step));
            assertThat(highlighted())
                    .as("step %d", step + 1)
                    .isEqualTo(Set.copyOf(expected.steps().get(step).cells()));
        }
        assertThat(box.next.isEnabled()).isFalse();
        Press.on(box.previous);
        assertThat(box.position.getText()).isEqualTo("Step 3 of 4");
        assertThat(helpUsed()).as("reading the steps is free").isEqualTo("Help used: 2 times");

        Press.on(view.panel.tools.hint);
        assertThat(box.heading.getText()).isEqualTo("Hint 3 of 3: the digit");
        assertThat(box.text.getText())
                .isEqualTo("So " + HintText.cell(expected.cell()) + " is " + expected.digit() + ".");
        assertThat(highlighted()).containsExactly(expected.cell());
        assertThat(current()).as("the grid shows the settled cell, not a step").isEmpty();
        assertThat(box.deeper.isVisible()).isFalse();
        assertThat(new BoardTester(view).cell(expected.cell()).digit())
                .as("stated, not placed")
                .isZero();
        assertThat(helpUsed()).isEqualTo("Help used: 3 times");

        Press.on(view.panel.tools.hint);
        assertThat(box.heading.getText()).isEqualTo("Hint 3 of 3: the digit");
        assertThat(helpUsed()).isEqualTo("Help used: 3 times");
    }

    @Test
    void a_digit_written_ends_the_hint_and_the_next_press_starts_a_new_one_at_where_to_look() {
        importPuzzle(FOUR_STEPS);
        Hint.Next first = (Hint.Next) Solver.hint(KeenCodec.decodeOrThrow(FOUR_STEPS), new int[16]);
        Press.on(view.panel.tools.hint);
        Press.on(view.panel.tools.hint);

        new BoardTester(view).click(first.cell());
        new PadTester(view.panel.tools.pad).press(Integer.toString(first.digit()));
        assertThat(box.isVisible()).isFalse();
        assertThat(highlighted()).isEmpty();

        Press.on(view.panel.tools.hint);
        assertThat(box.heading.getText()).isEqualTo("Hint 1 of 3: where to look");
        assertThat(helpUsed()).isEqualTo("Help used: 3 times");
    }

    @Test
    void a_note_leaves_the_hint_on_show_and_the_next_press_reads_the_notes_afresh() {
        importPuzzle(FOUR_STEPS);
        Press.on(view.panel.tools.hint);
        Set<Cell> where = highlighted();

        new BoardTester(view).switchNotes();
        new BoardTester(view).click(new Cell(3, 3));
        new PadTester(view.panel.tools.pad).press("1");
        assertThat(new BoardTester(view).cell(new Cell(3, 3)).notes())
                .as("a note was written")
                .isNotZero();
        assertThat(box.heading.getText()).isEqualTo("Hint 1 of 3: where to look");
        assertThat(highlighted()).isEqualTo(where);

        Press.on(view.panel.tools.hint);
        assertThat(box.heading.getText())
                .as("a hint reads the notes: a new note, a new hint")
                .isEqualTo("Hint 1 of 3: where to look");
        assertThat(helpUsed()).isEqualTo("Help used: 2 times");
    }

    @Test
    void fix_this_entry_first_crosses_out_the_wrong_digit_and_counts_once_until_the_grid_changes() {
        importPuzzle(FOUR_STEPS);
        Puzzle puzzle = KeenCodec.decodeOrThrow(FOUR_STEPS);
        Cell cell = new Cell(3, 0);
        int right = ((Finding.Unique) Solver.solve(puzzle)).solution().digit(cell);
        new BoardTester(view).click(cell);
        int wrong = right == 1 ? 2 : 1, otherWrong = right == 3 ? 4 : 3;
        new PadTester(view.panel.tools.pad).press(Integer.toString(wrong));

        for (int i = 0; i < 3; i++) Press.on(view.panel.tools.hint);

        assertThat(box.heading.getText()).isEqualTo("Hint: fix this first");
        assertThat(box.text.getText())
                .isEqualTo(
                        "First fix row 4, column 1: its digit is not the one in the solution, and no hint can build on it.");
        assertThat(new BoardTester(view).cell(cell).marks()).contains("mistake");
        assertThat(helpUsed()).isEqualTo("Help used: 1 time");

        new PadTester(view.panel.tools.pad).press(Integer.toString(otherWrong));
        Press.on(view.panel.tools.hint);
        assertThat(helpUsed()).as("the grid changed").isEqualTo("Help used: 2 times");
    }

    @Test
    void a_pause_hides_the_hint_with_the_grid_and_resume_shows_it_again() {
        importPuzzle(FOUR_STEPS);
        Press.on(view.panel.tools.hint);
        Press.on(view.panel.tools.hint);
        Press.on(view.panel.tools.hint);
        assertThat(box.heading.getText()).isEqualTo("Hint 3 of 3: the digit");

        Press.on(view.panel.boardColumn.pause);
        assertThat(view.panel.boardColumn.boardFrame.hasClassName("paused")).isTrue();
        assertThat(box.isVisible()).as("the digit beside a covered grid").isFalse();
        assertThat(box.text).as("nothing of the hint stays in the page").isNull();

        Press.on(view.panel.boardColumn.pause);
        assertThat(box.isVisible()).isTrue();
        assertThat(box.heading.getText()).isEqualTo("Hint 3 of 3: the digit");
        assertThat(helpUsed()).as("seeing it again is free").isEqualTo("Help used: 3 times");
    }
}
