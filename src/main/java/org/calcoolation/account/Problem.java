package org.calcoolation.account;

import java.util.List;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.engine.Refusal;

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

    /** The engine's refusal (a puzzle ID, weights), for a page to word as it words any problem. */
    public static Problem of(Refusal refusal) {
        return new Problem(refusal.key(), refusal.arguments());
    }

    public Object[] args() {
        return arguments.toArray();
    }

    /** In English, a problem inside it worded too: for logs and the tests that compare sentences. */
    public String english() {
        Object[] worded = arguments.stream()
                .map(argument -> argument instanceof Problem inner ? inner.english() : argument)
                .toArray();
        return BUNDLES.getTranslation(key, Languages.ENGLISH, worded);
    }
}
