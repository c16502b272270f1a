package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;

/**
 * One puzzle being played: the board, an unlimited undo history, the clocks and the help taken.
 * Not thread-safe: only the {@link GameStore} touches it, under the game's lock. Every change a
 * save must keep bumps {@link #version()}.
 *
 * <p>Two times: the play time ({@link PlayClock}: only while a page shows the grid in a visible
 * tab and is in contact), and the elapsed time, from the moment the grid was first sent to a
 * browser until the finish, pauses included, which nothing a browser says can shorten.
 */
final class Game {

    /** What the player is told once their history was trimmed (see {@link MoveHistory#MAX_MOVES}). */
    static final String HISTORY_TRIMMED = "This game has reached " + String.format("%,d", MoveHistory.MAX_MOVES)
            + " moves: undo now goes back " + String.format("%,d", MoveHistory.UNDO_KEPT) + " moves from here.";

    private final UUID id;
    private final Puzzle puzzle;
    /** Kept, since every save asks for it. */
    private final String puzzleId;
    private final Grid solution;
    private final PuzzleKind kind;
    private final Clock clock;

    private final MoveHistory history;
    private Settings settings;
    private HelpLedger help;
    private final HintProgress hints = new HintProgress();

    private final MoveReceipts receipts;
    /** Set while a numbered move that waited in the browser is applied: when it was made is not known. */
    private boolean untimed;

    private final PlayClock playClock;
    private Optional<Instant> firstShownAt;
    private boolean paused;
    private Optional<Instant> finishedAt;
    private long version;

    private Game(UUID id, Puzzle puzzle, PuzzleKind kind, Clock clock, Settings settings, HelpLedger help, MoveHistory history,
            MoveReceipts receipts, PlayClock playClock, Optional<Instant> firstShownAt, boolean paused, Optional<Instant> finishedAt) {
        this.id = id;
        this.puzzle = puzzle;
        this.puzzleId = KeenCodec.encode(puzzle);
        this.solution = puzzle.solution().orElseThrow(() -> new IllegalArgumentException("a game needs a puzzle with its solution"));
        if (kind.size() != puzzle.size()) throw new IllegalArgumentException("a " + kind.label() + " game cannot play a " + puzzle.size() + "×" + puzzle.size() + " puzzle");
        this.kind = kind;
        this.clock = clock;
        this.settings = settings;
        this.help = help;
        this.history = history;
        this.receipts = receipts;
        this.playClock = playClock;
        this.firstShownAt = firstShownAt;
        this.paused = paused;
        this.finishedAt = finishedAt;
    }

    static Game start(UUID id, Puzzle puzzle, PuzzleKind kind, Settings settings, Clock clock) {
        return new Game(id, puzzle, kind, clock, settings, HelpLedger.NONE, new MoveHistory(puzzle), new MoveReceipts(), new PlayClock(Duration.ZERO, false),
                Optional.empty(), false, Optional.empty());
    }

    UUID id() {
        return id;
    }

    Puzzle puzzle() {
        return puzzle;
    }

    Grid solution() {
        return solution;
    }

    PuzzleKind kind() {
        return kind;
    }

    /** The Keen game ID, to share or to import elsewhere. */
    String puzzleId() {
        return puzzleId;
    }

    Board board() {
        return history.board();
    }

    Settings settings() {
        return settings;
    }

    HelpLedger help() {
        return help;
    }

    long version() {
        return version;
    }

    /** The cells whose digit on the board was revealed, not found by the player. */
    Set<Cell> revealedCells() {
        return history.revealedCells();
    }

    boolean isRevealed(int cellIndex) {
        return history.isRevealed(cellIndex);
    }

    void changeSettings(Settings settings) {
        if (settings.equals(this.settings)) return;
        this.settings = settings;
        version++;
    }

    // ---- moves ----

    boolean place(Cell cell, int digit) {
        return play(new Move.Place(cell, digit, settings.removeNotesOnPlace()), false);
    }

    boolean clear(Cell cell) {
        return play(new Move.Clear(cell), false);
    }

    boolean toggleNote(Cell cell, int digit) {
        return play(new Move.ToggleNote(cell, digit), false);
    }

    boolean clearNotes(Cell cell) {
        return play(new Move.ClearNotes(cell), false);
    }

    boolean fillNotes(Move.Fill fill) {
        return play(new Move.FillNotes(fill), false);
    }

