package org.calcoolation.game.store;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.calcoolation.account.PlayerRef;

/**
 * What a guest's sign-in does with the guest's daily games, decided from the stored rows (every
 * change in memory is stored first). A rung the account never opened to its grid goes to the guest's
 * game; a rung the account played itself (its grid shown, in progress or finished) keeps the
 * account's game, and the guest's stays the guest's: otherwise a second browser could replace a slow
 * or given-up game with a better one after the account had seen the puzzle.
 *
 * @param keptOut the guest's daily games that stay the guest's
 * @param replaced the account's daily games never shown, deleted to make way for the guest's
 */
record GuestHandover(Set<UUID> keptOut, Set<UUID> replaced, GuestDailiesCarried carried) {

    /** Reads the rows of both players' daily games, in the caller's transaction. */
    static GuestHandover plan(SavedGameRepository rows, PlayerRef.Guest guest, PlayerRef.Account account) {
        List<SavedGame> guests = rows.findByPlayerKeyAndDailyPuzzleIdIsNotNull(SavedGame.keyOf(guest));
        Map<Long, SavedGame> own = rows
                .findByPlayerKeyAndDailyPuzzleIdIn(
                        SavedGame.keyOf(account),
                        guests.stream().map(SavedGame::dailyPuzzleId).toList())
                .stream()
                .collect(Collectors.toMap(SavedGame::dailyPuzzleId, Function.identity()));
        Set<UUID> keptOut = new HashSet<>(), replaced = new HashSet<>();
        List<GameFinished> finished = new ArrayList<>();
        List<GuestDailiesCarried.KeptOut> notes = new ArrayList<>();
        for (SavedGame game : guests) {
            SavedGame accounts = own.get(game.dailyPuzzleId());
            if (accounts != null && accounts.shown()) {
                keptOut.add(game.id());
                if (game.shown())
                    notes.add(new GuestDailiesCarried.KeptOut(game.dailyPuzzleId(), game.id(), game.finished()));
                continue;
            }
            if (game.finished() && !carriedFinish(game, account, finished)) {
                keptOut.add(game.id()); // a row that cannot be read back stays as it is, the guest's
                continue;
            }
            if (accounts != null) replaced.add(accounts.id());
        }
        return new GuestHandover(keptOut, replaced, new GuestDailiesCarried(guest, account, finished, notes));
    }

    /** Adds the finish of the guest's game, told as the account's; false if the row cannot be read back. */
    private static boolean carriedFinish(SavedGame game, PlayerRef.Account account, List<GameFinished> finished) {
        try {
            finished.add(finishOf(game, account));
            return true;
        } catch (IllegalArgumentException damaged) {
            return false;
        }
    }

    /** The finish as the guest's game stored it, told as the account's: the same as the saver tells a finish. */
    private static GameFinished finishOf(SavedGame game, PlayerRef.Account account) {
        return new PendingWrite(
                        game.toSnapshot(),
                        0,
                        game.rowVersion(),
                        game.updatedAt(),
                        account,
                        OptionalLong.of(game.dailyPuzzleId()),
                        true)
                .finished();
    }
}
