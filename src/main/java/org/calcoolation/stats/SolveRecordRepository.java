package org.calcoolation.stats;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.springframework.data.jpa.repository.JpaRepository;

interface SolveRecordRepository extends JpaRepository<SolveRecord, Long> {

    Optional<SolveRecord> findByGameId(UUID gameId);

    List<SolveRecord> findTop20ByPlayerIdOrderByFinishedAtDesc(long playerId);

    List<SolveRecord> findByPlayerIdAndCleanTrue(long playerId);

    Optional<SolveRecord> findFirstByPlayerIdAndSizeAndDifficultyAndVariantAndCleanTrueAndIdNotOrderByMillisAsc(
            long playerId, int size, Difficulty difficulty, Variant variant, long excludedId);

    List<SolveRecord> findByPlayerIdAndSizeAndDifficultyAndVariantOrderByFinishedAtAsc(long playerId, int size,
            Difficulty difficulty, Variant variant);
}
