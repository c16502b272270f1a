package org.calcoolation.engine.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * Reads the clues of a game ID, the part after ',': one per cage, in the layout's order, each an
 * operation letter and a target. The ID's flags say what a clue may be: {@code X} lets − and ÷
 * cover three or more cells, {@code H} lets a clue hide its operator, {@code B} lets it be an
 * exclusive or ({@code x}). Reads to the end of the ID.
 */
final class ClueReader {

    private static final String IN_THE_CLUES = Malformed.MISTYPED + " in its clues";

    private final KeenText in;
    private final int w;
    private final boolean extended;
    private final boolean hidden;
    private final boolean xor;
    /** 1-based number of the clue being read, for messages. */
    private int clueNumber;

    ClueReader(KeenText in, int w, boolean extended, boolean hidden, boolean xor) {
        this.in = in;
        this.w = w;
        this.extended = extended;
        this.hidden = hidden;
        this.xor = xor;
    }

    /** One cage per clue, over the cells of {@code cageCells} in turn; refused if there are fewer clues or more. */
    List<Cage> read(List<List<Cell>> cageCells) throws Malformed {
        List<Cage> cages = new ArrayList<>();
        for (List<Cell> cells : cageCells) {
            clueNumber = cages.size() + 1;
            if (in.atEnd()) {
                String given = cages.isEmpty()
                        ? "no clues are"
                        : "only " + cages.size() + (cages.size() == 1 ? " clue is" : " clues are");
                throw new Malformed(
                        Problem.TOO_FEW_CLUES,
                        Refusal.of(
                                "This puzzle ID is cut short: it has " + cageCells.size() + " cages but "
                                        + (cages.isEmpty()
                                                ? "no clues."
                                                : "only " + cages.size() + (cages.size() == 1 ? " clue." : " clues.")),
                                Malformed.key("tooFewClues"),
                                cageCells.size(),
                                cages.size()),
                        "Too few clues: the layout has " + cageCells.size() + " cages but " + given + " given",
                        in.pos());
            }
            cages.add(readClue(cells));
        }
        if (!in.atEnd()) {
            int extraAt = in.pos();
            int given = cages.size() + countRemainingClues();
            throw new Malformed(
                    Problem.TOO_MANY_CLUES,
                    Refusal.of(
                            Malformed.MISTYPED + ": it has " + given + " clues for " + cageCells.size()
                                    + " cages; part of it may be pasted twice.",
                            Malformed.key("tooManyClues"),
                            given,
                            cageCells.size()),
                    "Too many clues: the layout has " + cageCells.size() + " cages but " + given + " clues are given",
                    extraAt);
        }
        return cages;
    }

    private Cage readClue(List<Cell> cells) throws Malformed {
        int at = in.pos();
        boolean hiddenClue = in.here() == KeenCodec.HIDDEN_LETTER;
        Operation op = readOperation(at, hiddenClue, cells.size());
        in.skip();
        int targetAt = in.pos();
        long target = readTarget(at, targetAt);
        checkCageSize(op, cells.size(), at, in.between(at, in.pos()));
        checkZero(op, hiddenClue, cells.size(), target, targetAt);
        if (cells.size() == 1) {
            checkGiven(cells.getFirst(), target, at, targetAt);
            // A one-cell cage is a given digit; Keen writes it as a sum.
            op = Operation.ADD;
        }
        if (hiddenClue) return Cage.hidden((int) target, cells, extended);
        return new Cage(op, (int) target, cells);
    }

