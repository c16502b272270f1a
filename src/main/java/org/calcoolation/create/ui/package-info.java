/** The page {@code /create}: the grid editor, the solver's live judgement, and the ways to play and share. */
@NullMarked
package org.calcoolation.create.ui;

import org.jspecify.annotations.NullMarked;
