package org.calcoolation.practice;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;

/**
 * The moderator of the rated practice tests, named in their {@code calcoolation.moderators}: made
 * anew each time, the one of an earlier run deleted first (the test database outlives a run).
 */
public final class RatedModerator {

    public static final String NAME = "rated.mod";
    private static final String PASSWORD = "a rated puzzle a day";

    private RatedModerator() {}

    public static PlayerRef.Account fresh(PlayerService players) {
        players.findByUsername(NAME).ifPresent(old -> players.deleteAccount(new PlayerRef.Account(old.id()), PASSWORD));
        RegisterResult r = players.register(new PlayerService.Registration(NAME, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(((RegisterResult.Registered) r).player().id());
    }
}
