package org.calcoolation.game;

import java.util.List;
import java.util.UUID;

import org.springframework.data.jpa.repository.JpaRepository;

interface SavedGameRepository extends JpaRepository<SavedGame, UUID> {

    /** The player's most recently played games, newest first; more than one so that a damaged row can be skipped. */
    List<SavedGame> findTop5ByPlayerKeyOrderByUpdatedAtDesc(String playerKey);
}
