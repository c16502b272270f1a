package org.calcoolation;

import org.calcoolation.daily.DailyPuzzleService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * {@link AccessibilityIT}'s tour on a phone: every page and dialog, light and dark, at 390×844. A
 * class of its own so that another test JVM runs it beside the laptop's tour.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccessibilityPhoneIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000); // generous: a busy CI machine

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService dailies;

    @Test
    void on_a_phone_no_page_or_dialog_has_a_serious_or_critical_violation() {
        AccessibilityIT.tour(chromium.browser(), port, dailies, 390, 844);
    }
}
