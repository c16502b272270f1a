package org.calcoolation.game;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.MoveReceipts;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.play.Timekeeper;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;
import org.calcoolation.game.store.LiveGame;

/**
 * What a page asks at its {@link Seat}, as a change of the game in the {@link GameStore}. A move
 * says that the page shows the grid (so a move restarts its clock, and the gap since the page's last
 * move counts: {@link Timekeeper#moved}) and is timed for the metrics; a
 * change that is no move (a pause, the settings) is neither.
 */
final class SeatMoves {

    private final GameStore store;
    private final GameMetrics metrics;

    SeatMoves(GameStore store, GameMetrics metrics) {
        this.store = store;
        this.metrics = metrics;
    }

    /** A move from a page, and the game as it left it, under one taking of the game's lock. */
    GameState move(Seat seat, Function<Game, ?> move) {
        return move(seat, move, (moved, live) -> live.state(true));
    }

    /** A player's move from the board, and the game as it left it. */
    GameState play(Seat seat, PlayerMove move) {
        return move(seat, game -> apply(game, move));
    }

    /** A move, and what {@code reader} makes of its result and the game it left, under one taking of the lock. */
    <R> GameState move(Seat seat, Function<Game, R> move, BiFunction<R, LiveGame, GameState> reader) {
        long started = System.nanoTime();
        GameState state = store.changeThenRead(
                seat.game(),
                game -> {
                    game.time().moved(seat.viewer());
                    return move.apply(game);
                },
                reader);
        metrics.moved(System.nanoTime() - started);
        return state;
    }

    /** What a page is told of a move made on the grid before the game was restarted (in another window). */
    static final String BEFORE_RESTART = "Moves made before this game was restarted were not applied.";

    /**
     * One numbered move from the board, taken once however often it comes (see {@link Game#take});
     * one made before a restart leaves the player a notice instead.
     */
    GameState numbered(Seat seat, PlayerMove.Number number, PlayerMove move) {
        return move(
                seat,
                game -> game.take(number.page(), number.id(), number.epoch(), g -> apply(g, move)),
                (verdict, live) -> {
                    if (verdict == MoveReceipts.Verdict.OLD_EPOCH) live.tell(BEFORE_RESTART);
                    return live.state(true);
                });
    }

    /** A move whose own result the page wants, not the game. */
    <R> R moving(Seat seat, Function<Game, R> move) {
        long started = System.nanoTime();
        R result = store.change(seat.game(), game -> {
            game.time().moved(seat.viewer());
            return move.apply(game);
        });
        metrics.moved(System.nanoTime() - started);
        return result;
    }

    /** A change that is no move, and the game as it left it. */
    GameState change(Seat seat, Consumer<Game> change) {
        return store.changeThenRead(
                seat.game(),
                game -> {
                    change.accept(game);
                    return Boolean.TRUE;
                },
                (done, live) -> live.state(true));
    }

    /** What a player's move from the board does to the game; false if it changed nothing. */
    static boolean apply(Game game, PlayerMove move) {
        return switch (move) {
            case PlayerMove.Write(Cell cell, int number, boolean asNote, boolean replacesOne) -> {
                if (replacesOne && game.lastMoveWrote(cell, 1, asNote)) game.undo();
                yield asNote ? game.toggleNote(cell, number) : game.place(cell, number);
            }
            case PlayerMove.Erase(Cell cell) -> game.board().isEmpty(cell) ? game.clearNotes(cell) : game.clear(cell);
            case PlayerMove.Undo undo -> game.undo();
            case PlayerMove.Redo redo -> game.redo();
        };
    }
}
