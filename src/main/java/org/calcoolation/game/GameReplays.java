package org.calcoolation.game;

import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.Replay;
import org.calcoolation.game.store.GameStore;
import org.springframework.stereotype.Service;

/** Finished games as they unfolded, for their replays; who may watch one is the replay feature's call. */
@Service
public class GameReplays {

    /** What a finished game's replay is, if it has one. */
    public sealed interface Found {}

    /** The finished game, whose it is and of which daily puzzle, if any. */
    public record Replayed(PlayerRef player, OptionalLong dailyPuzzleId, Replay replay) implements Found {}

    /** No such game, or it is not finished. */
    public record NoGame() implements Found {}

    /** A finished game begun before play was logged: it has no replay. */
    public record BeforeReplays(PlayerRef player, OptionalLong dailyPuzzleId) implements Found {}

    private final GameStore store;

    GameReplays(GameStore store) {
        this.store = store;
    }

    public Found finished(UUID gameId) {
        return store.find(gameId)
                .map(live -> live.locked(() -> {
                    Game game = live.game();
                    if (!game.isFinished()) return (Found) new NoGame();
                    return game.replay()
                            .<Found>map(replay -> new Replayed(live.player(), live.dailyPuzzleId(), replay))
                            .orElseGet(() -> new BeforeReplays(live.player(), live.dailyPuzzleId()));
                }))
                .orElseGet(NoGame::new);
    }
}
