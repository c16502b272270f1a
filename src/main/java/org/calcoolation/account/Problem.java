package org.calcoolation.account;

import java.util.List;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;

/**
 * A sentence for the player, as a bundle key and its arguments: the service needs no page's
 * language, and the page words it in its own ({@code getTranslation(key(), args())}).
 */
public record Problem(String key, List<Object> arguments) {

    private static final BundleMessages BUNDLES = new BundleMessages();

    public Problem {
        arguments = List.copyOf(arguments);
    }

    public static Problem of(String key, Object... arguments) {
        return new Problem(key, List.of(arguments));
    }

    /**
     * A sentence already written in English, by a feature whose pages are not translated yet
     * (issue 44); it reads the same in every language until that feature gives a key.
     */
    public static Problem untranslated(String english) {
        return of("account.problem.untranslated", english);
    }

    public Object[] args() {
        return arguments.toArray();
    }

    /** In English: for callers whose pages are not translated yet (issue 44), and for logs. */
    public String english() {
        return BUNDLES.getTranslation(key, Languages.ENGLISH, args());
    }
}
