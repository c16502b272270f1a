package org.calcoolation.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import org.calcoolation.game.play.HelpLedger;

/**
 * The assists of a stored game beside its help (V32), as columns of table {@code saved_game}: hints
 * to the deduction and to the digit ({@code hints} in {@link SavedGame} counts every level), the
 * note tools, live marks, and whether any of it was recorded (false in a row stored before V32).
 */
@Embeddable
class SavedAssists {

    @Column(name = "why_hints", nullable = false)
    private int whyHints;

    @Column(name = "digit_hints", nullable = false)
    private int digitHints;

    @Column(name = "notes_filled", nullable = false)
    private int notesFilled;

    @Column(name = "notes_smart_filled", nullable = false)
    private int notesSmartFilled;

    @Column(name = "notes_cleared", nullable = false)
    private int notesCleared;

    @Column(name = "live_marks_seen", nullable = false)
    private boolean liveMarksSeen;

    @Column(name = "assists_recorded", nullable = false)
    private boolean assistsRecorded;

    protected SavedAssists() {}

    SavedAssists(HelpLedger help) {
        this.whyHints = help.whyHints();
        this.digitHints = help.digitHints();
        this.notesFilled = help.noteTools().filled();
        this.notesSmartFilled = help.noteTools().smartFilled();
        this.notesCleared = help.noteTools().cleared();
        this.liveMarksSeen = help.liveMarks();
        this.assistsRecorded = help.recorded();
    }

    /** The whole ledger, with the help that {@link SavedGame} keeps in its own columns. */
    HelpLedger ledger(int checks, int hints, int cellsRevealed, boolean solutionRevealed) {
        return new HelpLedger(
                checks,
                hints,
                cellsRevealed,
                solutionRevealed,
                whyHints,
                digitHints,
                new HelpLedger.NoteTools(notesFilled, notesSmartFilled, notesCleared),
                liveMarksSeen,
                assistsRecorded);
    }
}
