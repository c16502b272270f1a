package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.calcoolation.account.PlayerService;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithAnonymousUser;
import org.springframework.security.test.context.support.WithUserDetails;

// A context of its own, as in DailyViewTest: secured browserless tests must not share one.
@SpringBootTest
@WithUserDetails(value = ArchiveViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class ArchiveViewTest extends SpringBrowserlessTest {

    static final String USER = "archive.player";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    private long playerId;

    /** The player starts each test with no records, and with the display name the header should show. */
    @BeforeEach
    void aFreshPlayer() {
        playerId = DailyTestData.account(players, USER, "Ada of the Archive");
        jdbc.update("delete from solve_record where player_id = ?", playerId);
    }

    private List<DailyPuzzle> ladder(LocalDate day) {
        return DailyTestData.ladder(daily, day);
    }

    /** A finished rung, recorded as the stats listener records it. */
    private void finished(DailyPuzzle rung, Outcome outcome) {
        DailyTestData.finished(stats, playerId, rung, outcome, 60_000, 61_000, Instant.now());
    }

    private Optional<String> dayLink(LocalDate day) {
        return $(Anchor.class).withClassName("day").all().stream()
                .filter(a -> a.getHref().equals("daily/" + day))
                .map(a -> a.getElement().getAttribute("aria-label"))
                .findFirst();
    }

    @Test
    void each_day_of_the_month_is_marked_solved_partly_given_up_or_untouched() {
        LocalDate allSolved = LocalDate.of(2026, 3, 2),
                mixed = LocalDate.of(2026, 3, 3),
                givenUp = LocalDate.of(2026, 3, 4);
        for (DailyPuzzle rung : ladder(allSolved)) finished(rung, rung.slot() == 0 ? Outcome.CLEAN : Outcome.ASSISTED);
        finished(ladder(mixed).get(0), Outcome.CLEAN);
        finished(ladder(mixed).get(1), Outcome.ASSISTED);
        finished(ladder(mixed).get(2), Outcome.GIVEN_UP);
        finished(ladder(givenUp).get(5), Outcome.GIVEN_UP);
        ladder(LocalDate.of(2026, 3, 5));

        ArchiveView view = navigate("archive/2026-03", ArchiveView.class);

        assertThat(view.heading.getText()).isEqualTo("Archive: March 2026");
        assertThat(view.getPageTitle()).isEqualTo("Archive · March 2026 · Calcoolation");
        assertThat(dayLink(allSolved)).hasValue("2 March: solved 6 of 6");
        assertThat(dayLink(mixed)).hasValue("3 March: solved 2 of 6, gave up 1");
        assertThat(dayLink(givenUp)).hasValue("4 March: gave up 1 of 6");
        assertThat(dayLink(LocalDate.of(2026, 3, 5)))
                .as("a stored ladder never played")
                .hasValue("5 March: untouched");
        assertThat(dayLink(LocalDate.of(2026, 3, 31)))
                .as("a ladder not yet generated")
                .hasValue("31 March: untouched");
        assertThat($(Anchor.class).withClassName("day").all()).hasSize(31);
        assertThat($(Anchor.class).withClassName("solved").all()).hasSize(1);
        assertThat($(Anchor.class).withClassName("partly").all()).hasSize(1);
        assertThat($(Anchor.class).withClassName("given-up").all()).hasSize(1);
        // Six pips for each day: filled for the solved rungs, square for the given-up, rings for the rest.
        Anchor third = $(Anchor.class).withClassName("day").all().get(2);
        assertThat(third.getElement()
                        .getChild(1)
                        .getChildren()
                        .map(pip -> pip.getAttribute("class"))
                        .toList())
                .containsExactly("pip-solved", "pip-solved", "pip-given-up", "pip-open", "pip-open", "pip-open");
    }

    @Test
    void the_months_lead_to_each_other_within_the_archive() {
        navigate("archive/2026-01", ArchiveView.class);

        assertThat($(Span.class).withClassName("off").single().getText()).isEqualTo("← December 2025");
        assertThat($(Anchor.class).all())
                .extracting(Anchor::getHref)
                .contains("archive/2026-02", ArchiveView.path(YearMonth.from(daily.today())));
        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).doesNotContain("archive/2025-12");
        // 1 January 2026 is a Thursday: three empty cells come first, and the first day has a ladder.
        assertThat(dayLink(LocalDate.of(2026, 1, 1))).hasValue("1 January: untouched");
    }

    @Test
    void days_still_to_come_are_shown_but_cannot_be_chosen() {
        LocalDate today = daily.today();
        navigate("archive/" + YearMonth.from(today), ArchiveView.class);

        assertThat(dayLink(today)).isPresent();
        assertThat($(Span.class).withClassName("off").single().getText()).endsWith(" →");
        if (today.getDayOfMonth() < today.lengthOfMonth()) {
            LocalDate tomorrow = today.plusDays(1);
            assertThat(dayLink(tomorrow)).isEmpty();
            assertThat($(Span.class).withClassName("none").all())
                    .extracting(s -> s.getElement().getAttribute("aria-label"))
                    .contains(tomorrow.getDayOfMonth() + " "
                            + tomorrow.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)
                            + ": no puzzles");
        }
    }

    @Test
    void a_month_not_out_yet_or_no_month_at_all_gets_a_plain_message_and_this_month() {
        ArchiveView future = navigate("archive/2099-05", ArchiveView.class);
        assertThat(future.refusal.getText()).isEqualTo("May 2099 has no puzzles yet. Here is this month.");
        assertThat(future.heading.getText()).isEqualTo("Archive: " + ArchiveView.month(YearMonth.from(daily.today())));

        ArchiveView nonsense = navigate("archive/soon", ArchiveView.class);
        assertThat(nonsense.refusal.getText()).startsWith("“soon” is not a month.");
    }

    @Test
    @WithAnonymousUser
    void a_guest_sees_the_calendar_unmarked_with_the_way_to_log_in() {
        finished(ladder(LocalDate.of(2026, 3, 2)).getFirst(), Outcome.CLEAN);

        navigate("archive/2026-03", ArchiveView.class);

        assertThat(dayLink(LocalDate.of(2026, 3, 2)))
                .as("someone else's solve is not the guest's")
                .hasValue("2 March: untouched");
        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("login");
    }

    @Test
    void the_header_shows_the_display_name_leading_to_the_account() {
        navigate("archive", ArchiveView.class);

        Anchor name = $(Anchor.class).withClassName("signed-in-as").single();
        assertThat(name.getText()).isEqualTo("Ada of the Archive");
        assertThat(name.getHref()).isEqualTo("account");
        assertThat($(Anchor.class).withClassName("brand").single().getHref()).isEqualTo(".");
    }
}
