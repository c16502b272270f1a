package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.node.ArrayNode;

/** The twists as a player meets them: chosen in "New puzzle…", named on the page, and hidden clues on the board. */
@SpringBootTest
class TwistsViewTest extends SpringBrowserlessTest {

    /** A 4×4 whose every clue hides its operator: unique all the same, and graded Hard. */
    static final String HIDDEN_4X4 = "4H:_aa_a_ab_5a3,h6h2h4h1h2h6h2";

    private PlayView view;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
    }

    private NewPuzzleDialog openNewPuzzle() {
        Press.on(view.newPuzzle);
        return $(NewPuzzleDialog.class).single();
    }

    @Test
    void each_twist_is_offered_only_where_the_mix_can_take_it_and_says_why_not() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.operations).selectItem("All operations");
        assertThat(choice.hidden.isEnabled()).isTrue();
        assertThat(choice.extended.isEnabled()).isTrue();
        assertThat(choice.hidden.getHelperText())
                .isEqualTo("Clues show only the target: work out which operation made it.");
        choice.hidden.setValue(true);

        test(choice.operations).selectItem("+ and − only");
        assertThat(choice.hidden.isEnabled()).isFalse();
        assertThat(choice.hidden.getValue())
                .as("a twist the mix cannot take is unticked")
                .isFalse();
        assertThat(choice.hidden.getHelperText())
                .isEqualTo("Needs all operations: with fewer, the operator is no secret.");
        assertThat(choice.extended.isEnabled()).isTrue();

        test(choice.operations).selectItem("Multiplication only");
        assertThat(choice.extended.isEnabled()).isFalse();
        assertThat(choice.extended.getHelperText()).isEqualTo("Needs a mix with − or ÷.");

        test(choice.operations).selectItem("× and ÷ only");
        assertThat(choice.extended.isEnabled()).isTrue();
        assertThat(choice.hidden.isEnabled()).isFalse();
    }

    @Test
    void xor_cages_go_with_any_mix_but_not_with_hidden_operators() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.operations).selectItem("Multiplication only");
        assertThat(choice.xor.isEnabled()).as("⊕ goes with any mix").isTrue();
        test(choice.operations).selectItem("All operations");
        test(choice.hidden).click();
        assertThat(choice.xor.isEnabled()).isFalse();
        assertThat(choice.xor.getHelperText())
                .isEqualTo("Not with hidden operators: a hidden clue is one of +\u00a0−\u00a0×\u00a0÷.");

        test(choice.hidden).click();
        test(choice.xor).click();
        assertThat(choice.hidden.isEnabled()).isFalse();
        assertThat(choice.hidden.getHelperText())
                .isEqualTo("Not with ⊕ cages: a hidden clue is one of +\u00a0−\u00a0×\u00a0÷.");
        assertThat(choice.variant()).contains(Variant.STANDARD.with(Twist.XOR));
    }

    @Test
    void levels_too_slow_to_make_in_the_kind_chosen_are_greyed_and_the_choice_steps_down() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.size).selectItem("12 × 12");
        test(choice.operations).selectItem("All operations");
        test(choice.difficulty).selectItem("Unreasonable");
        assertThat(choice.difficulty.getHelperText())
                .as("every level is made at 12×12 without twists")
                .isNull();

        test(choice.hidden).click();
        assertThat(choice.difficulty.getValue())
                .as("hidden operators reach 12×12 at Hard and Extreme only")
                .isEqualTo(Difficulty.EXTREME);
        assertThat(choice.difficulty.getHelperText())
                .isEqualTo("Greyed levels take too long to make in this kind at this size.");
        assertThat(choice.start.isEnabled()).isTrue();

        test(choice.hidden).click();
        test(choice.size).selectItem("6 × 6");
        test(choice.difficulty).selectItem("Unreasonable");
        test(choice.hidden).click();
        assertThat(choice.difficulty.getValue())
                .as("at 6×6 every level is made with hidden operators")
                .isEqualTo(Difficulty.UNREASONABLE);
        assertThat(choice.difficulty.getHelperText()).isNull();
    }

    @Test
    void the_twists_ticked_make_the_kind_of_the_new_game_and_its_caption_names_them() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.size).selectItem("4 × 4");
        test(choice.difficulty).selectItem("Easy");
        test(choice.style).selectItem("Keen (mostly pairs)");
        test(choice.operations).selectItem("All operations");
        test(choice.hidden).click();
        test(choice.extended).click();
        test(choice.start).click();

        Variant both = Variant.STANDARD.with(Twist.HIDDEN_OPERATORS).with(Twist.EXTENDED_OPERATIONS);
        assertThat(view.panel.game().orElseThrow().kind()).isEqualTo(new PuzzleKind(4, Difficulty.EASY, both));
        assertThat(view.panel.boardColumn.caption.getText())
                .startsWith("4×4 Easy")
                .contains("Hidden operators")
                .contains("− and ÷ on larger cages");

        NewPuzzleDialog again = openNewPuzzle();
        assertThat(again.hidden.getValue())
                .as("the dialog opens on the kind on screen")
                .isTrue();
        assertThat(again.extended.getValue()).isTrue();
    }

    @Test
    void a_merged_cut_takes_a_mean_and_offers_the_levels_made_at_it() {
        NewPuzzleDialog choice = openNewPuzzle();
        assertThat(choice.meanCage.isVisible())
                .as("only the merged cut has a mean")
                .isFalse();
        test(choice.size).selectItem("10 × 10");
        test(choice.difficulty).selectItem("Normal");
        test(choice.style).selectItem("Merged (a mean you choose)");
        assertThat(choice.meanCage.isVisible()).isTrue();
        assertThat(choice.meanCage.getValue()).isEqualTo(2.5);
        choice.meanCage.setValue(3.5);
        assertThat(choice.difficulty.getValue())
                .as("a 10×10 at 3.5 is made at Hard, not Normal: the nearest to Normal")
                .isEqualTo(Difficulty.HARD);
        assertThat(choice.difficulty.getHelperText())
                .isEqualTo("Greyed levels take too long to make in this kind at this size.");
        test(choice.start).click();

        PuzzleKind kind = view.panel.game().orElseThrow().kind();
        assertThat(kind.variant().key()).isEqualTo("merge3.5-all");
        assertThat(kind.difficulty()).isEqualTo(Difficulty.HARD);
        assertThat(view.panel.boardColumn.caption.getText())
                .startsWith("10×10 Hard")
                .contains("Merged 3.5");
        double mean = 100.0 / view.panel.game().orElseThrow().puzzle().cages().size();
        assertThat(mean).isBetween(3.2, 3.8);
        NewPuzzleDialog again = openNewPuzzle();
        assertThat(again.meanCage.getValue())
                .as("the dialog opens on the kind on screen")
                .isEqualTo(3.5);
    }

    @Test
    void weights_under_the_fold_make_a_kind_of_their_own_and_say_why_when_no_cage_could_take_a_clue() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.size).selectItem("5 × 5");
        test(choice.style).selectItem("Keen (mostly pairs)");
        test(choice.operations).selectItem("All operations");
        assertThat(choice.weights.isOpened()).as("folded shut at the balance").isFalse();
        assertThat(choice.weights.fields.get(Operation.XOR).isVisible())
                .as("no ⊕ without its twist")
                .isFalse();
        choice.weights.fields.get(Operation.ADD).setValue(0);
        choice.weights.fields.get(Operation.MULTIPLY).setValue(0);
        assertThat(choice.start.isEnabled()).isFalse();
        assertThat(choice.weights.note.getText())
                .isEqualTo("A cage of three or more cells needs + or ×: give one of them a weight above 0.");

        choice.weights.fields.get(Operation.MULTIPLY).setValue(4);
        assertThat(choice.start.isEnabled()).isTrue();
        assertThat(choice.weights.note.isVisible()).isFalse();
        test(choice.start).click();
        PuzzleKind kind = view.panel.game().orElseThrow().kind();
        assertThat(kind.variant().weights()).isEqualTo(new OperationWeights(0, 1, 4, 1, 0));
        assertThat(view.panel.boardColumn.caption.getText()).contains("Weighted − 1 · × 4 · ÷ 1");
        for (var cage : view.panel.game().orElseThrow().puzzle().cages())
            if (cage.size() > 1) assertThat(cage.operation()).isNotEqualTo(Operation.ADD);

        NewPuzzleDialog again = openNewPuzzle();
        assertThat(again.weights.isOpened())
                .as("open when the kind on screen has weights")
                .isTrue();
        test(again.hidden).click();
        assertThat(again.weights.isEnabled())
                .as("hidden operators show no operation to weigh")
                .isFalse();
    }

    @Test
    void a_hidden_clue_shows_only_its_target_and_is_spoken_as_hidden() {
        ShareDialog share = openShare();
        share.importId.setValue(HIDDEN_4X4);
        test(share.importButton).click();

        assertThat(view.panel.game().orElseThrow().kind().variant().has(Twist.HIDDEN_OPERATORS))
                .isTrue();
        assertThat(view.panel.boardColumn.caption.getText()).contains("Hidden operators");
        BoardTester board = new BoardTester(view);
        ArrayNode clues = lastClues(board);
        assertThat(clues.get(0).asString()).isEqualTo("6");
        assertThat(board.label(new Cell(0, 0))).startsWith("Row 1, column 1, cage 6 (operator hidden) of 3 cells");
        List<String> shown = StreamSupport.stream(clues.spliterator(), false)
                .map(c -> c.asString())
                .filter(c -> !c.isEmpty())
                .toList();
        assertThat(shown).as("no clue carries a sign").allMatch(c -> c.chars().allMatch(Character::isDigit));
    }

    @Test
    void a_xor_clue_shows_its_sign_and_is_spoken_as_exclusive_or() {
        ShareDialog share = openShare();
        // A 5×5 Easy with ⊕ cages (generate --size 5 --difficulty easy --twists xor --seed 1): 7⊕, 0⊕ and 1⊕.
        share.importId.setValue("5B:aa__a__aa__a_aa__a_4a__ba_,m6m5s3m4a7s2a7x7s2d2x0x1");
        test(share.importButton).click();

        assertThat(view.panel.game().orElseThrow().kind().variant().has(Twist.XOR))
                .isTrue();
        assertThat(view.panel.boardColumn.caption.getText()).contains("⊕ cages");
        BoardTester board = new BoardTester(view);
        ArrayNode clues = lastClues(board);
        List<Integer> xorAnchors = new ArrayList<>();
        for (int i = 0; i < clues.size(); i++) if (clues.get(i).asString().endsWith("⊕")) xorAnchors.add(i);
        assertThat(xorAnchors.stream().map(i -> clues.get(i).asString())).containsExactlyInAnyOrder("7⊕", "0⊕", "1⊕");
        int seven = xorAnchors.stream()
                .filter(i -> clues.get(i).asString().equals("7⊕"))
                .findFirst()
                .orElseThrow();
        assertThat(board.label(new Cell(seven / 5, seven % 5)))
                .as("a screen reader names the sign in words, not 'circled plus'")
                .matches("Row \\d, column \\d, cage 7 exclusive or of \\d cells, empty");
        assertThat(openShare().puzzleId.getHelperText())
                .isEqualTo("Game ID: open it here; Simon Tatham’s Keen does not read its twists");
    }

    /** The clues, by cell, of the grid the board last drew. */
    private static ArrayNode lastClues(BoardTester board) {
        return (ArrayNode) board.sent().stream()
                .filter(s -> s.function().equals("build"))
                .reduce((a, b) -> b)
                .orElseThrow()
                .arguments()
                .get(2);
    }

    private ShareDialog openShare() {
        Press.on(view.share);
        return $(ShareDialog.class).single();
    }
}
