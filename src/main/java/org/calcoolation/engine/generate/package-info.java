/**
 * Making puzzles: a Latin square cut into cages (Keen's or Classic's cut), clued by the operation
 * mix asked for, kept only if it has one solution and solves at the level asked and not below.
 */
@NullMarked
package org.calcoolation.engine.generate;

import org.jspecify.annotations.NullMarked;
