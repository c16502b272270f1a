package org.calcoolation.practice.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Pattern;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.PracticeService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A new player plays five rated puzzles in Chromium (solve, solve with a hint, give up, solve, solve)
 * and sees the score and their rating move after each, never the same puzzle twice; then the records
 * page's rated practice: the rating, the chart over five puzzles and the five played. With
 * {@code -Dscreenshots=DIR}, pictures of the front page's button and the records' section at 390 and
 * 1366 px. {@code ./mvnw -o verify -Dpostgres.skip -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RatedJourneyIT}.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/rated-journey")
class RatedJourneyIT {

    private static final String PASSWORD = "five rated puzzles in a row";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    PracticeService practice;

    @Autowired
    JdbcTemplate jdbc;

    private void smallPoolPuzzles(int count) {
        for (int i = 0; i < count; i++) {
            long seed = ThreadLocalRandom.current().nextLong();
            Puzzle p = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, seed);
            jdbc.update(
                    """
                    insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                        deviation, volatility, attempts, added_at) values (4, 'EASY', ?, ?, ?, 1500, 250, 0.06, 0, ?)""",
                    Generator.VERSION,
                    seed,
                    KeenCodec.encode(p, Difficulty.EASY, Variant.STANDARD),
                    OffsetDateTime.now(ZoneOffset.UTC));
        }
    }

    private Page page(int width, int height) {
        Page page = chromium.newContext(new Browser.NewContextOptions().setViewportSize(width, height))
                .newPage();
        page.setDefaultTimeout(30_000);
        return page;
    }

    private void logIn(Page p, String name) {
        p.navigate("http://localhost:" + port + "/login");
        p.getByLabel("User name").fill(name);
        p.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(PASSWORD);
        button(p, "Log in").click();
        p.waitForURL("http://localhost:" + port + "/");
    }

    private static Locator button(Page p, String name) {
        return p.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private enum Play {
        SOLVE,
        HINT_THEN_SOLVE,
        GIVE_UP
    }

    @Test
    void a_new_player_plays_five_rated_puzzles_and_sees_the_rating_and_chart_move() {
        smallPoolPuzzles(8);
        String name = "journey_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult r = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        PlayerRef.Account account =
                new PlayerRef.Account(((RegisterResult.Registered) r).player().id());
        Page page = page(1366, 900);
        logIn(page, name);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Rated puzzle"))
                .first()
                .click();
        page.waitForURL(Pattern.compile(".*/rated$"));
        assertThat(page.locator(".your-rating")).containsText("starts at 1500");

        Set<Long> puzzles = new HashSet<>();
        List<String> results = new ArrayList<>();
        String next = "Draw a rated puzzle";
        for (Play play : List.of(Play.SOLVE, Play.HINT_THEN_SOLVE, Play.GIVE_UP, Play.SOLVE, Play.SOLVE)) {
            button(page, next).click();
            Locator cells = page.getByRole(AriaRole.GRIDCELL);
            assertThat(cells).hasCount(16);
            // The last puzzle's 16 cells are on screen until the draw's round trip is back: wait for the new attempt.
            assertThat(page.locator(".rated-result")).isHidden();
            Attempt open = awaitOpen(account);
            assertThat(puzzles.add(open.puzzle())).as("a puzzle served twice").isTrue();
            play(page, cells, puzzle(account, open), play);
            Locator result = page.locator(".rated-result");
            assertThat(result).isVisible();
            results.add(result.textContent());
            next = "Next rated puzzle";
        }
        assertThat(results.get(0)).startsWith("Win (clean solve, score 1.00). Your rating 1500 → ");
        assertThat(results.get(1)).startsWith("Partial (solved with help, score 0.50)");
        assertThat(results.get(2)).startsWith("Loss (given up, score 0.00)");
        assertThat(results.get(3)).startsWith("Win");
        assertThat(results.get(4)).startsWith("Win");
        double after = practice.rating(account).orElseThrow().rating();
        assertThat(results.get(4)).contains("→ " + Math.round(after) + " (");

        page.navigate("http://localhost:" + port + "/records");
        Locator section = page.locator(".practice-records");
        assertThat(section.locator(".practice-rating")).containsText("Your practice rating: " + Math.round(after));
        assertThat(section.locator("img.practice-chart"))
                .hasAttribute("alt", Pattern.compile("^Your practice rating over 5 rated puzzles, from 1500 to "));
        assertThat(section.locator("tbody tr")).hasCount(5);
        assertThat(section.locator("tbody tr").first()).containsText("Win · clean");
        pictures(name);
    }

    private Attempt awaitOpen(PlayerRef account) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            Optional<Attempt> open = practice.open(account).filter(a -> a.game().isPresent());
            if (open.isPresent()) return open.get();
            LockSupport.parkNanos(20_000_000);
        }
        throw new AssertionError("no open attempt 30 s after the draw");
    }

    private Puzzle puzzle(PlayerRef account, Attempt open) {
        var found = (PracticeService.Found) practice.attempt(account, open.id());
        return found.game().orElseThrow().puzzle();
    }

    /**
     * Each digit's pause, in times the mean pause: fixed, so the test is, and as uneven as a person's
     * (the middle half of the 15 gaps spans ±30 %; Rhythm holds a clean solve under ±5 %). They were
     * drawn at random from 0.7 to 1.3 before, whose middle half falls under ±5 % in about 1 solve in
     * 120 by Rhythm's quartiles (simulated): with three clean solves a run, the likely cause of CI's
     * failure of 29 November, where the fourth solve was held "at a script's pace".
     */
    private static final double[] PAUSES = {
        1.0, 0.6, 1.7, 0.8, 1.2, 0.5, 2.2, 0.9, 1.4, 0.7, 1.1, 1.9, 0.6, 1.3, 0.8, 1.5
    };

    /**
     * Plays as a person does: a clean solve typed at a script's pace is held for review (issue 41
     * part 5), so the digits come at an uneven pace (PAUSES) whose total is half as long again as the
     * least time anyone needs to type this puzzle and take one look at each of its steps. Each pause
     * starts once the server has answered the digit before, as a person's does who watches the grid:
     * on a loaded machine a round trip can outlast several pauses, and Vaadin then sends the digits
     * typed meanwhile in one message, which Rhythm reads as bursts no hand types.
     */
    private static void play(Page page, Locator cells, Puzzle puzzle, Play play) {
        Grid solution = puzzle.solution().orElseThrow();
        long least = Solver.work(puzzle, Budget.ofSteps(Budget.IMPORT_STEPS))
                .leastTime()
                .toMillis();
        long perCell = Math.max(450, least * 3 / 2 / 16);
        if (play == Play.GIVE_UP) {
            button(page, "Reveal solution").click();
            button(page, "Give up").click();
            return;
        }
        if (play == Play.HINT_THEN_SOLVE) button(page, "Hint").click();
        for (int i = 0; i < 16; i++) {
            page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");
            page.waitForTimeout(perCell * PAUSES[i]);
            cells.nth(i).click();
            page.keyboard().press(Integer.toString(solution.digit(Cell.ofIndex(i, 4))));
        }
    }

    /** The front page's button and the records' section at a phone's and a laptop's width, if asked for. */
    private void pictures(String name) {
        Optional<Path> dir =
                Optional.ofNullable(System.getProperty("screenshots")).map(Path::of);
        if (dir.isEmpty()) return;
        for (int width : new int[] {390, 1366}) {
            Page page = page(width, width == 390 ? 844 : 900);
            logIn(page, name);
            assertThat(page.locator("a.rated-puzzle")).isVisible();
            page.waitForTimeout(500);
            page.screenshot(new Page.ScreenshotOptions().setPath(dir.get().resolve("rated-front-" + width + ".png")));
            page.navigate("http://localhost:" + port + "/records");
            Locator section = page.locator(".practice-records");
            section.scrollIntoViewIfNeeded();
            page.waitForTimeout(500);
            section.screenshot(
                    new Locator.ScreenshotOptions().setPath(dir.get().resolve("rated-records-" + width + ".png")));
            page.context().close();
        }
    }
}
