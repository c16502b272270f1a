package org.calcoolation.engine;

import java.util.List;

/**
 * Why the engine refuses what it was given, said twice: as a message key and its arguments, which
 * a page words in its player's language ({@code getTranslation(key(), args())}, keys
 * {@code refusals.*}), and in English for the command line and the logs. The engine reads no
 * bundles, so the English is written here; a test holds it equal to the English bundle's wording.
 * Arguments are numbers and plain strings, the words ICU's {@code select} chooses by.
 */
public record Refusal(String key, List<Object> arguments, String english) {

    public Refusal {
        if (key.isBlank()) throw new IllegalArgumentException("a refusal needs a key");
        if (english.isBlank()) throw new IllegalArgumentException("a refusal needs its English");
        arguments = List.copyOf(arguments);
    }

    public static Refusal of(String english, String key, Object... arguments) {
        return new Refusal(key, List.of(arguments), english);
    }

    public Object[] args() {
        return arguments.toArray();
    }
}
