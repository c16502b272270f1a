package org.calcoolation.stats;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

interface SolveRecordRepository extends JpaRepository<SolveRecord, Long> {

    Optional<SolveRecord> findByGameId(UUID gameId);

    List<SolveRecord> findByGameIdInAndReviewIsNotNull(Collection<UUID> gameIds);

    List<SolveRecord> findTop20ByPlayerIdAndOutcomeInOrderByFinishedAtDesc(long playerId, Collection<Outcome> outcomes);

    List<SolveRecord> findByPlayerIdOrderByFinishedAtAscIdAsc(long playerId);

    List<SolveRecord> findByPlayerIdAndDailyPuzzleIdIn(long playerId, Collection<Long> dailyPuzzleIds);

    boolean existsByDailyPuzzleIdIn(Collection<Long> dailyPuzzleIds);

    long countByPlayerIdAndOutcome(long playerId, Outcome outcome);

    List<SolveRecord> findByPlayerIdAndOutcome(long playerId, Outcome outcome);

    /** The player's fastest clean solve of a kind but one, a rejected one left out (it is no personal best). */
    @Query("""
            select r from SolveRecord r where r.playerId = :playerId and r.size = :size and r.difficulty = :difficulty
              and r.variant = :variant and r.outcome = org.calcoolation.game.play.Outcome.CLEAN and r.id <> :excludedId
              and (r.review is null or r.review <> 'REJECTED')
            order by r.playMillis asc limit 1""")
    Optional<SolveRecord> fastestOtherCleanSolve(
            long playerId, int size, Difficulty difficulty, Variant variant, long excludedId);

    List<SolveRecord> findByPlayerIdAndSizeAndDifficultyAndVariantAndOutcomeInOrderByFinishedAtAsc(
            long playerId, int size, Difficulty difficulty, Variant variant, Collection<Outcome> outcomes);
}
