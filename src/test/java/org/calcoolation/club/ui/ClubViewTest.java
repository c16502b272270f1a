package org.calcoolation.club.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.Press;
import org.calcoolation.club.Clubs;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.mydata.MyDataService;
import org.calcoolation.mydata.PlayerData;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * The clubs' pages without a browser, as the signed-in {@value #USER}: making a club, its page as a
 * member and as the owner (invite link made once and withdrawn), the same sentence for a club that
 * is not theirs and one that does not exist, an invite link that works and one that does not, and
 * the clubs in the player's data export.
 */
@SpringBootTest
@WithUserDetails(value = ClubViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class ClubViewTest extends SpringBrowserlessTest {

    static final String USER = "club.viewer";
    private static final String PASSWORD = "clubs of cage solvers";

    @Autowired
    PlayerService players;

    @Autowired
    Clubs clubs;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    MyDataService myData;

    private PlayerRef.Account me, other;
    private String run;

    /** The viewer's account made afresh (its clubs of an earlier run go with it), and another player. */
    @BeforeEach
    void accounts() {
        players.findByUsername(USER).ifPresent(old -> players.deleteAccount(new PlayerRef.Account(old.id()), PASSWORD));
        players.register(new PlayerService.Registration(USER, PASSWORD, PASSWORD, null));
        me = new PlayerRef.Account(players.findByUsername(USER).orElseThrow().id());
        run = UUID.randomUUID().toString().substring(0, 8);
        players.register(new PlayerService.Registration("other_" + run, PASSWORD, PASSWORD, "Olga " + run));
        other = new PlayerRef.Account(
                players.findByUsername("other_" + run).orElseThrow().id());
    }

    @Test
    void a_new_club_opens_its_page_and_a_look_alike_name_is_refused_beside_the_field() {
        ClubsView list = navigate(ClubsView.class);
        assertThat(list.none.isVisible()).isTrue();
        test(list.name).setValue("Tuesday Solvers " + run);
        Press.on(list.make);
        ClubView page = (ClubView) getCurrentView();
        assertThat(page.heading.getText()).isEqualTo("Tuesday Solvers " + run);
        assertThat(page.owner.isVisible()).isTrue();

        ClubsView again = navigate(ClubsView.class);
        assertThat(again.none.isVisible()).isFalse();
        test(again.name).setValue("TUESDAY solvers " + run);
        Press.on(again.make);
        assertThat(again.name.isInvalid()).isTrue();
        assertThat(again.name.getErrorMessage()).isEqualTo(Clubs.LOOKS_LIKE.english());
    }

    @Test
    void a_club_not_yours_and_one_that_does_not_exist_read_the_same_and_show_nothing() {
        long theirs = ((Clubs.Result.Done) clubs.create(other, "Private " + run, "secret plans")).clubId();
        ClubView page = navigate("clubs/" + theirs, ClubView.class);
        String notYours = page.refusal.getText();
        assertThat(page.refusal.isVisible()).isTrue();
        assertThat(page.content.isVisible()).isFalse();
        assertThat(page.heading.getText()).doesNotContain("Private");
        assertThat(page.description.getText()).doesNotContain("secret");

        ClubView missing = navigate("clubs/" + Long.MAX_VALUE / 10, ClubView.class);
        assertThat(missing.refusal.getText()).isEqualTo(notYours);
        ClubView garbage = navigate("clubs/x'%20or%201=1", ClubView.class);
        assertThat(garbage.refusal.getText()).isEqualTo(notYours);
    }

    @Test
    void a_member_sees_todays_ranks_who_has_not_played_and_the_week() {
        long club = ((Clubs.Result.Done) clubs.create(other, "Ranks " + run, "<i>as typed</i>")).clubId();
        String token = ((Clubs.InviteResult.Made) clubs.newInvite(other, club, Optional.empty())).token();
        navigate(JoinView.path(token), ClubView.class);
        DailyPuzzle fourByFour = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst();
        solve(other, fourByFour, 123_000);

        ClubView page = navigate(ClubView.path(club), ClubView.class);
        assertThat(page.description.getText()).isEqualTo("<i>as typed</i>");
        assertThat(page.owner.isVisible())
                .as("the owner's tools are the owner's")
                .isFalse();
        List<NativeTable> tables = $(NativeTable.class).from(page.today).all();
        assertThat(tables)
                .singleElement()
                .satisfies(t -> assertThat(t.getElement().getTextRecursively()).contains("1", "Olga " + run, "2:03"));
        assertThat($(Paragraph.class)
                        .withClassName("not-yet")
                        .from(page.today)
                        .single()
                        .getText())
                .contains(USER);
        assertThat(page.week.table.getElement().getTextRecursively()).contains("Olga " + run);

        PlayerData exported = myData.collect(me).orElseThrow();
        assertThat(exported.clubs())
                .extracting(PlayerData.Club::name, PlayerData.Club::owner)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Ranks " + run, false));

        Press.on(page.leave);
        assertThat(getCurrentView()).isInstanceOf(ClubsView.class);
        assertThat(clubs.visible(me, club)).isEmpty();
    }

    @Test
    void the_owner_makes_a_link_shown_once_and_withdraws_it() {
        long club = ((Clubs.Result.Done) clubs.create(me, "Links " + run, null)).clubId();
        ClubView page = navigate(ClubView.path(club), ClubView.class);
        assertThat(page.owner.link.isVisible()).isFalse();
        Press.on(page.owner.makeLink);
        String link = page.owner.link.getValue();
        assertThat(link).contains("/clubs/join/");
        String token = link.substring(link.lastIndexOf('/') + 1);
        assertThat(clubs.join(other, token)).isEqualTo(new Clubs.Result.Done(club));

        Press.on(page.owner.withdraw);
        assertThat(page.owner.link.isVisible()).isFalse();
        assertThat(page.status.getText()).contains("withdrawn");
        assertThat(clubs.invite(me, club)).isEmpty();
    }

    @Test
    void an_invite_link_that_does_not_work_says_so_in_a_sentence() {
        JoinView join = navigate(JoinView.path("not-a-token"), JoinView.class);
        assertThat(join.refusal.getText()).isEqualTo(Clubs.BAD_LINK.english());
    }

    private void solve(PlayerRef.Account player, DailyPuzzle puzzle, long elapsedMillis) {
        stats.record(new FinishToRecord(
                player.id(),
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                puzzle.kind(),
                Outcome.CLEAN,
                elapsedMillis,
                elapsedMillis,
                Instant.now(),
                List.of()));
    }
}
