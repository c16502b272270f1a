/** Latin squares, the filled grids that puzzles are cut from: uniformly random ones from a seed (Jacobson and Matthews' chain). */
@NullMarked
package org.calcoolation.engine.latin;

import org.jspecify.annotations.NullMarked;
