package org.calcoolation.stats.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.Paragraph;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.stream.IntStream;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.Ordinal;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.ui.HomeView;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.ui.GoldMark;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

@SpringBootTest
class BestTimesViewTest extends SpringBrowserlessTest {

    private static final String BUSY = "busy.player";

    @Autowired
    PlayerService players;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    private long player(String name) {
        return players.findByUsername(name).map(Player::id).orElseGet(() -> {
            players.register(
                    new PlayerService.Registration(name, "correct horse battery", "correct horse battery", null));
            return players.findByUsername(name).orElseThrow().id();
        });
    }

    /** @WithUserDetails loads the account after this, just before each test: every player of this class exists by then. */
    @BeforeEach
    void thePlayersExist() {
        for (String name : List.of(
                "fresh.player",
                "gave.up",
                "one.solve",
                BUSY,
                "rated.player",
                "rival.player",
                "variant.player",
                "gold.player")) player(name);
    }

    /** A thousand practice solves over the past year, written in one batch. */
    private long busyPlayer() {
        long id = player(BUSY);
        int have = jdbc.queryForObject("select count(*) from solve_record where player_id = ?", Integer.class, id);
        List<Object[]> rows = new ArrayList<>();
        Instant start = Instant.parse("2025-11-21T00:00:00Z");
        int[] sizes = {4, 5, 6, 7, 8, 9};
        for (int i = have; i < 1000; i++) {
            int size = sizes[i % sizes.length];
            rows.add(new Object[] {
                id,
                UUID.randomUUID(),
                "4:x",
                size,
                Difficulty.values()[i % 4].name(),
                Variant.STANDARD.name(),
                i % 5 != 0 ? Outcome.CLEAN.name() : Outcome.ASSISTED.name(),
                30_000L + 7_919L * (i % 97) * size,
                40_000L + 7_919L * (i % 97) * size,
                Timestamp.from(start.plusSeconds(31_000L * i))
            });
        }
        jdbc.batchUpdate("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis, elapsed_millis,
                    finished_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", rows);
        return id;
    }

    @Test
    @WithUserDetails(value = "fresh.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_new_player_is_told_how_times_appear() {
        player("fresh.player");
        BestTimesView view = navigate(BestTimesView.class);

        assertThat($(Paragraph.class).all())
                .extracting(Paragraph::getText)
                .anyMatch(t -> t.startsWith("No solves yet"));
        assertThat(view.streak.getText()).startsWith("Daily streak: 0 days now, longest 0 days");
        assertThat(view.givenUp.isVisible()).isFalse();
        assertThat(List.of(view.bests, view.summaries, view.recent))
                .as("no table of headings over nothing")
                .noneMatch(t -> t.isVisible());
        assertThat(List.of(view.noBests, view.noSummaries, view.noRecent)).allMatch(p -> p.isVisible());
        assertThat(view.chart.isVisible()).as("no empty picture").isFalse();
        assertThat(view.chart.getElement().hasAttribute("role"))
                .as("nothing unnamed called an image")
                .isFalse();
        assertThat(view.chartKind.isVisible()).as("no empty choice").isFalse();
        assertThat(view.chartSummary.getText()).isEqualTo("Your times are charted here once you have a clean solve.");
    }

    @Test
    @WithUserDetails(value = "gave.up", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void games_given_up_are_no_solves_and_are_only_counted_apart() {
        long id = player("gave.up");
        jdbc.update("delete from solve_record where player_id = ?", id);
        PuzzleKind fourEasy = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);
        stats.record(new FinishToRecord(
                id,
                UUID.randomUUID(),
                OptionalLong.empty(),
                "4:x",
                fourEasy,
                Outcome.ASSISTED,
                75_000,
                90_000,
                Instant.parse("2026-11-20T10:00:00Z")));
        for (int i = 0; i < 2; i++) {
            stats.record(new FinishToRecord(
                    id,
                    UUID.randomUUID(),
                    OptionalLong.empty(),
                    "4:x",
                    fourEasy,
                    Outcome.GIVEN_UP,
                    5_000,
                    6_000,
                    Instant.parse("2026-11-21T10:00:00Z").plusSeconds(i)));
        }

        BestTimesView view = navigate(BestTimesView.class);

        assertThat(test(view.recent).size()).isEqualTo(1);
        assertThat(test(view.recent).getCellText(0, 2)).isEqualTo("01:15");
        assertThat(test(view.recent).getCellText(0, 3)).isEqualTo("Assisted");
        assertThat(view.bests.isVisible())
                .as("an assisted solve is no personal best")
                .isFalse();
        assertThat(view.noBests.isVisible()).isTrue();
        assertThat(view.noRecent.isVisible()).isFalse();
        assertThat(view.givenUp.getText())
                .isEqualTo("Given up by revealing the solution: 2 games, counted in no record.");
        assertThat(view.givenUp.isVisible()).isTrue();
    }

    @Test
    @WithUserDetails(value = "one.solve", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_clean_solve_shows_as_a_personal_best_and_in_the_last_solves() {
        long id = player("one.solve");
        jdbc.update("delete from solve_record where player_id = ?", id);
        stats.record(new FinishToRecord(
                id,
                UUID.randomUUID(),
                OptionalLong.empty(),
                "4:x",
                new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                Outcome.CLEAN,
                75_000,
                90_000,
                Instant.parse("2026-11-20T10:00:00Z")));

        BestTimesView view = navigate(BestTimesView.class);

        assertThat(test(view.bests).size()).isEqualTo(1);
        assertThat(test(view.bests).getCellText(0, 0)).isEqualTo("4×4 Easy");
        assertThat(test(view.bests).getCellText(0, 1)).isEqualTo("01:15");
        // Play time, 75 s, not the time from the first look, 90 s: every time on the page says which it is.
        assertThat(view.bests.getColumns().get(1).getHeaderText()).isEqualTo("Best play time");
        assertThat(view.recent.getColumns().get(2).getHeaderText()).isEqualTo("Play time");
        assertThat(test(view.recent).getCellText(0, 2)).isEqualTo("01:15");
        assertThat(test(view.recent).getCellText(0, 3)).isEqualTo("Clean");
        assertThat(view.assistsUnknown.isVisible())
                .as("its assists were recorded: nothing to explain")
                .isFalse();
        assertThat(view.chartSummary.getText()).isEqualTo("4×4 Easy: 1 solve, from 01:15 to 01:15.");
        assertThat(view.chart.getElement().getAttribute("role")).isEqualTo("img");
        assertThat(view.chart.getElement().getAttribute("aria-label"))
                .as("the picture is named by its summary")
                .isEqualTo(view.chartSummary.getText());
    }

    private static FinishToRecord solve(long player, Outcome outcome, Instant at, boolean gold) {
        return new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.empty(),
                "4:x",
                new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                outcome,
                75_000,
                90_000,
                at,
                List.of(),
                gold);
    }

    @Test
    @WithUserDetails(value = "gold.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_gold_solve_shows_its_mark_and_one_recorded_before_assists_were_says_why_it_has_none() {
        long id = player("gold.player");
        jdbc.update("delete from solve_record where player_id = ?", id);
        stats.record(solve(id, Outcome.CLEAN, Instant.parse("2026-11-20T10:00:00Z"), true));
        stats.record(solve(id, Outcome.CLEAN, Instant.parse("2026-11-19T10:00:00Z"), false));

        // What V33 leaves in a record made before it.
        jdbc.update("update solve_record set gold = null where player_id = ? and gold = false", id);

        BestTimesView view = navigate(BestTimesView.class);

        assertThat(test(view.recent).getCellText(0, 3)).isEqualTo("Clean ★ gold");
        assertThat(test(view.recent).getCellText(1, 3)).isEqualTo("Clean");
        assertThat(view.assistsUnknown.isVisible()).isTrue();
        assertThat(view.assistsUnknown.getText()).isEqualTo(Wording.t(BestTimesView.ASSISTS_UNKNOWN, GoldMark.STAR));
    }

    @Test
    @WithUserDetails(value = BUSY, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_page_of_a_player_with_a_thousand_solves_shows_the_latest_twenty_and_a_best_per_kind() {
        busyPlayer();

        BestTimesView view = navigate(BestTimesView.class);

        assertThat(test(view.recent).size()).isEqualTo(20);
        // Sizes cycle through 6 and levels through 4, so 12 kinds (lcm 12) appear, all with clean solves.
        assertThat(test(view.bests).size()).isEqualTo(12);
    }

    /**
     * Figures, printed, not asserted: how long the records page and the home page take to render
     * for a player with a thousand solves. {@code ./mvnw -o test -Dtest=BestTimesViewTest -Dbench=true}.
     */
    @Test
    @EnabledIfSystemProperty(named = "bench", matches = "true")
    @WithUserDetails(value = BUSY, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void render_times_with_a_thousand_solves() {
        busyPlayer();
        System.out.printf("BENCH best-times page, 1000 solves: %s%n", renders(() -> navigate(BestTimesView.class)));
        System.out.printf(
                "BENCH home page (today's ladder), 1000 solves: %s%n", renders(() -> navigate(HomeView.class)));
    }

    /** "median 12 ms, max 30 ms over 7 renders" */
    private static String renders(Runnable render) {
        long[] millis = new long[7];
        for (int i = 0; i < millis.length; i++) {
            long t0 = System.nanoTime();
            render.run();
            millis[i] = (System.nanoTime() - t0) / 1_000_000;
        }
        Arrays.sort(millis);
        return "median " + millis[millis.length / 2] + " ms, max " + millis[millis.length - 1] + " ms over "
                + millis.length + " renders";
    }

    @Test
    @WithUserDetails(value = "variant.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void bests_are_kept_per_variant_and_the_board_by_kind_ranks_players_at_the_chosen_kind() {
        long me = player("variant.player"), other = player("one.solve");
        jdbc.update("delete from solve_record where grid_size = 5 and difficulty = 'HARD'");
        Variant classic = new Variant(CageStyle.CLASSIC, OperationMix.ALL);
        Variant hidden = Variant.STANDARD.with(Twist.HIDDEN_OPERATORS);
        Instant at = Instant.parse("2026-11-20T10:00:00Z");
        for (Variant v : List.of(Variant.STANDARD, Variant.MULTIPLICATION_ONLY, classic, hidden)) {
            stats.record(new FinishToRecord(
                    me,
                    UUID.randomUUID(),
                    OptionalLong.empty(),
                    "5:x",
                    new PuzzleKind(5, Difficulty.HARD, v),
                    Outcome.CLEAN,
                    120_000,
                    130_000,
                    at));
        }
        stats.record(new FinishToRecord(
                other,
                UUID.randomUUID(),
                OptionalLong.empty(),
                "5:x",
                new PuzzleKind(5, Difficulty.HARD, classic),
                Outcome.CLEAN,
                90_000,
                95_000,
                at.plusSeconds(60)));

        BestTimesView view = navigate(BestTimesView.class);

        List<String> bests = IntStream.range(0, test(view.bests).size())
                .mapToObj(i -> test(view.bests).getCellText(i, 0))
                .toList();
        assertThat(bests)
                .hasSize(4)
                .contains("5×5 Hard", "5×5 Hard · Multiplication only", "5×5 Hard · Classic")
                .anyMatch(label -> label.startsWith("5×5 Hard") && label.endsWith("Hidden operators"));
        assertThat(view.kindBoard.kind.getValue()).isEqualTo(new PuzzleKind(5, Difficulty.HARD, Variant.STANDARD));
        assertThat(rows(view.kindBoard.table))
                .containsExactly(List.of("1", "variant.player (you)", "02:00", "20 Nov 2026"));
        assertThat(view.kindBoard.yourPlace.getText()).isEqualTo("You are 1st of 1 player at 5×5 Hard.");
        assertThat(view.kindBoard.table.getHead().getElement().getTextRecursively())
                .isEqualTo("#PlayerPlay timeOn");

        test(view.kindBoard.kind).selectItem("5×5 Hard · Classic");

        assertThat(rows(view.kindBoard.table))
                .containsExactly(
                        List.of("1", "one.solve", "01:30", "20 Nov 2026"),
                        List.of("2", "variant.player (you)", "02:00", "20 Nov 2026"));
        assertThat(view.kindBoard
                        .table
                        .getBody()
                        .getChildren()
                        .map(r -> r.getElement().getAttribute("class"))
                        .toList())
                .containsExactly(null, "you");
        assertThat(view.kindBoard.yourPlace.getText()).isEqualTo("You are 2nd of 2 players at 5×5 Hard · Classic.");
    }

    @Test
    void ordinals_read_as_english() {
        assertThat(List.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 111))
                .extracting(Ordinal::of)
                .containsExactly("1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th");
    }

    /** The cells of each row of a table's body, as the page shows them. */
    private static List<List<String>> rows(NativeTable table) {
        return table.getBody()
                .getChildren()
                .map(row -> row.getElement()
                        .getChildren()
                        .map(cell -> cell.getText())
                        .toList())
                .toList();
    }

    private void rated(long player, String day, double rating, double deviation, int games) {
        jdbc.update(
                "insert into player_rating (player_id, period_day, rating, deviation, volatility, games) values (?, ?, ?, ?, 0.06, ?)",
                player,
                LocalDate.parse(day),
                rating,
                deviation,
                games);
    }

    @Test
    @WithUserDetails(value = "rated.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_rating_shows_with_its_history_and_the_table_of_top_players_marks_you_and_the_provisional() {
        long me = player("rated.player"), rival = player("rival.player");
        jdbc.update("delete from player_rating");
        jdbc.update("delete from rating_period");
        for (String day : List.of("2026-01-05", "2026-01-06", "2026-01-07")) {
            jdbc.update(
                    "insert into rating_period (period_day, rated_at, games) values (?, ?, 6)",
                    LocalDate.parse(day),
                    OffsetDateTime.parse(day + "T00:15:00Z"));
        }
        rated(me, "2026-01-05", 1560, 200, 6);
        rated(me, "2026-01-06", 1600, 150, 6);
        rated(me, "2026-01-07", 1580, 90, 6);
        rated(rival, "2026-01-07", 1700, 300, 1);

        BestTimesView view = navigate(BestTimesView.class);

        assertThat(view.rating.yours.getText()).isEqualTo("Your rating: 1580 ± 90.");
        assertThat(view.rating.sparkline.getText()).isEqualTo("▁█▅");
        assertThat(view.rating.sparkline.getElement().getAttribute("aria-label"))
                .isEqualTo("Your rating over your last 3 rated days, from 1560 to 1580");
        assertThat(rows(view.rating.history))
                .containsExactly(
                        List.of("7 Jan 2026", "6", "1580 ± 90", "−20"),
                        List.of("6 Jan 2026", "6", "1600 ± 150", "+40"),
                        List.of("5 Jan 2026", "6", "1560 ± 200", "first"));
        List<List<String>> top = rows(view.rating.top);
        assertThat(top.get(0))
                .as("established ratings rank before provisional ones")
                .containsExactly("1", "rated.player (you)", "1580", "90");
        assertThat(top.get(1)).containsExactly("2", "rival.player", "1700?", "300");
        assertThat(view.rating
                        .top
                        .getBody()
                        .getChildren()
                        .map(r -> r.getElement().getAttribute("class"))
                        .toList())
                .containsExactly("you", "provisional");
    }

    @Test
    @WithUserDetails(value = "fresh.player", setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_player_without_a_rating_is_told_how_to_get_one() {
        BestTimesView view = navigate(BestTimesView.class);

        assertThat(view.rating.yours.getText()).startsWith("No rating yet. Finish a daily puzzle");
        assertThat(view.rating.sparkline.isAttached()).isFalse();
    }
}
