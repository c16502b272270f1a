package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Objects;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** The list of practice games on /play: two games kept, resumed with their digits, discarded, and the cap. */
@SpringBootTest
class PracticeListTest extends SpringBrowserlessTest {

    private PlayView view;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
    }

    private void newPuzzle(int size) {
        Press.on(view.newPuzzle);
        NewPuzzleDialog choice = $(NewPuzzleDialog.class).single();
        test(choice.size).selectItem(size + " × " + size);
        test(choice.difficulty).selectItem(Difficulty.EASY.label());
        test(choice.start).click();
    }

    private void write(Cell cell, String digit) {
        new BoardTester(view).click(cell);
        new PadTester(view.panel.tools.pad).press(digit);
    }

    private List<PracticeList.Entry> entries() {
        return view.practice.entries();
    }

    private PracticeList.Entry other() {
        return entries().stream().filter(entry -> !entry.onScreen()).findFirst().orElseThrow();
    }

    private String label(Cell cell) {
        return new BoardTester(view).label(cell);
    }

    @Test
    void a_new_puzzle_keeps_the_game_in_progress_in_the_list_and_resume_brings_it_back_with_its_digits() {
        newPuzzle(4);
        write(new Cell(0, 0), "2");
        NewPuzzleDialog choice = openChoice();
        assertThat($(Paragraph.class, choice)
                        .withText("The puzzle you are playing stays in your list of puzzles in progress.")
                        .all())
                .hasSize(1);
        test(choice.size).selectItem("5 × 5");
        test(choice.start).click();
        write(new Cell(1, 1), "3");

        assertThat(entries()).hasSize(2);
        assertThat(entries().getFirst().item().getElement().getTextRecursively())
                .as("the line of the game on screen follows its moves")
                .contains("1 of 25 cells");
        assertThat(entries().getFirst().onScreen())
                .as("the game on screen, last played, first")
                .isTrue();
        PracticeList.Entry first = other();
        assertThat(first.game().kind().size()).isEqualTo(4);
        assertThat(first.item().getElement().getTextRecursively())
                .contains("4×4 Easy")
                .contains("1 of 16 cells");

        Press.on(Objects.requireNonNull(first.resume()));

        assertThat(new BoardTester(view).cells()).hasSize(16);
        assertThat(label(new Cell(0, 0))).contains(", value 2");
        assertThat(other().game().kind().size())
                .as("the 5×5 waits in the list now")
                .isEqualTo(5);
        Press.on(Objects.requireNonNull(other().resume()));
        assertThat(label(new Cell(1, 1))).contains(", value 3");
    }

    @Test
    void a_game_is_discarded_only_after_asking_and_then_leaves_the_list() {
        newPuzzle(4);
        write(new Cell(0, 0), "1");
        newPuzzle(4);
        assertThat(view.practice.empty.isVisible()).isFalse();

        Press.on(Objects.requireNonNull(other().discard()));
        ConfirmDialog ask = $(ConfirmDialog.class).last();
        test(ask).cancel();
        assertThat(entries()).hasSize(2);

        Press.on(Objects.requireNonNull(other().discard()));
        test($(ConfirmDialog.class).last()).confirm();

        assertThat(entries())
                .as("the game on screen alone has no line of its own")
                .isEmpty();
        assertThat(view.practice.empty.isVisible()).isTrue();
    }

    @Test
    void with_the_list_full_the_new_puzzle_dialog_names_the_game_it_would_discard() {
        for (int i = 0; i < GameService.PRACTICE_GAMES; i++) {
            newPuzzle(3);
            write(new Cell(0, 0), "1");
        }
        assertThat(entries()).hasSize(GameService.PRACTICE_GAMES);
        String oldest = entries().getLast().game().id().toString();

        NewPuzzleDialog choice = openChoice();
        assertThat($(Paragraph.class, choice).all())
                .anySatisfy(
                        p -> assertThat(p.getText())
                                .startsWith(
                                        "You have " + GameService.PRACTICE_GAMES
                                                + " puzzles in progress, the most kept. A new one discards the one played longest ago: 3×3 Easy"));
        assertThat(choice.start.getText()).isEqualTo("Start and discard the oldest");
        test(choice.start).click();

        assertThat(entries()).hasSize(GameService.PRACTICE_GAMES);
        assertThat(entries()).extracting(entry -> entry.game().id().toString()).doesNotContain(oldest);
    }

    @Test
    void a_game_solved_on_screen_leaves_the_list_at_once() {
        newPuzzle(4);
        write(new Cell(0, 0), "1");
        newPuzzle(4);
        assertThat(entries()).hasSize(2);

        solveOnScreen();

        assertThat(entries())
                .as("only the game still in progress")
                .singleElement()
                .satisfies(entry -> {
                    assertThat(entry.onScreen()).isFalse();
                    assertThat(entry.item().getElement().getTextRecursively()).contains("1 of 16 cells");
                });
        assertThat(view.practice.getElement().getTextRecursively())
                .contains("Puzzles in progress (1 of " + GameService.PRACTICE_GAMES + ")")
                .doesNotContain("16 of 16 cells")
                .doesNotContain("On screen");
    }

    @Test
    void a_game_given_up_alone_in_the_list_leaves_it_and_the_list_says_none_is_in_progress() {
        newPuzzle(4);
        assertThat(view.practice.empty.getText()).isEqualTo(PracticeList.onlyThis());

        Press.on(view.panel.tools.revealSolution);
        test($(ConfirmDialog.class).last()).confirm();

        assertThat(entries()).isEmpty();
        assertThat(view.practice.empty.isVisible()).isTrue();
        assertThat(view.practice.empty.getText()).isEqualTo(PracticeList.none());
        assertThat(view.practice.getElement().getTextRecursively())
                .contains("Puzzles in progress (0 of " + GameService.PRACTICE_GAMES + ")");
    }

    @Test
    void the_first_puzzle_of_a_visit_is_kept_for_a_new_one_only_once_written_in_as_the_list_says() {
        assertThat(view.practice.empty.getText())
                .isEqualTo(PracticeList.onlyThis())
                .contains("If you have written in it");
        String untouched = view.panel.game().orElseThrow().id().toString();

        newPuzzle(4);

        assertThat(entries()).as("the untouched puzzle made way").isEmpty();
        assertThat(view.practice.empty.isVisible()).isTrue();
        write(new Cell(0, 0), "1");
        newPuzzle(4);
        assertThat(entries())
                .hasSize(2)
                .extracting(entry -> entry.game().id().toString())
                .doesNotContain(untouched);
    }

    /** Writes the solution's digit in every cell of the game on screen. */
    private void solveOnScreen() {
        var solution = view.panel.game().orElseThrow().puzzle().solution().orElseThrow();
        int n = solution.size();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            write(cell, Integer.toString(solution.digit(cell)));
        }
        assertThat(view.panel.game().orElseThrow().isFinished()).as("solved").isTrue();
    }

    private NewPuzzleDialog openChoice() {
        Press.on(view.newPuzzle);
        return $(NewPuzzleDialog.class).single();
    }
}
