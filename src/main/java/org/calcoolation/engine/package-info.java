/**
 * The puzzle itself, in plain Java with no framework (checked by {@code ArchitectureTest}): cells,
 * cages and their operations, grids, puzzles and their kind (size, difficulty, cage style,
 * operations, twists). Subpackages: {@code latin} (Latin squares), {@code solve} (the solver, a
 * ladder of techniques that also grades), {@code generate} (puzzles with one solution, graded as
 * Keen grades them), {@code play} (the rules of play as immutable boards) and {@code codec}
 * (Keen's game IDs). Randomness and time come in as arguments; nothing here keeps state between calls.
 */
@NullMarked
package org.calcoolation.engine;

import org.jspecify.annotations.NullMarked;
