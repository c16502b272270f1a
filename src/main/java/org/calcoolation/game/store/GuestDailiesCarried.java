package org.calcoolation.game.store;

import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;

/**
 * Published when a guest's games became an account's (see {@code GuestSignedIn}), in the transaction
 * that moved them, so that what follows from it is stored with the move or not at all. {@code finished}:
 * the guest's finished daily games now the account's, each as its finish was measured by the server
 * (its own times, never the time of signing in), told as the account's; {@code keptOut}: the guest's
 * played daily games left out because the account had played that rung itself.
 */
public record GuestDailiesCarried(
        PlayerRef.Guest guest, PlayerRef.Account account, List<GameFinished> finished, List<KeptOut> keptOut) {

    /** A guest's played game of a daily puzzle that the account's own game of it kept out. */
    public record KeptOut(long dailyPuzzleId, UUID guestGame, boolean finished) {}

    public GuestDailiesCarried {
        Objects.requireNonNull(guest, "guest");
        Objects.requireNonNull(account, "account");
        finished = List.copyOf(finished);
        keptOut = List.copyOf(keptOut);
        if (finished.stream().anyMatch(f -> !f.player().equals(account)))
            throw new IllegalArgumentException("a carried finish is told as the account's");
    }

    /** Whether a guest's sign-in carried or kept out any daily game, which is when it is published. */
    public boolean isEmpty() {
        return finished.isEmpty() && keptOut.isEmpty();
    }
}
