/** The records page ({@code /records}): bests, averages, the last games and their chart. */
@NullMarked
package org.calcoolation.stats.ui;

import org.jspecify.annotations.NullMarked;
