package org.calcoolation.classroom;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A time as the assignment's booklet prints it, in English as the booklet's other words: "Sat 28 Nov,
 * 14:05 UTC". The pages say times in their own language ({@code base.i18n.Wording.momentUtc}).
 */
final class ClassTimes {

    private static final DateTimeFormatter SPOKEN = DateTimeFormatter.ofPattern(
                    "EEE d MMM, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private ClassTimes() {}

    static String spoken(Instant instant) {
        return SPOKEN.format(instant);
    }
}
