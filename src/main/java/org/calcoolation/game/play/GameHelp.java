package org.calcoolation.game.play;

import java.time.Clock;
import java.util.Arrays;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Solver;

/**
 * The help a game gave, each use counted in its {@link HelpLedger}: Check, Hint level by level
 * ({@link HintProgress}), cells revealed, the solution revealed. A reveal is played by the game as
 * a move; this only counts it. The assists are counted here too: the note tools and whether live
 * marks were on while a digit stood (see {@link HelpLedger#isGold()}). Counts its own changes that a save must keep, as {@link Timekeeper}
 * does. Not thread-safe: the game's lock guards it, as it guards the game.
 */
final class GameHelp {

    private final Puzzle puzzle;
    private final Grid solution;
    private final Clock clock;
    /** Where each use goes, at the play time it was asked for, for a replay. */
    private final PlayLog log;

    private final LongSupplier playTime;
    private HelpLedger ledger;
    private final HintProgress hints = new HintProgress();
    private long changes;

    GameHelp(Puzzle puzzle, Grid solution, Clock clock, HelpLedger ledger, PlayLog log, LongSupplier playTime) {
        this.puzzle = puzzle;
        this.solution = solution;
        this.clock = clock;
        this.ledger = ledger;
        this.log = log;
        this.playTime = playTime;
    }

    HelpLedger ledger() {
        return ledger;
    }

    long changes() {
        return changes;
    }

    /** The filled cells of {@code board} that differ from the solution. */
    Set<Cell> check(Board board) {
        ledger = ledger.withCheck();
        log.marked(PlayLog.Mark.CHECK, playTime.getAsLong());
        changes++;
        return board.mistakes(solution);
    }

    /**
     * The next level of the hint for the digits and notes of {@code board}; only a level not shown
     * before counts. The hint reads the notes, so a changed note is a new position too.
     */
    HintProgress.Press hint(Board board) {
        int cells = board.entries().length;
        int[] position = IntStream.concat(Arrays.stream(board.entries()), Arrays.stream(board.notes()))
                .toArray();
        HintProgress.Press press = hints.press(
                position,
                p -> Solver.hint(puzzle, Arrays.copyOfRange(p, 0, cells), Arrays.copyOfRange(p, cells, 2 * cells)),
                clock.instant());
        if (press.counts()) {
            ledger = ledger.withHint(press.level());
            log.marked(PlayLog.Mark.HINT, playTime.getAsLong());
            changes++;
        }
        return press;
    }

    /** Check notes: the empty cells whose notes rule out their solution digit. Counts as a check. */
    Set<Cell> checkNotes(Board board) {
        ledger = ledger.withCheck();
        log.marked(PlayLog.Mark.CHECK, playTime.getAsLong());
        changes++;
        return board.noteMistakes(solution);
    }

    /**
     * A hint's note is about to be crossed out for the player: counted as a hint shown to its last
     * level, since the player took the answer without writing it. The move that crosses it out is the change.
     */
    void strikingNote() {
        ledger = ledger.withHint(HintLevel.DIGIT);
        log.marked(PlayLog.Mark.HINT, playTime.getAsLong());
    }

    /** A cell is about to be revealed: the move that reveals it is the change. */
    void revealingCell() {
        ledger = ledger.withRevealedCell();
    }

    void revealingSolution() {
        ledger = ledger.withSolutionRevealed();
        log.marked(PlayLog.Mark.GAVE_UP, playTime.getAsLong());
        changes++;
    }

    /** A move was played: a note tool counts. */
    void played(Move move) {
        switch (move) {
            case Move.FillNotes fill -> ledger = ledger.withFill(fill.fill());
            case Move.ClearNotes clear -> ledger = ledger.withNotesCleared();
            default -> {}
        }
        if (move instanceof Move.FillNotes || move instanceof Move.ClearNotes) changes++;
    }

    /**
     * The board as it now stands is shown with these settings: live marks on while a digit stands
     * cost the solve its gold ({@link HelpLedger#isGold()}), even if they are turned off again.
     */
    void shown(Settings settings, Board board) {
        if (!settings.liveMarks() || ledger.liveMarks()) return;
        if (Arrays.stream(board.entries()).allMatch(digit -> digit == 0)) return;
        ledger = ledger.withLiveMarks();
        changes++;
    }
}
