package org.calcoolation.create;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * A puzzle as the editor holds it while it is entered: its size and the cages drawn so far, each
 * with its clue if typed. Every edit gives a new draft. The editor's own edits never put a cell in
 * two cages; a draft made otherwise may, and the judgement refuses it in words, as it does holes.
 */
public record Draft(int size, List<DraftCage> cages) {

    public Draft {
        if (size < 1) throw new IllegalArgumentException("a grid needs a size, not " + size);
        cages = List.copyOf(cages);
    }

    /** A grid of this size with no cage drawn yet. */
    public static Draft empty(int size) {
        return new Draft(size, List.of());
    }

    /** The cages and clues of a puzzle, to change one; a hidden clue comes with no operation. */
    public static Draft of(Puzzle puzzle) {
        return new Draft(
                puzzle.size(), puzzle.cages().stream().map(Draft::drafted).toList());
    }

    private static DraftCage drafted(Cage cage) {
        Optional<Operation> operation =
                cage.size() == 1 || cage.isHidden() ? Optional.empty() : Optional.of(cage.operation());
        return new DraftCage(cage.cells(), Optional.of(new Clue(cage.target(), operation)));
    }

    /** The cage that holds the cell, if one does. */
    public Optional<DraftCage> cageAt(Cell cell) {
        return cages.stream().filter(c -> c.holds(cell)).findFirst();
    }

    /** The cells of the grid that no cage holds, in reading order. */
    public List<Cell> holes() {
        return IntStream.range(0, size * size)
                .mapToObj(i -> Cell.ofIndex(i, size))
                .filter(cell -> cageAt(cell).isEmpty())
                .toList();
    }

    /**
     * The cells of a stroke join the cage of its first cell, or a new cage if that cell is in none,
     * leaving the cages they were in (with their clues). Cells outside the grid are ignored.
     */
    public Draft draw(List<Cell> stroke) {
        Set<Cell> moving = new LinkedHashSet<>();
        for (Cell cell : stroke) if (cell.row() < size && cell.col() < size) moving.add(cell);
        if (moving.isEmpty()) return this;
        Optional<DraftCage> home = cageAt(moving.iterator().next());
        List<DraftCage> next = new ArrayList<>();
        for (DraftCage cage : cages) {
            if (home.isPresent() && cage.equals(home.get())) continue;
            List<Cell> left =
                    cage.cells().stream().filter(c -> !moving.contains(c)).toList();
            if (!left.isEmpty()) next.add(new DraftCage(left, cage.clue()));
        }
        List<Cell> grown = new ArrayList<>(home.map(DraftCage::cells).orElse(List.of()));
        grown.addAll(moving);
        next.add(new DraftCage(grown, home.flatMap(DraftCage::clue)));
        return new Draft(size, next);
    }

    /** The cell leaves its cage, which keeps its clue; a cage left with no cell goes. */
    public Draft free(Cell cell) {
        List<DraftCage> next = new ArrayList<>();
        for (DraftCage cage : cages) {
            List<Cell> left = cage.cells().stream().filter(c -> !c.equals(cell)).toList();
            if (!left.isEmpty()) next.add(new DraftCage(left, cage.clue()));
        }
        return new Draft(size, next);
    }

    /** The cage that holds the cell gets this clue, or loses its clue when empty; a cell in no cage changes nothing. */
    public Draft withClue(Cell cell, Optional<Clue> clue) {
        return new Draft(
                size,
                cages.stream().map(c -> c.holds(cell) ? c.withClue(clue) : c).toList());
    }
}
