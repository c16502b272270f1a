package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.NotFoundView;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

// A context of its own: Vaadin binds Spring Security's context holder to the Spring context that
// started last, so sharing a cached context with other secured tests lets the test user go astray.
@SpringBootTest
@WithUserDetails(value = "daily.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
class DailyViewTest extends SpringBrowserlessTest {

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aPlayer() {
        DailyTestData.account(players, "daily.player", null);
    }

    private List<String> rungs() {
        return $(ListItem.class).all().stream()
                .filter(li -> li.hasClassName("rung"))
                .map(li -> li.getElement().getTextRecursively())
                .toList();
    }

    @Test
    void a_past_day_shows_its_ladder_with_links_and_states() {
        DailyView view = navigate("daily/2026-02-03", DailyView.class);

        assertThat(view.heading.getText()).isEqualTo("Puzzles of Tuesday, 3 February 2026");
        assertThat(rungs())
                .containsExactly(
                        "4×4 Easynot started",
                        "5×5 Normalnot started",
                        "6×6 Hardnot started",
                        "7×7 Hard · Classicnot started",
                        "8×8 Extremenot started",
                        "9×9 Extreme · Classicnot started");
        assertThat($(Anchor.class).all())
                .extracting(Anchor::getHref)
                .contains("daily/2026-02-03/1", "daily/2026-02-02");
    }

    @Test
    void today_is_called_today_and_has_no_next_day_link() {
        DailyView view = navigate("daily/" + daily.today(), DailyView.class);

        assertThat(view.heading.getText()).isEqualTo("Today’s puzzles");
        assertThat($(Anchor.class).all()).extracting(Anchor::getText).doesNotContain("Next day →");
    }

    @Test
    void a_future_day_is_refused_with_a_link_to_today() {
        DailyView view = navigate("daily/" + daily.today().plusDays(3), DailyView.class);

        assertThat(view.refusal.getText()).contains("not out yet");
        assertThat(rungs()).isEmpty();
        assertThat($(Anchor.class).all()).extracting(Anchor::getText).contains("Go to today’s puzzles");
    }

    @Test
    void a_date_that_is_no_date_is_not_found() {
        for (String address : new String[] {"daily/2026-02-30", "daily/2026-13-40", "daily/nonsense"}) {
            navigate(address, NotFoundView.class);

            assertThat($(H1.class).single().getText()).as(address).isEqualTo("Page not found");
            assertThat(rungs()).isEmpty();
        }
    }

    @Test
    void the_home_page_shows_todays_ladder_to_a_signed_in_player() {
        HomeView home = navigate(HomeView.class);

        assertThat(home.today.isVisible()).isTrue();
        assertThat(rungs()).hasSize(6);
    }

    private List<String> played() {
        return $(ListItem.class).all().stream()
                .filter(li -> li.hasClassName("played-rung"))
                .map(li -> li.getElement().getTextRecursively())
                .toList();
    }

    @Test
    void each_rung_says_how_it_played_once_it_has_five_clean_solves_and_how_many_it_has_before() {
        LocalDate day = LocalDate.of(2026, 2, 10);
        DailyPuzzle easy = DailyTestData.ladder(daily, day).getFirst();
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", easy.id());
        long player = players.findByUsername("daily.player").orElseThrow().id();
        for (int i = 0; i < 5; i++) {
            DailyTestData.finished(
                    stats,
                    player,
                    easy,
                    i < 4 ? Outcome.CLEAN : Outcome.ASSISTED,
                    60_000 + 10_000 * i,
                    60_000 + 10_000 * i,
                    day.atTime(12, i).toInstant(ZoneOffset.UTC));
        }

        navigate("daily/" + day, DailyView.class);
        assertThat(played()).hasSize(6);
        assertThat(played().getFirst())
                .isEqualTo("4×4 Easy: 4 clean solves so far; its median play time shows from 5.");

        DailyTestData.finished(
                stats,
                player,
                easy,
                Outcome.CLEAN,
                200_000,
                200_000,
                day.atTime(13, 0).toInstant(ZoneOffset.UTC));
        navigate("daily/" + day, DailyView.class);
        assertThat(played().getFirst()).startsWith("4×4 Easy: Median clean play time 01:20 over 5 clean solves, ");
        assertThat(played().get(1)).isEqualTo("5×5 Normal: 0 clean solves so far; its median play time shows from 5.");
        assertThat(rungs().getFirst())
                .as("the ladder says it in short too")
                .startsWith("4×4 Easynot startedMedian 01:20 over 5 clean solves");
        assertThat(rungs().get(1)).isEqualTo("5×5 Normalnot started");
    }

    @Test
    void the_home_page_names_the_classic_rungs_and_says_how_a_rung_played_from_five_clean_solves() {
        List<DailyPuzzle> ladder = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today())).puzzles();
        DailyPuzzle top = ladder.getLast();
        // Other test classes share this database and solve today's 4×4 (ClubViewTest, ...): clear
        // both rungs this test speaks of, so what it reads is only what it wrote.
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", top.id());
        jdbc.update(
                "delete from solve_record where daily_puzzle_id = ?",
                ladder.getFirst().id());
        long player = players.findByUsername("daily.player").orElseThrow().id();
        for (int i = 0; i < 5; i++) {
            stats.record(new FinishToRecord(
                    player,
                    UUID.randomUUID(),
                    OptionalLong.of(top.id()),
                    top.puzzleId(),
                    top.kind(),
                    Outcome.CLEAN,
                    600_000 + 60_000 * i,
                    600_000 + 60_000 * i,
                    Instant.now()));
        }

        navigate(HomeView.class);

        assertThat(rungs().get(3)).startsWith("7×7 Hard · Classic");
        assertThat(rungs().get(4)).startsWith("8×8 Extreme").doesNotContain("Classic");
        assertThat(rungs().getLast()).startsWith("9×9 Extreme · Classicnot startedMedian 12:00 over 5 clean solves");
        assertThat(rungs().getFirst()).doesNotContain("Median");
    }
}
