package org.calcoolation.stats;

import java.util.OptionalLong;

import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.Outcome;
import org.calcoolation.game.SolveRecorder;
import org.springframework.stereotype.Component;

/** Turns every game a signed-in player finishes into a solve record. */
@Component
class GameRecords implements SolveRecorder {

    private final StatsService stats;

    GameRecords(StatsService stats) {
        this.stats = stats;
    }

    @Override
    public boolean record(FinishedGame g) {
        OptionalLong daily = g.dailyPuzzleId() == null ? OptionalLong.empty() : OptionalLong.of(g.dailyPuzzleId());
        stats.record(new Solve(g.playerId(), g.gameId(), daily, g.puzzleId(), new PuzzleKind(g.size(), g.difficulty(), g.variant()),
                g.clean() ? Outcome.CLEAN : Outcome.ASSISTED, g.millis(), g.millis(), g.finishedAt()));
        return stats.isPersonalBest(g.gameId());
    }
}
