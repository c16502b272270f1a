package org.calcoolation.daily.ui;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** When the next ladder comes: every day at midnight UTC, for everyone. */
final class NextLadder {

    private NextLadder() {}

    /** "The next ladder comes at midnight UTC, in 5 h 12 min." */
    static String sentence(Instant now) {
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        Instant next = today.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        long minutes = (Duration.between(now, next).toSeconds() + 59) / 60;
        String in = minutes >= 60 ? (minutes / 60) + " h " + (minutes % 60) + " min" : minutes + " min";
        return "The next ladder comes at midnight UTC, in " + in + ".";
    }
}
