package org.calcoolation.base.i18n;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The languages the site speaks, English first (the base bundle), each named in its own words for the switch. */
public final class Languages {

    public static final Locale ENGLISH = Locale.ENGLISH;

    /** In the switch's order. */
    public static final List<Locale> ALL = List.of(
            ENGLISH,
            Locale.GERMAN,
            Locale.FRENCH,
            Locale.forLanguageTag("es"),
            Locale.forLanguageTag("nl"),
            Locale.JAPANESE);

    private Languages() {}

    /** A language the site speaks from a tag such as "de" or "de-AT" (matched by language); empty for any other. */
    public static Optional<Locale> parse(@Nullable String tag) {
        if (tag == null || tag.isBlank()) return Optional.empty();
        String language = Locale.forLanguageTag(tag.strip()).getLanguage();
        return ALL.stream().filter(l -> l.getLanguage().equals(language)).findFirst();
    }

    /** The nearest language the site speaks, else English. */
    public static Locale nearest(@Nullable Locale locale) {
        return locale == null ? ENGLISH : parse(locale.toLanguageTag()).orElse(ENGLISH);
    }

    /** The language's own name ("Deutsch", "日本語"): a player looking for theirs reads it in any page's language. */
    static String ownName(Locale language) {
        String name = language.getDisplayLanguage(language);
        return name.substring(0, 1).toUpperCase(language) + name.substring(1);
    }
}
