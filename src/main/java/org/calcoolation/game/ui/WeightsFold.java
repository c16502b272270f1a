package org.calcoolation.game.ui;

import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.IntegerField;
import java.util.EnumMap;
import java.util.Map;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;

/**
 * "Advanced: operation weights", folded shut under the choice of a new puzzle: how often each
 * operation is chosen where several fit a cage, 0 to 9. Left at 1 each, the operations are kept in
 * balance as always; a field for an operation the kind does not use is hidden.
 */
final class WeightsFold extends Details {

    final Map<Operation, IntegerField> fields = new EnumMap<>(Operation.class);
    final Paragraph note = new Paragraph();

    WeightsFold(OperationWeights current, Runnable onChange) {
        setSummaryText(Say.of("play.weights.summary"));
        addClassName("weights");
        Div row = new Div();
        row.addClassName("weight-fields");
        for (Operation op : Operation.values()) {
            IntegerField field = new IntegerField();
            // The sign and a word: a screen reader reads − and ⊕ unevenly, and the word says it to everyone.
            field.setLabel(op.symbol() + " " + word(op));
            field.setMin(0);
            field.setMax(OperationWeights.MAX);
            field.setStepButtonsVisible(true);
            field.setValue(current.of(op));
            field.addValueChangeListener(change -> onChange.run());
            fields.put(op, field);
            row.add(field);
        }
        note.addClassName("weights-note");
        note.setVisible(false);
        // The reason Start waits goes above the fields, where a phone still shows it while they are typed in.
        add(new Paragraph(Say.of("play.weights.text")), note, row);
        setOpened(!current.isEven());
    }

    /**
     * The weights typed, each read as 1 where a field is empty or out of range (the field marks
     * itself); throws with the reason when they could weigh no operation at all.
     */
    OperationWeights weights() {
        int[] w = new int[Operation.values().length];
        for (Operation op : Operation.values()) {
            // A hidden field belongs to an operation the kind does not use, whatever it held before.
            Integer value = fields.get(op).isVisible() ? fields.get(op).getValue() : null;
            w[op.ordinal()] = value == null || value < 0 || value > OperationWeights.MAX ? 1 : value;
        }
        return new OperationWeights(w[0], w[1], w[2], w[3], w[4]);
    }

    /** Shows a field for each operation the kind uses; weights go with no hidden operators. */
    void offerFor(Variant withoutWeights, boolean hidden) {
        setEnabled(!hidden);
        for (Operation op : Operation.values()) {
            boolean used = op == Operation.XOR
                    ? withoutWeights.has(Twist.XOR)
                    : withoutWeights.operations().allows(op);
            fields.get(op).setVisible(used);
        }
    }

    /** Why these weights make no kind, or nothing when they do. */
    void problem(String message) {
        note.setText(message == null ? "" : message);
        note.setVisible(message != null);
    }

    /** A plain name beside the sign. */
    private static String word(Operation op) {
        return Say.of("play.weights." + op.name());
    }
}
