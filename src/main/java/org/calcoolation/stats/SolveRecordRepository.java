package org.calcoolation.stats;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.Outcome;
import org.springframework.data.jpa.repository.JpaRepository;

interface SolveRecordRepository extends JpaRepository<SolveRecord, Long> {

    Optional<SolveRecord> findByGameId(UUID gameId);

    List<SolveRecord> findTop20ByPlayerIdOrderByFinishedAtDesc(long playerId);

    List<SolveRecord> findByPlayerIdAndOutcome(long playerId, Outcome outcome);

    Optional<SolveRecord> findFirstByPlayerIdAndSizeAndDifficultyAndVariantAndOutcomeAndIdNotOrderByPlayMillisAsc(
            long playerId, int size, Difficulty difficulty, Variant variant, Outcome outcome, long excludedId);

    List<SolveRecord> findByPlayerIdAndSizeAndDifficultyAndVariantOrderByFinishedAtAsc(long playerId, int size,
            Difficulty difficulty, Variant variant);
}
