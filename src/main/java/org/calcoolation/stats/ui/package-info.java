/**
 * The records page ({@code /records}): bests, averages, the last games and their chart; and for
 * moderators, the held ranked finishes ({@code HeldRankedSection}, on the review page) with their
 * replays ({@code /review/replay/GAME}).
 */
@NullMarked
package org.calcoolation.stats.ui;

import org.jspecify.annotations.NullMarked;
