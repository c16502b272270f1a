package org.calcoolation.learn.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import java.util.List;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.ui.PlayView;
import org.calcoolation.learn.BeginnersPath;
import org.calcoolation.learn.Lessons;
import org.calcoolation.learn.WorkedExample;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** /learn and a technique's page without a browser, as a new guest sees them. */
@SpringBootTest
@ViewPackages(classes = {LearnView.class, PlayView.class})
class LearnViewsTest extends SpringBrowserlessTest {

    @Test
    void learn_lists_every_technique_in_the_ladders_order_and_the_path_from_its_start() {
        LearnView view = navigate(LearnView.class);
        assertThat($(H1.class).single().getText()).isEqualTo("Learn");
        assertThat(view.techniques
                        .getChildren()
                        .map(item -> ((ListItem) item).getElement().getTextRecursively()))
                .hasSize(Technique.values().length)
                .first()
                .isEqualTo("Cage digits · Not practised yet");
        assertThat($(Anchor.class).all().stream().map(Anchor::getHref).toList())
                .containsAll(
                        Lessons.all().stream().map(l -> "learn/" + l.slug()).toList());
        assertThat(view.pathProgress.getText()).isEqualTo("0 of 20 solved.");
        assertThat(view.bar.getAttribute("value")).isEqualTo("0");
        assertThat(view.next.getText()).isEqualTo("Play puzzle 1: 3×3 · Cage digits");
        assertThat(view.stops.getChildren()).hasSize(BeginnersPath.LENGTH);
    }

    @Test
    void the_next_path_puzzle_opens_on_play() {
        LearnView view = navigate(LearnView.class);
        Press.on(view.next);
        assertThat(view.message.getText()).isEmpty();
        assertThat(getCurrentView()).isInstanceOf(PlayView.class);
    }

    @Test
    void a_technique_page_explains_shows_its_worked_example_and_offers_practice() {
        TechniqueView view = navigate("learn/naked-subset", TechniqueView.class);
        assertThat($(H1.class).single().getText()).isEqualTo("Naked subset");
        WorkedExample example = Lessons.example(Lessons.of(Technique.NAKED_SUBSET));
        Div grid = $(Div.class).withClassName("lesson-grid").single();
        int n = example.puzzle().size();
        List<Div> cells = $(Div.class).withClassName("lesson-cell").all();
        assertThat(cells).hasSize(n * n);
        assertThat(cells.stream().filter(c -> c.hasClassName("reason")).count())
                .isEqualTo(example.deduction().cells().size());
        assertThat(cells.stream().filter(c -> c.hasClassName("target")).count())
                .isEqualTo(example.deduction().removed().size());
        assertThat(grid.getElement().getAttribute("aria-label")).contains("Outlined: row 3, column 1; row 3, column 3");
        assertThat($(Div.class)
                        .withClassName("learn-example")
                        .single()
                        .getElement()
                        .getTextRecursively())
                .contains(example.deduction().explanation());
        assertThat(view.progress.getText()).isEqualTo("Not practised yet.");
        assertThat(view.practise.getText()).isEqualTo("Practise this");
    }

    @Test
    void practise_this_opens_a_puzzle_on_play() {
        TechniqueView view = navigate("learn/single", TechniqueView.class);
        Press.on(view.practise);
        assertThat(view.message.getText()).isEmpty();
        assertThat(getCurrentView()).isInstanceOf(PlayView.class);
    }

    @Test
    void an_unknown_technique_is_not_found() {
        navigate("learn/no-such-step", com.vaadin.flow.component.Component.class);
        assertThat($(TechniqueView.class).all()).isEmpty();
    }
}
