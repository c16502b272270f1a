package org.calcoolation.game.ui;

import java.util.List;
import java.util.stream.Collectors;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.play.HintLevel;

/** What a hint says to the player at each level, in words; {@link HintBox} lays it out. */
final class HintText {

    /**
     * A heading, the main text, the steps of the reasoning (empty before the second level) with
     * the one being read (-1 for none), the label of the button that goes a level deeper (empty
     * at the last), a line on how it counts, and the label of the button that crosses a notes
     * hint's digit out (empty but at a {@link Hint.Strike}'s last level).
     */
    record View(
            String heading,
            String text,
            List<String> steps,
            int current,
            String deeper,
            String next,
            String apply,
            List<Technique> techniques) {

        View {
            steps = List.copyOf(steps);
            techniques = List.copyOf(techniques);
        }

        /** A view with no button to apply it that names no technique. */
        View(String heading, String text, List<String> steps, int current, String deeper, String next) {
            this(heading, text, steps, current, deeper, next, "");
        }

        /** A view that names no technique. */
        View(String heading, String text, List<String> steps, int current, String deeper, String next, String apply) {
            this(heading, text, steps, current, deeper, next, apply, List.of());
        }

        /** The same, with links to the /learn pages of the techniques the hint uses. */
        View naming(List<Technique> named) {
            return new View(heading, text, steps, current, deeper, next, apply, named);
        }
    }

    private HintText() {}

    static View of(ShownHint shown) {
        return switch (shown.hint()) {
            case Hint.Reasoned reasoned ->
                ofNext(reasoned, shown.level(), shown.step()).naming(reasoned.techniques());
            case Hint.Mistaken mistaken ->
                new View(
                        "Hint: fix this first",
                        fixFirst(mistaken.cells()),
                        List.of(),
                        -1,
                        "",
                        "Asking again counts no further until the grid changes.");
            case Hint.Complete complete -> new View("Hint", "Every cell is filled in already.", List.of(), -1, "", "");
            case Hint.Unavailable unavailable ->
                new View("No hint", capitalized(unavailable.reason()) + ".", List.of(), -1, "", "");
        };
    }

    private static View ofNext(Hint.Reasoned next, HintLevel level, int step) {
        String heading = "Hint " + level.number() + " of " + HintLevel.count() + ": "
                + switch (level) {
                    case WHERE -> "where to look";
                    case WHY -> "the reasoning";
                    case DIGIT -> next instanceof Hint.Strike ? "the note to cross out" : "the digit";
                };
        List<String> steps = level == HintLevel.WHERE
                ? List.of()
                : next.steps().stream().map(Deduction::explanation).toList();
        String counts = "Each level counts once as help.";
        return switch (level) {
            case WHERE -> new View(heading, where(next), steps, -1, "Show the reasoning", counts);
            case WHY ->
                new View(
                        heading,
                        next.steps().size() == 1
                                ? ""
                                : "Read it one step at a time: the grid highlights each step's cells.",
                        steps,
                        step,
                        next instanceof Hint.Strike ? "Show the note" : "Show the digit",
                        counts);
            // The grid now shows the settled cell alone, so no step is marked as being read.
            case DIGIT ->
                new View(
                        heading,
                        next.conclusion(),
                        steps,
                        -1,
                        "",
                        next instanceof Hint.Strike
                                ? "Crossing it out for you counts once more as help; Undo brings it back."
                                : "Pressing Hint again shows this again and counts no further.",
                        next instanceof Hint.Strike strike ? "Cross out " + strike.digit() : "");
        };
    }

    /** "Look at the highlighted cells. Technique: Hidden subset. Hidden subset: ..." */
    private static String where(Hint.Reasoned next) {
        List<Technique> techniques = next.techniques();
        String names = techniques.stream().map(Technique::label).collect(Collectors.joining(", then "));
        return "Look at the highlighted cells. " + (techniques.size() == 1 ? "Technique: " : "Techniques: ") + names
                + ". " + idea(next.technique());
    }

    /** The technique's idea in a sentence, to learn it by. */
    static String idea(Technique technique) {
        return technique.label() + ": "
                + switch (technique) {
                    case CAGE_DIGITS ->
                        "only some digits can make a cage's clue at all, so its cells hold none of the others.";
                    case SINGLE ->
                        "a cell with only one digit left, or a digit with only one place left in its row or column.";
                    case CAGE_CELLS ->
                        "trying every way to make a cage's clue shows which digits each of its cells can still take.";
                    case CAGE_LINE ->
                        "when every way to make a cage puts a digit in one row or column, no other cell of that line can hold it.";
                    case NAKED_SUBSET ->
                        "when some cells of a row or column can hold only as many digits as there are cells, "
                                + "no other cell of that line can hold those digits.";
                    case HIDDEN_SUBSET ->
                        "when some digits fit in only as many cells of a row or column as there are digits, "
                                + "those cells hold nothing else.";
                    case FISH ->
                        "when a digit can go only in the same columns in as many rows (or the other way round), "
                                + "no other cell of those columns can hold it.";
                    case FORCING_CHAIN ->
                        "following a chain of cells with two digits left shows that one of its two ends holds a digit, "
                                + "so no cell that shares a line with both ends can.";
                    case GUESS ->
                        "when no step of logic is left, trying each digit of a cell in turn shows which one leads to a solution.";
                };
    }

    /** "First fix row 1, column 2: its digit is not the one in the solution, and no hint can build on it." */
    private static String fixFirst(List<Cell> cells) {
        boolean one = cells.size() == 1;
        String names = cells.size() <= 2
                ? cells.stream().map(HintText::cell).collect(Collectors.joining(" and "))
                : cells.subList(0, cells.size() - 1).stream()
                                .map(HintText::cell)
                                .collect(Collectors.joining("; ")) + " and " + cell(cells.getLast());
        return "First fix " + names
                + (one
                        ? ": its digit is not the one in the solution, and no hint can build on it."
                        : ": their digits are not the ones in the solution, and no hint can build on them.");
    }

    static String cell(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
