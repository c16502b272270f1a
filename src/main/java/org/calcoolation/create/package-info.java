/**
 * Entering a puzzle from paper (issue 43, part 4): a {@link org.calcoolation.create.Draft} of cages
 * and clues as the editor at {@code /create} draws it, and {@link org.calcoolation.create.CreateService},
 * which judges it with the solver under the import's budget: a plain sentence for what is wrong or
 * missing, else no solution, exactly one (with its grade and Keen ID) or several (with two that
 * differ). Nothing here is stored: a puzzle made here lives as its Keen ID, played as an imported one.
 */
@NullMarked
package org.calcoolation.create;

import org.jspecify.annotations.NullMarked;
