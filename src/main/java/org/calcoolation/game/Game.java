package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;

/**
 * One puzzle being played: the board, an unlimited undo history, the clock and the help taken.
 * Not thread-safe; the UI holds it under its session lock. Every change bumps {@link #version()}
 * so that the service knows when to save.
 *
 * <p>The clock runs only while the grid is on screen: it starts when the grid is first shown,
 * stops while paused, and stops when the game is solved. When the browser tab is hidden the
 * clock keeps running for {@link #HIDDEN_GRACE} at most, so glancing at another tab costs a few
 * seconds but leaving it for lunch costs nothing.
 */
public final class Game {

    public static final Duration HIDDEN_GRACE = Duration.ofSeconds(5);

    /** What the game finished with. */
    public record Finish(Duration time, HelpLedger help, Instant at) {
        public boolean isClean() {
            return help.isClean();
        }
    }

    private final UUID id;
    private final Puzzle puzzle;
    /** Kept, since every save and every redraw of the page asks for it. */
    private final String puzzleId;
    private final Grid solution;
    private final Difficulty difficulty;
    private final Variant variant;
    private final Clock clock;

    private Board board;
    private int[] moves = new int[16];
    private int moveCount;
    private int cursor;
    private Settings settings;
    private HelpLedger help;

    private long countedMillis;
    private Instant runningSince;
    private Instant hiddenSince;
    private boolean shown;
    private boolean paused;
    private Instant finishedAt;
    private long version;

    private Game(UUID id, Puzzle puzzle, Difficulty difficulty, Variant variant, Clock clock, Settings settings, HelpLedger help) {
        this.id = id;
        this.puzzle = puzzle;
        this.puzzleId = KeenCodec.encode(puzzle);
        this.solution = puzzle.solution().orElseThrow(() -> new IllegalArgumentException("a game needs a puzzle with its solution"));
        this.difficulty = difficulty;
        this.variant = variant;
        this.clock = clock;
        this.settings = settings;
        this.help = help;
        this.board = Board.start(puzzle);
    }

    public static Game start(UUID id, Puzzle puzzle, Difficulty difficulty, Variant variant, Settings settings, Clock clock) {
        return new Game(id, puzzle, difficulty, variant, clock, settings, HelpLedger.NONE);
    }

