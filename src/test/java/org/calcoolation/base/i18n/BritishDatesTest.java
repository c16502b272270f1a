package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The site's English writes dates the British way ("28 November 2026") on every page, as print and
 * the daily do: {@link Wording#forDates} decides it, and every date formatter takes its locale from it.
 */
class BritishDatesTest {

    static final LocalDate DAY = LocalDate.of(2026, 11, 28);

    @Test
    void english_dates_are_british_and_other_languages_keep_their_own() {
        assertThat(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                        .withLocale(Wording.forDates(Locale.ENGLISH))
                        .format(DAY))
                .isEqualTo("28 November 2026");
        assertThat(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                        .withLocale(Wording.forDates(Locale.US))
                        .format(DAY))
                .isEqualTo("28 November 2026");
        assertThat(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                        .withLocale(Wording.forDates(Locale.GERMAN))
                        .format(DAY))
                .isEqualTo("28. November 2026");
        assertThat(Wording.date(DAY)).isEqualTo("28 November 2026");
    }

    /** A formatter given the page's language as it is would write "November 28, 2026" in English. */
    @Test
    void every_localized_date_formatter_takes_its_locale_from_wording() throws IOException {
        Pattern localized =
                Pattern.compile("ofLocalizedDate(Time)?\\([^;]*?\\.withLocale\\(([^;]*?)\\)\\s*\\.", Pattern.DOTALL);
        Pattern interval = Pattern.compile("DateIntervalFormat\\.getInstance\\(([^;]*?)\\);", Pattern.DOTALL);
        List<String> offending;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            offending = files.filter(file -> file.toString().endsWith(".java"))
                    .flatMap(file -> {
                        String source = read(file);
                        Stream.Builder<String> found = Stream.builder();
                        for (Pattern pattern : List.of(localized, interval)) {
                            Matcher m = pattern.matcher(source);
                            while (m.find())
                                if (!m.group().contains("Wording.forDates")
                                        && !m.group().contains("forDates("))
                                    found.add(file.getFileName() + ": "
                                            + m.group().replaceAll("\\s+", " "));
                        }
                        return found.build();
                    })
                    .toList();
        }
        assertThat(offending).isEmpty();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
