package org.calcoolation.game;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import org.calcoolation.account.PlayerRef;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What the game feature keeps of a player's finished games beyond their records: the help taken in
 * each, counted, where a solve record keeps only the outcome it adds up to. For the player's own
 * data export. A finish is stored before it is told, so every recorded game has its row here.
 */
@Service
public class PlayedGames {

    private final SavedGameRepository rows;

    PlayedGames(SavedGameRepository rows) {
        this.rows = rows;
    }

    /** The help taken in each of the player's stored finished games, by game id. */
    @Transactional(readOnly = true)
    public Map<UUID, HelpLedger> helpInFinishedGames(PlayerRef player) {
        Map<UUID, HelpLedger> help = new HashMap<>();
        for (SavedGameRepository.FinishedHelp row : rows.findHelpOfFinishedGames(SavedGame.keyOf(player))) {
            help.put(row.game(), new HelpLedger(row.checks(), row.hints(), row.cellsRevealed(), row.solutionRevealed()));
        }
        return help;
    }
}
