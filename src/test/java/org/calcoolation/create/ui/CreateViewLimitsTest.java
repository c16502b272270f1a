package org.calcoolation.create.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.calcoolation.Pushed;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** Past the per-address limit of the editor's solves, a change is answered in a sentence and nothing is solved. */
@SpringBootTest(
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.puzzle-checks.count=1",
            "calcoolation.rate-limit.puzzle-checks.per=1h"
        })
class CreateViewLimitsTest extends SpringBrowserlessTest {

    static final KeenSamples.Sample SIX =
            KeenSamples.all().stream().filter(s -> s.size() == 6).findFirst().orElseThrow();

    @Test
    void a_solve_past_the_limit_is_refused_in_a_sentence_and_a_plain_check_still_answers() throws Exception {
        CreateView view = navigate(CreateView.class);
        SIX.cages().forEach(cage -> {
            view.edit(new EditorGrid.Edit(EditorGrid.Kind.DRAW, cage.cells()));
            test(view.clue).setValue(cage.clue());
        });
        view.solving.get(10, TimeUnit.SECONDS);
        Pushed.run();
        assertThat(view.verdict.getText()).isEqualTo("Exactly one solution. Grade: Easy.");
        Object before = view.solving;

        view.edit(new EditorGrid.Edit(EditorGrid.Kind.TAP, List.of(new Cell(4, 1))));
        test(view.clue).setValue("2-");

        assertThat(view.verdict.getText()).isEqualTo(CreateView.TOO_MANY);
        assertThat(view.solving).as("no solve was started").isSameAs(before);
        assertThat(view.share.isVisible()).isFalse();

        test(view.clue).setValue("1000000000000*");
        assertThat(view.verdict.getText())
                .as("the plain checks cost no solve and still answer")
                .startsWith("The clue 1000000000000× of the cage at row ");
    }
}
