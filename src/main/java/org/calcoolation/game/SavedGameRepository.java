package org.calcoolation.game;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

interface SavedGameRepository extends JpaRepository<SavedGame, UUID> {

    /** The player's most recently played practice games, newest first; more than one so that a damaged row can be skipped. */
    List<SavedGame> findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(String playerKey);

    Optional<SavedGame> findByPlayerKeyAndDailyPuzzleId(String playerKey, Long dailyPuzzleId);

    List<SavedGame> findByPlayerKeyAndDailyPuzzleIdIn(String playerKey, Collection<Long> dailyPuzzleIds);

    /** Hands every game of one key to another, as when a guest signs in. */
    @Modifying
    @Query("update SavedGame g set g.playerKey = :to where g.playerKey = :from")
    int moveGames(String from, String to);

    @Modifying
    @Query("delete from SavedGame g where g.playerKey = :playerKey")
    int deleteByPlayerKey(String playerKey);
}
