package org.calcoolation.game;

import java.util.Collection;
import org.calcoolation.game.store.SavedGameRepository;
import org.springframework.stereotype.Service;

/** Whether anyone has a game of some daily puzzles, for the daily feature, which may not read table {@code saved_game}. */
@Service
public class DailyGames {

    private final SavedGameRepository rows;

    DailyGames(SavedGameRepository rows) {
        this.rows = rows;
    }

    /** Whether any player, guest or account, has a game (begun, finished or given up) of one of these daily puzzles. */
    public boolean anyOf(Collection<Long> dailyPuzzleIds) {
        return !dailyPuzzleIds.isEmpty() && rows.existsByDailyPuzzleIdIn(dailyPuzzleIds);
    }
}
