package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Anchor;
import java.time.LocalDate;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;

/** The archive links each week of the month that is over to its booklet, and no week still played. */
class ArchivePrintWeeksTest {

    @Test
    void only_weeks_wholly_over_are_linked() {
        var links = ArchiveView.printWeeks(YearMonth.of(2026, 11), LocalDate.of(2026, 11, 28))
                .getChildren()
                .filter(Anchor.class::isInstance)
                .map(Anchor.class::cast)
                .toList();
        // 26 October – 1 November starts in October but ends in November; 23–29 November is still played.
        assertThat(links)
                .extracting(Anchor::getHref)
                .containsExactly(
                        "print?week=2026-10-26",
                        "print?week=2026-11-02",
                        "print?week=2026-11-09",
                        "print?week=2026-11-16");
        assertThat(links.getFirst().getText()).isEqualTo("week of 26 October");
    }

    @Test
    void a_month_with_no_week_over_says_when_weeks_can_be_printed() {
        // Sunday 1 November: the week of 26 October is still played that day.
        var paragraph = ArchiveView.printWeeks(YearMonth.of(2026, 11), LocalDate.of(2026, 11, 1));
        assertThat(paragraph.getText())
                .isEqualTo("Each week of daily puzzles can be printed, with its answers, once it is over.");
    }
}
