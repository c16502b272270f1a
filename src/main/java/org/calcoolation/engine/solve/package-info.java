/**
 * The solver: deductions ordered cheapest first, started again from the cheapest after any
 * progress, with guessing last (counting solutions up to two, which proves uniqueness). The
 * hardest deduction a puzzle needs is its grade; hints name the deduction that places a digit.
 */
@NullMarked
package org.calcoolation.engine.solve;

import org.jspecify.annotations.NullMarked;
