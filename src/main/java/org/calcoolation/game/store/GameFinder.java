package org.calcoolation.game.store;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Finds the {@link GameStore}'s games: in memory, through two indexes (each player's current
 * practice game, and their game of each daily puzzle), else from their rows, read back and held in
 * the store's map. A row that cannot be read back is logged and passed over, never held.
 */
final class GameFinder {

    /** Under the store's name, as before the finder was its own class, so that log settings still apply. */
    private static final Logger log = LoggerFactory.getLogger(GameStore.class);

    private record DailyKey(PlayerRef player, long dailyPuzzleId) {}

    private final Map<UUID, LiveGame> games;
    private final Map<PlayerRef, UUID> currentOf = new ConcurrentHashMap<>();
    private final Map<DailyKey, UUID> dailyOf = new ConcurrentHashMap<>();
    private final SavedGameRepository rows;
    private final TransactionTemplate transactions;
    private final Clock clock;

    /** Holds what it reads back in {@code games}, the store's own map. */
    GameFinder(Map<UUID, LiveGame> games, SavedGameRepository rows, TransactionTemplate transactions, Clock clock) {
        this.games = games;
        this.rows = rows;
        this.transactions = transactions;
        this.clock = clock;
    }

    /** The game with this id, from memory or its row; empty if there is none or it cannot be read back. */
    Optional<LiveGame> find(UUID id) {
        LiveGame live = games.get(id);
        if (live != null) return Optional.of(live);
        return transactions.execute(tx -> rows.findById(id)).flatMap(this::hold);
    }

    /** The player's latest practice game: from memory, else the newest stored one that can be read back. */
    Optional<LiveGame> current(PlayerRef player) {
        UUID id = currentOf.get(player);
        LiveGame live = id == null ? null : games.get(id);
        if (live != null) return Optional.of(live);
        List<SavedGame> latest = transactions.execute(
                tx -> rows.findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(SavedGame.keyOf(player)));
        for (SavedGame row : latest) {
            Optional<LiveGame> held = hold(row);
            if (held.isEmpty()) continue;
            currentOf.put(player, row.id());
            return held;
        }
        return Optional.empty();
    }

    /** Makes the game the player's current one; the one it takes over from, if another. */
    Optional<UUID> makeCurrent(PlayerRef player, UUID id) {
        UUID previous = currentOf.put(player, id);
        return previous == null || previous.equals(id) ? Optional.empty() : Optional.of(previous);
    }

    /** The game is no longer the player's current one, if it was: it was deleted. */
    void dropCurrent(PlayerRef player, UUID id) {
        currentOf.remove(player, id);
    }

    void addDaily(PlayerRef player, long dailyPuzzleId, UUID id) {
        dailyOf.put(new DailyKey(player, dailyPuzzleId), id);
    }

    /** The player's games of these daily puzzles, those started, by daily puzzle id. */
    Map<Long, LiveGame> dailies(PlayerRef player, Collection<Long> dailyPuzzleIds) {
        Map<Long, LiveGame> found = new HashMap<>();
        List<Long> missing = new ArrayList<>();
        for (Long dailyId : dailyPuzzleIds) {
            UUID id = dailyOf.get(new DailyKey(player, dailyId));
            LiveGame live = id == null ? null : games.get(id);
            if (live != null) found.put(dailyId, live);
            else missing.add(dailyId);
        }
        if (missing.isEmpty()) return found;
        List<SavedGame> stored =
                transactions.execute(tx -> rows.findByPlayerKeyAndDailyPuzzleIdIn(SavedGame.keyOf(player), missing));
        for (SavedGame row : stored) {
            hold(row).ifPresent(live -> {
                dailyOf.put(new DailyKey(player, row.dailyPuzzleId()), row.id());
                found.put(row.dailyPuzzleId(), live);
            });
        }
        return found;
    }

    /** Whether the player has a stored game of this daily puzzle, readable or not. */
    boolean hasDailyRow(PlayerRef player, long dailyPuzzleId) {
        return transactions.execute(tx -> rows.findByPlayerKeyAndDailyPuzzleId(SavedGame.keyOf(player), dailyPuzzleId)
                .isPresent());
    }

    /** A guest signed in: their current game is the account's now (the account's own, if the guest had none, is forgotten). */
    void hand(PlayerRef.Guest guest, PlayerRef.Account account) {
        UUID guestCurrent = currentOf.remove(guest);
        if (guestCurrent != null) currentOf.put(account, guestCurrent);
        else currentOf.remove(account);
        // The daily games are found again from their rows: which went to the account is theirs to say.
        dailyOf.keySet()
                .removeIf(key -> key.player().equals(guest) || key.player().equals(account));
    }

    /** An account is gone: nothing leads to its games any more. */
    void forget(PlayerRef.Account account) {
        currentOf.remove(account);
        dailyOf.keySet().removeIf(key -> key.player().equals(account));
    }

    /** Forgets the games no longer in memory. */
    void forgetDropped() {
        currentOf.values().removeIf(id -> !games.containsKey(id));
        dailyOf.values().removeIf(id -> !games.containsKey(id));
    }

    /** Keeps a stored game in memory, unless another thread got there first; a damaged row is logged and passed over. */
    private Optional<LiveGame> hold(SavedGame row) {
        LiveGame known = games.get(row.id());
        if (known != null) return Optional.of(known);
        try {
            Game game = row.toSnapshot().restore(clock);
            OptionalLong daily =
                    row.dailyPuzzleId() == null ? OptionalLong.empty() : OptionalLong.of(row.dailyPuzzleId());
            LiveGame live = new LiveGame(game, row.player(), daily, clock.instant(), row.updatedAt(), row.rowVersion());
            LiveGame raced = games.putIfAbsent(row.id(), live);
            return Optional.of(raced != null ? raced : live);
        } catch (RuntimeException e) {
            log.warn("Saved game {} cannot be read back and is passed over: {}", row.id(), e.toString());
            return Optional.empty();
        }
    }
}
