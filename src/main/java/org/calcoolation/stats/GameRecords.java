package org.calcoolation.stats;

import org.calcoolation.engine.PuzzleKind;
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
        return stats.record(new Solve(g.playerId(), g.gameId(), g.dailyPuzzleId(), g.puzzleId(), new PuzzleKind(g.size(), g.difficulty(), g.variant()),
                g.millis(), g.clean(), g.finishedAt())).personalBest();
    }
}
