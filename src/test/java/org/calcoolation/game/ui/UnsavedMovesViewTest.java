package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.time.Duration;
import org.calcoolation.Pushed;
import org.calcoolation.RefusedWrites;
import org.calcoolation.engine.Cell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Moves the server cannot store (an H2 trigger refuses them, as a full disk does): the page says so
 * above the grid while the writes fail, and the note goes once a later try stores them, each told
 * to the page by the store's writer without the page asking.
 */
@SpringBootTest
class UnsavedMovesViewTest extends SpringBrowserlessTest {

    @Autowired
    JdbcTemplate jdbc;

    @AfterEach
    void databaseWritesAgain() {
        RefusedWrites.allow(jdbc, "saved_game", "update");
    }

    @Test
    void moves_that_cannot_be_stored_are_said_to_be_unsaved_until_they_are() {
        PlayView view = navigate(PlayView.class);
        BoardTester board = new BoardTester(view);
        board.click(new Cell(0, 0));
        board.press("1", false, false, 2000);
        // The new game is stored within a moment; from then on its changes are refused.
        await().atMost(Duration.ofSeconds(10))
                .until(() -> jdbc.queryForObject(
                                "select count(*) from saved_game where id = ?",
                                Integer.class,
                                view.panel.game().orElseThrow().id())
                        == 1);
        assertThat(view.panel.boardColumn.saveWarning.isVisible()).isFalse();
        RefusedWrites.refuse(jdbc, "saved_game", "update");

        board.click(new Cell(0, 1));
        board.press("2", false, false, 4000);
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.panel.boardColumn.saveWarning.isVisible()).isTrue();
        });
        assertThat(view.panel.boardColumn.saveWarning.getText()).startsWith("Your latest moves are not saved yet");

        databaseWritesAgain();
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.panel.boardColumn.saveWarning.isVisible()).isFalse();
        });
    }
}
