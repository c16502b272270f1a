/**
 * The player's language: the message bundles ({@code resources/i18n/messages*.properties}, read with
 * ICU MessageFormat), which language a page speaks (account, cookie, browser) and the header's switch.
 * Depends on no feature: the account keeps a player's choice through {@link SavedLanguage}.
 */
@NullMarked
package org.calcoolation.base.i18n;

import org.jspecify.annotations.NullMarked;
