package org.calcoolation.stats;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import org.assertj.core.api.Assertions;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerService;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Ratings as a player sees them in Debian's Chromium: a week of daily results from a dozen players of
 * different strength, rated by the service, then the records page and a day's ladder. Set
 * SCREENSHOT_DIR to keep pictures of both at 1366×768 and 390 wide.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RatingsJourneyIT {

    private static final String RUN = UUID.randomUUID().toString().substring(0, 8);

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        properties.add(
                "calcoolation.data-dir",
                () -> System.getProperty("calcoolation.test-data", "./target/test-data") + "/ratings-it-" + RUN);
        properties.add("calcoolation.ratings.cron", () -> "-");
    }

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    RatingService ratings;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** Seven past days of every rung; a player's clean time is the rung's par scaled by their speed. */
    private LocalDate aWeekOfResults(long you) {
        Random random = new Random(7);
        List<Long> field = new ArrayList<>(List.of(you));
        for (String name : List.of("Ada", "Bo", "Chidi", "Dana", "Emeka", "Fen", "Gus", "Hana", "Ivo", "Jun", "Kai")) {
            field.add(Players.insert(jdbc, name));
        }
        LocalDate first = daily.today().minusDays(8);
        for (int d = 0; d < 7; d++) {
            LocalDate day = first.plusDays(d);
            for (DailyPuzzle rung : ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day)).puzzles()) {
                double hardness = 0.7 + 0.6 * random.nextDouble();
                for (int p = 0; p < field.size(); p++) {
                    if (random.nextInt(4) == 0) continue;
                    double speed = 0.6 + 0.1 * p;
                    long millis = Math.round(
                            20_000 * rung.size() * rung.size() * speed * hardness * (0.8 + 0.4 * random.nextDouble()));
                    Outcome outcome = random.nextDouble() < 0.05 * p
                            ? Outcome.GIVEN_UP
                            : random.nextDouble() < 0.1 ? Outcome.ASSISTED : Outcome.CLEAN;
                    stats.record(new FinishToRecord(
                            field.get(p),
                            UUID.randomUUID(),
                            OptionalLong.of(rung.id()),
                            rung.puzzleId(),
                            new PuzzleKind(rung.size(), rung.difficulty(), rung.variant()),
                            outcome,
                            millis,
                            millis + 5_000,
                            day.atTime(8 + p, 0).toInstant(ZoneOffset.UTC)));
                }
            }
        }
        // Today, five clean solves on each of the first three rungs: the front page's ladder says how they played.
        for (DailyPuzzle rung : ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .subList(0, 3)) {
            for (int p = 1; p <= 5; p++) {
                long millis = 15_000L * rung.size() * rung.size() * (p + 2) / 4;
                stats.record(new FinishToRecord(
                        field.get(p),
                        UUID.randomUUID(),
                        OptionalLong.of(rung.id()),
                        rung.puzzleId(),
                        rung.kind(),
                        Outcome.CLEAN,
                        millis,
                        millis + 5_000,
                        Instant.now()));
            }
        }
        // A newcomer with two games on the last day: provisional, marked so in the table.
        long newcomer = Players.insert(jdbc, "Lee");
        for (DailyPuzzle rung : ((DailyPuzzleService.DayResult.Ladder) daily.ladder(first.plusDays(6)))
                .puzzles()
                .subList(0, 2)) {
            stats.record(new FinishToRecord(
                    newcomer,
                    UUID.randomUUID(),
                    OptionalLong.of(rung.id()),
                    rung.puzzleId(),
                    new PuzzleKind(rung.size(), rung.difficulty(), rung.variant()),
                    Outcome.CLEAN,
                    10_000,
                    11_000,
                    first.plusDays(6).atTime(20, 0).toInstant(ZoneOffset.UTC)));
        }
        return first;
    }

    @Test
    void a_player_finds_their_rating_its_history_the_ratings_table_and_how_each_daily_played() {
        String name = "rated_" + RUN;
        String shots = System.getenv("SCREENSHOT_DIR");
        Page page = chromium.newContext(1366, 768).newPage();
        // Generous: the first page of a cold server on a busy machine can take a while.
        page.setDefaultTimeout(60_000);
        Chromium.register(page, url(""), name, "a rated player's password");
        page.waitForURL(url("/"));
        LocalDate first =
                aWeekOfResults(players.findByUsername(name).orElseThrow().id());
        Assertions.assertThat(ratings.rateFinishedDays()).isEqualTo(8);

        page.navigate(url("/records"));
        assertThat(page.locator(".your-rating")).containsText("Your rating: ");
        assertThat(page.locator(".sparkline")).isVisible();
        assertThat(page.locator(".ratings-table tr.you")).containsText(name);
        assertThat(page.locator(".ratings-table").last()).containsText("Ada");
        assertThat(page.locator(".ratings-table tr.provisional")).containsText("Lee");
        assertThat(page.locator(".kind-board")).containsText("You are ");
        assertThat(page.locator(".kind-board tr.you")).containsText(name);
        shoot(page, shots, "ratings", ".ratings h2");
        shoot(page, shots, "kind-board", ".kind-board h2");

        page.navigate(url("/daily/" + first.plusDays(6)));
        assertThat(page.locator(".played-rung").first()).containsText("Median clean play time");
        assertThat(page.locator(".played-rung").first()).containsText("Puzzle rating");
        shoot(page, shots, "daily-played", ".played-difficulty");

        // Today's ladder on the front page says in short how the rungs with five clean solves played.
        page.navigate(url("/"));
        assertThat(page.locator(".rung-played").first()).containsText("Median ");
        assertThat(page.locator(".rung-link").nth(3)).hasText("7×7 Hard · Classic");
        shoot(page, shots, "home-ladder", ".ladder");
    }

    /** Pictures of the page scrolled to {@code selector}, at 1366×768 and 390×844, light and dark, when SCREENSHOT_DIR is set. */
    private static void shoot(Page page, String shots, String name, String selector) {
        if (shots == null) return;
        for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
            for (int[] size : new int[][] {{1366, 768}, {390, 844}}) {
                page.setViewportSize(size[0], size[1]);
                page.locator(selector).first().evaluate("e => e.scrollIntoView()");
                page.waitForTimeout(300);
                String file = name + "-" + (scheme == ColorScheme.DARK ? "dark-" : "light-") + size[0] + ".png";
                page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, file)));
            }
        }
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
        page.setViewportSize(1366, 768);
    }
}
