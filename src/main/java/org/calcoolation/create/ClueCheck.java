package org.calcoolation.create;

import static org.calcoolation.create.DraftCheck.at;

import java.util.List;
import java.util.Optional;
import org.calcoolation.account.Problem;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;

/**
 * The clues' part of {@link DraftCheck}: every cage has one, its operation fits its cells (a single
 * cell takes just its digit), and its target is one its digits could make. − and ÷ take two cells or
 * more: on three or more they are the engine's extended operations, the largest digit minus the sum of
 * the rest (which may come to 0) or divided by their product, which the Keen ID carries by our flag
 * {@code X} after the size, as /play reads it (Tatham's Keen itself cannot play such an ID).
 */
final class ClueCheck {

    private ClueCheck() {}

    static Optional<Problem> problem(Draft draft) {
        Optional<Problem> missing = missing(draft);
        if (missing.isPresent()) return missing;
        for (DraftCage cage : draft.cages()) {
            Optional<Problem> wrong = fit(cage, cage.clue().orElseThrow(), draft.size());
            if (wrong.isPresent()) return wrong;
        }
        return Optional.empty();
    }

    private static Optional<Problem> missing(Draft draft) {
        List<DraftCage> bare =
                draft.cages().stream().filter(c -> c.clue().isEmpty()).toList();
        if (bare.isEmpty()) return Optional.empty();
        Cell first = bare.getFirst().anchor();
        int more = bare.size() - 1;
        return Optional.of(more == 0 ? at("create.refused.noClue", first) : at("create.refused.noClues", first, more));
    }

    private static Optional<Problem> fit(DraftCage cage, Clue clue, int size) {
        int cells = cage.cells().size();
        if (cells == 1) return given(cage, clue, size);
        if (clue.operation().isEmpty())
            return Optional.of(at("create.refused.needsOperation", cage.anchor(), clue.text()));
        Operation op = clue.operation().get();
        long most = most(op, cells, size);
        long least = op == Operation.SUBTRACT && cells > 2 ? 0 : 1;
        if (clue.target() < least || clue.target() > most)
            // Numbers as text: a clue is written as typed, never with a thousands separator.
            return Optional.of(at(
                    "create.refused.cannotMake",
                    cage.anchor(),
                    clue.text(),
                    cells,
                    size,
                    op.symbol(),
                    Long.toString(most)));
        return Optional.empty();
    }

    /** A single cell is a given: just its digit, or a sum of it, as Keen writes it. */
    private static Optional<Problem> given(DraftCage cage, Clue clue, int size) {
        if (clue.operation().filter(op -> op != Operation.ADD).isPresent())
            return Optional.of(at("create.refused.singleOperation", cage.anchor(), Math.min(size, 4), clue.text()));
        if (clue.target() < 1 || clue.target() > size)
            return Optional.of(at("create.refused.singleDigit", cage.anchor(), size, Long.toString(clue.target())));
        return Optional.empty();
    }

    /** The largest target the cells could make: a bound, not a promise, since digits may repeat only across lines. */
    private static long most(Operation op, int cells, int size) {
        return switch (op) {
            case ADD -> (long) cells * size;
            case MULTIPLY -> (long) Math.pow(size, cells);
            // The largest digit less the smallest the rest could be, 1 each.
            case SUBTRACT -> Math.max(0, size - (cells - 1));
            case DIVIDE -> size;
            case XOR -> Integer.highestOneBit(size) * 2L - 1;
        };
    }
}