    /** Whether moves are taken now: once the grid has been shown, not while paused, not once finished. */
    boolean acceptsMoves() {
        return firstShownAt.isPresent() && !paused && finishedAt.isEmpty();
    }

    /**
     * A move the page numbered (see {@link MoveReceipts}), applied by {@code move} unless the game
     * took it before, it was made before a restart, or the game takes no moves now. A move that waited in the browser ({@code late})
     * goes into the history untimed: it reached the server in a burst with the others that waited,
     * which says nothing of the rhythm it was typed in.
     */
    MoveReceipts.Verdict take(String page, int id, int epoch, boolean late, Predicate<Game> move) {
        if (!acceptsMoves()) return MoveReceipts.Verdict.NOT_IN_PLAY;
        MoveReceipts.Verdict verdict = receipts.admit(page, id, epoch);
        if (verdict != MoveReceipts.Verdict.NEW) return verdict;
        untimed = late;
        try {
            move.test(this);
        } finally {
            untimed = false;
        }
        return verdict;
    }

    /** The last numbered move taken from each page. */
    Map<String, Integer> movesTaken() {
        return receipts.taken();
    }

    int epoch() {
        return receipts.epoch();
    }

    /** The play time to record a move at: negative for one whose time is not known. */
    private long moveTime() {
        return untimed ? -1 : playTime().toMillis();
    }

    private boolean play(Move move, boolean reveal) {
        if (!acceptsMoves() || !history.apply(move, reveal, moveTime())) return false;
        version++;
        finishIfComplete();
        return true;
    }

    /** Whether the history was trimmed since the last call: the player is told once. */
    boolean takeTrimmedNotice() {
        return history.takeTrimmedNotice();
    }

    /** The last move, if it is a digit (or a note, {@code asNote}) in this cell: what a second key of 10–12 replaces. */
    boolean lastMoveWrote(Cell cell, int digit, boolean asNote) {
        return history.lastMoveWrote(cell, digit, asNote);
    }

    boolean canUndo() {
        return acceptsMoves() && history.canUndo();
    }

    /** What the next undo leaves in the cells it changes, when known; empty when nothing can be undone. */
    List<CellChange> undoPreview() {
        return canUndo() ? history.undoPreview() : List.of();
    }

    /** What the next redo leaves in the cells it changes; empty when nothing can be redone. */
    List<CellChange> redoPreview() {
        return canRedo() ? history.redoPreview() : List.of();
    }

    boolean canRedo() {
        return acceptsMoves() && history.canRedo();
    }

    /** How many undos in a row the game takes now: none while it takes no moves. */
    int undoable() {
        return acceptsMoves() ? history.undoable() : 0;
    }

    int redoable() {
        return acceptsMoves() ? history.redoable() : 0;
    }

    boolean undo() {
        if (!canUndo()) return false;
        history.undo();
        version++;
        return true;
    }

    boolean redo() {
        if (!canRedo()) return false;
        history.redo(moveTime());
        version++;
        finishIfComplete();
        return true;
    }

    /** Back to the empty grid. The clocks and the help taken stay: a restart is a fresh try, not a fresh start. */
    boolean restart() {
        if (!acceptsMoves()) return false;
        history.clear();
        receipts.newEpoch();
        version++;
        return true;
    }

    // ---- help, each use counted ----

    /** The filled cells that differ from the solution. */
    Set<Cell> check() {
        if (!acceptsMoves()) return Set.of();
        help = help.withCheck();
        version++;
        return board().mistakes(solution);
    }

    /** The next level of the hint for the digits as they stand; only a level not shown before counts. */
    HintProgress.Press hint() {
        if (!acceptsMoves()) return new HintProgress.Press(new Hint.Unavailable("the game is not in play"), HintLevel.WHERE, false);
        HintProgress.Press press = hints.press(board().entries(), entries -> Solver.hint(puzzle, entries), clock.instant());
        if (press.counts()) {
            help = help.withHint();
            version++;
        }
        return press;
    }

    boolean revealCell(Cell cell) {
        if (!acceptsMoves() || board().value(cell) == solution.digit(cell)) return false;
        help = help.withRevealedCell();
        return play(new Move.Place(cell, solution.digit(cell), settings.removeNotesOnPlace()), true);
    }

