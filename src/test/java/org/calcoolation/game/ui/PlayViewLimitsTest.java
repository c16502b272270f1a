package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.notification.Notification;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** Past the per-address limits, a new puzzle or an import is refused with a plain message and the game on screen stays. */
@SpringBootTest(
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.new-games.count=2",
            "calcoolation.rate-limit.new-games.per=1h",
            "calcoolation.rate-limit.imports.count=1",
            "calcoolation.rate-limit.imports.per=1h"
        })
class PlayViewLimitsTest extends SpringBrowserlessTest {

    private String shown(PlayView view) {
        return view.panel.game().map(GameState::puzzleId).orElseThrow();
    }

    private void newPuzzle(PlayView view) {
        Press.on(view.newPuzzle);
        test($(NewPuzzleDialog.class).single().start).click();
    }

    @Test
    void a_new_puzzle_past_the_limit_is_refused_with_a_message() {
        PlayView view = navigate(PlayView.class);
        newPuzzle(view);
        newPuzzle(view);
        String before = shown(view);

        newPuzzle(view);

        assertThat(shown(view)).as("the game on screen stays").isEqualTo(before);
        assertThat($(Notification.class).all())
                .extracting(note -> test(note).getText())
                .contains(PlayView.tooManyNew());
    }

    @Test
    void an_import_past_the_limit_is_refused_in_the_import_field() {
        PlayView view = navigate(PlayView.class);
        KeenSamples.Sample first = KeenSamples.all().get(0),
                second = KeenSamples.all().get(1);
        importId(view, first.id());
        assertThat(shown(view)).isEqualTo(first.id());

        ShareDialog dialog = importId(view, second.id());

        assertThat(shown(view)).isEqualTo(first.id());
        assertThat(dialog.importId.isInvalid()).isTrue();
        assertThat(dialog.importId.getErrorMessage()).isEqualTo(PlayView.tooManyImports());
    }

    private ShareDialog importId(PlayView view, String id) {
        Press.on(view.share);
        ShareDialog dialog = $(ShareDialog.class).last();
        test(dialog.importId).setValue(id);
        test(dialog.importButton).click();
        return dialog;
    }
}
