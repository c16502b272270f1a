package org.calcoolation.create;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * What keeps a draft from being a puzzle, in one plain sentence, found without solving: the checks
 * run cheapest and most useful first, so that a cage drawn too big is named while other cells are
 * still empty. A draft that passes makes a {@link Puzzle} without fail.
 */
final class DraftCheck {

    /** The sizes the editor offers: a newspaper's, up to 9 × 9. */
    static final int MIN_SIZE = 3, MAX_SIZE = 9;

    private DraftCheck() {}

    /** The first thing wrong with the draft or missing from it, if any. */
    static Optional<String> problem(Draft draft) {
        return Stream.<Optional<String>>of(
                        size(draft), outside(draft), overlap(draft), tooBig(draft), pieces(draft), holes(draft))
                .flatMap(Optional::stream)
                .findFirst()
                .or(() -> ClueCheck.problem(draft));
    }

    /** The draft as a puzzle; only for a draft with no {@link #problem}. */
    static Puzzle puzzle(Draft draft) {
        return new Puzzle(
                draft.size(), draft.cages().stream().map(DraftCheck::cage).toList());
    }

    private static Cage cage(DraftCage drawn) {
        Clue clue = drawn.clue().orElseThrow();
        return new Cage(clue.operation().orElse(Operation.ADD), Math.toIntExact(clue.target()), drawn.cells());
    }

    /** A cell as people count: from 1. */
    static String named(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }

    static String cageAt(DraftCage cage) {
        return "the cage at " + named(cage.anchor());
    }

    private static Optional<String> size(Draft draft) {
        int n = draft.size();
        return n >= MIN_SIZE && n <= MAX_SIZE
                ? Optional.empty()
                : Optional.of(
                        "Choose a size from " + MIN_SIZE + " to " + MAX_SIZE + "; this grid is " + n + " × " + n + ".");
    }

    private static Optional<String> outside(Draft draft) {
        int n = draft.size();
        return draft.cages().stream()
                .filter(cage -> cage.cells().stream().anyMatch(c -> c.row() >= n || c.col() >= n))
                .findFirst()
                .map(cage -> "A cage reaches outside the " + n + " × " + n + " grid.");
    }

    private static Optional<String> overlap(Draft draft) {
        int n = draft.size();
        boolean[] taken = new boolean[n * n];
        for (DraftCage cage : draft.cages()) {
            for (Cell cell : cage.cells()) {
                if (taken[cell.index(n)])
                    return Optional.of(capital(named(cell)) + " is in two cages: a cell belongs to one cage only.");
                taken[cell.index(n)] = true;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> tooBig(Draft draft) {
        return draft.cages().stream()
                .filter(cage -> cage.cells().size() > Cage.MAX_CELLS)
                .findFirst()
                .map(cage -> capital(cageAt(cage)) + " has " + cage.cells().size() + " cells; a cage may have at most "
                        + Cage.MAX_CELLS + ".");
    }

    private static Optional<String> pieces(Draft draft) {
        return draft.cages().stream()
                .filter(cage -> !new Cage(Operation.ADD, 1, cage.cells()).isConnected())
                .findFirst()
                .map(cage -> capital(cageAt(cage)) + " is in pieces: its cells must join side by side.");
    }

    private static Optional<String> holes(Draft draft) {
        List<Cell> holes = draft.holes();
        if (holes.isEmpty()) return Optional.empty();
        String first = capital(named(holes.getFirst()));
        return Optional.of(
                holes.size() == 1
                        ? first + " is in no cage yet."
                        : first + " and " + (holes.size() - 1) + " more "
                                + (holes.size() == 2 ? "cell are" : "cells are")
                                + " in no cage yet: draw cages over every cell.");
    }

    static String capital(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
