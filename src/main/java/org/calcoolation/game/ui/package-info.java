/**
 * The play page ({@code /play}) and the game panel that it and the daily page hold: the grid
 * ({@code BoardComponent}, drawn and predicted in the browser by board.js in the words of
 * {@code BoardFormat}), the pad, the clock and the tools, configured by a small record of what
 * differs between pages. Presence and the leaving beacon tell the game when its page is in sight.
 */
@NullMarked
package org.calcoolation.game.ui;

import org.jspecify.annotations.NullMarked;
