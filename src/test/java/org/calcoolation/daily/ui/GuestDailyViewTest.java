package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.ui.BoardTester;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.WithAnonymousUser;

/**
 * A guest's daily (issue 40): today's ladder on the front page, today's rungs played as an account plays
 * them, the finish panel unranked with the rank it would have, no talk; the archive is for accounts.
 */
// A context of its own, as every secured browserless test.
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/guest-daily-ui")
@WithAnonymousUser
class GuestDailyViewTest extends SpringBrowserlessTest {

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    PlayerService players;

    @Autowired
    StatsService stats;

    @Autowired
    DailyBoards boards;

    @Autowired
    JdbcTemplate jdbc;

    private List<ListItem> rungs() {
        return $(ListItem.class).all().stream()
                .filter(li -> li.hasClassName("rung"))
                .toList();
    }

    @Test
    void a_guest_sees_todays_ladder_on_the_front_page_with_how_many_played_and_when_the_next_comes() {
        navigate("", HomeView.class);

        assertThat(rungs()).hasSize(6);
        assertThat(rungs().getFirst().getElement().getTextRecursively())
                .startsWith("4×4 Easynot started")
                .containsPattern("(nobody has played it yet today|played by \\d+ players? today)");
        assertThat($(Anchor.class).withClassName("rung-link").all())
                .extracting(Anchor::getHref)
                .contains("daily/" + daily.today() + "/1", "daily/" + daily.today() + "/6");
        assertThat($(Paragraph.class).withClassName("next-ladder").single().getText())
                .matches("The next ladder comes at 00:00 UTC, in (\\d+ h )?\\d+ min\\.");
        assertThat($(Paragraph.class).withClassName("guest-intro").single().getText())
                .startsWith("Play today’s puzzles now, as a guest.");
        assertThat($(Anchor.class).all())
                .extracting(Anchor::getHref)
                .contains("register", "login")
                .doesNotContain("records");
    }

    @Test
    void a_guest_solves_todays_rung_and_is_told_it_is_unranked_with_the_rank_it_would_have() {
        LocalDate today = daily.today();
        DailyPuzzle easy = DailyTestData.ladder(daily, today).getFirst();
        long ranked = DailyTestData.account(players, "guest.view.ranked", null);
        if (boards.leaderboard(easy.id(), today, ranked, 10).yourRank().isEmpty())
            DailyTestData.finished(stats, ranked, easy, Outcome.CLEAN, 3_600_000, 3_600_000, Instant.now());
        int before = boards.leaderboard(easy.id(), today, -1, 10).solvers();

        DailyPlayView view = navigate("daily/" + today + "/1", DailyPlayView.class);
        Press.on(view.startButton);
        DailyTestData.typeAtOnce(
                new BoardTester($(Div.class).withAttribute("role", "grid").single()),
                easy.puzzle().solution().orElseThrow());
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });

        String standing = $(Paragraph.class).withClassName("standing").single().getText();
        assertThat(standing)
                .startsWith("Unranked: guests are on no board. With this time you would be 1st of " + (before + 1)
                        + " today, faster than 100% of today’s ranked solvers.");
        assertThat(boards.leaderboard(easy.id(), today, -1, 10).solvers())
                .as("the guest's solve is on no board")
                .isEqualTo(before);
        assertThat(view.finish.after.shareText.getText())
                .contains("4×4 Easy · Time ")
                .contains(" · clean");
        assertThat(view.finish.guestInvite.isVisible()).isTrue();
        assertThat(view.finish.guestInvite.getElement().getTextRecursively())
                .startsWith("Register or log in from this browser before midnight UTC");
        assertThat(view.finish.talk.isVisible())
                .as("guests neither rate nor comment")
                .isFalse();
        assertThat($(Anchor.class).withText("Watch your replay").single().getHref())
                .isEqualTo("replay/" + view.panel.game().orElseThrow().id());
        assertThat(jdbc.queryForObject(
                        "select count(*) from solve_record where game_id = ?",
                        Integer.class,
                        view.panel.game().orElseThrow().id()))
                .isZero();

        ReplayView replay = navigate("replay/" + view.panel.game().orElseThrow().id(), ReplayView.class);
        assertThat(replay.refusal.isVisible())
                .as("a guest watches their own replay")
                .isFalse();
    }

    @Test
    void a_past_days_rung_and_ladder_tell_a_guest_the_archive_is_for_accounts() {
        DailyPlayView rung = navigate("daily/2026-02-03/1", DailyPlayView.class);
        assertThat(rung.refusal.getText()).isEqualTo(Wording.t(DailyPlayView.GUESTS_TODAY_ONLY));
        assertThat(rung.panel.game()).isEmpty();

        DailyView ladder = navigate("daily/2026-02-03", DailyView.class);
        assertThat(ladder.refusal.getText()).isEqualTo(Wording.t(DailyPlayView.GUESTS_TODAY_ONLY));
        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("register", "login");
    }

    @Test
    void the_header_leads_a_guest_to_the_daily_puzzles() {
        navigate("", HomeView.class);

        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("today");
    }
}
