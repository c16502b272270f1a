package org.calcoolation;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.assertj.core.api.Assertions;
import org.awaitility.Awaitility;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A new install as a new player meets it, once the pool has replaced its first connections: a fresh
 * data folder (so the migrations run at this start), connections that live 30 s, and today's 4×4
 * solved in Chromium at least 45 s after the start, once every connection of the start is gone
 * (waited for, at most a minute more: a pool that keeps one fails the test).
 * The solve must be on /records and the ladder, and the log must hold no ERROR. H2 2.4 lost exactly
 * this solve.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.datasource.hikari.max-lifetime=30000")
class FreshInstallIT {

    private static final String RUN = UUID.randomUUID().toString().substring(0, 8);
    private static final Duration SOLVE_AFTER = Duration.ofSeconds(45);

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @DynamicPropertySource
    static void freshDataFolder(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "fresh-install");
    }

    @LocalServerPort
    int port;

    @Autowired
    ApplicationContext context;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    @Test
    void a_daily_solved_45_s_after_a_fresh_start_is_in_the_records(CapturedOutput output) throws InterruptedException {
        Set<String> sessionsAtStart = sessions();
        String name = "fresh_" + RUN;
        Grid solution = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst()
                .puzzle()
                .solution()
                .orElseThrow();
        // Closed before the log is read: whatever its pages' end makes the server log is read too.
        try (BrowserContext browserContext = chromium.newContext(1280, 900)) {
            Page page = browserContext.newPage();
            page.setDefaultTimeout(20_000);
            Chromium.register(page, url(""), name, "a fresh install password");
            page.waitForURL(url("/"));

            long wait = context.getStartupDate() + SOLVE_AFTER.toMillis() - System.currentTimeMillis();
            if (wait > 0) Thread.sleep(wait);
            // Each connection lives 30 s from when it opened, which on a slow start can be half a minute
            // after the start began: wait for the last of them, and fail if the pool keeps any too long.
            Awaitility.await("the pool retires every connection of the start")
                    .atMost(Duration.ofSeconds(60))
                    .pollInterval(Duration.ofSeconds(1))
                    .until(() -> {
                        Set<String> now = sessions();
                        now.retainAll(sessionsAtStart);
                        return now.isEmpty();
                    });

            page.navigate(url("/today"));
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, not started"))
                    .click();
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Start").setExact(true))
                    .click();
            assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
            Chromium.typeGrid(page, solution);
            assertThat(page.getByRole(
                            AriaRole.HEADING,
                            new Page.GetByRoleOptions().setName("Solved").setExact(true)))
                    .isVisible();

            page.navigate(url("/records"));
            assertThat(page.locator("vaadin-grid").first()).containsText("4×4 Easy");
            page.navigate(url("/today"));
            assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, solved in")))
                    .isVisible();
        }
        Assertions.assertThat(output.getAll().lines().filter(line -> line.contains(" ERROR ")))
                .as("ERROR lines in the log")
                .isEmpty();
    }

    /** H2's open sessions, each with when it began (a number alone may be given again). */
    private Set<String> sessions() {
        return new HashSet<>(jdbc.queryForList(
                "select session_id || '@' || session_start from information_schema.sessions", String.class));
    }
}
