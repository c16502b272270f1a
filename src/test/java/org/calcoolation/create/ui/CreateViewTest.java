package org.calcoolation.create.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.QueryParameters;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.calcoolation.Pushed;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** The editor page without a browser: a newspaper 6×6 entered cage by cage, judged, changed, and bad input in words. */
@SpringBootTest
class CreateViewTest extends SpringBrowserlessTest {

    /** Keen's first 6×6 sample, Easy, as in CreateServiceTest and the browser journey. */
    static final KeenSamples.Sample SIX =
            KeenSamples.all().stream().filter(s -> s.size() == 6).findFirst().orElseThrow();

    CreateView view;

    @BeforeEach
    void open() {
        view = navigate(CreateView.class);
    }

    /** Waits for a solve under way, then runs what it handed the page, as a push would. */
    void judged() throws Exception {
        view.solving.get(10, TimeUnit.SECONDS);
        Pushed.run();
        view.solving.get(10, TimeUnit.SECONDS);
        Pushed.run();
    }

    void enter(Cage cage) {
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, cage.cells()));
        test(view.clue).setValue(cage.clue());
    }

    @Test
    void a_newspaper_puzzle_entered_cage_by_cage_is_unique_easy_and_playable_by_its_id() throws Exception {
        assertThat(view.verdict.getText())
                .isEqualTo("Row 1, column 1 and 35 more cells are in no cage yet: draw cages over every cell.");
        SIX.cages().forEach(this::enter);
        judged();
        assertThat(view.verdict.getText()).isEqualTo("Exactly one solution. Grade: Easy.");
        assertThat(view.keenId.getValue()).isEqualTo(SIX.id());
        assertThat(view.play.getHref()).startsWith("play?id=6%3A");
        assertThat(view.share.isVisible()).isTrue();
    }

    @Test
    void one_clue_changed_shows_two_solutions_with_their_differences_marked() throws Exception {
        SIX.cages().forEach(this::enter);
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.TAP, List.of(new Cell(4, 1))));
        test(view.clue).setValue("2-");
        judged();
        assertThat(view.verdict.getText()).startsWith("Several solutions: here are two, which differ in the 6 marked");
        SolutionPair pair =
                (SolutionPair) view.solutions.getChildren().findFirst().orElseThrow();
        assertThat(pair.getElement().getChildCount()).isEqualTo(2);
        assertThat(pair.getElement().toString()).contains("differs");
        assertThat(view.share.isVisible()).isFalse();
    }

    /** The cage at row 1, column 4 has three cells, 1, 2 and 1: 0− over them is an extended subtraction. */
    @Test
    void a_subtraction_over_three_cells_is_judged_and_the_verdict_says_its_id_carries_the_x_flag() throws Exception {
        SIX.cages().forEach(this::enter);
        judged();
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.TAP, List.of(new Cell(0, 3))));
        test(view.clue).setValue("0-");
        judged();
        assertThat(view.verdict.getText())
                .startsWith("Exactly one solution. Grade: ")
                .endsWith(CreateView.EXTENDED);
        assertThat(view.keenId.getValue()).startsWith("6X:").contains(",m6a7s0");
    }

    @Test
    void a_clue_that_is_not_a_number_and_a_sign_is_refused_on_the_field_and_changes_nothing() {
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, List.of(new Cell(0, 0), new Cell(0, 1))));
        test(view.clue).setValue("10^12");
        assertThat(view.clue.isInvalid()).isTrue();
        assertThat(view.clue.getErrorMessage()).isEqualTo(CreateView.UNREADABLE_CLUE);
    }

    @Test
    void a_clue_of_ten_to_the_twelfth_and_a_cage_of_forty_cells_are_refused_in_words() {
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, List.of(new Cell(0, 0), new Cell(0, 1))));
        test(view.clue).setValue("1000000000000+");
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, List.of(new Cell(0, 0))));
        assertThat(view.verdict.getText()).contains("in no cage yet");
        test(view.size).selectItem("9 × 9");
        List<Cell> forty =
                IntStream.range(0, 40).mapToObj(i -> Cell.ofIndex(i, 9)).toList();
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, forty));
        assertThat(view.verdict.getText())
                .isEqualTo("The cage at row 1, column 1 has 40 cells; a cage may have at most 6.");
    }

    @Test
    void a_huge_target_on_a_finished_grid_is_refused_in_words() {
        SIX.cages().forEach(this::enter);
        view.edit(new EditorGrid.Edit(EditorGrid.Kind.TAP, List.of(new Cell(0, 0))));
        test(view.clue).setValue("1000000000000*");
        assertThat(view.verdict.getText())
                .isEqualTo("The clue 1000000000000× of the cage at row 1, column 1 cannot be made by 2 digits from 1"
                        + " to 6 with × (the most they make is 36).");
    }

    @Test
    void a_keen_id_in_the_address_opens_in_the_editor() throws Exception {
        UI.getCurrent().navigate("create", QueryParameters.of("id", SIX.id()));
        view = $(CreateView.class).single();
        judged();
        assertThat(view.size.getValue()).isEqualTo(6);
        assertThat(view.verdict.getText()).isEqualTo("Exactly one solution. Grade: Easy.");
    }
}
