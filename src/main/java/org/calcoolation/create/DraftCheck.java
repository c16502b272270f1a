package org.calcoolation.create;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.calcoolation.account.Problem;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * What keeps a draft from being a puzzle, in one plain sentence (a bundle key and its arguments, which
 * the page words in its language; cells counted from 1), found without solving: the checks
 * run cheapest and most useful first, so that a cage drawn too big is named while other cells are
 * still empty. A draft that passes makes a {@link Puzzle} without fail.
 */
final class DraftCheck {

    /** The sizes the editor offers: a newspaper's, up to 9 × 9. */
    static final int MIN_SIZE = 3, MAX_SIZE = 9;

    private DraftCheck() {}

    /** The first thing wrong with the draft or missing from it, if any. */
    static Optional<Problem> problem(Draft draft) {
        return Stream.<Optional<Problem>>of(
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

    /** A sentence about a cell, its row and column counted from 1 and then {@code more}. */
    static Problem at(String key, Cell cell, Object... more) {
        Object[] arguments = new Object[more.length + 2];
        arguments[0] = cell.row() + 1;
        arguments[1] = cell.col() + 1;
        System.arraycopy(more, 0, arguments, 2, more.length);
        return Problem.of(key, arguments);
    }

    private static Optional<Problem> size(Draft draft) {
        int n = draft.size();
        return n >= MIN_SIZE && n <= MAX_SIZE
                ? Optional.empty()
                : Optional.of(Problem.of("create.refused.size", MIN_SIZE, MAX_SIZE, n));
    }

    private static Optional<Problem> outside(Draft draft) {
        int n = draft.size();
        return draft.cages().stream()
                .filter(cage -> cage.cells().stream().anyMatch(c -> c.row() >= n || c.col() >= n))
                .findFirst()
                .map(cage -> Problem.of("create.refused.outside", n));
    }

    private static Optional<Problem> overlap(Draft draft) {
        int n = draft.size();
        boolean[] taken = new boolean[n * n];
        for (DraftCage cage : draft.cages()) {
            for (Cell cell : cage.cells()) {
                if (taken[cell.index(n)]) return Optional.of(at("create.refused.overlap", cell));
                taken[cell.index(n)] = true;
            }
        }
        return Optional.empty();
    }

    private static Optional<Problem> tooBig(Draft draft) {
        return draft.cages().stream()
                .filter(cage -> cage.cells().size() > Cage.MAX_CELLS)
                .findFirst()
                .map(cage ->
                        at("create.refused.tooBig", cage.anchor(), cage.cells().size(), Cage.MAX_CELLS));
    }

    private static Optional<Problem> pieces(Draft draft) {
        return draft.cages().stream()
                .filter(cage -> !new Cage(Operation.ADD, 1, cage.cells()).isConnected())
                .findFirst()
                .map(cage -> at("create.refused.pieces", cage.anchor()));
    }

    private static Optional<Problem> holes(Draft draft) {
        List<Cell> holes = draft.holes();
        if (holes.isEmpty()) return Optional.empty();
        return Optional.of(
                holes.size() == 1
                        ? at("create.refused.hole", holes.getFirst())
                        : at("create.refused.holes", holes.getFirst(), holes.size() - 1));
    }
}