    /** The clue's letter, allowed by the ID's flags; a hidden clue counts as a sum until its cage is made. */
    private Operation readOperation(int at, boolean hiddenClue, int cells) throws Malformed {
        Operation op = hiddenClue
                ? Operation.ADD
                : operation(in.here())
                        .orElseThrow(() -> new Malformed(
                                Problem.CLUE_CHARACTER,
                                Refusal.of(
                                        IN_THE_CLUES
                                                + ": each clue starts with a, m, s or d (add, multiply, subtract, divide)"
                                                + (hidden ? " or h (hidden)" : "") + (xor ? " or x (exclusive or)" : "")
                                                + ", not " + in.named(at) + ".",
                                        Malformed.key("clueCharacter"),
                                        hidden ? "yes" : "no",
                                        xor ? "yes" : "no",
                                        in.kindOf(at),
                                        in.glyph(at)),
                                "Unexpected character " + in.describe(at) + " at position " + at
                                        + " in the clues; a clue starts with a, m, s or d" + (hidden ? " or h" : "")
                                        + (xor ? " or x" : ""),
                                at));
        if (op == Operation.XOR && !xor) {
            throw new Malformed(
                    Problem.XOR_NOT_ALLOWED,
                    Refusal.of(
                            IN_THE_CLUES + ": clue " + clueNumber
                                    + " is an exclusive or, but the ID does not say it has ⊕ cages.",
                            Malformed.key("xorNotAllowed"),
                            clueNumber),
                    "Clue " + clueNumber + " at position " + at
                            + " is an exclusive or ('x'), but the ID does not allow them (flag B after the size)",
                    at);
        }
        if (hiddenClue) checkHidden(at, cells);
        return op;
    }

    private void checkHidden(int at, int cells) throws Malformed {
        if (!hidden) {
            throw new Malformed(
                    Problem.HIDDEN_NOT_ALLOWED,
                    Refusal.of(
                            IN_THE_CLUES + ": clue " + clueNumber
                                    + " hides its operator, but the ID does not say it hides operators.",
                            Malformed.key("hiddenNotAllowed"),
                            clueNumber),
                    "Clue " + clueNumber + " at position " + at
                            + " is hidden ('h'), but the ID does not allow hidden clues (flag H after the size)",
                    at);
        }
        if (cells == 1) {
            throw new Malformed(
                    Problem.HIDDEN_GIVEN,
                    Refusal.of(
                            IN_THE_CLUES + ": clue " + clueNumber
                                    + " hides the operator of a single cell, which has none.",
                            Malformed.key("hiddenGiven"),
                            clueNumber),
                    "Clue " + clueNumber + " at position " + at
                            + " is hidden ('h') on a single cell; a single cell is written as a digit, such as a4",
                    at);
        }
    }

    private long readTarget(int at, int targetAt) throws Malformed {
        if (in.sees('-')) {
            throw new Malformed(
                    Problem.TARGET_NEGATIVE,
                    Refusal.of(
                            IN_THE_CLUES + ": clue " + clueNumber + " is negative; targets are never below 0.",
                            Malformed.key("targetNegative"),
                            clueNumber),
                    "Clue " + clueNumber + " at position " + at + " has a negative target; targets here are 0 or more",
                    targetAt);
        }
        if (!in.atDigit())
            throw new Malformed(
                    Problem.NO_TARGET,
                    in.atEnd()
                            ? Refusal.of(
                                    "This puzzle ID is cut short: its last clue has no number.",
                                    Malformed.key("lastClueNoNumber"))
                            : Refusal.of(IN_THE_CLUES + ": a clue has no number.", Malformed.key("clueNoNumber")),
                    "The clue at position " + at + " has no target: expected digits at position " + targetAt,
                    targetAt);
        long target = in.readNumber();
        if (target > Integer.MAX_VALUE)
            throw new Malformed(
                    Problem.TARGET_TOO_LARGE,
                    Refusal.of("This puzzle has a clue too large for any grid.", Malformed.key("targetTooLarge")),
                    "Clue target at position " + targetAt + " is too large",
                    targetAt);
        return target;
    }

