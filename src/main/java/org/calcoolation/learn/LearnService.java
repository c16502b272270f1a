package org.calcoolation.learn;

import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.learn.LearnTables.Aim;
import org.calcoolation.practice.PlayerKey;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Starts practice and path games for /learn and keeps each player's progress: clean solves in a
 * row per technique, and the stops of the beginner's path solved. A learn game is an ordinary
 * practice game of /play; only its finish is heard here.
 */
@Service
public class LearnService {

    /** Clean solves in a row that mark a technique learnt. */
    public static final int IN_A_ROW = 3;

    /** Puzzles of the technique's level tried before a player is told to ask again; each takes milliseconds. */
    static final int ATTEMPTS = 600;

    /** A technique's progress: clean solves in a row now, and whether three in a row ever marked it learnt. */
    public record Standing(int inARow, boolean learnt) {
        public static final Standing NONE = new Standing(0, false);
    }

    /** The answer to Practise this or a path stop: a game to play, or why not, as a bundle key the page words. */
    public sealed interface Started {
        record Game(UUID id) implements Started {}

        record Refused(Problem why) implements Started {}
    }

    private final GameService games;
    private final LearnTables tables;
    private final Clock clock;

    LearnService(GameService games, LearnTables tables, Clock clock) {
        this.games = games;
        this.tables = tables;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Map<Technique, Standing> standings(PlayerRef player) {
        return tables.standings(PlayerKey.of(player));
    }

    @Transactional(readOnly = true)
    public Standing standing(PlayerRef player, Technique technique) {
        return standings(player).getOrDefault(technique, Standing.NONE);
    }

    /** How many stops of the beginner's path the player has solved, from the first. */
    @Transactional(readOnly = true)
    public int pathSolved(PlayerRef player) {
        return tables.pathSolved(PlayerKey.of(player));
    }

    /**
     * A new practice game whose hardest needed step is the technique, made the player's current game
     * on /play. No transaction around it: making the puzzle takes up to a second, which no database
     * connection should wait out; a game whose row here failed is an ordinary practice game.
     */
    public Started practise(PlayerRef player, Technique technique) {
        Lesson lesson = Lessons.of(technique);
        Optional<Puzzle> puzzle =
                Generator.needing(lesson.practiseSize(), technique, ATTEMPTS, ThreadLocalRandom.current());
        if (puzzle.isEmpty()) return new Started.Refused(Problem.of("learn.refused.noPuzzle"));
        return start(player, puzzle.get(), new Aim.Practise(technique));
    }

    /** The game of a stop of the path: the next one to solve, or one solved already, played again. */
    public Started path(PlayerRef player, int number) {
        if (number < 1 || number > BeginnersPath.LENGTH)
            return new Started.Refused(Problem.of("learn.refused.noStop", BeginnersPath.LENGTH));
        int solved = tables.pathSolved(PlayerKey.of(player));
        if (number > solved + 1) return new Started.Refused(Problem.of("learn.refused.solveFirst", solved + 1));
        return start(player, BeginnersPath.puzzle(number), new Aim.PathStop(number));
    }

    private Started start(PlayerRef player, Puzzle puzzle, Aim aim) {
        return switch (games.importGame(player, KeenCodec.encode(puzzle))) {
            case ImportResult.Imported imported -> {
                tables.started(imported.game().id(), PlayerKey.of(player), aim, clock.instant());
                yield new Started.Game(imported.game().id());
            }
            case ImportResult.Rejected rejected -> new Started.Refused(Problem.of(rejected.reason()));
        };
    }

    /**
     * A finished game moves the progress it was started for: a clean solve counts towards three in
     * a row, any other finish starts the count again; a path stop moves the path on when solved.
     */
    @Transactional
    public void finished(GameFinished finished) {
        String player = PlayerKey.of(finished.player());
        Optional<Aim> aim = tables.aim(finished.gameId(), player);
        if (aim.isEmpty()) return;
        switch (aim.get()) {
            case Aim.Practise p ->
                tables.practised(player, p.technique(), finished.outcome() == Outcome.CLEAN, finished.finishedAt());
            case Aim.PathStop s -> {
                if (finished.outcome().isSolve()) tables.pathStopSolved(player, s.number(), finished.finishedAt());
            }
        }
    }
}
