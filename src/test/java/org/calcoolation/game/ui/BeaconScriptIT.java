package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Finish;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The probe of issue 37 in a real browser on the real server: a guest solves the 6×6 on /play a cell
 * every {@link #GAP} or so, and after each move a script in the page posts the page's own beacon (what
 * page.js sends as the page unloads: its {@code data-seat}, with the session's cookie) to say it
 * left. Before the fix the first beacon stood the clock for good: 75 s of play counted a few
 * seconds. Now the beacon is taken, and the clock still counts the wall time between the page's
 * moves, which are never more than the contact grace apart.
 *
 * <p>The probe went a cell every two seconds; the rule is the same for any gap under the contact grace
 * (15 s), so the gap is 0.7 s: the moves span some 23 s of wall time instead of 69 s (load 30), and a
 * clock that stood at the first beacon would count under a second of them, where the test asks for
 * all but one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class BeaconScriptIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    private static final Duration GAP = Duration.ofMillis(700);

    /** The player's script: the page's own beacon, posted with the page's cookies; its answer's status. */
    private static final String LEAVE = """
            () => fetch('/play/left', {method: 'POST', credentials: 'same-origin',
                body: document.querySelector('[data-seat]').dataset.seat}).then(answer => answer.status)""";

    @LocalServerPort
    int port;

    @Autowired
    GameService games;

    @Test
    void a_page_that_posts_its_beacon_after_every_move_is_counted_the_wall_time_between_its_moves() {
        BrowserContext context = chromium.newContext(1280, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://localhost:" + port + "/play");
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(36);
        UUID game = UUID.fromString((String) page.evaluate("() => document.querySelector('.board').calcoolation.game"));
        Grid solution = games.state(game).puzzle().solution().orElseThrow();

        long first = 0, last = 0;
        int beacons = 0, taken = 0;
        for (int i = 0; i < 36; i++) {
            Cell cell = Cell.ofIndex(i, 6);
            cells.nth(i).click();
            page.keyboard().press(Integer.toString(solution.digit(cell)));
            if (i == 0) first = System.nanoTime();
            last = System.nanoTime();
            if (i == 35) break;
            assertThat(cells.nth(i)).hasAttribute("aria-label", Pattern.compile(", value " + solution.digit(cell)));
            int status = ((Number) page.evaluate(LEAVE)).intValue();
            beacons++;
            if (status == 204) taken++;
            page.waitForTimeout(GAP.toMillis() - 200);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> games.state(game).isFinished());
        Finish finish = games.state(game).finish().orElseThrow();
        Duration between = Duration.ofNanos(last - first);

        System.out.printf(
                "6×6 with a beacon after each move (%d posted, %d taken): wall time between first and last move %.1f s,"
                        + " counted play time %.1f s, elapsed %.1f s%n",
                beacons,
                taken,
                between.toMillis() / 1000.0,
                finish.playTime().toMillis() / 1000.0,
                finish.elapsed().toMillis() / 1000.0);
        Assertions.assertThat(finish.playTime())
                .as("counted: no less than the wall time between the moves (less a second for the round trips)")
                .isGreaterThanOrEqualTo(between.minusSeconds(1));
        context.close();
    }
}