    public UUID id() {
        return id;
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    public Grid solution() {
        return solution;
    }

    public Difficulty difficulty() {
        return difficulty;
    }

    public Variant variant() {
        return variant;
    }

    /** The Keen game ID, to share or to import elsewhere. */
    public String puzzleId() {
        return puzzleId;
    }

    public Board board() {
        return board;
    }

    public Settings settings() {
        return settings;
    }

    public HelpLedger help() {
        return help;
    }

    public long version() {
        return version;
    }

    public void changeSettings(Settings settings) {
        if (settings.equals(this.settings)) return;
        this.settings = settings;
        version++;
    }

    // ---- moves ----

    public void place(Cell cell, int digit) {
        play(new Move.Place(cell, digit, settings.removeNotesOnPlace()));
    }

    public void clear(Cell cell) {
        play(new Move.Clear(cell));
    }

    public void toggleNote(Cell cell, int digit) {
        play(new Move.ToggleNote(cell, digit));
    }

    public void clearNotes(Cell cell) {
        play(new Move.ClearNotes(cell));
    }

    public void fillNotes(Move.Fill fill) {
        play(new Move.FillNotes(fill));
    }

    /** Whether moves are taken now: not before the grid is shown, not while paused, not once solved. */
    public boolean acceptsMoves() {
        return shown && !paused && finishedAt == null;
    }

    private boolean play(Move move) {
        if (!acceptsMoves()) return false;
        Board next = board.apply(move);
        if (next.equals(board)) return false;
        record(Moves.encode(move, puzzle.size()));
        board = next;
        version++;
        finishIfComplete();
        return true;
    }

    private void record(int packed) {
        moveCount = cursor;
        if (moveCount == moves.length) moves = Arrays.copyOf(moves, moves.length * 2);
        moves[moveCount++] = packed;
        cursor = moveCount;
    }

    public boolean canUndo() {
        return acceptsMoves() && cursor > 0;
    }

    public boolean canRedo() {
        return acceptsMoves() && cursor < moveCount;
    }

    public void undo() {
        if (!canUndo()) return;
        cursor--;
        board = replay(cursor);
        version++;
    }

    public void redo() {
        if (!canRedo()) return;
        board = board.apply(Moves.decode(moves[cursor++], puzzle.size()));
        version++;
        finishIfComplete();
    }

    /** Back to the empty grid. The clock and the help taken stay: a restart is a fresh try, not a fresh start. */
    public void restart() {
        if (!acceptsMoves()) return;
        board = Board.start(puzzle);
        moveCount = cursor = 0;
        version++;
    }

    private Board replay(int count) {
        Board b = Board.start(puzzle);
        for (int i = 0; i < count; i++) b = b.apply(Moves.decode(moves[i], puzzle.size()));
        return b;
    }

    // ---- help, each use counted ----

    /** The filled cells that differ from the solution. */
    public Set<Cell> check() {
        if (!acceptsMoves()) return Set.of();
        help = help.withCheck();
        version++;
        return board.mistakes(solution);
    }

    public Hint hint() {
        if (!acceptsMoves()) return new Hint.Unavailable("the game is not in play");
        help = help.withHint();
        version++;
        return Solver.hint(puzzle, board.entries());
    }

    public void revealCell(Cell cell) {
        if (!acceptsMoves() || board.value(cell) == solution.digit(cell)) return;
        help = help.withRevealedCell();
        play(new Move.Place(cell, solution.digit(cell), settings.removeNotesOnPlace()));
    }

    /** Gives up: fills in the whole solution and ends the game, which counts as assisted. */
    public void revealSolution() {
        if (!acceptsMoves()) return;
        help = help.withSolutionRevealed();
        for (int i = 0; i < puzzle.size() * puzzle.size(); i++) {
            Cell cell = Cell.ofIndex(i, puzzle.size());
            if (board.value(cell) != solution.digit(cell)) play(new Move.Place(cell, solution.digit(cell), false));
        }
    }

    // ---- finish ----

    private void finishIfComplete() {
        if (finishedAt != null || !board.isComplete()) return;
        stopClock();
        finishedAt = clock.instant();
    }

    public boolean isFinished() {
        return finishedAt != null;
    }

    public Optional<Finish> finish() {
        return Optional.ofNullable(finishedAt).map(at -> new Finish(elapsed(), help, at));
    }

    // ---- time ----

    /** The grid is on screen: the first call starts the clock. */
    public void show() {
        shown = true;
        hiddenSince = null;
        runIfDue();
    }

    public void pause() {
        if (paused || finishedAt != null) return;
        stopClock();
        paused = true;
        version++;
    }

    public void resume() {
        if (!paused) return;
        paused = false;
        version++;
        runIfDue();
    }

    public boolean isPaused() {
        return paused;
    }

    /** The browser tab went out of sight. */
    public void hide() {
        if (runningSince == null) return;
        stopClock();
        hiddenSince = clock.instant();
    }

    /** The browser tab is back: up to {@link #HIDDEN_GRACE} of the time away counts. */
    public void unhide() {
        if (hiddenSince == null) return;
        Duration away = Duration.between(hiddenSince, clock.instant());
        countedMillis += Math.min(away.toMillis(), HIDDEN_GRACE.toMillis());
        hiddenSince = null;
        version++;
        runIfDue();
    }

    public boolean isRunning() {
        return runningSince != null;
    }

    public Duration elapsed() {
        long millis = countedMillis;
        if (runningSince != null) millis += Duration.between(runningSince, clock.instant()).toMillis();
        return Duration.ofMillis(millis);
    }

    private void runIfDue() {
        if (shown && !paused && finishedAt == null && hiddenSince == null && runningSince == null) runningSince = clock.instant();
    }

    private void stopClock() {
        if (runningSince == null) return;
        countedMillis += Duration.between(runningSince, clock.instant()).toMillis();
        runningSince = null;
    }

    // ---- saving and restoring ----

    /**
     * Everything needed to bring the game back after a restart. The clock is read as of now and
     * comes back stopped: it runs again when the grid is shown.
     */
    public Snapshot snapshot() {
        return new Snapshot(id, puzzleId(), difficulty, variant, solution.digits(), Arrays.copyOf(moves, moveCount), cursor,
                elapsed().toMillis(), help, settings, paused, Optional.ofNullable(finishedAt));
    }

    public static Game restore(Snapshot s, Clock clock) {
        Puzzle cages = KeenCodec.decodeOrThrow(s.puzzleId());
        Puzzle puzzle = cages.withSolution(Grid.of(cages.size(), s.solution()));
        Game game = new Game(s.id(), puzzle, s.difficulty(), s.variant(), clock, s.settings(), s.help());
        game.moves = Arrays.copyOf(s.moves(), Math.max(16, s.moves().length));
        game.moveCount = s.moves().length;
        game.cursor = s.cursor();
        game.board = game.replay(s.cursor());
        game.countedMillis = s.elapsedMillis();
        game.paused = s.paused();
        game.finishedAt = s.finishedAt().orElse(null);
        return game;
    }

    /** A game at rest, for storage. Moves are packed ints (see {@code Moves}); {@code cursor} of them are applied. */
    public record Snapshot(UUID id, String puzzleId, Difficulty difficulty, Variant variant, int[] solution, int[] moves,
            int cursor, long elapsedMillis, HelpLedger help, Settings settings, boolean paused, Optional<Instant> finishedAt) {

        public Snapshot {
            if (cursor < 0 || cursor > moves.length) throw new IllegalArgumentException("cursor outside the move list");
            solution = solution.clone();
            moves = moves.clone();
        }

        @Override
        public int[] solution() {
            return solution.clone();
        }

        @Override
        public int[] moves() {
            return moves.clone();
        }
    }
}
