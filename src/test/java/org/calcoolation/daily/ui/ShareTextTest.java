package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.junit.jupiter.api.Test;

class ShareTextTest {

    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);
    private static final String LINK = "https://calcoolation.example/daily/2026-11-23/3";

    private static Finish finish(Outcome outcome, Duration elapsed, HelpLedger help) {
        return new Finish(outcome, elapsed.minusSeconds(9), elapsed, help, Instant.parse("2026-11-23T10:00:00Z"));
    }

    /** A clean solve played with live marks on: clean, not gold. */
    private static final HelpLedger MARKS_ON =
            new HelpLedger(0, 0, 0, false, 0, 0, HelpLedger.NoteTools.NONE, true, true);

    @Test
    void a_gold_solve_says_gold_with_its_star() {
        String text =
                ShareText.of(DAY, "6×6 Hard", finish(Outcome.CLEAN, Duration.ofSeconds(252), HelpLedger.NONE), LINK);

        assertThat(text.lines().toList().get(1)).isEqualTo("6×6 Hard · Time 04:12 · ★ gold");
    }

    @Test
    void a_clean_solve_says_clean() {
        String text = ShareText.of(DAY, "6×6 Hard", finish(Outcome.CLEAN, Duration.ofSeconds(252), MARKS_ON), LINK);

        assertThat(text).isEqualTo("""
                Calcoolation daily · 23 November 2026
                6×6 Hard · Time 04:12 · clean
                https://calcoolation.example/daily/2026-11-23/3""");
    }

    @Test
    void club_places_chosen_go_on_a_line_before_the_link_and_none_leave_the_text_as_it_was() {
        String text = ShareText.of(DAY, "4×4 Easy", finish(Outcome.CLEAN, Duration.ofSeconds(95), MARKS_ON), LINK);

        assertThat(ShareText.withClubs(text, List.of())).isEqualTo(text);
        assertThat(ShareText.withClubs(text, List.of("2nd of 5 in Tuesday Solvers", "1st of 3 in Office")))
                .isEqualTo("""
                        Calcoolation daily · 23 November 2026
                        4×4 Easy · Time 01:35 · clean
                        2nd of 5 in Tuesday Solvers · 1st of 3 in Office
                        https://calcoolation.example/daily/2026-11-23/3""");
    }

    @Test
    void an_assisted_solve_names_each_kind_of_help_with_its_count() {
        HelpLedger help = new HelpLedger(1, 2, 1, false);

        String text = ShareText.of(DAY, "6×6 Hard", finish(Outcome.ASSISTED, Duration.ofSeconds(3725), help), LINK);

        assertThat(text).isEqualTo("""
                Calcoolation daily · 23 November 2026
                6×6 Hard · Time 1:02:05 · with 2 hints, 1 check, 1 revealed cell
                https://calcoolation.example/daily/2026-11-23/3""");
    }

    @Test
    void a_single_hint_is_said_in_the_singular() {
        String text = ShareText.of(
                DAY,
                "4×4 Easy",
                finish(Outcome.ASSISTED, Duration.ofSeconds(61), new HelpLedger(0, 1, 0, false)),
                LINK);

        assertThat(text.lines().toList().get(1)).isEqualTo("4×4 Easy · Time 01:01 · with 1 hint");
    }

    @Test
    void giving_up_says_so_and_no_time_as_a_solve() {
        HelpLedger help = new HelpLedger(0, 3, 0, true);

        String text = ShareText.of(DAY, "9×9 Extreme", finish(Outcome.GIVEN_UP, Duration.ofSeconds(600), help), LINK);

        assertThat(text).isEqualTo("""
                Calcoolation daily · 23 November 2026
                9×9 Extreme · given up after 10:00
                https://calcoolation.example/daily/2026-11-23/3""");
    }
}
