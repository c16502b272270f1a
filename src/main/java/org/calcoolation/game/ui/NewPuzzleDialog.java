package org.calcoolation.game.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.PracticeGame;

/**
 * The choice of a new puzzle: size, level, cage style, operations and twists. It is made when opened and is gone once
 * closed, so that a page in play does not hold its forty-odd elements.
 */
final class NewPuzzleDialog extends Dialog {

    /** A kind of puzzle. */
    record Choice(int size, Difficulty difficulty, Variant variant) {}

    final Select<Integer> size = new Select<>();
    final Select<Difficulty> difficulty = new Select<>();
    final Select<CageStyle> style = new Select<>();
    final Select<OperationMix> operations = new Select<>();
    /** + − × ÷ kept on one line: a helper text that wrapped between them read as a stray sign. */
    private static final String SIGNS = "+\u00a0−\u00a0×\u00a0÷";

    final Checkbox hidden = new Checkbox("Hide the operators");
    final Checkbox extended = new Checkbox("− and ÷ on larger cages");
    final Checkbox xor = new Checkbox("⊕ cages");
    final Button start = new Button("Start");
    final Button cancel = new Button("Cancel", click -> close());
    private final BiFunction<Integer, Variant, List<Difficulty>> levelsFor;

    /**
     * Opens on {@code current}; {@code levelsFor} tells the levels a size can have in a variant. If a new game
     * {@code discards} one (the player has as many in progress as are kept), the dialog names it;
     * else, if {@code keepsCurrent}, it says that the game on screen stays in the list.
     */
    NewPuzzleDialog(
            Choice current,
            BiFunction<Integer, Variant, List<Difficulty>> levelsFor,
            Optional<PracticeGame> discards,
            boolean keepsCurrent,
            Instant now,
            Consumer<Choice> onStart) {
        this.levelsFor = levelsFor;
        setHeaderTitle("New puzzle");
        addClassName("new-puzzle");
        size.setLabel("Size");
        size.setItems(
                IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(current.size());
        size.addValueChangeListener(change -> offerLevels());
        difficulty.setLabel("Difficulty");
        difficulty.setItems(Difficulty.values());
        difficulty.setItemLabelGenerator(Difficulty::label);
        difficulty.setValue(current.difficulty());
        style.setLabel("Cages");
        style.setItems(CageStyle.values());
        style.setItemLabelGenerator(s -> s == CageStyle.KEEN ? "Keen (mostly pairs)" : "Classic (larger shapes)");
        style.setValue(current.variant().style());
        operations.setLabel("Operations");
        operations.setItems(OperationMix.values());
        operations.setItemLabelGenerator(OperationMix::label);
        operations.setValue(current.variant().operations());
        operations.addValueChangeListener(change -> {
            offerTwistsFor(change.getValue());
            offerLevels();
        });
        hidden.setValue(current.variant().has(Twist.HIDDEN_OPERATORS));
        extended.setValue(current.variant().has(Twist.EXTENDED_OPERATIONS));
        xor.setValue(current.variant().has(Twist.XOR));
        offerTwistsFor(current.variant().operations());
        style.addValueChangeListener(change -> offerLevels());
        hidden.addValueChangeListener(change -> {
            offerTwistsFor(operations.getValue());
            offerLevels();
        });
        extended.addValueChangeListener(change -> offerLevels());
        xor.addValueChangeListener(change -> {
            offerTwistsFor(operations.getValue());
            offerLevels();
        });
        offerLevels();
        Div twists = new Div(hidden, extended, xor);
        twists.addClassName("twists");
        Div choices = new Div(size, difficulty, style, operations, twists);
        choices.addClassName("controls");
        add(choices);
        discards.ifPresentOrElse(
                old -> {
                    Paragraph warning = new Paragraph(discardWarning(old, now));
                    warning.addClassName("warning");
                    add(warning);
                },
                () -> {
                    if (keepsCurrent)
                        add(new Paragraph("The puzzle you are playing stays in your list of puzzles in progress."));
                });
        start.setText(discards.isPresent() ? "Start and discard the oldest" : "Start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        start.addClickListener(click -> {
            close();
            onStart.accept(new Choice(size.getValue(), difficulty.getValue(), variant()));
        });
        getFooter().add(cancel, start);
    }

    /** The variant chosen: style, mix and the twists ticked (a twist the mix cannot take is never ticked). */
    Variant variant() {
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        if (hidden.getValue()) twists.add(Twist.HIDDEN_OPERATORS);
        if (extended.getValue()) twists.add(Twist.EXTENDED_OPERATIONS);
        if (xor.getValue()) twists.add(Twist.XOR);
        return new Variant(style.getValue(), operations.getValue(), twists);
    }

    /**
     * Each twist is offered only where the mix can take it, and says why not where it cannot: the
     * same rules {@link Variant} holds every variant to.
     */
    private void offerTwistsFor(OperationMix mix) {
        boolean canHide = mix == OperationMix.ALL && !xor.getValue();
        hidden.setEnabled(canHide);
        if (!canHide) hidden.setValue(false);
        hidden.setHelperText(
                canHide
                        ? "Clues show only the target: work out which operation made it."
                        : mix != OperationMix.ALL
                                ? "Needs all operations: with fewer, the operator is no secret."
                                : "Not with ⊕ cages: a hidden clue is one of " + SIGNS + ".");
        boolean canXor = !hidden.getValue();
        xor.setEnabled(canXor);
        if (!canXor) xor.setValue(false);
        xor.setHelperText(
                canXor
                        ? "Exclusive or: digits combined bit by bit, 3\u00a0⊕\u00a05\u00a0=\u00a06."
                        : "Not with hidden operators: a hidden clue is one of " + SIGNS + ".");
        boolean canExtend = mix.allows(Operation.SUBTRACT) || mix.allows(Operation.DIVIDE);
        extended.setEnabled(canExtend);
        if (!canExtend) extended.setValue(false);
        extended.setHelperText(
                canExtend
                        ? "Largest digit minus, or divided by, the rest; a\u00a0− may make\u00a00."
                        : "Needs a mix with − or ÷.");
    }

    /** What a new game costs when the list is full: which game goes. */
    static String discardWarning(PracticeGame old, Instant now) {
        return "You have " + GameService.PRACTICE_GAMES
                + " puzzles in progress, the most kept. A new one discards the one played longest ago: "
                + old.kind().label() + ", last played " + PracticeGamesList.ago(old.lastPlayed(), now) + " ("
                + PracticeGamesList.describe(old, now) + ").";
    }

    /**
     * Grey out the levels this size cannot have in the variant chosen, and step down to the hardest
     * one it can; with none (some twists at the largest sizes), say so and offer no start.
     */
    private void offerLevels() {
        List<Difficulty> levels = levelsFor.apply(size.getValue(), variant());
        difficulty.setItemEnabledProvider(levels::contains);
        start.setEnabled(!levels.isEmpty());
        if (levels.isEmpty()) {
            difficulty.setHelperText("No level of this kind can be made quickly at " + size.getValue() + " × "
                    + size.getValue() + ": choose a smaller size or fewer twists.");
            return;
        }
        boolean fewer = levels.size()
                < levelsFor.apply(size.getValue(), Variant.STANDARD).size();
        difficulty.setHelperText(fewer ? "Greyed levels take too long to make in this kind at this size." : null);
        if (!levels.contains(difficulty.getValue())) difficulty.setValue(levels.getLast());
    }
}
