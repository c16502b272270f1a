package org.calcoolation.stats;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Coaching;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Tallies the techniques the hints of an account's finished game named ({@link HelpTechniques}), from
 * the coach's review ({@link Coaching#hinted()}). Unlike the record, after the finish commits and off
 * the thread that stored it: working the hints out again takes a solve per hinted position (up to 30,
 * a few hundred milliseconds each on a large grid), which no finish should wait for. A tally lost to a
 * restart in that moment loses one game's line of a statistic, never a finish. A clean solve had no
 * hint and costs nothing here.
 */
@Component
class HintedFinishes {

    private static final Logger log = LoggerFactory.getLogger(HintedFinishes.class);

    private final GameService games;
    private final HelpTechniques techniques;
    private final Executor coaching;

    HintedFinishes(
            GameService games, HelpTechniques techniques, @Qualifier("applicationTaskExecutor") Executor coaching) {
        this.games = games;
        this.techniques = techniques;
        this.coaching = coaching;
    }

    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void finished(GameFinished finished) {
        if (!(finished.player() instanceof PlayerRef.Account account) || finished.outcome() == Outcome.CLEAN) return;
        try {
            coaching.execute(() -> tally(account, finished));
        } catch (RejectedExecutionException busy) {
            log.warn(
                    "Game {}: the techniques its hints named were not tallied, the server being busy",
                    finished.gameId());
        }
    }

    void tally(PlayerRef.Account account, GameFinished finished) {
        try {
            games.coach(finished.gameId())
                    .ifPresent(coach ->
                            techniques.record(account.id(), finished.gameId(), coach.hinted(), finished.finishedAt()));
        } catch (RuntimeException e) {
            log.warn("Game {}: the techniques its hints named could not be tallied", finished.gameId(), e);
        }
    }
}
