package org.calcoolation.account;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The accounts that moderate: those whose user names are in {@code calcoolation.moderators}
 * (comma-separated). Set by configuration only; no page grants it. They hide comments and clear or
 * reject the solves held for review.
 */
@Component
public class Moderators {

    private final Set<String> names;
    private final PlayerService players;

    public Moderators(@Value("${calcoolation.moderators:}") String names, PlayerService players) {
        this.names = Arrays.stream(names.split(","))
                .map(String::strip)
                .filter(name -> !name.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        this.players = players;
    }

    public boolean isModerator(PlayerRef viewer) {
        return viewer instanceof PlayerRef.Account account
                && players.find(account)
                        .map(Player::username)
                        .filter(names::contains)
                        .isPresent();
    }
}
