package org.calcoolation.classroom;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Times as the class pages say them: "Sat 28 Nov, 14:05 UTC". */
public final class ClassTimes {

    private static final DateTimeFormatter SPOKEN = DateTimeFormatter.ofPattern(
                    "EEE d MMM, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private ClassTimes() {}

    public static String spoken(Instant instant) {
        return SPOKEN.format(instant);
    }
}
