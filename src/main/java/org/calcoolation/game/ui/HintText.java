package org.calcoolation.game.ui;

import java.util.List;
import java.util.Map;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.play.HintLevel;
import org.calcoolation.game.play.HintProgress;

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
                        Say.of("hint.fixFirst.heading"),
                        fixFirst(mistaken.cells()),
                        List.of(),
                        -1,
                        "",
                        Say.of("hint.fixFirst.again"));
            case Hint.Complete complete ->
                new View(Say.of("play.hint"), Say.of("hint.complete"), List.of(), -1, "", "");
            case Hint.Unavailable unavailable ->
                new View(Say.of("hint.none"), unavailable(unavailable.reason()), List.of(), -1, "", "");
        };
    }

    /** Why no hint can be given: the engine's and the game's reasons, each in words of the page's language. */
    private static String unavailable(String reason) {
        String key = UNAVAILABLE.get(reason);
        return key == null ? ReasonText.capitalized(reason) + "." : Say.of(key);
    }

    private static final Map<String, String> UNAVAILABLE = Map.of(
            "this puzzle has more than one solution",
            "hint.unavailable.ambiguous",
            "this puzzle has no solution",
            "hint.unavailable.impossible",
            "this puzzle is too hard to check here",
            "hint.unavailable.tooHard",
            "the game is not in play",
            "hint.unavailable.notInPlay",
            HintProgress.TOO_SOON,
            "hint.unavailable.tooSoon");

    private static View ofNext(Hint.Reasoned next, HintLevel level, int step) {
        String heading = Say.of(
                "hint.heading",
                level.number(),
                HintLevel.count(),
                Say.of(
                        switch (level) {
                            case WHERE -> "hint.level.where";
                            case WHY -> "hint.level.why";
                            case DIGIT -> next instanceof Hint.Strike ? "hint.level.note" : "hint.level.digit";
                        }));
        List<String> steps = level == HintLevel.WHERE
                ? List.of()
                : next.steps().stream().map(d -> ReasonText.of(d.reason())).toList();
        String counts = Say.of("hint.counts");
        return switch (level) {
            case WHERE -> new View(heading, where(next), steps, -1, Say.of("hint.showReasoning"), counts);
            case WHY ->
                new View(
                        heading,
                        next.steps().size() == 1 ? "" : Say.of("hint.stepByStep"),
                        steps,
                        step,
                        Say.of(next instanceof Hint.Strike ? "hint.showNote" : "hint.showDigit"),
                        counts);
            // The grid now shows the settled cell alone, so no step is marked as being read.
            case DIGIT ->
                new View(
                        heading,
                        conclusion(next),
                        steps,
                        -1,
                        "",
                        Say.of(next instanceof Hint.Strike ? "hint.strikeCounts" : "hint.digitAgain"),
                        next instanceof Hint.Strike strike ? Say.of("hint.crossOut", strike.digit()) : "");
        };
    }

    /** "So row 9, column 5 is 8.", or for a notes hint "So 3 cannot go in row 2, column 4: cross it out of its notes." */
    static String conclusion(Hint.Reasoned next) {
        return switch (next) {
            case Hint.Next n -> Say.of("hint.so", cell(n.cell()), n.digit());
            case Hint.Strike s -> Say.of("hint.soStrike", cell(s.cell()), s.digit());
        };
    }

    /** "Look at the highlighted cells. Technique: Hidden subset. Hidden subset: ..." */
    private static String where(Hint.Reasoned next) {
        List<Technique> techniques = next.techniques();
        String names = techniques.stream()
                .map(HintText::label)
                .reduce((a, b) -> Say.of("hint.then", a, b))
                .orElse("");
        return Say.of("hint.where", techniques.size(), names) + " " + idea(next.technique());
    }

    /** A technique's name in the page's language. */
    static String label(Technique technique) {
        return Say.of("hint.technique." + technique.name());
    }

    /** The technique's idea in a sentence, to learn it by. */
    static String idea(Technique technique) {
        return Say.of("hint.idea", label(technique), Say.of("hint.idea." + technique.name()));
    }

    /** "First fix row 1, column 2: its digit is not the one in the solution, and no hint can build on it." */
    private static String fixFirst(List<Cell> cells) {
        return Say.of("hint.fixFirst", cells.size(), ReasonText.cells(cells));
    }

    static String cell(Cell cell) {
        return Say.cell(cell);
    }
}
