/** The page {@code /print}, where a player chooses a set and downloads its booklet. */
@NullMarked
package org.calcoolation.print.ui;

import org.jspecify.annotations.NullMarked;
