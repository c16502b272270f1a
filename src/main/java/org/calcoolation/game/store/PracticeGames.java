package org.calcoolation.game.store;

import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.data.domain.Limit;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A player's practice games in progress, as the list on the play page shows them, and taking one
 * off it for good. Reads the {@link GameStore}'s games in memory and their rows; holds nothing.
 */
final class PracticeGames {

    /** Under the store's name, as before the list was its own class, so that log settings still apply. */
    private static final Logger log = LoggerFactory.getLogger(GameStore.class);

    private final Map<UUID, LiveGame> games;
    private final GameFinder finder;
    private final SavedGameRepository rows;
    private final TransactionTemplate transactions;
    private final Clock clock;

    /** Over the store's own map of the games in memory, and its finder, which knows each player's current game. */
    PracticeGames(
            Map<UUID, LiveGame> games,
            GameFinder finder,
            SavedGameRepository rows,
            TransactionTemplate transactions,
            Clock clock) {
        this.games = games;
        this.finder = finder;
        this.rows = rows;
        this.transactions = transactions;
        this.clock = clock;
    }

    /**
     * The player's practice games not finished, last played first: those in memory as they stand,
     * the others as stored (read, not held). Rows that cannot be read back are passed over.
     */
    List<PracticeGame> of(PlayerRef player, int limit) {
        Map<UUID, PracticeGame> found = new HashMap<>();
        Set<UUID> seen = new HashSet<>();
        for (LiveGame live : games.values()) {
            live.locked(() -> {
                if (!live.isPracticeOf(player)) return;
                seen.add(live.game().id());
                if (!live.game().isFinished()) found.put(live.game().id(), entry(live.game(), live.lastPlayed()));
            });
        }
        List<SavedGame> stored = transactions.execute(
                tx -> rows.findByPlayerKeyAndDailyPuzzleIdIsNullAndFinishedAtIsNullOrderByUpdatedAtDesc(
                        SavedGame.keyOf(player), Limit.of(limit)));
        for (SavedGame row : stored) {
            if (seen.contains(row.id())) continue;
            try {
                found.put(row.id(), entry(row.toSnapshot().restore(clock), row.updatedAt()));
            } catch (RuntimeException e) {
                log.warn("Saved game {} cannot be read back and is left out of the list: {}", row.id(), e.toString());
            }
        }
        // Started later first among games played at the same moment.
        Comparator<PracticeGame> lastPlayedFirst = Comparator.comparing(PracticeGame::lastPlayed)
                .thenComparing(PracticeGame::started)
                .reversed();
        return found.values().stream().sorted(lastPlayedFirst).limit(limit).toList();
    }

    /**
     * Deletes a practice game of the player's, from memory and from its row. A copy another node
     * holds is not written back: its row is gone, which it takes as overtaken (see {@link GameSaver}).
     * False if there was no such game.
     */
    boolean discard(PlayerRef player, UUID id) {
        LiveGame live = games.get(id);
        if (live != null) {
            // Under the write lock, so that this node's saver cannot insert the row again after the delete.
            live.writing.lock();
            try {
                boolean mine = live.locked(() -> {
                    if (!live.player().equals(player) || live.dailyPuzzleId().isPresent()) return false;
                    live.evictFrom(games);
                    return true;
                });
                if (!mine) return false;
                deleteRow(player, id);
                return true;
            } finally {
                live.writing.unlock();
            }
        }
        return deleteRow(player, id);
    }

    private boolean deleteRow(PlayerRef player, UUID id) {
        finder.dropCurrent(player, id);
        Integer deleted = transactions.execute(tx -> rows.deletePractice(id, SavedGame.keyOf(player)));
        return deleted != null && deleted > 0;
    }

    /** The list's entry for a game in progress, last played at {@code lastPlayed}. */
    private static PracticeGame entry(Game game, Instant lastPlayed) {
        int filled = (int) Arrays.stream(game.board().entries())
                .filter(digit -> digit != 0)
                .count();
        Instant started = game.snapshot().firstShownAt().orElse(lastPlayed);
        return new PracticeGame(
                game.id(), game.kind(), started, lastPlayed, game.time().playTime(), filled);
    }
}
