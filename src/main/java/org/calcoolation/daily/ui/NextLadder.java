package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Paragraph;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.calcoolation.base.i18n.Wording;

/**
 * When the next ladder comes: at 00:00 UTC for everyone, said in the player's own time once their
 * zone is known (the account's, or the browser's), and how long until then.
 */
final class NextLadder extends Paragraph {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);

    private final Clock clock;

    NextLadder(Clock clock) {
        this.clock = clock;
        addClassName("next-ladder");
        show(ZoneOffset.UTC);
    }

    void show(ZoneId zone) {
        setText(text(clock.instant(), zone));
    }

    static String text(Instant now, ZoneId zone) {
        Instant next = LocalDate.ofInstant(now, ZoneOffset.UTC)
                .plusDays(1)
                .atStartOfDay(ZoneOffset.UTC)
                .toInstant();
        // Rounded up: "in 0 min" would say it has come.
        long minutes = (Duration.between(now, next).toSeconds() + 59) / 60;
        String in = minutes >= 60
                ? Wording.t("daily.next.hours", minutes / 60, minutes % 60)
                : Wording.t("daily.next.minutes", minutes);
        return zone.normalized().equals(ZoneOffset.UTC)
                ? Wording.t("daily.next.utc", in)
                : Wording.t("daily.next.local", CLOCK.format(next.atZone(zone)), zone.getId(), in);
    }
}
