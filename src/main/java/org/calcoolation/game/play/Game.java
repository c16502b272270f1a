package org.calcoolation.game.play;

import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.store.GameStore;

/**
 * One puzzle being played: the board, an unlimited undo history, the help taken, and its times
 * ({@link Timekeeper}: what the pages showing it tell, the play and elapsed times, pause and finish).
 * Not thread-safe: only the {@link GameStore} touches it, under the game's lock. Every change a
 * save must keep counts in {@link #version()}; the help and the times count their own.
 */
public final class Game {

    /** What the player is told when the oldest moves of a very long game are dropped from its history (a message key). */
    public static final String TRIMMED = MoveHistory.TRIMMED;

    /** How many moves a game's history keeps: past it, the oldest go (see {@link #TRIMMED}). */
    public static final int MAX_MOVES = MoveHistory.MAX_MOVES;

    /** How many moves back undo reaches once the history was trimmed. */
    public static final int UNDO_KEPT = MoveHistory.UNDO_KEPT;

    private final UUID id;
    private final PlayedPuzzle played;
    private final MoveHistory history;
    private final MoveReceipts receipts;
    private Settings settings;
    private final GameHelp help;
    private final Timekeeper time;
    /** Changes to all but the help and the times, which count their own. */
    private long version;

    /** A game from its parts: see {@link #start} and {@link GameSnapshot#restore}. */
    Game(
            UUID id,
            PlayedPuzzle played,
            Clock clock,
            Settings settings,
            HelpLedger help,
            MoveHistory history,
            MoveReceipts receipts,
            Timekeeper time) {
        this.id = id;
        this.played = played;
        this.settings = settings;
        this.help = new GameHelp(played.puzzle(), played.solution(), clock, help, history.log(), time::moveTime);
        this.history = history;
        this.receipts = receipts;
        this.time = time;
    }

    public static Game start(UUID id, Puzzle puzzle, PuzzleKind kind, Settings settings, Clock clock) {
        return new Game(
                id,
                PlayedPuzzle.of(puzzle, kind),
                clock,
                settings,
                HelpLedger.NONE,
                new MoveHistory(puzzle, new PlayLog()),
                new MoveReceipts(),
                Timekeeper.start(clock));
    }

    public UUID id() {
        return id;
    }

    public Puzzle puzzle() {
        return played.puzzle();
    }

    Grid solution() {
        return played.solution();
    }

    public PuzzleKind kind() {
        return played.kind();
    }

    /** The Keen game ID, to share or to import elsewhere. */
    public String puzzleId() {
        return played.puzzleId();
    }

    public Board board() {
        return history.board();
    }

    public Settings settings() {
        return settings;
    }

    public HelpLedger help() {
        return help.ledger();
    }

    /** Grows with every change a save must keep, the help's and the times' included. */
    public long version() {
        return version + help.changes() + time.changes();
    }

    /** The game's times; what pages tell them counts as a change of the game where it must. */
    public Timekeeper time() {
        return time;
    }

    /** The cells whose digit on the board was revealed, not found by the player. */
    public Set<Cell> revealedCells() {
        return history.revealedCells();
    }

    public void changeSettings(Settings settings) {
        if (settings.equals(this.settings)) return;
        this.settings = settings;
        version++;
        if (acceptsMoves()) help.shown(settings, board());
    }

    // ---- moves ----

    public boolean place(Cell cell, int digit) {
        return play(new Move.Place(cell, digit, settings.removeNotesOnPlace()), false);
    }

    public boolean clear(Cell cell) {
        return play(new Move.Clear(cell), false);
    }

    public boolean toggleNote(Cell cell, int digit) {
        return play(new Move.ToggleNote(cell, digit), false);
    }

    public boolean clearNotes(Cell cell) {
        return play(new Move.ClearNotes(cell), false);
    }

    public boolean fillNotes(Move.Fill fill) {
        return play(new Move.FillNotes(fill), false);
    }

    /** Whether moves are taken now: once the grid has been shown, not while paused, not once finished. */
    public boolean acceptsMoves() {
        return time.inPlay();
    }

    /**
     * A move the page numbered (see {@link MoveReceipts}), applied unless the game took it before,
     * it was made before a restart, or the game takes no moves now. A move naming nothing of the
     * grid ({@link PlayerMove.Nothing}) is taken and changes nothing, so that its receipt answers
     * it. It is timed when the server takes it, like every move: moves that waited in the browser
     * come in a burst, and the rhythm check sees the burst, never the page's word that they waited.
     */
    public MoveReceipts.Verdict take(PlayerMove.Number number, PlayerMove move) {
        if (!acceptsMoves()) return MoveReceipts.Verdict.NOT_IN_PLAY;
        MoveReceipts.Verdict verdict = receipts.admit(number.page(), number.id(), number.epoch());
        if (verdict == MoveReceipts.Verdict.NEW) apply(move);
        return verdict;
    }

    /** What a player's move from the board does to the game; false if it changed nothing. */
    public boolean apply(PlayerMove move) {
        return switch (move) {
            case PlayerMove.Write(Cell cell, int number, boolean asNote, boolean replacesOne) -> {
                if (replacesOne && lastMoveWrote(cell, 1, asNote)) undo();
                yield asNote ? toggleNote(cell, number) : place(cell, number);
            }
            case PlayerMove.Erase(Cell cell) -> board().isEmpty(cell) ? clearNotes(cell) : clear(cell);
            case PlayerMove.Undo undo -> undo();
            case PlayerMove.Redo redo -> redo();
            case PlayerMove.Nothing nothing -> false;
        };
    }

