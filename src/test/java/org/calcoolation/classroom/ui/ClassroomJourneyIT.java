package org.calcoolation.classroom.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.GameService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A class in Debian's Chromium (issue 42): a teacher makes a class and adds three students; one signs
 * in with the one-time password printed on their card and must choose their own before anything else;
 * the card's password then signs nobody in. The teacher sets an assignment of two 5×5 puzzles open
 * now; the student solves the first, and the teacher's page, open all along and never reloaded,
 * shows it solved: the delay from the last digit to the teacher's table is printed (the issue asks
 * for under a second; no timed assertion). Names are new each run: the test database is shared. Set
 * SCREENSHOT_DIR to keep the teacher's and the student's pages at 390 and 1366 px.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClassroomJourneyIT {

    private static final String PASSWORD = "a class journey password";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    JdbcTemplate jdbc;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private static Page page() {
        Page page = chromium.newContext(1366, 900).newPage();
        page.setDefaultTimeout(20_000);
        return page;
    }

    private void logIn(Page page, String name, String password) {
        page.navigate(url("/login"));
        page.getByLabel("User name").fill(name);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        button(page, "Log in").click();
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static Locator h1(Page page) {
        return page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1));
    }

    @Test
    void a_teacher_adds_three_students_one_signs_in_with_the_card_and_the_teachers_page_shows_the_solve_live() {
        String run = UUID.randomUUID().toString().substring(0, 6);
        String className = "Class 3C " + run;

        Page teacher = page();
        Chromium.register(teacher, url(""), "cjt_" + run, PASSWORD);
        teacher.waitForURL(url("/"));
        teacher.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Classes").setExact(true))
                .click();
        teacher.getByLabel("Class name").fill(className);
        button(teacher, "Make the class").click();
        assertThat(h1(teacher)).hasText(className);
        teacher.waitForURL(Pattern.compile(".*/classes/[0-9]+$"));
        teacher.getByLabel("Students’ names, one a line").fill("Ann " + run + "\nBo " + run + "\nCyd " + run);
        button(teacher, "Add the students").click();
        Locator cards = teacher.locator(".sign-in-card");
        assertThat(cards).hasCount(3);
        assertThat(cards.first()).containsText("Ann " + run);
        String username = cards.first().locator(".card-username").innerText();
        String card = cards.first().locator(".card-password").innerText();
        shots(teacher, "class-cards");

        Page student = page();
        logIn(student, username, card);
        assertThat(h1(student)).hasText("Choose your password");
        student.navigate(url("/rated"));
        assertThat(h1(student)).hasText("Choose your password");
        student.getByLabel("Your new password").fill(PASSWORD + " mine");
        student.getByLabel("The same again").fill(PASSWORD + " mine");
        button(student, "Save my password").click();
        assertThat(h1(student)).hasText(className);
        assertThat(teacher.locator(".student-table")).containsText("chosen");

        Page again = page();
        logIn(again, username, card);
        again.waitForURL(Pattern.compile(".*/login\\?error.*"));

        button(teacher, "Set the assignment").click();
        Locator solvedCell = teacher.locator(".progress-table .progress-solved");
        assertThat(teacher.locator(".progress-table")).containsText("Ann " + run);
        assertThat(teacher.locator(".progress-table")).containsText("not started");
        teacher.evaluate("""
                () => { window.solvedAt = 0;
                  new MutationObserver(() => {
                    if (!window.solvedAt && document.querySelector('.progress-table .progress-solved'))
                      window.solvedAt = Date.now();
                  }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true}); }""");

        student.navigate(url("/classes"));
        student.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Puzzle 1: 5×5 · Easy"))
                .click();
        assertThat(student.getByRole(AriaRole.GRIDCELL)).hasCount(25);
        assertThat(teacher.locator(".progress-table .progress-playing")).hasCount(1);
        Grid solution = games.state(gameOf(username)).puzzle().solution().orElseThrow();
        Chromium.typeGrid(student, solution, Duration.ofSeconds(8));
        long lastDigit = System.currentTimeMillis();
        assertThat(student.locator(".finish h2")).hasText("Solved");
        assertThat(solvedCell).hasCount(1, new LocatorAssertions.HasCountOptions().setTimeout(10_000));
        long shown = ((Number) teacher.evaluate("() => window.solvedAt")).longValue();
        System.out.printf(
                "ClassroomJourneyIT: the teacher's page showed the solve %d ms after the student's last digit,"
                        + " without a reload%n",
                shown - lastDigit);
        assertThat(solvedCell).containsText("solved in");
        assertThat(solvedCell.locator(".progress-replay")).hasCount(1);
        shots(teacher, "class-page");
        student.navigate(url("/classes"));
        assertThat(student.locator(".class-board")).containsText("Ann " + run);
        shots(student, "class-student");
    }

    private UUID gameOf(String username) {
        long student = players.findByUsername(username).orElseThrow().id();
        return jdbc.queryForObject(
                "select game_id from class_game where student_id = ? and position = 0", UUID.class, student);
    }

    /** The page at a phone's and a laptop's width, when SCREENSHOT_DIR is set. */
    private static void shots(Page page, String name) {
        String dir = System.getenv("SCREENSHOT_DIR");
        if (dir == null) return;
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            page.waitForTimeout(300);
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(Paths.get(dir, name + "-" + width + ".png")));
        }
        page.setViewportSize(1366, 900);
    }
}
