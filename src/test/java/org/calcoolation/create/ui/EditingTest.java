package org.calcoolation.create.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.calcoolation.create.Clue;
import org.calcoolation.create.Draft;
import org.calcoolation.engine.Cell;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The editor's gestures, without a page: taps that start and extend cages, strokes, keys, and crafted events. */
class EditingTest {

    static final Cell A = new Cell(0, 0), B = new Cell(0, 1), C = new Cell(0, 2), D = new Cell(1, 0);

    @Test
    void a_tap_on_a_free_cell_starts_a_cage_and_taps_beside_it_extend_it() {
        Editing e = Editing.of(Draft.empty(4)).tap(A).tap(B).tap(C);
        assertThat(e.selected().orElseThrow().cells()).containsExactly(A, B, C);
        assertThat(e.draft().cages()).hasSize(1);
    }

    @Test
    void a_tap_on_the_selected_cage_lets_it_go_so_the_next_free_cell_starts_a_new_cage() {
        Editing e = Editing.of(Draft.empty(4)).tap(A).tap(A).tap(B);
        assertThat(e.draft().cages()).hasSize(2);
        assertThat(e.selected().orElseThrow().cells()).containsExactly(B);
    }

    @Test
    void a_stroke_takes_cells_from_other_cages_which_keep_their_clues() {
        Editing e = Editing.of(Draft.empty(4))
                .draw(List.of(A, B, C))
                .clue(Clue.parse("6+"))
                .draw(List.of(D, A));
        assertThat(e.draft().cageAt(B).orElseThrow().cells()).containsExactly(B, C);
        assertThat(e.draft().cageAt(B).orElseThrow().clue()).isEqualTo(Clue.parse("6+"));
        assertThat(e.selected().orElseThrow().cells()).containsExactly(A, D);
    }

    @Test
    void enter_on_a_free_cell_makes_it_a_cage_of_its_own_to_type_a_clue_for() {
        Editing e = Editing.of(Draft.empty(3)).draw(List.of(A, B)).pick(C);
        assertThat(e.selected().orElseThrow().cells()).containsExactly(C);
        assertThat(e.clue(Clue.parse("3")).draft().cageAt(C).orElseThrow().clue())
                .contains(new Clue(3, Optional.empty()));
    }

    @Test
    void delete_frees_the_cell_and_the_rest_of_its_cage_stays_selected() {
        Editing e = Editing.of(Draft.empty(3)).draw(List.of(A, B)).free(A);
        assertThat(e.draft().holes()).contains(A);
        assertThat(e.selected().orElseThrow().cells()).containsExactly(B);
    }

    @Test
    void a_crafted_event_with_cells_outside_the_grid_or_no_kind_is_ignored() {
        JsonMapper json = JsonMapper.builder().build();
        assertThat(EditorGrid.read(3, json.readTree("{\"event.detail.kind\":\"DRAW\",\"event.detail.cells\":[0,1]}")))
                .contains(new EditorGrid.Edit(EditorGrid.Kind.DRAW, List.of(A, B)));
        assertThat(EditorGrid.read(3, json.readTree("{\"event.detail.kind\":\"DRAW\",\"event.detail.cells\":[0,9]}")))
                .isEmpty();
        assertThat(EditorGrid.read(3, json.readTree("{\"event.detail.kind\":\"BURN\",\"event.detail.cells\":[0]}")))
                .isEmpty();
        assertThat(EditorGrid.read(3, json.readTree("{\"event.detail.cells\":\"0\"}")))
                .isEmpty();
    }
}
