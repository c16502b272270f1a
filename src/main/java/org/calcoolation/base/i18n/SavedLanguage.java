package org.calcoolation.base.i18n;

import java.util.Locale;
import java.util.Optional;

/**
 * The language kept on the signed-in player's account. The account feature provides it, so that
 * {@code base} depends on no feature. Call on the UI thread or in a request.
 */
public interface SavedLanguage {

    /** Empty for a guest, or an account that never chose. */
    Optional<Locale> saved();

    /** Keeps the choice on the account; does nothing for a guest (the cookie keeps theirs). */
    void keep(Locale language);
}
