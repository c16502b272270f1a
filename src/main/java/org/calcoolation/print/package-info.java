/**
 * Printing a set of puzzles as a PDF booklet (issue 42, "Print a set"): one, two, four or six puzzles
 * a page on A4 or Letter, each with its number, size, level and Keen ID, and an answer key of small
 * solved grids at the end. {@link org.calcoolation.print.Booklet} draws it with Apache PDFBox from
 * plain puzzles, so the command line prints with the same code; {@link org.calcoolation.print.PrintService}
 * gathers the web app's sets: a past week of dailies, pasted Keen IDs, or puzzles asked of the
 * generator. Nothing here is stored.
 */
@NullMarked
package org.calcoolation.print;

import org.jspecify.annotations.NullMarked;
