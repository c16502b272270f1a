package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A player's journeys in a real browser (Debian's Chromium, driven by Playwright). Each test is a
 * new player: a fresh browser context with no cookies.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PlayJourneyIT {

    // The server shares two cores with builds; give the first page and each round trip time.
    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    private BrowserContext context;
    /** What the page sent over Vaadin's push channel, which holdAnswers does not hold. */
    private final List<String> sentOverPush = new CopyOnWriteArrayList<>();
    /** The messages holdAnswers holds now, and what the page had sent over push and the game on the grid when it began. */
    private final List<Route> heldMessages = new CopyOnWriteArrayList<>();

    private int pushSentAtHold;
    private Object gameAtHold = "";
    private Page page;
    private Locator cells;

    @BeforeEach
    void openPage() {
        context = chromium.newContext(1280, 900);
        page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.onWebSocket(socket -> socket.onFrameSent(frame -> sentOverPush.add(String.valueOf(frame.text()))));
        page.navigate("http://localhost:" + port + "/play");
        cells = page.getByRole(AriaRole.GRIDCELL);
        // The first grid of a new player: beside a load of 40 it took over the 15 s each later step gets.
        assertThat(cells).hasCount(36, new LocatorAssertions.HasCountOptions().setTimeout(60_000));
    }

    @Test
    void a_player_solves_a_four_by_four_easy_puzzle_with_the_keyboard() {
        newPuzzle("4 × 4", "Easy");
        Grid solution = solutionOf(puzzleId());
        cells.first().click();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                page.keyboard().press(Integer.toString(solution.digit(r, c)));
                if (c < 3) page.keyboard().press("ArrowRight");
            }
            if (r < 3) {
                page.keyboard().press("ArrowDown");
                for (int c = 0; c < 3; c++) page.keyboard().press("ArrowLeft");
            }
        }

        assertThat(page.locator(".finish")).containsText("Solved");
        assertThat(page.locator(".finish")).containsText("Clean solve");
        assertThat(cells.last())
                .hasAttribute(
                        "aria-label",
                        Pattern.compile("^Row 4, column 4, cage .+, value " + solution.digit(3, 3) + "$"));
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/play-solved.png")));
    }

    @Test
    void a_digit_a_note_and_the_selection_show_before_the_server_answers_and_stay_once_it_has() {
        Runnable release = holdAnswers();
        cells.nth(7).click();
        page.keyboard().press("3");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("n");
        page.keyboard().press("5");

        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        assertThat(cells.nth(8)).hasAttribute("aria-label", Pattern.compile(", empty, notes 5$"));
        assertThat(cells.nth(8)).hasAttribute("aria-selected", "true");
        assertThat(notesButton()).hasAttribute("aria-pressed", "true");
        assertDrawnAhead();

        release.run();
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        assertThat(cells.nth(8)).hasAttribute("aria-label", Pattern.compile(", empty, notes 5$"));
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
    }

    @Test
    void undo_and_redo_show_before_the_server_answers_them() {
        Locator undo = page.locator(".undo-button"), redo = page.locator(".redo-button");
        assertThat(undo).isDisabled();
        cells.nth(7).click();
        Runnable held = holdAnswers();
        page.keyboard().press("3");
        assertThat(undo).isEnabled(); // by the digit drawn ahead of the server
        undo.click();
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", empty$"));
        assertThat(undo).isDisabled();
        assertThat(redo).isEnabled();
        redo.click();
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        held.run();
        page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");
        assertThat(undo).isEnabled();
        assertThat(redo).isDisabled();
        Runnable release = holdAnswers();

        page.keyboard().press("Control+z");
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", empty$"));
        page.keyboard().press("Control+y");
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        page.keyboard().press("4");
        page.keyboard().press("Control+z");
        // The undo of a move the server has not seen yet.
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        page.keyboard().press("Control+Shift+z");
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 4$"));
        assertDrawnAhead();

        release.run();
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", value 4$"));
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(7)).hasAttribute("aria-label", Pattern.compile(", value 4$"));
    }

    @Test
    void offline_the_grid_plays_on_says_how_many_moves_wait_and_sends_them_once_back() {
        page.setViewportSize(360, 740); // a narrow phone: the line must fit beside the clock without moving the grid
        Locator status = page.locator(".connection-status");
        assertThat(status).isHidden();
        double gridTop = page.locator(".board").boundingBox().y;
        cells.nth(2).click();
        context.setOffline(true);
        page.keyboard().press("5");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("6");
        page.waitForFunction("() => ['reconnecting', 'connection-lost'].includes(window.Vaadin.connectionState.state)");

        assertThat(cells.nth(2)).hasAttribute("aria-label", Pattern.compile(", value 5\\b"));
        assertThat(cells.nth(3)).hasAttribute("aria-label", Pattern.compile(", value 6\\b"));
        assertThat(status).hasText("Offline · 2 moves waiting");
        assertThat(status.locator(".count")).hasAttribute("aria-hidden", "true");
        Assertions.assertThat(page.locator(".board").boundingBox().y)
                .as("the grid's top, the status showing")
                .isEqualTo(gridTop);
        Assertions.assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth <= innerWidth"))
                .as("no sideways scroll")
                .isTrue();
        assertThat(page.locator("vaadin-connection-indicator")).isHidden();
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/play-offline.png")));

        context.setOffline(false);
        assertThat(status).isHidden(new LocatorAssertions.IsHiddenOptions().setTimeout(30_000));
        page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(3))
                .hasAttribute("aria-label", Pattern.compile(", value 6\\b"));
    }

    @Test
    void a_hundred_moves_made_offline_go_back_a_few_a_message_and_all_reach_the_server() {
        List<Integer> movesPerMessage = new CopyOnWriteArrayList<>();
        page.onRequest(request -> {
            String body = request.postData();
            if (request.url().contains("v-r=uidl") && body != null) {
                int moves = body.split("\"" + BoardFormat.MOVE_EVENT + "\"", -1).length - 1;
                if (moves > 0) movesPerMessage.add(moves);
            }
        });
        cells.nth(0).click();
        context.setOffline(true);
        page.waitForFunction("() => ['reconnecting', 'connection-lost'].includes(window.Vaadin.connectionState.state)");
        for (int i = 0; i < 100; i++) page.keyboard().press(i % 2 == 0 ? "1" : "2");
        assertThat(page.locator(".connection-status")).hasText("Offline · 100 moves waiting");

        context.setOffline(false);
        page.waitForFunction(
                "() => document.querySelector('.board').calcoolation.pending.length === 0",
                null,
                new Page.WaitForFunctionOptions().setTimeout(60_000));
        System.out.printf("100 moves made offline went back in messages of %s moves%n", movesPerMessage);
        Assertions.assertThat(movesPerMessage)
                .as("moves a message")
                .isNotEmpty()
                .allMatch(moves -> moves <= BoardFormat.MAX_MOVES_A_MESSAGE);
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(0))
                .hasAttribute("aria-label", Pattern.compile(", value 2\\b"));
    }

    @Test
    void a_message_refused_once_is_sent_again_and_its_move_is_kept() {
        AtomicBoolean refused = new AtomicBoolean();
        page.route(url -> url.contains("v-r=uidl"), route -> {
            String body = route.request().postData();
            if (body != null && body.contains(BoardFormat.MOVE_EVENT) && refused.compareAndSet(false, true))
                route.fulfill(new Route.FulfillOptions().setStatus(413).setBody("Too large"));
            else route.resume();
        });
        cells.nth(4).click();
        page.keyboard().press("3");
        page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");

        Assertions.assertThat(refused).as("a message was refused").isTrue();
        page.unrouteAll(); // a route left in place outlives the page closed after the test
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(4))
                .hasAttribute("aria-label", Pattern.compile(", value 3\\b"));
    }

    @Test
    void moves_typed_offline_outlive_a_reload_while_offline_and_reach_the_server_once_back() {
        page.waitForFunction("() => navigator.serviceWorker.controller !== null");
        cells.nth(0).click();
        context.setOffline(true);
        page.waitForFunction("() => ['reconnecting', 'connection-lost'].includes(window.Vaadin.connectionState.state)");
        for (String digit : List.of("1", "2", "3")) {
            page.keyboard().press(digit);
            page.keyboard().press("ArrowRight");
        }
        assertThat(page.locator(".connection-status")).hasText("Offline · 3 moves waiting");

        page.reload();
        assertThat(page.locator("h1")).hasText("You are offline");
        assertThat(page.locator(".offline-kept")).containsText("Your last 3 moves wait in this browser");
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/play-offline-reload.png")));

        context.setOffline(false);
        // The offline page tries again every 5 s and opens the game, which sends what was kept.
        Locator back = page.getByRole(AriaRole.GRIDCELL);
        assertThat(back.nth(2))
                .hasAttribute(
                        "aria-label",
                        Pattern.compile(", value 3\\b"),
                        new LocatorAssertions.HasAttributeOptions().setTimeout(20_000));
        page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");
        page.reload();
        back = page.getByRole(AriaRole.GRIDCELL);
        for (int i = 0; i < 3; i++)
            assertThat(back.nth(i)).hasAttribute("aria-label", Pattern.compile(", value " + (i + 1) + "\\b"));
    }

    @Test
    void a_second_tab_of_the_game_shows_a_move_within_a_second_untouched() {
        Page second = context.newPage();
        second.navigate("http://localhost:" + port + "/play");
        Locator there = second.getByRole(AriaRole.GRIDCELL);
        assertThat(there).hasCount(36);
        page.bringToFront();

        cells.nth(9).click();
        page.keyboard().press("4");

        assertThat(there.nth(9))
                .hasAttribute(
                        "aria-label",
                        Pattern.compile(", value 4$"),
                        new LocatorAssertions.HasAttributeOptions().setTimeout(1_000));
    }

    @Test
    void notes_written_with_n_leave_a_line_when_its_digit_is_placed() {
        newPuzzle("6 × 6", "Easy");
        cells.first().click();
        page.keyboard().press("n");
        assertThat(notesButton()).hasAttribute("aria-pressed", "true");
        page.keyboard().press("2");
        page.keyboard().press("5");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", empty, notes 2, 5$"));

        page.keyboard().press("n");
        assertThat(notesButton()).hasAttribute("aria-pressed", "false");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("5");
        assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile(", value 5$"));
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", empty, notes 2$"));

        // The pad writes into the selected cell too, and hands the keys back to the grid.
        page.keyboard().press("ArrowRight");
        padButton("6").click();
        assertThat(cells.nth(2)).hasAttribute("aria-label", Pattern.compile(", value 6(, .+)?$"));
        padButton("Clear").click();
        assertThat(cells.nth(2)).hasAttribute("aria-label", Pattern.compile(", empty$"));
        page.keyboard().press("4");
        assertThat(cells.nth(2)).hasAttribute("aria-label", Pattern.compile(", value 4(, .+)?$"));
    }

    private Locator padButton(String label) {
        return page.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(Pattern.compile("^Number pad")))
                .getByRole(
                        AriaRole.BUTTON,
                        new Locator.GetByRoleOptions().setName(label).setExact(true));
    }

    @Test
    void ctrl_z_undoes_and_ctrl_y_redoes() {
        newPuzzle("4 × 4", "Easy");
        cells.first().click();
        page.keyboard().press("3");
        page.keyboard().press("4");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 4$"));
        page.keyboard().press("Control+z");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 3$"));
        page.keyboard().press("Control+z");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", empty$"));
        page.keyboard().press("Control+y");
        page.keyboard().press("Control+Shift+z");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 4$"));
    }

    @Test
    void after_a_reload_the_same_puzzle_comes_back_with_its_digits() {
        newPuzzle("5 × 5", "Easy");
        String id = puzzleId();
        cells.nth(6).click();
        page.keyboard().press("4");
        assertThat(cells.nth(6)).hasAttribute("aria-label", Pattern.compile(", value 4$"));

        page.reload();
        assertThat(cells).hasCount(25);
        assertThat(printedId()).hasText(PRINTED + id);
        assertThat(cells.nth(6)).hasAttribute("aria-label", Pattern.compile(", value 4$"));
        assertThat(page.locator(".clock")).hasText(Pattern.compile("^\\d\\d:\\d\\d$"));
    }

    /** A 5×5 whose first hint on the empty grid takes five steps, through three techniques. */
    private static final String FIVE_STEPS = "5:_aa_a__a_3a__ca3__a_4a__,m30m3s1d2m20s2d2a5s2a7a7d2";

    @Test
    void two_practice_games_are_kept_and_each_comes_back_with_its_digits() {
        newPuzzle("4 × 4", "Easy");
        cells.first().click();
        page.keyboard().press("2");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));
        newPuzzle("5 × 5", "Easy");
        cells.nth(6).click();
        page.keyboard().press("3");
        assertThat(cells.nth(6)).hasAttribute("aria-label", Pattern.compile(", value 3(, .+)?$"));

        Locator list = page.locator(".practice-games");
        assertThat(list.locator(".practice-game")).hasCount(2);
        list.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Resume 4×4 Easy")))
                .click();
        assertThat(cells).hasCount(16);
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));

        list.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Resume 5×5 Easy")))
                .click();
        assertThat(cells).hasCount(25);
        assertThat(cells.nth(6)).hasAttribute("aria-label", Pattern.compile(", value 3(, .+)?$"));
        page.reload();
        assertThat(cells).hasCount(25);
        assertThat(page.locator(".practice-games .practice-game")).hasCount(2);
    }

    @Test
    void selecting_a_digit_highlights_that_digit_everywhere_until_switched_off() {
        newPuzzle("6 × 6", "Easy");
        cells.first().click();
        page.keyboard().press("4");
        page.keyboard().press("ArrowDown");
        page.keyboard().press("ArrowDown");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("4");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("n");
        page.keyboard().press("4");
        page.keyboard().press("1");
        page.keyboard().press("n");
        cells.first().click();

        assertThat(cells.nth(13)).hasClass(Pattern.compile("\\bsame\\b"));
        assertThat(cells.nth(14).locator(".note-4")).hasClass(Pattern.compile("\\bsame\\b"));
        assertThat(cells.nth(14).locator(".note-1")).not().hasClass(Pattern.compile("\\bsame\\b"));
        assertThat(cells.nth(1)).not().hasClass(Pattern.compile("\\bsame\\b"));
        // Only looks: the spoken name says nothing of it.
        assertThat(cells.nth(13)).hasAttribute("aria-label", Pattern.compile(", value 4(, conflict)?$"));

        page.getByLabel("Highlight the selected digit everywhere").uncheck();
        assertThat(cells.nth(13)).not().hasClass(Pattern.compile("\\bsame\\b"));
        page.reload();
        assertThat(page.getByLabel("Highlight the selected digit everywhere"))
                .not()
                .isChecked();
        cells.first().click();
        assertThat(cells.nth(13)).not().hasClass(Pattern.compile("\\bsame\\b"));
    }

    @Test
    void a_hint_pressed_three_times_shows_where_to_look_then_the_reasoning_step_by_step_then_the_digit() {
        page.setViewportSize(1366, 768);
        page.navigate("http://localhost:" + port + "/play?id=" + FIVE_STEPS);
        assertThat(cells).hasCount(25);
        Hint.Next expected = (Hint.Next) Solver.hint(KeenCodec.decodeOrThrow(FIVE_STEPS), new int[25]);
        List<String> sentences =
                expected.steps().stream().map(Deduction::explanation).toList();
        Locator hint = page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Hint").setExact(true));
        Locator box = page.locator(".hint-box");

        hint.click();
        assertThat(box.locator(".hint-heading")).hasText("Hint 1 of 3: where to look");
        assertThat(box.locator(".hint-text"))
                .hasText(Pattern.compile("^Look at the highlighted cells\\. Techniques: Cage digits, then .+\\.$"));
        assertThat(box.locator(".hint-steps")).isHidden();
        assertThat(page.locator(".cell.hinted"))
                .hasCount(expected.cellsInvolved().size());
        assertThat(page.locator(".help-count")).hasText("Help used: 1 time");
        shot("hint-1-where");

        hint.click();
        assertThat(box.locator(".hint-heading")).hasText("Hint 2 of 3: the reasoning");
        assertThat(box.locator(".hint-steps li")).hasText(sentences.toArray(String[]::new));
        assertThat(box.locator(".hint-steps li.current")).hasText(sentences.getFirst());
        assertThat(page.locator(".cell.hinted"))
                .hasCount(expected.steps().getFirst().cells().size());
        shot("hint-2-reasoning");
        box.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Next step"))
                .click();
        assertThat(box.locator(".hint-steps li.current")).hasText(sentences.get(1));
        assertThat(box.locator(".hint-position")).hasText("Step 2 of " + sentences.size());
        assertThat(page.locator(".cell.hinted"))
                .hasCount(expected.steps().get(1).cells().size());
        shot("hint-2-reasoning-step-2");

        hint.click();
        assertThat(box.locator(".hint-heading")).hasText("Hint 3 of 3: the digit");
        assertThat(box.locator(".hint-steps li.current")).hasCount(0);
        String cell = "row " + (expected.cell().row() + 1) + ", column "
                + (expected.cell().col() + 1);
        assertThat(box.locator(".hint-text")).hasText("So " + cell + " is " + expected.digit() + ".");
        assertThat(page.locator(".cell.hinted")).hasCount(1);
        assertThat(page.locator(".cell.hinted"))
                .hasAttribute("aria-label", Pattern.compile("^R" + cell.substring(1) + ", .*empty"));
        assertThat(page.locator(".help-count")).hasText("Help used: 3 times");
        shot("hint-3-digit");
    }

    /** A 1366×768 picture of the page under target/screenshots, for a person to look at. */
    private void shot(String name) {
        page.evaluate("window.scrollTo(0, 0)");
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/" + name + ".png")));
    }

    // ---- keyboard only: focus goes where the keys are wanted ----

    @Test
    void a_digit_typed_as_the_page_opens_lands_in_the_top_left_cell() {
        assertThat(cells.first()).hasAttribute("aria-selected", "true");
        assertThat(cells.first()).isFocused();
        page.keyboard().press("3");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 3(, .+)?$"));
    }

    @Test
    void after_new_puzzle_chosen_with_the_keyboard_the_next_digit_lands_in_the_new_grid() {
        String before = puzzleId();
        pressWithKeyboard(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…")));
        Locator dialog = page.getByRole(AriaRole.DIALOG);
        Locator start =
                dialog.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")));
        assertThat(start).isVisible();
        pressWithKeyboard(start);
        assertThat(printedId()).not().hasText(PRINTED + before);
        assertThat(dialog).hasCount(0);
        assertThat(cells.first()).isFocused();

        page.keyboard().press("2");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));
    }

    @Test
    void after_a_confirm_dialog_is_cancelled_with_escape_the_keys_go_to_the_grid_again() {
        page.keyboard().press("1");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 1(, .+)?$"));
        pressWithKeyboard(page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Restart").setExact(true)));
        Locator dialog = page.getByRole(AriaRole.ALERTDIALOG);
        assertThat(dialog.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Cancel")))
                .isVisible();
        page.keyboard().press("Escape");
        assertThat(dialog).hasCount(0);
        // Focus comes back once the dialog's closing animation has ended.
        assertThat(cells.first()).isFocused();

        page.keyboard().press("2");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));
    }

    @Test
    void enter_in_the_import_field_plays_the_id_and_the_keys_go_to_its_grid() {
        newPuzzle("4 × 4", "Easy");
        String shared = puzzleId();
        newPuzzle("5 × 5", "Easy");

        pressWithKeyboard(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Share or import…")));
        Locator field = page.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Import a puzzle ID"));
        field.fill(shared);
        field.press("Enter");
        assertThat(cells).hasCount(16);
        assertThat(printedId()).hasText(PRINTED + shared);
        assertThat(page.getByRole(AriaRole.DIALOG)).hasCount(0);
        assertThat(cells.first()).isFocused();

        page.keyboard().press("4");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", value 4(, .+)?$"));
    }

    @Test
    void after_pause_and_resume_the_keys_go_to_the_grid_again() {
        page.keyboard().press("ArrowRight");
        Locator bar = page.locator(".board-bar").getByRole(AriaRole.BUTTON);
        Locator frame = page.locator(".board-frame");

        // Resumed with the bar's own button, from the keyboard.
        pressWithKeyboard(bar);
        assertThat(frame).hasClass(Pattern.compile("\\bpaused\\b"));
        assertThat(bar).hasText("Resume");
        page.keyboard().press("Enter");
        assertThat(frame).not().hasClass(Pattern.compile("\\bpaused\\b"));
        assertThat(cells.nth(1)).isFocused();
        page.keyboard().press("2");
        assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));

        // Resumed with the mouse, by the button over the hidden grid.
        bar.click();
        page.locator(".paused-cover")
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Resume"))
                .click();
        assertThat(cells.nth(1)).isFocused();
        page.keyboard().press("n");
        assertThat(notesButton()).hasAttribute("aria-pressed", "true");
        page.keyboard().press("ArrowDown");
        page.keyboard().press("3");
        assertThat(cells.nth(7)).hasAttribute("aria-label", Pattern.compile(", empty, notes 3$"));
    }

    @Test
    void after_notes_check_hint_and_the_note_tools_the_keys_go_to_the_grid_again() {
        Locator selected = page.locator("[role=gridcell][aria-selected=true]");
        cells.nth(1).click();
        notesButton().click();
        assertThat(cells.nth(1)).isFocused();
        page.keyboard().press("3");
        assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile(", empty, notes 3$"));
        notesButton().click();
        assertThat(cells.nth(1)).isFocused();
        page.keyboard().press("ArrowRight");

        String digit = "1";
        for (String name : List.of("Check", "Hint", "Fill all notes", "Smart fill all", "Clear cell notes")) {
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName(name).setExact(true))
                    .click();
            assertThat(selected).isFocused();
            page.keyboard().press(digit);
            assertThat(selected).hasAttribute("aria-label", Pattern.compile(", value " + digit + "(, .+)?$"));
            page.keyboard().press("ArrowDown");
            digit = Integer.toString(Integer.parseInt(digit) + 1);
        }
    }

    /** Reaches a button as Tab would (focus) and presses it with Enter, never with the mouse. */
    private void pressWithKeyboard(Locator button) {
        button.focus();
        assertThat(button).isFocused();
        button.press("Enter");
    }

    @Test
    void a_twelve_by_twelve_grid_fits_a_phone_360_pixels_wide() {
        page.setViewportSize(360, 740);
        newPuzzle("12 × 12", "Easy");

        Assertions.assertThat((Integer) page.evaluate("document.documentElement.scrollWidth"))
                .as("page width, so no sideways scrolling")
                .isLessThanOrEqualTo(360);
        // Boxes of the cells and the pad's buttons: inside the screen, and 24 px or more, the smallest target WCAG 2.2
        // allows.
        @SuppressWarnings("unchecked")
        List<Map<String, Number>> boxes = (List<Map<String, Number>>) page.evaluate("""
                [...document.querySelectorAll('.cell, .number-pad button')].map(e => e.getBoundingClientRect())
                    .map(r => ({left: r.left, right: r.right, width: r.width, height: r.height}))""");
        Assertions.assertThat(boxes).hasSizeGreaterThan(144 + 12).allSatisfy(box -> {
            Assertions.assertThat(box.get("left").doubleValue()).isGreaterThanOrEqualTo(0);
            Assertions.assertThat(box.get("right").doubleValue()).isLessThanOrEqualTo(360);
            Assertions.assertThat(box.get("width").doubleValue()).isGreaterThanOrEqualTo(24);
            Assertions.assertThat(box.get("height").doubleValue()).isGreaterThanOrEqualTo(24);
        });
    }

    @Test
    void a_right_xor_cage_is_not_marked_wrong_before_the_server_answers_nor_offline() {
        Puzzle puzzle = xorPuzzle();
        Cage xor = puzzle.cages().stream()
                .filter(PlayJourneyIT::isTwoCellXor)
                .findFirst()
                .orElseThrow();
        Grid solution = puzzle.solution().orElseThrow();
        importPuzzle(KeenCodec.encode(puzzle));
        assertThat(cells).hasCount(16);

        Runnable release = holdAnswers();
        typeCage(xor, solution);
        assertDrawnAhead();
        assertNotMarkedWrong(xor, solution);
        release.run();
        assertNotMarkedWrong(xor, solution);

        for (Cell cell : xor.cells()) {
            cells.nth(cell.index(4)).click();
            page.keyboard().press("Backspace");
        }
        page.waitForFunction(PENDING + " === 0");
        context.setOffline(true);
        typeCage(xor, solution);
        page.waitForFunction("() => ['reconnecting', 'connection-lost'].includes(window.Vaadin.connectionState.state)");
        assertNotMarkedWrong(xor, solution);
        context.setOffline(false);
    }

    /**
     * A 4×4 of givens but for a ⊕ cage of two cells, target 1 with 2 and 3: what board.js took a ⊕
     * for before issue 39 (÷: 3 over 2 is no whole number) marked it wrong.
     */
    private static Puzzle xorPuzzle() {
        Grid solution = Grid.of(4, new int[] {2, 3, 1, 4, 1, 4, 2, 3, 3, 1, 4, 2, 4, 2, 3, 1});
        List<Cage> cages =
                new ArrayList<>(List.of(new Cage(Operation.XOR, 1, List.of(new Cell(0, 0), new Cell(0, 1)))));
        for (int i = 2; i < 16; i++) {
            Cell cell = Cell.ofIndex(i, 4);
            cages.add(new Cage(Operation.ADD, solution.digit(cell), List.of(cell)));
        }
        return new Puzzle(4, cages).withSolution(solution);
    }

    private static boolean isTwoCellXor(Cage cage) {
        return cage.size() == 2 && !cage.isHidden() && cage.operation() == Operation.XOR;
    }

    private void typeCage(Cage cage, Grid solution) {
        for (Cell cell : cage.cells()) {
            cells.nth(cell.index(4)).click();
            page.keyboard().press(Integer.toString(solution.digit(cell)));
        }
    }

    private void assertNotMarkedWrong(Cage cage, Grid solution) {
        for (Cell cell : cage.cells()) {
            Locator shown = cells.nth(cell.index(4));
            assertThat(shown).hasAttribute("aria-label", Pattern.compile(", value " + solution.digit(cell) + "$"));
            assertThat(shown).not().hasClass(Pattern.compile("\\bcage-wrong\\b"));
        }
    }

    private void importPuzzle(String id) {
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Share or import…"))
                .click();
        Locator field = page.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Import a puzzle ID"));
        field.fill(id);
        field.press("Enter");
        assertThat(printedId()).hasText(PRINTED + id);
    }

    /** How many moves the page drew that the server has not answered yet. */
    private static final String PENDING = "() => document.querySelector('.board').calcoolation.pending.length";

    /**
     * Holds Vaadin's messages to the server: whatever the grid shows meanwhile, the page drew itself.
     * The returned action sends them on, in order, and waits until the server has answered every move.
     */
    private Runnable holdAnswers() {
        heldMessages.clear();
        pushSentAtHold = sentOverPush.size();
        gameAtHold = page.evaluate(GAME);
        java.util.function.Predicate<String> toServer = url -> url.contains("v-r=uidl");
        page.route(toServer, heldMessages::add);
        return () -> {
            page.unroute(toServer);
            heldMessages.forEach(Route::resume);
            page.waitForFunction(PENDING + " === 0");
        };
    }

    private static final String GAME = "() => document.querySelector('.board').calcoolation.game";

    /**
     * Some move is drawn that the server has not answered: what the grid shows, the page drew. Once
     * under load none was (cause not found); a failure says what the page sent meanwhile and whether
     * the grid was drawn afresh, for the next one to tell.
     */
    private void assertDrawnAhead() {
        Object pending = page.evaluate(PENDING);
        if (!Integer.valueOf(0).equals(pending)) return;
        List<String> overPush = sentOverPush.subList(pushSentAtHold, sentOverPush.size()).stream()
                .map(frame -> frame.length() > 300 ? frame.substring(0, 300) + "…" : frame)
                .toList();
        Assertions.fail(
                "No move drawn is waiting for the server (pending 0): messages held %d, boards %s, game %s at the"
                        + " hold and %s now, connection %s, sent over push since the hold %s",
                heldMessages.size(),
                page.locator(".board").count(),
                gameAtHold,
                page.evaluate(GAME),
                page.evaluate("() => window.Vaadin?.connectionState?.state"),
                overPush);
    }

    private static final String PRINTED = "Puzzle ID: ";

    /** The line with the Keen ID that only print shows; the share dialog has the ID too, but only while open. */
    private Locator printedId() {
        return page.locator(".print-id");
    }

    private String puzzleId() {
        return printedId().textContent().substring(PRINTED.length());
    }

    private Locator notesButton() {
        return page.locator("button.notes-toggle");
    }

    private void newPuzzle(String size, String level) {
        String before = puzzleId();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                .click();
        choose("Size", size);
        choose("Difficulty", level);
        page.getByRole(AriaRole.DIALOG)
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        // Wait for the new grid: the old one has as many cells when the size stays the same.
        assertThat(printedId()).not().hasText(PRINTED + before);
        int n = Integer.parseInt(size.substring(0, size.indexOf(' ')));
        assertThat(cells).hasCount(n * n);
        // The dialog gone and its closing animation over: until then it hands the focus back to New
        // puzzle… as it closes, and a key meant for another button opened this dialog again (4 test JVMs).
        assertThat(page.getByRole(AriaRole.DIALOG)).hasCount(0);
        Chromium.settled(page);
    }

    private void choose(String select, String item) {
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText(select))
                .click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName(item).setExact(true))
                .click();
    }

    private static Grid solutionOf(String keenId) {
        return switch (Solver.solve(KeenCodec.decodeOrThrow(keenId))) {
            case Finding.Unique unique -> unique.solution();
            case Finding.Ambiguous ambiguous ->
                throw new AssertionError("the page made a puzzle with two solutions: " + keenId);
            case Finding.Impossible impossible ->
                throw new AssertionError("the page made a puzzle with no solution: " + keenId);
            case Finding.TooHard tooHard -> throw new AssertionError("a solve without a budget gave up: " + keenId);
        };
    }
}