    /** − and ÷ take two cells, unless the ID allows extended operations over more. */
    private void checkCageSize(Operation op, int cells, int at, String clue) throws Malformed {
        boolean longer = cells > 2 && extended;
        if (!op.needsTwoCells() || cells == 2 || longer) return;
        String name = op == Operation.SUBTRACT ? "Subtraction" : "Division";
        Refusal told = Refusal.of(
                "This puzzle has a " + name.toLowerCase(Locale.ROOT) + " cage of " + cells + " cells;"
                        + " subtraction and division take exactly two.",
                Malformed.key("twoCellOperation"),
                op == Operation.SUBTRACT ? "subtraction" : "division",
                cells);
        if (cells > 2) {
            throw new Malformed(
                    Problem.TWO_CELL_OPERATION,
                    told,
                    "Clue " + clueNumber + " is " + clue + " on a cage of " + cells
                            + " cells but the ID does not allow extended operations (flag X after the size)",
                    at);
        }
        throw new Malformed(
                Problem.TWO_CELL_OPERATION,
                told,
                name + " clue at position " + at + " needs a cage of 2 cells, but its cage has " + cells,
                at);
    }

    /** 0 is a target only for − (extended or hidden) and ⊕ over three cells or more. */
    private void checkZero(Operation op, boolean hiddenClue, int cells, long target, int targetAt) throws Malformed {
        boolean zeroFits = cells > 2
                && (extended && (op == Operation.SUBTRACT || hiddenClue) || !hiddenClue && op == Operation.XOR);
        if (target != 0 || zeroFits) return;
        String but = extended && xor
                ? "a subtraction or an exclusive or"
                : extended ? "a subtraction" : xor ? "an exclusive or" : "";
        String signs = extended && xor ? "− or ⊕" : extended ? "−" : "⊕";
        throw new Malformed(
                Problem.TARGET_ZERO,
                Refusal.of(
                        "This puzzle has a clue of 0; every clue is at least 1"
                                + (but.isEmpty() ? "." : ", but for " + but + " over three or more cells."),
                        Malformed.key("targetZero"),
                        extended && xor ? "both" : extended ? "subtraction" : xor ? "xor" : "none"),
                "Clue target at position " + targetAt + " must be positive"
                        + (but.isEmpty() ? "" : " (0 only for " + signs + " over three or more cells)"),
                targetAt);
    }

    private void checkGiven(Cell cell, long target, int at, int targetAt) throws Malformed {
        if (target <= w) return;
        throw new Malformed(
                Problem.GIVEN_OUT_OF_RANGE,
                Refusal.of(
                        "This puzzle gives a cell the value " + target + ", but a " + w + "×" + w
                                + " grid holds only 1 to " + w + ".",
                        Malformed.key("givenOutOfRange"),
                        target,
                        w),
                "The clue at position " + at + " gives the single cell " + cell + " the value " + target + ", but a "
                        + w + "×" + w + " grid holds only 1 to " + w,
                targetAt);
    }

    /** Counts the well-formed clues left after the last cage, for the "too many clues" message. */
    private int countRemainingClues() throws Malformed {
        int count = 0;
        while (!in.atEnd()) {
            boolean letter = operation(in.here()).isPresent() || hidden && in.here() == KeenCodec.HIDDEN_LETTER;
            if (!letter || !in.isDigit(in.pos() + 1)) {
                throw new Malformed(
                        Problem.AFTER_LAST_CLUE,
                        Refusal.of(
                                Malformed.MISTYPED + ": " + in.named(in.pos()) + " follows its last clue.",
                                Malformed.key("afterLastClue"),
                                in.kindOf(in.pos()),
                                in.glyph(in.pos())),
                        "Unexpected character " + in.describe(in.pos()) + " at position " + in.pos()
                                + " after the last clue",
                        in.pos());
            }
            in.skip();
            in.readNumber();
            count++;
        }
        return count;
    }

    private static Optional<Operation> operation(char letter) {
        for (Operation op : Operation.values()) if (op.keenLetter() == letter) return Optional.of(op);
        return Optional.empty();
    }
}
