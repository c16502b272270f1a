package org.calcoolation.game;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.store.SavedGame;
import org.calcoolation.game.store.SavedGameRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What the game feature keeps of a player's games beyond their records, for the player's own data
 * export: the help taken in each finished game, counted, where a solve record keeps only the
 * outcome it adds up to; and the games not finished, as last stored (at most a second behind play).
 * A finish is stored before it is told, so every recorded game has its row here.
 */
@Service
public class PlayedGames {

    /** A game not finished, practice or daily: {@code startedAt} is when its grid was first shown, empty for a daily not started. */
    public record Unfinished(
            UUID id,
            OptionalLong dailyPuzzleId,
            String puzzleId,
            PuzzleKind kind,
            Instant createdAt,
            Optional<Instant> startedAt,
            Instant lastPlayedAt,
            long playMillis,
            HelpLedger help) {}

    private final SavedGameRepository rows;

    PlayedGames(SavedGameRepository rows) {
        this.rows = rows;
    }

    /** The help taken in each of the player's stored finished games, by game id. */
    @Transactional(readOnly = true)
    public Map<UUID, HelpLedger> helpInFinishedGames(PlayerRef player) {
        Map<UUID, HelpLedger> help = new HashMap<>();
        for (SavedGameRepository.FinishedHelp row : rows.findHelpOfFinishedGames(SavedGame.keyOf(player))) {
            help.put(
                    row.game(), new HelpLedger(row.checks(), row.hints(), row.cellsRevealed(), row.solutionRevealed()));
        }
        return help;
    }

    /** The player's games not finished, oldest first; a damaged row, which no page can open either, is left out. */
    @Transactional(readOnly = true)
    public List<Unfinished> unfinished(PlayerRef player) {
        List<Unfinished> games = new ArrayList<>();
        for (SavedGame row : rows.findByPlayerKeyAndFinishedAtIsNull(SavedGame.keyOf(player))) {
            try {
                GameSnapshot game = row.toSnapshot();
                games.add(new Unfinished(
                        game.id(),
                        row.dailyPuzzleId() == null ? OptionalLong.empty() : OptionalLong.of(row.dailyPuzzleId()),
                        game.puzzleId(),
                        game.kind(),
                        row.createdAt(),
                        game.firstShownAt(),
                        row.updatedAt(),
                        game.playMillis(),
                        game.help()));
            } catch (IllegalArgumentException damaged) {
                // GameStore logs it when the game is opened.
            }
        }
        games.sort(Comparator.comparing(Unfinished::createdAt));
        return games;
    }
}
