/**
 * The rules of play: a {@code Board} is an immutable state, a {@code Move} (place, clear, note)
 * gives the next one; conflicts, full cages and completion are read from a board. Undo and the
 * clocks are the game feature's.
 */
@NullMarked
package org.calcoolation.engine.play;

import org.jspecify.annotations.NullMarked;
