package org.calcoolation.game.play;

import org.calcoolation.engine.play.Move;

/**
 * Every use of help in one game, and the assists beside it (issue 40). A game finished without
 * help is a clean solve; a clean solve with no Smart fill and live marks off whenever a digit stood
 * on the grid is a gold one ({@link #isGold()}). The server counts all of it as the game is played:
 * nothing a browser says sets it.
 *
 * @param hints       levels of hints shown, all levels together (as before levels were told apart)
 * @param whyHints    of those, how many were the deduction (level 2); {@code digitHints} the digit (level 3)
 * @param noteTools   the presses of the three note tools
 * @param liveMarks   whether live marks were on at some moment while a digit stood on the grid
 * @param recorded    false for a game begun before the assists were recorded: its hint levels, note
 *                    tools and live marks are unknown, and it is never gold
 */
public record HelpLedger(
        int checks,
        int hints,
        int cellsRevealed,
        boolean solutionRevealed,
        int whyHints,
        int digitHints,
        NoteTools noteTools,
        boolean liveMarks,
        boolean recorded) {

    public static final HelpLedger NONE = new HelpLedger(0, 0, 0, false);

    /** Presses of Fill all notes, Smart fill all and Clear cell notes. */
    public record NoteTools(int filled, int smartFilled, int cleared) {
        public static final NoteTools NONE = new NoteTools(0, 0, 0);

        public NoteTools {
            if (filled < 0 || smartFilled < 0 || cleared < 0)
                throw new IllegalArgumentException("counts cannot be negative");
        }

        public int total() {
            return filled + smartFilled + cleared;
        }
    }

    public HelpLedger {
        if (checks < 0 || hints < 0 || cellsRevealed < 0 || whyHints < 0 || digitHints < 0)
            throw new IllegalArgumentException("counts cannot be negative");
        if (whyHints + digitHints > hints) throw new IllegalArgumentException("more deeper levels than hint levels");
    }

    /** A ledger with help only, its assists recorded and none taken. */
    public HelpLedger(int checks, int hints, int cellsRevealed, boolean solutionRevealed) {
        this(checks, hints, cellsRevealed, solutionRevealed, 0, 0, NoteTools.NONE, false, true);
    }

    public boolean isClean() {
        return checks == 0 && hints == 0 && cellsRevealed == 0 && !solutionRevealed;
    }

    /**
     * Clean, live marks never on while a digit stood, and no Smart fill, which works out each cage's
     * arithmetic for the player. Fill all notes (the digits free in row and column) and Clear cell
     * notes only save writing, and keep a solve gold. A ledger not recorded is never gold.
     */
    public boolean isGold() {
        return recorded && isClean() && !liveMarks && noteTools.smartFilled() == 0;
    }

    /** How many times help was asked for, revealing the solution counting once. */
    public int total() {
        return checks + hints + cellsRevealed + (solutionRevealed ? 1 : 0);
    }

    /** How many hints were taken to this level: each level shown counts once. */
    public int hintsAt(HintLevel level) {
        return switch (level) {
            case WHERE -> hints - whyHints - digitHints;
            case WHY -> whyHints;
            case DIGIT -> digitHints;
        };
    }

    public HelpLedger withCheck() {
        return new HelpLedger(
                checks + 1,
                hints,
                cellsRevealed,
                solutionRevealed,
                whyHints,
                digitHints,
                noteTools,
                liveMarks,
                recorded);
    }

    public HelpLedger withHint(HintLevel level) {
        return new HelpLedger(
                checks,
                hints + 1,
                cellsRevealed,
                solutionRevealed,
                whyHints + (level == HintLevel.WHY ? 1 : 0),
                digitHints + (level == HintLevel.DIGIT ? 1 : 0),
                noteTools,
                liveMarks,
                recorded);
    }

    public HelpLedger withRevealedCell() {
        return new HelpLedger(
                checks,
                hints,
                cellsRevealed + 1,
                solutionRevealed,
                whyHints,
                digitHints,
                noteTools,
                liveMarks,
                recorded);
    }

    public HelpLedger withSolutionRevealed() {
        return new HelpLedger(checks, hints, cellsRevealed, true, whyHints, digitHints, noteTools, liveMarks, recorded);
    }

    /** Fill all notes ({@code FREE}) or Smart fill all ({@code CONSISTENT}) pressed. */
    public HelpLedger withFill(Move.Fill fill) {
        NoteTools n = noteTools;
        return withNoteTools(
                switch (fill) {
                    case FREE -> new NoteTools(n.filled() + 1, n.smartFilled(), n.cleared());
                    case CONSISTENT -> new NoteTools(n.filled(), n.smartFilled() + 1, n.cleared());
                });
    }

    public HelpLedger withNotesCleared() {
        return withNoteTools(new NoteTools(noteTools.filled(), noteTools.smartFilled(), noteTools.cleared() + 1));
    }

    private HelpLedger withNoteTools(NoteTools pressed) {
        return new HelpLedger(
                checks, hints, cellsRevealed, solutionRevealed, whyHints, digitHints, pressed, liveMarks, recorded);
    }

    public HelpLedger withLiveMarks() {
        return new HelpLedger(
                checks, hints, cellsRevealed, solutionRevealed, whyHints, digitHints, noteTools, true, recorded);
    }
}
