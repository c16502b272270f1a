/**
 * Clubs (issue 42): a group of accounts that plays the daily together. Any account makes one, shares
 * an invite link (a random token, only its SHA-256 kept, withdrawn or replaced by the owner, with an
 * optional expiry) and the members see the day's ladder ranked among themselves, the week's
 * standings and each other's streaks; nobody else sees any of it. Owns tables {@code club},
 * {@code club_name_key}, {@code club_member} and {@code club_invite}; asks {@code account} for names,
 * {@code daily} for the ladders and {@code stats} for the solves and streaks, and tells the daily
 * finish panel a rung's club places through {@code daily.RungPlaces}.
 */
@NullMarked
package org.calcoolation.club;

import org.jspecify.annotations.NullMarked;
