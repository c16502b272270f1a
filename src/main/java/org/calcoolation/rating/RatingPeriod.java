package org.calcoolation.rating;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * One rating period of games between players and puzzles. Every game is rated on both sides
 * against the other side's rating from before the period, as Glicko-2 asks; only those who played
 * get a new rating. The caller says what each side stood at before, idle periods included.
 *
 * @param <P> how a player is named
 * @param <Q> how a puzzle is named
 */
public final class RatingPeriod<P, Q> {

    /** A game: the player's score against the puzzle (1 the player won, 0 the puzzle did). */
    public record Game<P, Q>(P player, Q puzzle, double score) {
        public Game {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(puzzle, "puzzle");
            if (!(score >= 0 && score <= 1)) throw new IllegalArgumentException("a score lies between 0 and 1");
        }
    }

    /** The new ratings of those who played in the period, in the order they first played. */
    public record Result<P, Q>(Map<P, Rating> players, Map<Q, Rating> puzzles) {
        public Result {
            players = Collections.unmodifiableMap(new LinkedHashMap<>(players));
            puzzles = Collections.unmodifiableMap(new LinkedHashMap<>(puzzles));
        }
    }

    private final Glicko2 system;

    public RatingPeriod(Glicko2 system) {
        this.system = system;
    }

    /**
     * Rates the period's games. {@code playerBefore} and {@code puzzleBefore} give each side's rating
     * at the start of the period (a newcomer's for those never rated).
     */
    public Result<P, Q> rate(
            List<Game<P, Q>> games, Function<P, Rating> playerBefore, Function<Q, Rating> puzzleBefore) {
        Map<P, Rating> players = new LinkedHashMap<>();
        Map<Q, Rating> puzzles = new LinkedHashMap<>();
        Map<P, List<Match>> playerMatches = new LinkedHashMap<>();
        Map<Q, List<Match>> puzzleMatches = new LinkedHashMap<>();
        for (Game<P, Q> game : games) {
            Rating player = players.computeIfAbsent(game.player(), playerBefore);
            Rating puzzle = puzzles.computeIfAbsent(game.puzzle(), puzzleBefore);
            playerMatches.computeIfAbsent(game.player(), p -> new ArrayList<>()).add(new Match(puzzle, game.score()));
            puzzleMatches
                    .computeIfAbsent(game.puzzle(), q -> new ArrayList<>())
                    .add(new Match(player, 1 - game.score()));
        }
        Map<P, Rating> newPlayers = new LinkedHashMap<>();
        playerMatches.forEach((p, matches) -> newPlayers.put(p, system.update(players.get(p), matches)));
        Map<Q, Rating> newPuzzles = new LinkedHashMap<>();
        puzzleMatches.forEach((q, matches) -> newPuzzles.put(q, system.update(puzzles.get(q), matches)));
        return new Result<>(newPlayers, newPuzzles);
    }
}
