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
import org.calcoolation.engine.solve.Hint;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class GameTest {

    static final PuzzleKind KIND = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);
    static final String PAGE = "page";

    private final HandClock clock = new HandClock();
    private Puzzle puzzle;
    private Grid solution;
    private Game game;

    @BeforeEach
    void start() {
        puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);
        solution = puzzle.solution().orElseThrow();
        game = Game.start(UUID.randomUUID(), puzzle, KIND, Settings.DEFAULT, clock);
        game.time().shown(PAGE);
    }

    private void solveAllBut(int left) {
        int cells = 16 - left;
        for (int i = 0; i < cells; i++) {
            Cell cell = Cell.ofIndex(i, 4);
            game.place(cell, solution.digit(cell));
        }
    }

    @Test
    void moves_are_refused_until_the_grid_is_shown() {
        Game fresh = Game.start(UUID.randomUUID(), puzzle, KIND, Settings.DEFAULT, clock);
        fresh.place(new Cell(0, 0), 1);
        clock.advance(Duration.ofMinutes(3));
        assertThat(fresh.board().value(new Cell(0, 0))).isZero();
        assertThat(fresh.time().playTime()).isZero();
        assertThat(fresh.time().elapsed())
                .as("a daily's Start step has not been passed")
                .isZero();
    }

    @Test
    void undo_and_redo_walk_back_and_forth_through_digits_and_notes() {
        Cell a = new Cell(0, 0), b = new Cell(1, 1);
        game.place(a, 1);
        game.toggleNote(b, 3);
        game.toggleNote(b, 4);
        long before = game.version();

        game.undo();
        assertThat(game.board().noteDigits(b)).containsExactly(3);
        game.undo();
        game.undo();
        assertThat(game.board().value(a)).isZero();
        assertThat(game.canUndo()).isFalse();

        game.redo();
        game.redo();
        assertThat(game.board().value(a)).isEqualTo(1);
        assertThat(game.board().noteDigits(b)).containsExactly(3);
        assertThat(game.version()).isGreaterThan(before);
    }

    @Test
    void a_new_move_after_undo_drops_the_redo_branch() {
        game.place(new Cell(0, 0), 1);
        game.place(new Cell(0, 1), 2);
        game.undo();
        game.place(new Cell(0, 2), 3);

        assertThat(game.canRedo()).isFalse();
        assertThat(game.board().value(new Cell(0, 1))).isZero();
        assertThat(game.board().value(new Cell(0, 2))).isEqualTo(3);
    }

    @Test
    void placing_a_digit_strikes_it_from_row_and_column_notes_unless_switched_off() {
        game.toggleNote(new Cell(0, 3), 2);
        game.toggleNote(new Cell(3, 0), 2);
        game.place(new Cell(0, 0), 2);
        assertThat(game.board().notes(new Cell(0, 3))).isZero();
        assertThat(game.board().notes(new Cell(3, 0))).isZero();

        game.changeSettings(new Settings(false, true));
        game.toggleNote(new Cell(1, 3), 3);
        game.place(new Cell(1, 0), 3);
        assertThat(game.board().noteDigits(new Cell(1, 3))).containsExactly(3);
    }

    @Test
    void the_play_time_runs_while_shown_and_stops_while_paused_but_the_elapsed_time_runs_on() {
        clock.advance(Duration.ofSeconds(10));
        game.time().contact(PAGE);
        clock.advance(Duration.ofSeconds(10));
        game.time().contact(PAGE);
        clock.advance(Duration.ofSeconds(10));
        game.time().pause();
        clock.advance(Duration.ofMinutes(10));
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(30));
        assertThat(game.time().elapsed()).isEqualTo(Duration.ofSeconds(630));
        game.place(new Cell(0, 0), 1);
        assertThat(game.board().value(new Cell(0, 0)))
                .as("no moves while paused")
                .isZero();

        game.time().resume();
        game.time().shown(PAGE);
        clock.advance(Duration.ofSeconds(15));
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(45));
    }

    @Test
    void a_hidden_tab_stops_the_play_time_at_once_and_showing_it_again_restarts_it() {
        clock.advance(Duration.ofSeconds(10));
        game.time().hidden(PAGE);
        clock.advance(Duration.ofHours(1));
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(10));
        assertThat(game.time().isRunning()).isFalse();

        game.time().shown(PAGE);
        clock.advance(Duration.ofSeconds(2));
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(12));
        assertThat(game.time().elapsed()).isEqualTo(Duration.ofSeconds(3612));
    }

    @Test
    void a_page_that_leaves_stops_the_play_time_and_one_that_goes_silent_stops_it_after_the_contact_grace() {
        clock.advance(Duration.ofSeconds(5));
        game.time().left(PAGE);
        clock.advance(Duration.ofMinutes(30));
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(5));

        game.time().shown("another tab");
        clock.advance(Duration.ofMinutes(30));
        assertThat(game.time().playTime())
                .as("silent since it showed the grid")
                .isEqualTo(Duration.ofSeconds(5).plus(PlayTimeMeter.CONTACT_GRACE));
    }

    @Test
    void completing_the_grid_stops_the_clock_and_locks_the_game() {
        clock.advance(Duration.ofSeconds(42));
        solveAllBut(0);
        clock.advance(Duration.ofMinutes(5));

        assertThat(game.isFinished()).isTrue();
        Finish finish = game.finish().orElseThrow();
        assertThat(finish.playTime())
                .as("no contact since the grid was shown: the grace, not more")
                .isEqualTo(PlayTimeMeter.CONTACT_GRACE);
        assertThat(finish.elapsed()).isEqualTo(Duration.ofSeconds(42));
        assertThat(finish.outcome()).isEqualTo(Outcome.CLEAN);
        game.clear(new Cell(0, 0));
        assertThat(game.board().value(new Cell(0, 0))).isEqualTo(solution.digit(0, 0));
        assertThat(game.canUndo()).isFalse();
    }

    @Test
    void retyping_a_wrong_last_digit_finishes_the_game() {
        Cell last = new Cell(3, 3);
        for (int i = 0; i < 15; i++) game.place(Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        game.place(last, solution.digit(last) % 4 + 1);
        assertThat(game.isFinished()).isFalse();

        game.place(last, solution.digit(last));

        assertThat(game.isFinished()).isTrue();
    }

    @Test
    void every_check_hint_and_reveal_is_counted_and_revealing_the_solution_is_giving_up() {
        game.place(new Cell(0, 0), solution.digit(0, 0) % 4 + 1);
        assertThat(game.check()).containsExactly(new Cell(0, 0));
        assertThat(game.hint().hint()).isInstanceOf(Hint.Mistaken.class);
        game.revealCell(new Cell(0, 0));
        assertThat(game.board().value(new Cell(0, 0))).isEqualTo(solution.digit(0, 0));
        game.revealSolution();

        // Live marks are on by default, and a digit stood: the ledger says so too.
        assertThat(game.help()).isEqualTo(new HelpLedger(1, 1, 1, true, 0, 0, HelpLedger.NoteTools.NONE, true, true));
        assertThat(game.isFinished()).isTrue();
        assertThat(game.finish().orElseThrow().outcome()).isEqualTo(Outcome.GIVEN_UP);
        assertThat(game.finish().orElseThrow().isSolve()).isFalse();
        assertThat(game.revealedCells())
                .as("every digit but the player's own")
                .hasSize(16)
                .contains(new Cell(0, 0));
    }

    @Test
    void a_cell_revealed_and_then_overwritten_is_the_players_again_and_undo_brings_the_reveal_back() {
        Cell a = new Cell(0, 0);
        game.revealCell(a);
        assertThat(game.revealedCells()).containsExactly(a);
        game.clear(a);
        assertThat(game.revealedCells()).isEmpty();
        game.undo();
        assertThat(game.revealedCells()).containsExactly(a);
        assertThat(game.snapshot().restore(clock).revealedCells())
                .as("kept in the saved moves")
                .containsExactly(a);
    }

    @Test
    void solving_with_a_check_is_assisted() {
        game.check();
        solveAllBut(0);

        assertThat(game.finish().orElseThrow().outcome()).isEqualTo(Outcome.ASSISTED);
    }

    @Test
    void restart_empties_the_grid_but_keeps_the_clock_and_the_help_taken() {
        game.place(new Cell(0, 0), 1);
        game.check();
        clock.advance(Duration.ofSeconds(10));
        game.restart();

        assertThat(game.board().entries()).containsOnly(0);
        assertThat(game.canUndo()).isFalse();
        assertThat(game.time().playTime()).isEqualTo(Duration.ofSeconds(10));
        assertThat(game.help().checks()).isEqualTo(1);
    }

    @Test
    void a_snapshot_restores_entries_notes_history_time_and_help() {
        game.place(new Cell(0, 0), solution.digit(0, 0));
        game.toggleNote(new Cell(2, 2), 1);
        game.fillNotes(Move.Fill.CONSISTENT);
        game.place(new Cell(1, 1), solution.digit(1, 1));
        game.undo();
        game.hint();
        clock.advance(Duration.ofSeconds(15));

        Game back = game.snapshot().restore(clock);

        assertThat(back.board()).isEqualTo(game.board());
        assertThat(back.help()).isEqualTo(game.help());
        assertThat(back.time().playTime()).isEqualTo(Duration.ofSeconds(15));
        assertThat(back.time().elapsed()).isEqualTo(Duration.ofSeconds(15));
        assertThat(back.time().isRunning()).as("comes back stopped until shown").isFalse();
        back.time().shown(PAGE);
        assertThat(back.canRedo()).isTrue();
        back.redo();
        assertThat(back.board().value(new Cell(1, 1))).isEqualTo(solution.digit(1, 1));
        back.undo();
        back.undo();
        assertThat(back.board().notes(new Cell(2, 2))).isEqualTo(1 << 1);
    }

    @Test
    void each_move_keeps_the_play_time_it_was_applied_at_a_redo_its_own_and_a_snapshot_keeps_them() {
        Cell a = new Cell(0, 0), b = new Cell(1, 1);
        clock.advance(Duration.ofMillis(2_000));
        game.place(a, solution.digit(a));
        clock.advance(Duration.ofMillis(500));
        game.toggleNote(b, 3);
        game.time().pause();
        clock.advance(Duration.ofMinutes(5));
        game.time().resume();
        game.time().shown(PAGE);
        clock.advance(Duration.ofMillis(1_000));
        game.place(b, solution.digit(b));
        game.undo();
        clock.advance(Duration.ofMillis(4_000));
        game.redo();

        assertThat(game.snapshot().moveTimes())
                .as("play time: the pause does not count")
                .containsExactly(2_000, 2_500, 7_500);
        Game back = game.snapshot().restore(clock);
        assertThat(back.snapshot().moveTimes()).containsExactly(2_000, 2_500, 7_500);
        assertThat(back.snapshot().timedMoves())
                .containsExactly(
                        new TimedMove(new Move.Place(a, solution.digit(a), true), 2_000),
                        new TimedMove(new Move.ToggleNote(b, 3), 2_500),
                        new TimedMove(new Move.Place(b, solution.digit(b), true), 7_500));
    }

    /**
     * A game stored while pages still said which moves had waited offline has moves without a time
     * among timed ones: each is judged by the times around it, at the next timed move (by which the
     * server had it) or, at the end, the last. Untimed moves that lead the history (played before
     * times were kept) are left out.
     */
    @Test
    void a_move_stored_without_a_time_takes_the_time_of_the_next_timed_move() {
        Cell a = new Cell(0, 0), b = new Cell(1, 1), c = new Cell(2, 2), d = new Cell(3, 3);
        int n = puzzle.size(), untimed = MoveHistory.UNKNOWN_TIME;
        int[] moves = {
            Moves.encode(new Move.ToggleNote(a, 1), n),
            Moves.encode(new Move.ToggleNote(b, 2), n),
            Moves.encode(new Move.ToggleNote(c, 3), n),
            Moves.encode(new Move.ToggleNote(d, 4), n),
            Moves.encode(new Move.ToggleNote(a, 2), n)
        };
        GameSnapshot stored = game.snapshot();
        GameSnapshot older = new GameSnapshot(
                stored.id(),
                stored.puzzleId(),
                stored.kind(),
                stored.solution(),
                moves,
                new int[] {untimed, 1_000, untimed, 2_500, untimed},
                moves.length,
                stored.receipts(),
                stored.playLog(),
                stored.playMillis(),
                stored.firstShownAt(),
                stored.help(),
                stored.settings(),
                stored.paused(),
                stored.finishedAt());

        assertThat(older.timedMoves())
                .containsExactly(
                        new TimedMove(new Move.ToggleNote(b, 2), 1_000),
                        new TimedMove(new Move.ToggleNote(c, 3), 2_500),
                        new TimedMove(new Move.ToggleNote(d, 4), 2_500),
                        new TimedMove(new Move.ToggleNote(a, 2), 2_500));
    }

    @Test
    void packed_moves_read_back_as_the_same_moves() {
        for (Move move : new Move[] {
            new Move.Place(new Cell(11, 11), 12, true),
            new Move.Place(new Cell(0, 0), 1, false),
            new Move.Clear(new Cell(5, 7)),
            new Move.ToggleNote(new Cell(3, 9), 10),
            new Move.ClearNotes(new Cell(0, 11)),
            new Move.FillNotes(Move.Fill.FREE),
            new Move.FillNotes(Move.Fill.CONSISTENT)
        }) {
            assertThat(Moves.decode(Moves.encode(move, 12), 12)).isEqualTo(move);
        }
    }

    @Test
    void on_a_sixteen_by_sixteen_every_digit_in_the_last_cell_reads_back_with_its_flags() {
        Cell last = new Cell(15, 15);
        for (int digit = 1; digit <= 16; digit++) {
            Move.Place place = new Move.Place(last, digit, true);
            assertThat(Moves.decode(Moves.encode(place, 16), 16)).isEqualTo(place);
            assertThat(Moves.decode(Moves.encode(new Move.ToggleNote(last, digit), 16), 16))
                    .isEqualTo(new Move.ToggleNote(last, digit));
            int marked = Moves.asBase(Moves.revealed(place, 16));
            assertThat(Moves.decode(marked, 16)).isEqualTo(place);
            assertThat(Moves.isRevealed(marked) && Moves.isBase(marked)).isTrue();
            assertThat(Moves.isRevealed(Moves.encode(place, 16)) || Moves.isBase(Moves.encode(place, 16)))
                    .as("a 16 is neither revealed nor a base move")
                    .isFalse();
        }
    }

    @Test
    void a_history_of_a_hundred_thousand_moves_is_trimmed_to_the_cap_and_keeps_the_board_and_the_last_undo_steps() {
        Cell revealedCell = new Cell(2, 2), played = new Cell(0, 0), noted = new Cell(3, 3);
        game.revealCell(revealedCell);
        game.fillNotes(Move.Fill.FREE);
        List<Board> boards = new ArrayList<>();
        boolean told = false;
        for (int i = 0; i < 100_000; i++) {
            boolean moved = i % 3 == 2
                    ? game.toggleNote(noted, 1 + i % 4)
                    : game.place(played, game.board().value(played) == 1 ? 2 : 1);
            assertThat(moved).isTrue();
            boards.add(game.board());
            if (game.takeTrimmedNotice()) told = true;
            if (i % 1000 == 999) assertThat(game.snapshot().moves().length).isLessThanOrEqualTo(MoveHistory.MAX_MOVES);
        }
        assertThat(told).as("the player is told").isTrue();
        assertThat(game.takeTrimmedNotice()).as("once").isFalse();
        assertThat(game.board()).isEqualTo(boards.getLast());
        assertThat(game.revealedCells()).containsExactly(revealedCell);

        Game back = game.snapshot().restore(clock);
        back.time().shown(PAGE);
        assertThat(back.board()).isEqualTo(game.board());
        int undone = 0;
        while (back.canUndo()) {
            back.undo();
            undone++;
            assertThat(back.board()).isEqualTo(boards.get(boards.size() - 1 - undone));
        }
        assertThat(undone).as("undo steps left after the trim").isBetween(MoveHistory.UNDO_KEPT, MoveHistory.MAX_MOVES);
        assertThat(game.snapshot().timedMoves())
                .as("the rebuilt start has no times, the moves kept theirs")
                .hasSize(undone);
        assertThat(back.revealedCells())
                .as("the reveal is part of the rebuilt start")
                .containsExactly(revealedCell);
        assertThat(back.board().notes(new Cell(1, 3))).as("notes from the fill").isNotZero();
        assertThat(back.lastMoveWrote(played, back.board().value(played), false))
                .as("a rebuilt move is not the player's last")
                .isFalse();
    }
}
