package org.calcoolation.base.i18n;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Every word a player reads, from {@code i18n/messages*.properties} (UTF-8, English the base bundle)
 * formatted with ICU MessageFormat: plurals, ordinals, select, and numbers and dates for the locale.
 * Arguments are positional ({0}), or named when the only argument is a {@code Map}.
 */
@Component
public class BundleMessages implements I18NProvider {

    static final String BUNDLE = "i18n.messages";

    private static final Logger log = LoggerFactory.getLogger(BundleMessages.class);

    /**
     * Falls back to the English base bundle, never to the server's own locale: a server set to
     * German must still answer an English page in English.
     */
    private static final ResourceBundle.Control NO_SERVER_LOCALE =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    @Override
    public List<Locale> getProvidedLocales() {
        return Languages.ALL;
    }

    @Override
    public String getTranslation(String key, @Nullable Locale locale, Object... params) {
        Locale language = Languages.nearest(locale);
        String pattern;
        try {
            pattern =
                    ResourceBundle.getBundle(BUNDLE, language, NO_SERVER_LOCALE).getString(key);
        } catch (MissingResourceException missing) {
            // A key missing from code is a bug the bundle tests catch; the page still shows, with the key.
            log.warn("No message {} for {}", key, language);
            return "!" + key + "!";
        }
        return format(pattern, language, params);
    }

    static String format(String pattern, Locale language, Object... params) {
        MessageFormat format = new MessageFormat(pattern, ULocale.forLocale(language));
        if (params.length == 1 && params[0] instanceof Map<?, ?> named) {
            @SuppressWarnings("unchecked")
            Map<String, Object> arguments = (Map<String, Object>) named;
            return format.format(arguments);
        }
        return format.format(params);
    }
}
