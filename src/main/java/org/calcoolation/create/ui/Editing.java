package org.calcoolation.create.ui;

import java.util.List;
import java.util.Optional;
import org.calcoolation.create.Clue;
import org.calcoolation.create.Draft;
import org.calcoolation.create.DraftCage;
import org.calcoolation.engine.Cell;

/**
 * The editor's state: the draft and which cage is selected (by a cell it holds), with the
 * gestures that change them. Each gesture gives a new state, so each rule is tested without a page.
 */
record Editing(Draft draft, Optional<Cell> selectedAt) {

    static Editing of(Draft draft) {
        return new Editing(draft, Optional.empty());
    }

    Optional<DraftCage> selected() {
        return selectedAt.flatMap(draft::cageAt);
    }

    /**
     * A tap, a click or Space: on the selected cage, lets it go; on another cage, selects it; on a
     * free cell next to the selected cage, joins it (a phone's way to extend a cage); on another
     * free cell, starts a cage of it.
     */
    Editing tap(Cell cell) {
        Optional<DraftCage> selected = selected();
        if (selected.filter(c -> c.holds(cell)).isPresent()) return new Editing(draft, Optional.empty());
        if (draft.cageAt(cell).isPresent()) return new Editing(draft, Optional.of(cell));
        if (selected.filter(c -> c.touches(cell)).isPresent())
            return new Editing(draft.draw(List.of(selectedAt.orElseThrow(), cell)), selectedAt);
        return new Editing(draft.draw(List.of(cell)), Optional.of(cell));
    }

    /** A drag, or Shift and an arrow: the cells join the cage of the first, which is then selected. */
    Editing draw(List<Cell> stroke) {
        return stroke.isEmpty() ? this : new Editing(draft.draw(stroke), Optional.of(stroke.getFirst()));
    }

    /** Enter, to type the clue: selects the cell's cage, or starts one of the cell alone. */
    Editing pick(Cell cell) {
        Draft next = draft.cageAt(cell).isPresent() ? draft : draft.draw(List.of(cell));
        return new Editing(next, Optional.of(cell));
    }

    /** Delete: the cell leaves its cage; the rest of the cage stays selected if it was. */
    Editing free(Cell cell) {
        Optional<Cell> stays = selectedAt.equals(Optional.of(cell))
                ? selected()
                        .flatMap(c ->
                                c.cells().stream().filter(o -> !o.equals(cell)).findFirst())
                : selectedAt;
        return new Editing(draft.free(cell), stays);
    }

    /** The selected cage's clue, typed; nothing changes when no cage is selected. */
    Editing clue(Optional<Clue> clue) {
        return selectedAt
                .map(at -> new Editing(draft.withClue(at, clue), selectedAt))
                .orElse(this);
    }
}
