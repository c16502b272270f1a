package org.calcoolation.base.ui;

import java.time.Duration;

/** Times as players read them: mm:ss, or h:mm:ss from an hour on. */
public final class TimeText {

    private TimeText() {}

    public static String of(Duration time) {
        long seconds = Math.max(0, time.toSeconds());
        long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
        return h > 0 ? "%d:%02d:%02d".formatted(h, m, s) : "%02d:%02d".formatted(m, s);
    }

    public static String ofMillis(long millis) {
        return of(Duration.ofMillis(millis));
    }
}
