package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ReplayTest {

    private final HandClock clock = new HandClock();
    private Puzzle puzzle;
    private Grid solution;
    private Game game;
    /** The game's board after each thing the test did, the empty grid first. */
    private final List<Board> boards = new ArrayList<>();

    @BeforeEach
    void start() {
        puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);
        solution = puzzle.solution().orElseThrow();
        game = Game.start(UUID.randomUUID(), puzzle, GameTest.KIND, Settings.DEFAULT, clock);
        game.time().shown(GameTest.PAGE);
        boards.add(game.board());
    }

    /** Does it a second of play time later, the page in touch, and notes the board it left. */
    private void then(Runnable action) {
        clock.advance(Duration.ofSeconds(1));
        game.time().contact(GameTest.PAGE);
        action.run();
        boards.add(game.board());
    }

    private void solveFrom(int first) {
        for (int i = first; i < 16; i++) {
            Cell cell = Cell.ofIndex(i, 4);
            then(() -> game.place(cell, solution.digit(cell)));
        }
    }

    /** The boards a page paints by applying the frames' changes one after another to an empty grid. */
    private static List<int[][]> painted(Replay replay) {
        int[] digits = new int[16], notes = new int[16];
        List<int[][]> shown = new ArrayList<>();
        shown.add(new int[][] {digits.clone(), notes.clone()});
        for (Replay.Frame frame : replay.frames()) {
            for (CellChange change : frame.changes()) {
                digits[change.cell()] = change.digit();
                notes[change.cell()] = change.notes();
            }
            shown.add(new int[][] {digits.clone(), notes.clone()});
        }
        return shown;
    }

    private void assertPaintsEveryBoard(Replay replay) {
        List<int[][]> painted = painted(replay);
        assertThat(painted).hasSameSizeAs(boards);
        for (int i = 0; i < boards.size(); i++) {
            assertThat(painted.get(i)[0])
                    .as("digits after step %d", i)
                    .containsExactly(boards.get(i).entries());
            assertThat(painted.get(i)[1])
                    .as("notes after step %d", i)
                    .containsExactly(boards.get(i).notes());
        }
    }

    @Test
    void a_solve_with_notes_undo_redo_a_restart_and_help_unfolds_as_it_was_played() {
        Cell a = new Cell(0, 0), b = new Cell(0, 1);
        then(() -> game.toggleNote(b, 2));
        then(() -> game.place(a, solution.digit(a) % 4 + 1)); // a wrong digit
        then(() -> game.check());
        then(() -> game.clear(a));
        then(() -> game.undo());
        then(() -> game.redo());
        then(() -> game.place(a, solution.digit(a)));
        then(() -> game.restart());
        then(() -> game.fillNotes(Move.Fill.FREE));
        then(() -> game.hint());
        solveFrom(0);

        Replay replay = game.replay().orElseThrow();

        assertThat(replay.frames())
                .extracting(Replay.Frame::step)
                .startsWith(
                        Replay.Step.NOTE,
                        Replay.Step.DIGIT,
                        Replay.Step.CHECK,
                        Replay.Step.ERASED,
                        Replay.Step.UNDO,
                        Replay.Step.REDO,
                        Replay.Step.DIGIT,
                        Replay.Step.RESTART,
                        Replay.Step.NOTES_FILLED,
                        Replay.Step.HINT,
                        Replay.Step.DIGIT)
                .hasSize(10 + 16);
        assertThat(replay.frames())
                .extracting(Replay.Frame::millis)
                .as("a second of play time apart")
                .startsWith(1_000, 2_000, 3_000)
                .endsWith(26_000);
        assertThat(replay.frames().get(1).help().checks()).isZero();
        assertThat(replay.frames().get(2).help().checks()).isEqualTo(1);
        assertThat(replay.frames().getLast().help())
                .as("live marks are not in the log")
                .usingRecursiveComparison()
                .ignoringFields("liveMarks")
                .isEqualTo(game.help());
        assertThat(replay.length()).isEqualTo(Duration.ofSeconds(26));
        assertThat(replay.cut()).isFalse();
        assertPaintsEveryBoard(replay);
    }

    @Test
    void giving_up_shows_the_rest_revealed_and_counts_once() {
        Cell a = new Cell(0, 0);
        then(() -> game.revealCell(a));
        then(() -> game.place(new Cell(0, 1), solution.digit(new Cell(0, 1))));
        clock.advance(Duration.ofSeconds(1));
        game.revealSolution();

        Replay replay = game.replay().orElseThrow();

        List<Replay.Frame> frames = replay.frames();
        assertThat(frames.getFirst().step()).isEqualTo(Replay.Step.REVEALED_DIGIT);
        assertThat(frames.getFirst().help().cellsRevealed()).isEqualTo(1);
        assertThat(frames.get(2).step()).isEqualTo(Replay.Step.GAVE_UP);
        assertThat(frames.subList(3, frames.size()))
                .hasSize(14)
                .allMatch(frame -> frame.step() == Replay.Step.REVEALED_DIGIT);
        assertThat(frames.getLast().help()).isEqualTo(new HelpLedger(0, 0, 1, true));
        assertThat(frames.getLast().help())
                .as("live marks are not in the log")
                .usingRecursiveComparison()
                .ignoringFields("liveMarks")
                .isEqualTo(game.help());
        assertThat(painted(replay).getLast()[0]).containsExactly(solution.digits());
    }

    @Test
    void the_replay_outlives_a_restart_of_the_server() {
        then(() -> game.toggleNote(new Cell(2, 2), 1));
        then(() -> game.undo());
        solveFrom(0);

        Game back = game.snapshot().restore(clock);

        assertThat(back.replay().orElseThrow()).isEqualTo(game.replay().orElseThrow());
    }

    @Test
    void a_game_begun_before_play_was_logged_has_no_replay() {
        solveFrom(0);
        GameSnapshot stored = game.snapshot();
        GameSnapshot before = new GameSnapshot(
                stored.id(),
                stored.puzzleId(),
                stored.kind(),
                stored.solution(),
                stored.moves(),
                stored.moveTimes(),
                stored.cursor(),
                stored.receipts(),
                new byte[0],
                stored.playMillis(),
                stored.firstShownAt(),
                stored.help(),
                stored.settings(),
                stored.paused(),
                stored.finishedAt());

        assertThat(before.restore(clock).replay()).isEmpty();
    }

    @Test
    void a_move_that_waited_in_the_browser_takes_the_time_of_the_step_before() {
        PlayLog log = new PlayLog();
        Cell a = new Cell(0, 0);
        log.played(Moves.encode(new Move.ToggleNote(a, 1), 4), 5_000);
        log.played(Moves.encode(new Move.ToggleNote(a, 2), 4), MoveHistory.UNKNOWN_TIME);
        Board last = Board.start(puzzle).apply(new Move.ToggleNote(a, 1)).apply(new Move.ToggleNote(a, 2));

        Replay replay = ReplayFrames.of(puzzle, log, last).orElseThrow();

        assertThat(replay.frames()).extracting(Replay.Frame::millis).containsExactly(5_000, 5_000);
    }

    /** What a replay costs in the database: eight bytes an event, printed for two ways of solving a 9×9. */
    @Test
    void a_nine_by_nine_solve_logs_eight_bytes_an_event() {
        Puzzle nine = Generator.generate(9, Difficulty.HARD, Variant.STANDARD, 5);
        Grid digits = nine.solution().orElseThrow();
        PuzzleKind kind = new PuzzleKind(9, Difficulty.HARD, Variant.STANDARD);
        for (boolean penciller : new boolean[] {false, true}) {
            Game solve = Game.start(UUID.randomUUID(), nine, kind, Settings.DEFAULT, clock);
            solve.time().shown(GameTest.PAGE);
            if (!penciller) solve.fillNotes(Move.Fill.FREE);
            for (int i = 0; i < 81; i++) {
                Cell cell = Cell.ofIndex(i, 9);
                // A player who pencils writes three candidates in each cell before the digit.
                if (penciller)
                    for (int d = 1; d <= 3; d++) solve.toggleNote(cell, (digits.digit(cell) + d - 1) % 9 + 1);
                solve.place(cell, digits.digit(cell));
            }
            int events = solve.replay().orElseThrow().frames().size();
            int bytes = solve.snapshot().playLog().length;
            System.out.printf(
                    "9×9 solved %s: %d events, %,d bytes of play log%n",
                    penciller ? "with three notes a cell" : "after Fill notes", events, bytes);
            assertThat(solve.isFinished()).isTrue();
            assertThat(bytes).isEqualTo(8 * events);
            assertThat(events).isEqualTo(penciller ? 81 * 4 : 1 + 81);
        }
    }
}
