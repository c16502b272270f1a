package org.calcoolation.daily.ui;

import java.time.LocalDate;

/** Playing one rung of a day's ladder. */
final class DailyPlayView {

    private DailyPlayView() {}

    static String path(LocalDate day, int slot) {
        return "daily/" + day + "/" + (slot + 1);
    }
}
