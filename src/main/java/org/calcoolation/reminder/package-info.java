/**
 * The daily reminder a player may choose on the account page (issue 40): a mail if they have not
 * solved the day's daily by a time of their own day, at most one a day, only to a confirmed
 * address, with a one-click unsubscribe (RFC 8058). Owns table {@code daily_reminder}; asks
 * {@code account} for addresses and zones and {@code stats} for what was solved and the streak.
 */
@NullMarked
package org.calcoolation.reminder;

import org.jspecify.annotations.NullMarked;