    /** Gives up: fills in the rest of the solution, revealed, and ends the game as given up. */
    boolean revealSolution() {
        if (!acceptsMoves()) return false;
        help = help.withSolutionRevealed();
        version++;
        for (int i = 0; i < puzzle.size() * puzzle.size(); i++) {
            Cell cell = Cell.ofIndex(i, puzzle.size());
            if (board().value(cell) != solution.digit(cell)) play(new Move.Place(cell, solution.digit(cell), false), true);
        }
        return true;
    }

    // ---- finish ----

    private void finishIfComplete() {
        if (finishedAt.isPresent() || !board().isComplete()) return;
        Instant now = clock.instant();
        playClock.stop(now);
        finishedAt = Optional.of(now);
    }

    boolean isFinished() {
        return finishedAt.isPresent();
    }

    Optional<Finish> finish() {
        return finishedAt.map(at -> new Finish(Outcome.of(help), playClock.time(at), elapsedUntil(at), help, at));
    }

    // ---- time ----

    /** A page shows the grid: the first time ever, both clocks start. A move from the page says the same. */
    void shown(String viewer) {
        Instant now = clock.instant();
        if (firstShownAt.isEmpty()) {
            firstShownAt = Optional.of(now);
            version++;
        }
        playClock.shown(viewer, now);
    }

    /** Whether a grid has ever been sent to a browser: a daily's Start step comes before. */
    boolean isStarted() {
        return firstShownAt.isPresent();
    }

    /** Counts as a change (the play time so far is worth saving) only if the clock knew the page. */
    void hidden(String viewer) {
        if (playClock.hidden(viewer, clock.instant())) version++;
    }

    void left(String viewer) {
        if (playClock.left(viewer, clock.instant())) version++;
    }

    /** This copy replaces {@code older} (read back after another node saved first): the pages showing it still do. */
    void takeViewersOf(Game older) {
        playClock.takeViewersOf(older.playClock, clock.instant());
    }

    void contact(String viewer) {
        playClock.contact(viewer, clock.instant());
    }

    void pause() {
        if (paused || isFinished()) return;
        playClock.stop(clock.instant());
        paused = true;
        version++;
    }

    void resume() {
        if (!paused) return;
        paused = false;
        playClock.unstop(clock.instant());
        version++;
    }

    /** Whether any page shows the grid, in touch or not: one that goes away says so as it goes. */
    boolean isViewed() {
        return playClock.isViewed();
    }

    /** Whether a page in touch with the server shows the grid: its player is online. */
    boolean isWatched() {
        return playClock.isWatched(clock.instant());
    }

    boolean isPaused() {
        return paused;
    }

    boolean isRunning() {
        return playClock.isRunning(clock.instant());
    }

    /** The play time so far, or at the finish. */
    Duration playTime() {
        return playClock.time(finishedAt.orElseGet(clock::instant));
    }

    /** From the first showing of the grid until now or the finish, pauses included. */
    Duration elapsed() {
        return elapsedUntil(finishedAt.orElseGet(clock::instant));
    }

    private Duration elapsedUntil(Instant end) {
        return firstShownAt.map(start -> Duration.between(start, end)).filter(d -> !d.isNegative()).orElse(Duration.ZERO);
    }

    // ---- saving and restoring ----

    /**
     * Everything needed to bring the game back after a restart. The play time is read as of now
     * and comes back stopped: it runs again when a page shows the grid.
     */
    GameSnapshot snapshot() {
        return new GameSnapshot(id, puzzleId, kind, solution.digits(), history.moves(), history.times(), history.cursor(),
                receipts.encode(), playTime().toMillis(), firstShownAt, help, settings, paused, finishedAt);
    }

    static Game restore(GameSnapshot s, Clock clock) {
        Puzzle cages = KeenCodec.decodeOrThrow(s.puzzleId());
        Puzzle puzzle = cages.withSolution(Grid.of(cages.size(), s.solution()));
        return new Game(s.id(), puzzle, s.kind(), clock, s.settings(), s.help(), MoveHistory.restore(puzzle, s.moves(), s.moveTimes(), s.cursor()),
                MoveReceipts.decode(s.receipts()), new PlayClock(Duration.ofMillis(s.playMillis()), s.paused() || s.finishedAt().isPresent()),
                s.firstShownAt(), s.paused(), s.finishedAt());
    }
}
