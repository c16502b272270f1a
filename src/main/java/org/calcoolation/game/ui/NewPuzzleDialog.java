package org.calcoolation.game.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.NumberField;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.PracticeGame;

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

    final NumberField meanCage = new NumberField(Say.of("play.new.meanCage"));
    final Checkbox hidden = new Checkbox(Say.of("play.new.hidden"));
    final Checkbox extended = new Checkbox(Wording.twist(Twist.EXTENDED_OPERATIONS));
    final Checkbox xor = new Checkbox(Wording.twist(Twist.XOR));
    final Button start = new Button(Say.of("play.new.start"));
    final Button cancel = new Button(Say.of("play.cancel"), click -> close());
    final WeightsFold weights;
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
        setHeaderTitle(Say.of("play.newPuzzle"));
        addClassName("new-puzzle");
        sizeAndLevel(current);
        cages(current);
        operationsAndTwists(current);
        Div twists = new Div(hidden, extended, xor);
        twists.addClassName("twists");
        weights = new WeightsFold(current.variant().weights(), this::offerLevels);
        offerLevels();
        Div choices = new Div(size, difficulty, style, meanCage, operations, twists, weights);
        choices.addClassName("controls");
        add(choices);
        note(discards, keepsCurrent, now);
        start.setText(Say.of(discards.isPresent() ? "play.startNew.confirm" : "play.new.start"));
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        start.addClickListener(click -> {
            close();
            variant().ifPresent(v -> onStart.accept(new Choice(size.getValue(), difficulty.getValue(), v)));
        });
        getFooter().add(cancel, start);
    }

    private void sizeAndLevel(Choice current) {
        size.setLabel(Say.of("play.new.size"));
        size.setItems(
                IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(current.size());
        size.addValueChangeListener(change -> offerLevels());
        difficulty.setLabel(Say.of("play.new.difficulty"));
        difficulty.setItems(Difficulty.values());
        difficulty.setItemLabelGenerator(Wording::level);
        difficulty.setValue(current.difficulty());
    }

    /** The cage style, and the mean cage size of merged cages. */
    private void cages(Choice current) {
        style.setLabel(Say.of("play.new.cages"));
        style.addClassName("cages");
        style.setItems(CageStyle.values());
        style.setItemLabelGenerator(s -> switch (s) {
            case KEEN -> Say.of("play.new.style.KEEN");
            case CLASSIC -> Say.of("play.new.style.CLASSIC");
            case MERGE -> Say.of("play.new.style.MERGE");
        });
        style.setValue(current.variant().style());
        meanCage.setMin(Variant.MIN_MEAN_TENTHS / 10.0);
        meanCage.setMax(Variant.MAX_MEAN_TENTHS / 10.0);
        meanCage.setStep(0.1);
        meanCage.setStepButtonsVisible(true);
        meanCage.setHelperText(Say.of("play.new.meanCage.help"));
        meanCage.setValue((current.variant().style() == CageStyle.MERGE
                        ? current.variant().meanTenths()
                        : Variant.DEFAULT_MEAN_TENTHS)
                / 10.0);
        meanCage.setVisible(current.variant().style() == CageStyle.MERGE);
        meanCage.addValueChangeListener(change -> offerLevels());
        style.addValueChangeListener(change -> {
            meanCage.setVisible(change.getValue() == CageStyle.MERGE);
            offerLevels();
        });
    }

    private void operationsAndTwists(Choice current) {
        operations.setLabel(Say.of("play.new.operations"));
        operations.setItems(OperationMix.values());
        operations.setItemLabelGenerator(mix -> Wording.mix(mix));
        operations.setValue(current.variant().operations());
        operations.addValueChangeListener(change -> {
            offerTwistsFor(change.getValue());
            offerLevels();
        });
        hidden.setValue(current.variant().has(Twist.HIDDEN_OPERATORS));
        extended.setValue(current.variant().has(Twist.EXTENDED_OPERATIONS));
        xor.setValue(current.variant().has(Twist.XOR));
        offerTwistsFor(current.variant().operations());
        hidden.addValueChangeListener(change -> {
            offerTwistsFor(operations.getValue());
            offerLevels();
        });
        extended.addValueChangeListener(change -> offerLevels());
        xor.addValueChangeListener(change -> {
            offerTwistsFor(operations.getValue());
            offerLevels();
        });
    }

    /** What becomes of the games in progress: the one a new game discards, or the one on screen kept. */
    private void note(Optional<PracticeGame> discards, boolean keepsCurrent, Instant now) {
        discards.ifPresentOrElse(
                old -> {
                    Paragraph warning = new Paragraph(discardWarning(old, now));
                    warning.addClassName("warning");
                    add(warning);
                },
                () -> {
                    if (keepsCurrent) add(new Paragraph(Say.of("play.new.keepsCurrent")));
                });
    }

    /**
     * The variant chosen: style (with its mean), mix, the twists ticked (a twist the mix cannot take
     * is never ticked) and the weights; empty, with the reason under the weights, when the weights
     * leave no clue for some cage.
     */
    Optional<Variant> variant() {
        Variant plain = withoutWeights();
        if (weights == null || hidden.getValue()) return Optional.of(plain);
        try {
            Variant weighed = new Variant(
                    plain.style(), plain.operations(), plain.twists(), plain.meanTenths(), weights.weights());
            weights.problem(null);
            return Optional.of(weighed);
        } catch (IllegalArgumentException e) {
            weights.problem(capitalised(e.getMessage()) + ".");
            return Optional.empty();
        }
    }

    private Variant withoutWeights() {
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        if (hidden.getValue()) twists.add(Twist.HIDDEN_OPERATORS);
        if (extended.getValue()) twists.add(Twist.EXTENDED_OPERATIONS);
        if (xor.getValue()) twists.add(Twist.XOR);
        CageStyle cut = style.getValue();
        return new Variant(
                cut, operations.getValue(), twists, cut == CageStyle.MERGE ? meanTenths() : 0, OperationWeights.EVEN);
    }

    /** The mean typed, to the tenth, held to 1.5..5.0 (the field marks a value outside as invalid). */
    private int meanTenths() {
        Double mean = meanCage.getValue();
        if (mean == null) return Variant.DEFAULT_MEAN_TENTHS;
        long tenths = Math.round(mean * 10);
        return (int) Math.max(Variant.MIN_MEAN_TENTHS, Math.min(Variant.MAX_MEAN_TENTHS, tenths));
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
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
                        ? Say.of("play.new.hidden.help")
                        : mix != OperationMix.ALL
                                ? Say.of("play.new.hidden.needsAll")
                                : Say.of("play.new.hidden.notWithXor", SIGNS));
        boolean canXor = !hidden.getValue();
        xor.setEnabled(canXor);
        if (!canXor) xor.setValue(false);
        xor.setHelperText(canXor ? Say.of("play.new.xor.help") : Say.of("play.new.xor.notWithHidden", SIGNS));
        boolean canExtend = mix.allows(Operation.SUBTRACT) || mix.allows(Operation.DIVIDE);
        extended.setEnabled(canExtend);
        if (!canExtend) extended.setValue(false);
        extended.setHelperText(canExtend ? Say.of("play.new.extended.help") : Say.of("play.new.extended.needsMix"));
    }

    /** What a new game costs when the list is full: which game goes. */
    static String discardWarning(PracticeGame old, Instant now) {
        return Say.of(
                "play.new.discardWarning",
                GameService.PRACTICE_GAMES,
                Wording.kind(old.kind()),
                PracticeList.ago(old.lastPlayed(), now),
                PracticeList.describe(old, now));
    }

    /**
     * Grey out the levels this size cannot have in the variant chosen, and move to the nearest one it
     * can (the harder of two as near); with none (some twists at the largest sizes), say so and offer no start.
     */
    private void offerLevels() {
        if (weights == null) return; // still being built
        weights.offerFor(withoutWeights(), hidden.getValue());
        Optional<Variant> chosen = variant();
        if (chosen.isEmpty()) {
            start.setEnabled(false);
            return;
        }
        List<Difficulty> levels = levelsFor.apply(size.getValue(), chosen.get());
        difficulty.setItemEnabledProvider(levels::contains);
        start.setEnabled(!levels.isEmpty());
        if (levels.isEmpty()) {
            difficulty.setHelperText(Say.of("play.new.noLevel", size.getValue()));
            return;
        }
        boolean fewer = levels.size()
                < levelsFor.apply(size.getValue(), Variant.STANDARD).size();
        difficulty.setHelperText(fewer ? Say.of("play.new.fewerLevels") : null);
        if (!levels.contains(difficulty.getValue())) difficulty.setValue(nearest(levels, difficulty.getValue()));
    }

    private static Difficulty nearest(List<Difficulty> levels, Difficulty wanted) {
        Difficulty best = levels.getFirst();
        for (Difficulty d : levels) {
            int distance = Math.abs(d.ordinal() - wanted.ordinal()),
                    bestDistance = Math.abs(best.ordinal() - wanted.ordinal());
            if (distance < bestDistance || distance == bestDistance && d.compareTo(best) > 0) best = d;
        }
        return best;
    }
}
