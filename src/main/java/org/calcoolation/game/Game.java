package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

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

    /**
     * The most moves a game keeps (four bytes each, so at most 40 KB in its row). A history that
     * reaches it is trimmed: the oldest moves give way to the board as they left it, and undo
     * still goes back {@value #UNDO_KEPT} moves. A 12×12 solved with every note written and
     * struck out takes 3,600 moves (144 × 12 notes on and off, 144 digits), so a player meets
     * this only by going back and forth for a very long time.
     */
    static final int MAX_MOVES = 10_000;
    static final int UNDO_KEPT = 5_000;
    static final String HISTORY_TRIMMED = "This game has reached " + String.format("%,d", MAX_MOVES)
            + " moves: undo now goes back " + String.format("%,d", UNDO_KEPT) + " moves from here.";

    private final UUID id;
    private final Puzzle puzzle;
    /** Kept, since every save asks for it. */
    private final String puzzleId;
    private final Grid solution;
    private final PuzzleKind kind;
    private final Clock clock;

    private Board board;
    private int[] moves = new int[16];
    private int moveCount;
    private int cursor;
    /** How many moves at the start only rebuild the board of a trimmed history; undo stops there. */
    private int baseCount;
    /** Set when the history was trimmed, until the page is told. */
    private boolean trimmedUntold;
    /** Cells whose digit was revealed rather than found; follows undo and redo. */
    private BitSet revealed = new BitSet();
    private Settings settings;
    private HelpLedger help;
    private final HintProgress hints = new HintProgress();

    private final PlayClock playClock;
    private Optional<Instant> firstShownAt;
    private boolean paused;
    private Optional<Instant> finishedAt;
    private long version;

    private Game(UUID id, Puzzle puzzle, PuzzleKind kind, Clock clock, Settings settings, HelpLedger help, PlayClock playClock,
            Optional<Instant> firstShownAt, boolean paused, Optional<Instant> finishedAt) {
        this.id = id;
        this.puzzle = puzzle;
        this.puzzleId = KeenCodec.encode(puzzle);
        this.solution = puzzle.solution().orElseThrow(() -> new IllegalArgumentException("a game needs a puzzle with its solution"));
        if (kind.size() != puzzle.size()) throw new IllegalArgumentException("a " + kind.label() + " game cannot play a " + puzzle.size() + "×" + puzzle.size() + " puzzle");
        this.kind = kind;
        this.clock = clock;
        this.settings = settings;
        this.help = help;
        this.board = Board.start(puzzle);
        this.playClock = playClock;
        this.firstShownAt = firstShownAt;
        this.paused = paused;
        this.finishedAt = finishedAt;
    }

    static Game start(UUID id, Puzzle puzzle, PuzzleKind kind, Settings settings, Clock clock) {
        return new Game(id, puzzle, kind, clock, settings, HelpLedger.NONE, new PlayClock(Duration.ZERO, false),
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
        return board;
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
        return revealed.stream().mapToObj(i -> Cell.ofIndex(i, puzzle.size())).collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    boolean isRevealed(int cellIndex) {
        return revealed.get(cellIndex);
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

    private boolean play(Move move, boolean reveal) {
        if (!acceptsMoves()) return false;
        Board next = board.apply(move);
        if (next.equals(board)) return false;
        int packed = reveal ? Moves.revealed((Move.Place) move, puzzle.size()) : Moves.encode(move, puzzle.size());
        record(packed);
        track(packed);
        board = next;
        version++;
        finishIfComplete();
        return true;
    }

    private void record(int packed) {
        moveCount = cursor;
        if (moveCount >= MAX_MOVES) trim();
        if (moveCount == moves.length) moves = Arrays.copyOf(moves, moves.length * 2);
        moves[moveCount++] = packed;
        cursor = moveCount;
    }

    /**
     * Replaces all but the last {@value #UNDO_KEPT} moves by the few that write the board they
     * left (each digit, each note), marked so that undo stops there. The board now is unchanged.
     */
    private void trim() {
        Board now = board;
        BitSet revealedNow = revealed;
        int from = cursor - UNDO_KEPT;
        replayTo(from);
        int n = puzzle.size();
        int[] kept = new int[n * n * (n + 1) + UNDO_KEPT + 1];
        int count = 0;
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int digit = board.value(cell);
            if (digit != 0) {
                Move.Place place = new Move.Place(cell, digit, false);
                kept[count++] = Moves.asBase(revealed.get(i) ? Moves.revealed(place, n) : Moves.encode(place, n));
            }
            for (int notes = board.notes(cell); notes != 0; notes &= notes - 1) {
                kept[count++] = Moves.asBase(Moves.encode(new Move.ToggleNote(cell, Integer.numberOfTrailingZeros(notes)), n));
            }
        }
        baseCount = count;
        System.arraycopy(moves, from, kept, count, UNDO_KEPT);
        moves = kept;
        moveCount = cursor = count + UNDO_KEPT;
        board = now;
        revealed = revealedNow;
        trimmedUntold = true;
    }

    /** Whether the history was trimmed since the last call: the player is told once. */
    boolean takeTrimmedNotice() {
        boolean told = trimmedUntold;
        trimmedUntold = false;
        return told;
    }

    /** Which digits are revealed: a revealed digit marks its cell, any other digit or clearing unmarks it. */
    private void track(int packed) {
        Move move = Moves.decode(packed, puzzle.size());
        switch (move) {
            case Move.Place p -> revealed.set(p.cell().index(puzzle.size()), Moves.isRevealed(packed));
            case Move.Clear c -> revealed.clear(c.cell().index(puzzle.size()));
            case Move.ToggleNote t -> { }
            case Move.ClearNotes c -> { }
            case Move.FillNotes f -> { }
        }
    }

    /** The last move, if it is a digit (or a note, {@code asNote}) in this cell: what a second key of 10–12 replaces. */
    boolean lastMoveWrote(Cell cell, int digit, boolean asNote) {
        if (cursor <= baseCount) return false;
        return switch (Moves.decode(moves[cursor - 1], puzzle.size())) {
            case Move.Place p -> !asNote && p.cell().equals(cell) && p.digit() == digit;
            case Move.ToggleNote t -> asNote && t.cell().equals(cell) && t.digit() == digit;
            default -> false;
        };
    }

    int moveCount() {
        return moveCount;
    }

    boolean canUndo() {
        return acceptsMoves() && cursor > baseCount;
    }

    boolean canRedo() {
        return acceptsMoves() && cursor < moveCount;
    }

    boolean undo() {
        if (!canUndo()) return false;
        cursor--;
        replayTo(cursor);
        version++;
        return true;
    }

    boolean redo() {
        if (!canRedo()) return false;
        int packed = moves[cursor++];
        board = board.apply(Moves.decode(packed, puzzle.size()));
        track(packed);
        version++;
        finishIfComplete();
        return true;
    }

    /** Back to the empty grid. The clocks and the help taken stay: a restart is a fresh try, not a fresh start. */
    boolean restart() {
        if (!acceptsMoves()) return false;
        board = Board.start(puzzle);
        revealed = new BitSet();
        moveCount = cursor = baseCount = 0;
        version++;
        return true;
    }

    private void replayTo(int count) {
        board = Board.start(puzzle);
        revealed = new BitSet();
        for (int i = 0; i < count; i++) {
            board = board.apply(Moves.decode(moves[i], puzzle.size()));
            track(moves[i]);
        }
    }

    // ---- help, each use counted ----

    /** The filled cells that differ from the solution. */
    Set<Cell> check() {
        if (!acceptsMoves()) return Set.of();
        help = help.withCheck();
        version++;
        return board.mistakes(solution);
    }

    /** The next level of the hint for the digits as they stand; only a level not shown before counts. */
    HintProgress.Press hint() {
        if (!acceptsMoves()) return new HintProgress.Press(new Hint.Unavailable("the game is not in play"), HintLevel.WHERE, false);
        HintProgress.Press press = hints.press(board.entries(), entries -> Solver.hint(puzzle, entries));
        if (press.counts()) {
            help = help.withHint();
            version++;
        }
        return press;
    }

    boolean revealCell(Cell cell) {
        if (!acceptsMoves() || board.value(cell) == solution.digit(cell)) return false;
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
            if (board.value(cell) != solution.digit(cell)) play(new Move.Place(cell, solution.digit(cell), false), true);
        }
        return true;
    }

    // ---- finish ----

    private void finishIfComplete() {
        if (finishedAt.isPresent() || !board.isComplete()) return;
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
    Snapshot snapshot() {
        return new Snapshot(id, puzzleId, kind, solution.digits(), Arrays.copyOf(moves, moveCount), cursor,
                playTime().toMillis(), firstShownAt, help, settings, paused, finishedAt);
    }

    static Game restore(Snapshot s, Clock clock) {
        Puzzle cages = KeenCodec.decodeOrThrow(s.puzzleId());
        Puzzle puzzle = cages.withSolution(Grid.of(cages.size(), s.solution()));
        Game game = new Game(s.id(), puzzle, s.kind(), clock, s.settings(), s.help(),
                new PlayClock(Duration.ofMillis(s.playMillis()), s.paused() || s.finishedAt().isPresent()),
                s.firstShownAt(), s.paused(), s.finishedAt());
        game.moves = Arrays.copyOf(s.moves(), Math.max(16, s.moves().length));
        game.moveCount = s.moves().length;
        game.cursor = s.cursor();
        while (game.baseCount < game.moveCount && Moves.isBase(game.moves[game.baseCount])) game.baseCount++;
        game.replayTo(s.cursor());
        return game;
    }

    /** A game at rest, for storage. Moves are packed ints (see {@code Moves}); {@code cursor} of them are applied. */
    record Snapshot(UUID id, String puzzleId, PuzzleKind kind, int[] solution, int[] moves, int cursor, long playMillis,
            Optional<Instant> firstShownAt, HelpLedger help, Settings settings, boolean paused, Optional<Instant> finishedAt) {

        Snapshot {
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
