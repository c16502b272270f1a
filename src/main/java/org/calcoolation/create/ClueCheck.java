package org.calcoolation.create;

import static org.calcoolation.create.DraftCheck.cageAt;
import static org.calcoolation.create.DraftCheck.capital;

import java.util.List;
import java.util.Optional;
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

    static Optional<String> problem(Draft draft) {
        Optional<String> missing = missing(draft);
        if (missing.isPresent()) return missing;
        for (DraftCage cage : draft.cages()) {
            Optional<String> wrong = fit(cage, cage.clue().orElseThrow(), draft.size());
            if (wrong.isPresent()) return wrong;
        }
        return Optional.empty();
    }

    private static Optional<String> missing(Draft draft) {
        List<DraftCage> bare =
                draft.cages().stream().filter(c -> c.clue().isEmpty()).toList();
        if (bare.isEmpty()) return Optional.empty();
        String first = capital(cageAt(bare.getFirst())) + " has no clue yet";
        int more = bare.size() - 1;
        return Optional.of(
                more == 0
                        ? first + "."
                        : first + "; " + more + (more == 1 ? " more cage has" : " more cages have") + " none.");
    }

    private static Optional<String> fit(DraftCage cage, Clue clue, int size) {
        int cells = cage.cells().size();
        if (cells == 1) return given(cage, clue, size);
        if (clue.operation().isEmpty())
            return Optional.of(
                    "The clue " + clue.text() + " of " + cageAt(cage) + " needs its operation: +, −, × or ÷.");
        Operation op = clue.operation().get();
        long most = most(op, cells, size);
        long least = op == Operation.SUBTRACT && cells > 2 ? 0 : 1;
        if (clue.target() < least || clue.target() > most)
            return Optional.of("The clue " + clue.text() + " of " + cageAt(cage) + " cannot be made by " + cells
                    + " digits from 1 to " + size + " with " + op.symbol() + " (the most they make is " + most + ").");
        return Optional.empty();
    }

    /** A single cell is a given: just its digit, or a sum of it, as Keen writes it. */
    private static Optional<String> given(DraftCage cage, Clue clue, int size) {
        if (clue.operation().filter(op -> op != Operation.ADD).isPresent())
            return Optional.of(capital(cageAt(cage)) + " is a single cell: its clue is just its digit, such as "
                    + Math.min(size, 4) + ", not " + clue.text() + ".");
        if (clue.target() < 1 || clue.target() > size)
            return Optional.of(capital(cageAt(cage)) + " is a single cell: its digit is 1 to " + size + ", not "
                    + clue.target() + ".");
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
