package org.calcoolation.stats;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.Outcome;
import org.springframework.data.jpa.repository.JpaRepository;

interface SolveRecordRepository extends JpaRepository<SolveRecord, Long> {

    Optional<SolveRecord> findByGameId(UUID gameId);

    List<SolveRecord> findTop20ByPlayerIdAndOutcomeInOrderByFinishedAtDesc(long playerId, Collection<Outcome> outcomes);

    List<SolveRecord> findByPlayerIdOrderByFinishedAtAscIdAsc(long playerId);

    List<SolveRecord> findByPlayerIdAndDailyPuzzleIdIn(long playerId, Collection<Long> dailyPuzzleIds);

    boolean existsByDailyPuzzleIdIn(Collection<Long> dailyPuzzleIds);

    long countByPlayerIdAndOutcome(long playerId, Outcome outcome);

    List<SolveRecord> findByPlayerIdAndOutcome(long playerId, Outcome outcome);

    Optional<SolveRecord> findFirstByPlayerIdAndSizeAndDifficultyAndVariantAndOutcomeAndIdNotOrderByPlayMillisAsc(
            long playerId, int size, Difficulty difficulty, Variant variant, Outcome outcome, long excludedId);

    List<SolveRecord> findByPlayerIdAndSizeAndDifficultyAndVariantAndOutcomeInOrderByFinishedAtAsc(
            long playerId, int size, Difficulty difficulty, Variant variant, Collection<Outcome> outcomes);
}
