package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.assertj.core.api.Assertions;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 38 in Debian's Chromium: a moderator logs in, follows the header's Review link to a reported
 * comment, opens its rung (which stays on its Start step), hides the comment after confirming and
 * unhides it, without starting the rung. Set SCREENSHOT_DIR to keep pictures.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.moderators=" + ModerationJourneyIT.MODERATOR})
class ModerationJourneyIT {

    static final String MODERATOR = "journey.moderator";
    private static final String SPOILER = "the corner cage is 4 and 1, the rest follows";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private static Locator button(Locator within, String name) {
        return within.getByRole(
                AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(name).setExact(true));
    }

    /** Ada's comment on yesterday's first rung, reported by Bea: known by user name, as a display name may be taken. */
    private DailyPuzzle aReportedComment(LocalDate day) {
        long ada = DailyTestData.account(players, "journey.ada", null);
        long bea = DailyTestData.account(players, "journey.bea", null);
        DailyTestData.account(players, MODERATOR, null);
        DailyPuzzle rung = DailyTestData.ladder(daily, day).getFirst();
        jdbc.update("delete from rung_comment where daily_puzzle_id = ?", rung.id());
        OffsetDateTime at = day.atTime(21, 0).atOffset(ZoneOffset.UTC);
        jdbc.update(
                "insert into rung_comment (daily_puzzle_id, player_id, body, posted_at) values (?, ?, ?, ?)",
                rung.id(),
                ada,
                SPOILER,
                at);
        long comment =
                jdbc.queryForObject("select id from rung_comment where daily_puzzle_id = ?", Long.class, rung.id());
        jdbc.update(
                "insert into rung_comment_report (comment_id, player_id, reported_at) values (?, ?, ?)",
                comment,
                bea,
                at.plusMinutes(1));
        return rung;
    }

    @Test
    void a_moderator_hides_a_reported_comment_after_confirming_and_unhides_it_without_starting_the_rung() {
        LocalDate yesterday = daily.today().minusDays(1);
        DailyPuzzle rung = aReportedComment(yesterday);
        BrowserContext context = chromium.newContext(1366, 768);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        String shots = System.getenv("SCREENSHOT_DIR");

        page.navigate(url("/login"));
        page.getByLabel("User name").fill(MODERATOR);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(DailyTestData.PASSWORD);
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log in").setExact(true))
                .click();
        page.waitForURL(url("/"));

        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Review").setExact(true))
                .click();
        page.waitForURL(url("/review"));
        Locator reported = page.locator(".reported-comments tr", new Page.LocatorOptions().setHasText(SPOILER));
        assertThat(reported).containsText("journey.ada");
        assertThat(reported).containsText("1");
        reported.getByRole(AriaRole.LINK).click();
        page.waitForURL(url("/daily/" + yesterday + "/1"));

        assertThat(button(page.locator("main"), "Start")).isVisible();
        Locator moderation = page.locator(".moderation");
        assertThat(moderation.locator(".comment-body")).hasText(SPOILER);
        assertThat(moderation).containsText("1 report");
        if (shots != null) page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "moderation.png")));

        button(moderation, "Hide").click();
        Locator dialog = page.getByRole(AriaRole.ALERTDIALOG);
        assertThat(dialog).containsText("Hide journey.ada’s comment?");
        // Nothing is hidden before the answer.
        assertThat(moderation.locator(".comment-body")).hasText(SPOILER);
        button(dialog, "Hide").click();
        assertThat(dialog).hasCount(0);
        assertThat(moderation.locator(".comment-hidden")).hasText(Wording.t(Comments.HIDDEN));
        assertThat(moderation.locator(".comment-was")).hasText("It read: " + SPOILER);

        button(moderation, "Unhide").click();
        assertThat(moderation.locator(".comment-body")).hasText(SPOILER);
        // The rung was never started.
        assertThat(button(page.locator("main"), "Start")).isVisible();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(0);
        Assertions.assertThat(jdbc.queryForObject(
                        "select count(*) from rung_comment where daily_puzzle_id = ? and hidden_at is null",
                        Integer.class,
                        rung.id()))
                .isEqualTo(1);
        context.close();
    }
}
