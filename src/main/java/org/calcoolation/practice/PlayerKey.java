package org.calcoolation.practice;

import java.util.OptionalLong;
import org.calcoolation.account.PlayerRef;

/** How this feature's tables name a player: the one place a {@link PlayerRef} becomes the text of a column. */
public final class PlayerKey {

    private PlayerKey() {}

    /** 'g' and a guest's key, or 'a' and an account's id: never the same text for two players. */
    public static String of(PlayerRef player) {
        return switch (player) {
            case PlayerRef.Guest guest -> "g" + guest.key();
            case PlayerRef.Account account -> "a" + account.id();
        };
    }

    /** The account a key names; empty for a guest's key. */
    static OptionalLong account(String key) {
        return key.startsWith("a") ? OptionalLong.of(Long.parseLong(key.substring(1))) : OptionalLong.empty();
    }
}
