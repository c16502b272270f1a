package org.calcoolation.game;

import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.SolveResult;
import org.calcoolation.engine.solve.Solver;
import org.springframework.stereotype.Service;

/**
 * The games people play, one current game per player. A player is known by a key: for now a
 * long-lived random browser cookie.
 */
@Service
public class GameService {

    private final Clock clock;
    private final Map<String, Game> current = new ConcurrentHashMap<>();

    public GameService(Clock clock) {
        this.clock = clock;
    }

    /** Starts a new generated puzzle as the player's current game. */
    public Game newGame(String playerKey, int size, Difficulty difficulty, Variant variant) {
        Puzzle puzzle = Generator.generate(size, difficulty, variant, ThreadLocalRandom.current().nextLong());
        Game game = Game.start(UUID.randomUUID(), puzzle, difficulty, variant, settingsOf(playerKey), clock);
        current.put(playerKey, game);
        return game;
    }

    /** Starts the puzzle of a Keen game ID, if it is well formed and has exactly one solution. */
    public ImportResult importGame(String playerKey, String keenId) {
        return switch (KeenCodec.decode(keenId)) {
            case DecodeResult.Invalid invalid -> new ImportResult.Rejected(invalid.message());
            case DecodeResult.Valid valid -> switch (Solver.solve(valid.puzzle())) {
                case SolveResult.Unique unique -> {
                    Variant variant = valid.multiplicationOnly() ? Variant.MULTIPLICATION_ONLY : Variant.STANDARD;
                    Game game = Game.start(UUID.randomUUID(), valid.puzzle().withSolution(unique.solution()), unique.difficulty(),
                            variant, settingsOf(playerKey), clock);
                    current.put(playerKey, game);
                    yield new ImportResult.Imported(game);
                }
                case SolveResult.Ambiguous ambiguous -> new ImportResult.Rejected("This puzzle has more than one solution, so it cannot be played fairly.");
                case SolveResult.Impossible impossible -> new ImportResult.Rejected("This puzzle has no solution.");
            };
        };
    }

    /** The player's game in progress or last played, if any. */
    public Optional<Game> currentGame(String playerKey) {
        return Optional.ofNullable(current.get(playerKey));
    }

    /** Tells the service the game changed; it is stored soon (at most about once a second per game). */
    public void changed(Game game) {
        // Kept in memory only for now; saving to the database comes with persistence.
    }

    /** A new puzzle with a random seed, not yet a game. */
    public Puzzle newPuzzle(int size, Difficulty difficulty, Variant variant) {
        return Generator.generate(size, difficulty, variant, ThreadLocalRandom.current().nextLong());
    }

    /** The levels that can be made at this size, easiest first. */
    public List<Difficulty> levelsFor(int size) {
        return Arrays.stream(Difficulty.values()).filter(d -> Generator.supports(size, d)).toList();
    }

    private Settings settingsOf(String playerKey) {
        return currentGame(playerKey).map(Game::settings).orElse(Settings.DEFAULT);
    }
}