    /** The last numbered move taken from each page. */
    public Map<String, Integer> movesTaken() {
        return receipts.taken();
    }

    public int epoch() {
        return receipts.epoch();
    }

    private boolean play(Move move, boolean reveal) {
        if (!acceptsMoves() || !history.apply(move, reveal, time.moveTime())) return false;
        help.played(move);
        boardChanged();
        return true;
    }

    /** Whether the history was trimmed since the last call: the player is told once. */
    public boolean takeTrimmedNotice() {
        return history.takeTrimmedNotice();
    }

    /** The last move, if it is a digit (or a note, {@code asNote}) in this cell: what a second key of 10–16 replaces. */
    public boolean lastMoveWrote(Cell cell, int digit, boolean asNote) {
        return history.lastMoveWrote(cell, digit, asNote);
    }

    boolean canUndo() {
        return acceptsMoves() && history.canUndo();
    }

    boolean canRedo() {
        return acceptsMoves() && history.canRedo();
    }

    /** What undo and redo can do now: nothing while the game takes no moves. */
    public UndoRedo undoRedo() {
        if (!acceptsMoves()) return UndoRedo.NONE;
        return new UndoRedo(history.undoable(), history.redoable(), history.undoPreview(), history.redoPreview());
    }

    public boolean undo() {
        if (!canUndo()) return false;
        history.undo(time.moveTime());
        boardChanged();
        return true;
    }

    public boolean redo() {
        if (!canRedo()) return false;
        history.redo(time.moveTime());
        boardChanged();
        return true;
    }

    /** Back to the empty grid. The clocks and the help taken stay: a restart is a fresh try, not a fresh start. */
    public boolean restart() {
        if (!acceptsMoves()) return false;
        history.clear(time.moveTime());
        receipts.newEpoch();
        version++;
        return true;
    }

    // ---- help, each use counted ----

    /** The filled cells that differ from the solution. */
    public Set<Cell> check() {
        return acceptsMoves() ? help.check(board()) : Set.of();
    }

    /** The next level of the hint for the digits as they stand; only a level not shown before counts. */
    public HintProgress.Press hint() {
        return acceptsMoves() ? help.hint(board()) : HintProgress.NOT_IN_PLAY;
    }

    /** The empty cells whose notes rule out the cell's solution digit: Check notes, counted as a check. */
    public Set<Cell> checkNotes() {
        return acceptsMoves() ? help.checkNotes(board()) : Set.of();
    }

    /**
     * Crosses {@code digit} out of the notes of {@code cell}, as the hint on show says ({@link
     * org.calcoolation.engine.solve.Hint.Strike}): one move, undone as any other, counted as a hint. Refused (false) unless the
     * cell still notes the digit and the digit is not the cell's solution, whatever the page sent.
     */
    public boolean strikeNote(Cell cell, int digit) {
        if (!acceptsMoves() || digit < 1 || digit > puzzle().size()) return false;
        if ((board().notes(cell) & 1 << digit) == 0 || solution().digit(cell) == digit) return false;
        help.strikingNote();
        return play(new Move.ToggleNote(cell, digit), false);
    }

    public boolean revealCell(Cell cell) {
        if (!acceptsMoves() || board().value(cell) == solution().digit(cell)) return false;
        help.revealingCell();
        return play(new Move.Place(cell, solution().digit(cell), settings.removeNotesOnPlace()), true);
    }

    /** Gives up: fills in the rest of the solution, revealed, and ends the game as given up. */
    public boolean revealSolution() {
        if (!acceptsMoves()) return false;
        help.revealingSolution();
        Grid solution = solution();
        for (int i = 0; i < solution.size() * solution.size(); i++) {
            Cell cell = Cell.ofIndex(i, solution.size());
            if (board().value(cell) != solution.digit(cell))
                play(new Move.Place(cell, solution.digit(cell), false), true);
        }
        return true;
    }

    // ---- finish ----

    private void boardChanged() {
        version++;
        help.shown(settings, board());
        if (board().isComplete()) time.finish();
    }

    public boolean isFinished() {
        return time.isFinished();
    }

    public Optional<Finish> finish() {
        return time.finishedAt().map(at -> new Finish(Outcome.of(help()), time.playTime(), time.elapsed(), help(), at));
    }

    /** The game as it unfolded; empty for one begun before play was logged. */
    public Optional<Replay> replay() {
        return ReplayFrames.of(puzzle(), history.log(), board());
    }

    // ---- saving and restoring ----

    /**
     * Everything needed to bring the game back after a restart ({@link GameSnapshot#restore}). The
     * play time is read as of now and comes back stopped: it runs again when a page shows the grid.
     */
    public GameSnapshot snapshot() {
        return new GameSnapshot(
                id,
                played.puzzleId(),
                played.kind(),
                played.solution().digits(),
                history.moves(),
                history.times(),
                history.cursor(),
                receipts.encode(),
                history.log().encode(),
                time.playTime().toMillis(),
                time.firstShownAt(),
                help(),
                settings,
                time.isPaused(),
                time.finishedAt());
    }
}
