package org.calcoolation.account;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Who is playing: a guest, known by the random key of their browser's cookie, or an account, known
 * by its id (never by its user name, which a deleted account leaves free for someone else).
 */
public sealed interface PlayerRef {

    /** A browser without an account: 128 random bits as 32 lowercase hex digits. */
    record Guest(String key) implements PlayerRef {
        private static final Pattern WELL_FORMED = Pattern.compile("[0-9a-f]{32}");

        public Guest {
            Objects.requireNonNull(key, "key");
            if (!WELL_FORMED.matcher(key).matches())
                throw new IllegalArgumentException("a guest key is 32 lowercase hex digits");
        }

        public static boolean isKey(String text) {
            return WELL_FORMED.matcher(text).matches();
        }
    }

    /** A signed-in player's account. */
    record Account(long id) implements PlayerRef {}
}
