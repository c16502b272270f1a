package org.calcoolation.game;

import java.util.function.Consumer;
import java.util.function.Function;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.play.Timekeeper;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;

/**
 * What a page asks at its {@link Seat} but a numbered move from the board (which {@link
 * GameService#play} hands the store itself), as a change of the game in the {@link GameStore}. A move
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
        long started = System.nanoTime();
        GameState state = store.changeThenRead(
                seat.game(),
                game -> {
                    game.time().moved(seat.viewer());
                    return move.apply(game);
                },
                (moved, live) -> live.state(true));
        metrics.moved(System.nanoTime() - started);
        return state;
    }

    /** A player's move from the board, and the game as it left it. */
    GameState play(Seat seat, PlayerMove move) {
        return move(seat, game -> game.apply(move));
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
}
