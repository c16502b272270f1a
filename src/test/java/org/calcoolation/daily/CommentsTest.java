package org.calcoolation.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.HandClock;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A rung's comments and stars on a real database, with games played through the services: Ada and
 * Bea finish an earlier day's first rung, Cy does not; Mo moderates by configuration. The service
 * runs on a clock of its own, moved by hand past the ten minutes of editing.
 */
@SpringBootTest
class CommentsTest {

    private static final String PASSWORD = "comments among the cages";

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    /** The site's live events: in-process on H2, through PostgreSQL's NOTIFY in the run on it. */
    @Autowired
    LiveEvents live;

    /** The service as the site has it, each change in its transaction. */
    @Autowired
    Comments site;

    private final HandClock clock = new HandClock();
    private Comments comments;
    private CommentModeration moderation;
    private PlayerRef.Account ada, bea, cy, mo;
    private DailyPuzzle rung;

    @BeforeEach
    void playersAndARung() {
        String run = UUID.randomUUID().toString().substring(0, 6);
        ada = register("ada_" + run);
        bea = register("bea_" + run);
        cy = register("cy_" + run);
        mo = register("mo_" + run);
        Moderators moderators = new Moderators(" mo_" + run + " , someone_else", players);
        comments = new Comments(jdbc, games, daily, moderators, players, clock, live);
        moderation = new CommentModeration(jdbc, moderators, players, clock, live);
        // The talk of one rung, which no other test class writes to, emptied before each test: the
        // database outlives a test and a run.
        rung = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(LocalDate.of(2026, 1, 5)))
                .puzzles()
                .getFirst();
        jdbc.update("delete from rung_comment where daily_puzzle_id = ?", rung.id());
        jdbc.update("delete from rung_star where daily_puzzle_id = ?", rung.id());
        solve(ada);
        solve(bea);
    }

    private PlayerRef.Account register(String name) {
        RegisterResult registered = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
    }

    private void solve(PlayerRef player) {
        GameState game =
                games.dailyGame(player, rung.id(), rung.puzzle(), rung.kind()).orElseThrow();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        int n = rung.size();
        for (int i = 0; i < n * n; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, n),
                    rung.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
    }

    private Comments.Open open(PlayerRef.Account viewer) {
        return (Comments.Open) comments.talk(viewer, rung.id());
    }

    private int stored() {
        return jdbc.queryForObject(
                "select count(*) from rung_comment where daily_puzzle_id = ?", Integer.class, rung.id());
    }

    @Test
    void finishers_read_each_others_comments_as_typed_and_others_see_nothing() {
        assertThat(comments.post(ada, rung.id(), "  <b>Nice</b> cage at the top, see https://example.org  "))
                .isEqualTo(new Comments.Done());

        Comments.Comment seen = open(bea).comments().getFirst();
        assertThat(seen.body())
                .as("kept as typed, stripped")
                .isEqualTo("<b>Nice</b> cage at the top, see https://example.org");
        assertThat(seen.yours()).isFalse();
        assertThat(seen.changeable()).isFalse();
        assertThat(open(ada).comments().getFirst().changeable()).isTrue();
        assertThat(comments.talk(cy, rung.id())).isEqualTo(new Comments.Shut(Comments.FINISH_FIRST));
        assertThat(comments.post(cy, rung.id(), "first!")).isEqualTo(new Comments.Refused(Comments.FINISH_FIRST));
        assertThat(stored()).isEqualTo(1);
    }

    @Test
    void the_rungs_pages_hear_of_a_comment_posted_edited_and_deleted_once_each_after_commit_and_of_nothing_refused() {
        List<String> payloads = Collections.synchronizedList(new ArrayList<>());
        String key = Long.toString(rung.id());
        Runnable stopPayloads = live.subscribe(Comments.TALK_CHANGED, event -> {
            if (event.key().equals(key)) payloads.add(event.payload());
        });
        AtomicInteger pageTold = new AtomicInteger(), otherRungTold = new AtomicInteger();
        Runnable stopPage = site.onTalk(rung.id(), pageTold::incrementAndGet);
        Runnable stopOther = site.onTalk(rung.id() + 1_000_000, otherRungTold::incrementAndGet);
        try {
            assertThat(site.post(cy, rung.id(), "first!")).isInstanceOf(Comments.Refused.class);
            assertThat(site.post(ada, rung.id(), "heard on every node")).isEqualTo(new Comments.Done());
            long id = open(ada).comments().getFirst().id();
            assertThat(site.edit(bea, id, "not mine")).isInstanceOf(Comments.Refused.class);
            assertThat(site.edit(ada, id, "heard again")).isEqualTo(new Comments.Done());
            assertThat(site.delete(ada, id)).isEqualTo(new Comments.Done());
            live.publish(Comments.TALK_CHANGED, key, "end");

            await().atMost(Duration.ofSeconds(20)).until(() -> payloads.contains("end"));
            String comment = Long.toString(id);
            assertThat(payloads).containsExactly(comment, comment, comment, "end");
            assertThat(pageTold).hasValue(4);
            assertThat(otherRungTold).hasValue(0);
        } finally {
            stopPayloads.run();
            stopPage.run();
            stopOther.run();
        }
    }

    @Test
    void empty_long_and_flooded_comments_are_refused_and_nothing_is_stored() {
        assertThat(comments.post(ada, rung.id(), "   ")).isInstanceOf(Comments.Refused.class);
        assertThat(comments.post(ada, rung.id(), "x".repeat(Comments.LENGTH + 1)))
                .isInstanceOf(Comments.Refused.class);
        assertThat(comments.post(ada, rung.id(), "x".repeat(10_000))).isInstanceOf(Comments.Refused.class);
        assertThat(comments.post(ada, rung.id(), "x".repeat(Comments.LENGTH))).isEqualTo(new Comments.Done());
        for (int i = 1; i < Comments.BURST; i++) comments.post(ada, rung.id(), "again " + i);
        int refused = 0;
        for (int i = 0; i < 100; i++)
            if (comments.post(ada, rung.id(), "flood " + i) instanceof Comments.Refused) refused++;

        assertThat(refused).isEqualTo(100);
        assertThat(stored()).isEqualTo(Comments.BURST);
        clock.advance(Comments.BURST_WINDOW.plusSeconds(1));
        assertThat(comments.post(ada, rung.id(), "later")).isEqualTo(new Comments.Done());
    }

    @Test
    void an_author_edits_and_deletes_for_ten_minutes_and_nobody_else_ever() {
        comments.post(ada, rung.id(), "first thought");
        long id = open(ada).comments().getFirst().id();

        assertThat(comments.edit(bea, id, "not mine")).isInstanceOf(Comments.Refused.class);
        assertThat(comments.delete(bea, id)).isInstanceOf(Comments.Refused.class);
        assertThat(comments.edit(ada, id, "second thought")).isEqualTo(new Comments.Done());
        assertThat(open(bea).comments().getFirst().body()).isEqualTo("second thought");
        assertThat(open(bea).comments().getFirst().edited()).isTrue();

        clock.advance(Comments.EDITABLE.plus(Duration.ofSeconds(1)));
        assertThat(comments.edit(ada, id, "third thought")).isInstanceOf(Comments.Refused.class);
        assertThat(comments.delete(ada, id)).isInstanceOf(Comments.Refused.class);
        assertThat(open(ada).comments().getFirst().changeable()).isFalse();
        assertThat(stored()).isEqualTo(1);
    }

    @Test
    void a_report_counts_once_and_only_a_moderator_hides_a_comment() {
        comments.post(ada, rung.id(), "the answer is 4 in the corner");
        long id = open(ada).comments().getFirst().id();

        assertThat(comments.report(bea, id)).isEqualTo(new Comments.Done());
        assertThat(comments.report(bea, id)).as("again changes nothing").isEqualTo(new Comments.Done());
        assertThat(comments.report(cy, id)).as("cannot see it").isInstanceOf(Comments.Refused.class);
        assertThat(moderation.hide(bea, id)).isEqualTo(new Comments.Refused(CommentModeration.HIDE_REFUSED));
        assertThat(open(mo).moderator()).isTrue();
        assertThat(open(mo).comments().getFirst().reports()).isEqualTo(1);
        assertThat(moderation.hide(mo, id)).isEqualTo(new Comments.Done());

        Comments.Comment hidden = open(bea).comments().getFirst();
        assertThat(hidden.hidden()).isTrue();
        assertThat(hidden.body()).isEmpty();
        assertThat(comments.edit(ada, id, "sorry"))
                .as("a hidden comment stays hidden")
                .isInstanceOf(Comments.Refused.class);
    }

    @Test
    void a_hide_and_an_unhide_are_heard_by_the_rungs_pages_once_each_and_a_refused_one_is_not() {
        comments.post(ada, rung.id(), "the corner is a 4");
        long id = open(ada).comments().getFirst().id();
        List<String> payloads = Collections.synchronizedList(new ArrayList<>());
        String key = Long.toString(rung.id());
        Runnable stop = live.subscribe(Comments.TALK_CHANGED, event -> {
            if (event.key().equals(key)) payloads.add(event.payload());
        });
        try {
            assertThat(moderation.hide(bea, id)).isInstanceOf(Comments.Refused.class);
            assertThat(moderation.unhide(mo, id)).as("not hidden").isInstanceOf(Comments.Refused.class);
            assertThat(moderation.hide(mo, id)).isEqualTo(new Comments.Done());
            assertThat(moderation.hide(mo, id)).as("hidden already").isInstanceOf(Comments.Refused.class);
            assertThat(moderation.unhide(mo, id)).isEqualTo(new Comments.Done());
            live.publish(Comments.TALK_CHANGED, key, "end");

            await().atMost(Duration.ofSeconds(20)).until(() -> payloads.contains("end"));
            assertThat(payloads).containsExactly(Long.toString(id), Long.toString(id), "end");
        } finally {
            stop.run();
        }
    }

    /** Issue 38: a moderator finds reported comments without finishing the rung, reads a hidden one and can take a hide back. */
    @Test
    void a_moderator_lists_the_reported_comments_reads_a_hidden_one_and_unhides_it() {
        comments.post(ada, rung.id(), "the corner is a 4");
        comments.post(bea, rung.id(), "lovely puzzle");
        long spoiler = open(ada).comments().getFirst().id();
        comments.report(bea, spoiler);

        assertThat(moderation.reported(bea)).as("not a moderator").isEmpty();
        assertThat(moderation.reported(mo))
                .filteredOn(r -> r.dailyPuzzleId() == rung.id())
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.id()).isEqualTo(spoiler);
                    assertThat(r.body()).isEqualTo("the corner is a 4");
                    assertThat(r.reports()).isEqualTo(1);
                    assertThat(r.hidden()).isFalse();
                });
        assertThat(comments.finished(mo, rung.id()))
                .as("without finishing the rung")
                .isFalse();
        assertThat(moderation.hide(mo, spoiler)).isEqualTo(new Comments.Done());
        assertThat(open(mo).comments().getFirst().body())
                .as("the moderator still reads it, to judge")
                .isEqualTo("the corner is a 4");
        assertThat(open(bea).comments().getFirst().body()).isEmpty();

        assertThat(moderation.unhide(bea, spoiler)).isInstanceOf(Comments.Refused.class);
        assertThat(moderation.unhide(mo, spoiler)).isEqualTo(new Comments.Done());
        assertThat(moderation.unhide(mo, spoiler)).as("not hidden now").isInstanceOf(Comments.Refused.class);
        assertThat(open(bea).comments().getFirst().body()).isEqualTo("the corner is a 4");
        assertThat(open(bea).comments().getFirst().hidden()).isFalse();
    }

    @Test
    void stars_are_one_to_five_one_set_a_player_and_only_from_finishers() {
        assertThat(comments.rate(ada, rung.id(), 0)).isInstanceOf(Comments.Refused.class);
        assertThat(comments.rate(ada, rung.id(), 6)).isInstanceOf(Comments.Refused.class);
        assertThat(comments.rate(cy, rung.id(), 5)).isEqualTo(new Comments.Refused(Comments.FINISH_FIRST));
        assertThat(comments.rate(ada, rung.id(), 2)).isEqualTo(new Comments.Done());
        assertThat(comments.rate(ada, rung.id(), 5)).isEqualTo(new Comments.Done());
        assertThat(comments.rate(bea, rung.id(), 4)).isEqualTo(new Comments.Done());

        Comments.Stars stars = open(ada).stars();
        assertThat(stars.count()).isEqualTo(2);
        assertThat(stars.mean()).isEqualTo(4.5);
        assertThat(stars.yours()).hasValue(5);
    }

    @Test
    void a_deleted_account_takes_its_comments_stars_and_reports_along() {
        PlayerRef.Account dee = register("dee_" + UUID.randomUUID().toString().substring(0, 6));
        solve(dee);
        comments.post(dee, rung.id(), "bye");
        comments.rate(dee, rung.id(), 1);

        players.deleteAccount(dee, PASSWORD);

        assertThat(open(ada).comments()).isEmpty();
        assertThat(open(ada).stars().count()).isZero();
    }
}
