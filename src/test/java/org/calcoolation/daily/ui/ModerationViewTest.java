package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * Issue 38: a moderator could not see or hide a reported comment without finishing the rung (the rung
 * showed its Start step; the talk came only after giving it up), /review listed held solves only, the
 * header had no way to it, and Hide asked nothing and could not be taken back.
 */
@SpringBootTest(properties = {"calcoolation.moderators=" + ModerationViewTest.MODERATOR})
@WithUserDetails(value = ModerationViewTest.MODERATOR, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class ModerationViewTest extends SpringBrowserlessTest {

    static final String MODERATOR = "rung.moderator";
    private static final LocalDate DAY = LocalDate.of(2026, 3, 9);
    private static final String SPOILER = "the top corner is a 4, then it all falls out";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    private DailyPuzzle rung;

    /**
     * Ada's comment on the day's first rung, reported by Bea; the moderator has not opened the rung.
     * Known by their user names: a display name such as "Ada" may be another test class's in the
     * JVM's one database, and a look-alike is refused.
     */
    @BeforeEach
    void aReportedComment() {
        DailyTestData.freshAccount(players, MODERATOR);
        long ada = DailyTestData.account(players, "mod.ada", null);
        long bea = DailyTestData.account(players, "mod.bea", null);
        rung = DailyTestData.ladder(daily, DAY).getFirst();
        jdbc.update("delete from rung_comment where daily_puzzle_id = ?", rung.id());
        OffsetDateTime at = DAY.atTime(20, 0).atOffset(ZoneOffset.UTC);
        jdbc.update(
                "insert into rung_comment (daily_puzzle_id, player_id, body, posted_at) values (?, ?, ?, ?)",
                rung.id(),
                ada,
                SPOILER,
                at);
        long comment =
                jdbc.queryForObject("select id from rung_comment where daily_puzzle_id = ?", Long.class, rung.id());
        jdbc.update(
                "insert into rung_comment_report (comment_id, player_id, reported_at) values (?, ?, ?)",
                comment,
                bea,
                at.plusMinutes(5));
    }

    @Test
    void
            a_moderator_sees_the_talk_of_a_rung_not_started_and_hides_a_reported_comment_after_confirming_and_unhides_it() {
        DailyPlayView view = navigate("daily/" + DAY + "/1", DailyPlayView.class);

        assertThat(view.startStep.isVisible()).as("the rung is not started").isTrue();
        assertThat(view.panel.game().orElseThrow().started()).isFalse();
        assertThat(view.moderation.isVisible()).isTrue();
        assertThat($(Paragraph.class).withClassName("comment-body").single().getText())
                .isEqualTo(SPOILER);
        assertThat($(Span.class).withText("1 report").all()).hasSize(1);

        Press.on($(NativeButton.class).withText("Hide").single());
        ConfirmDialog ask = $(ConfirmDialog.class).last();
        assertThat(ask.getElement().getProperty("header")).isEqualTo("Hide mod.ada’s comment?");
        test(ask).cancel();
        assertThat($(Paragraph.class).withClassName("comment-body").all())
                .as("Cancel hides nothing")
                .hasSize(1);
        Press.on($(NativeButton.class).withText("Hide").single());
        test($(ConfirmDialog.class).last()).confirm();

        assertThat($(Paragraph.class).withClassName("comment-hidden").single().getText())
                .isEqualTo(Wording.t(Comments.HIDDEN));
        assertThat($(Paragraph.class).withClassName("comment-was").single().getText())
                .isEqualTo("It read: " + SPOILER);
        assertThat(jdbc.queryForObject(
                        "select count(*) from rung_comment where daily_puzzle_id = ? and hidden_at is not null",
                        Integer.class,
                        rung.id()))
                .isEqualTo(1);

        Press.on($(NativeButton.class).withText("Unhide").single());
        assertThat($(Paragraph.class).withClassName("comment-body").single().getText())
                .isEqualTo(SPOILER);
        assertThat(view.panel.game().orElseThrow().started())
                .as("still not started: nothing lost")
                .isFalse();
    }

    @Test
    void review_lists_the_reported_comment_beside_the_held_solves_and_the_header_leads_there() {
        navigate("daily/" + DAY + "/1", DailyPlayView.class);
        assertThat($(Anchor.class).withText("Review").single().getHref()).isEqualTo("review");

        ReviewView view = navigate("review", ReviewView.class);

        NativeTableRow row = adasRow();
        assertThat(row.getElement().getTextRecursively()).contains("mod.ada").contains(rung.label());
        assertThat($(Anchor.class).withText(rung.label() + ", " + DAY).single().getHref())
                .isEqualTo("daily/" + DAY + "/1");
        // Ada's row's buttons: comments other test classes reported may be listed too (one database a test JVM).
        Press.on($(NativeButton.class).from(row).withText("Hide").single());
        test($(ConfirmDialog.class).last()).confirm();
        assertThat(view.reported.message.getText()).isEqualTo("Hidden: mod.ada’s comment.");
        Press.on($(NativeButton.class).from(adasRow()).withText("Unhide").single());
        assertThat(view.reported.message.getText()).isEqualTo("Shown again: mod.ada’s comment.");
    }

    private NativeTableRow adasRow() {
        return $(NativeTableRow.class).all().stream()
                .filter(r -> r.getElement().getTextRecursively().contains(SPOILER))
                .findFirst()
                .orElseThrow();
    }
}
