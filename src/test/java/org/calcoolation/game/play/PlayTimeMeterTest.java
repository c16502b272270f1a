package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The play clock's rules on a time the test moves by hand: it runs only while a page shows the
 * grid in a visible tab and is in contact, and never while the game is paused or finished. Then
 * the game's second time, the elapsed time, which nothing a page says can shorten.
 */
class PlayTimeMeterTest {

    private static final Instant T0 = Instant.parse("2026-11-21T10:00:00Z");
    private static final Duration GRACE = PlayTimeMeter.CONTACT_GRACE;

    private static Instant at(long seconds) {
        return T0.plusSeconds(seconds);
    }

    private static Duration seconds(long seconds) {
        return Duration.ofSeconds(seconds);
    }

    private final PlayTimeMeter clock = new PlayTimeMeter(Duration.ZERO, false);

    @Test
    void the_grace_outlasts_the_heartbeat_by_which_a_quiet_page_says_it_is_still_there() throws IOException {
        Properties app = new Properties();
        try (InputStream in = PlayTimeMeterTest.class.getResourceAsStream("/application.properties")) {
            app.load(in);
        }
        String heartbeat = app.getProperty("vaadin.heartbeatInterval");
        assertThat(heartbeat).as("Vaadin's default heartbeat is five minutes").isNotNull();

        assertThat(GRACE).isGreaterThan(Duration.ofSeconds(Long.parseLong(heartbeat.strip())));
    }

    @Test
    void a_new_clock_stands_still_until_a_page_shows_the_grid() {
        assertThat(clock.time(at(60))).isZero();
        assertThat(clock.isRunning(at(60))).isFalse();
        assertThat(clock.isViewed()).isFalse();
    }

    @Test
    void it_runs_while_a_visible_page_keeps_in_contact() {
        clock.shown("a", at(0));
        for (int s = 10; s <= 120; s += 10) clock.contact("a", at(s));

        assertThat(clock.time(at(125))).isEqualTo(seconds(125));
        assertThat(clock.isRunning(at(125))).isTrue();
        assertThat(clock.isViewed()).isTrue();
    }

    @Test
    void time_already_counted_is_carried_on() {
        PlayTimeMeter restored = new PlayTimeMeter(seconds(90), false);
        restored.shown("a", at(0));

        assertThat(restored.time(at(10))).isEqualTo(seconds(100));
    }

    @Test
    void a_silent_page_counts_until_its_last_contact_plus_the_grace_and_no_further() {
        clock.shown("a", at(0));
        clock.contact("a", at(15));

        assertThat(clock.isRunning(at(15).plus(GRACE).minusMillis(1))).isTrue();
        assertThat(clock.isRunning(at(15).plus(GRACE))).isFalse();
        assertThat(clock.time(at(600))).isEqualTo(seconds(15).plus(GRACE));
        assertThat(clock.time(at(6000)))
                .as("however long it stays away")
                .isEqualTo(seconds(15).plus(GRACE));
    }

    @Test
    void a_page_heard_from_again_after_a_silence_counts_the_grace_and_then_from_its_return() {
        clock.shown("a", at(0));
        clock.contact("a", at(300));

        assertThat(clock.time(at(310))).isEqualTo(GRACE.plus(seconds(10)));
        assertThat(clock.isRunning(at(310))).isTrue();
    }

    @Test
    void it_stops_when_the_only_page_is_hidden() {
        clock.shown("a", at(0));
        clock.hidden("a", at(5));

        assertThat(clock.isRunning(at(5))).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(5));
    }

    @Test
    void a_hidden_page_stays_hidden_while_it_keeps_in_contact() {
        clock.shown("a", at(0));
        clock.hidden("a", at(5));
        clock.contact("a", at(10));
        clock.contact("a", at(20));

        assertThat(clock.isRunning(at(20))).isFalse();
        assertThat(clock.time(at(30))).isEqualTo(seconds(5));
    }

    @Test
    void a_hidden_page_shown_again_counts_from_then() {
        clock.shown("a", at(0));
        clock.hidden("a", at(5));
        clock.shown("a", at(50));

        assertThat(clock.time(at(60))).isEqualTo(seconds(15));
    }

    @Test
    void it_stops_when_the_only_page_leaves() {
        clock.shown("a", at(0));
        clock.left("a", at(7));

        assertThat(clock.isRunning(at(7))).isFalse();
        assertThat(clock.isViewed()).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(7));
    }

    @Test
    void contact_from_a_page_that_left_does_nothing() {
        clock.shown("a", at(0));
        clock.left("a", at(5));
        clock.contact("a", at(6));

        assertThat(clock.isRunning(at(6))).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(5));
    }

    @Test
    void a_move_that_a_gone_page_sent_before_its_beacon_but_arrives_after_it_does_not_seat_it_again() {
        clock.shown("a", at(0));
        clock.gone("a", at(5));
        clock.shown("a", at(6));
        clock.contact("a", at(7));

        assertThat(clock.isRunning(at(7))).isFalse();
        assertThat(clock.isViewed()).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(5));
    }

    @Test
    void a_page_whose_beacon_overtook_its_first_show_never_starts_the_clock() {
        clock.gone("a", at(0));
        clock.shown("a", at(1));

        assertThat(clock.isRunning(at(2))).isFalse();
    }

    @Test
    void the_clock_remembers_the_latest_gone_pages_and_forgets_older_ones() {
        for (int i = 0; i <= PlayTimeMeter.GONE_KEPT; i++) clock.gone("page" + i, at(0));
        clock.shown("page" + PlayTimeMeter.GONE_KEPT, at(1));
        assertThat(clock.isRunning(at(2))).as("the latest gone page").isFalse();

        clock.shown("page0", at(2));
        assertThat(clock.isRunning(at(3))).as("the oldest, forgotten").isTrue();
    }

    @Test
    void a_page_never_shown_can_neither_start_nor_stop_the_clock() {
        clock.contact("stranger", at(0));
        assertThat(clock.time(at(10))).isZero();

        clock.shown("a", at(10));
        clock.hidden("stranger", at(12));
        clock.left("stranger", at(13));

        assertThat(clock.isRunning(at(14))).isTrue();
        assertThat(clock.time(at(14))).isEqualTo(seconds(4));
    }

    @Test
    void a_page_hidden_in_one_tab_does_not_stop_the_game_another_visible_page_plays() {
        clock.shown("a", at(0));
        clock.shown("b", at(0));
        clock.hidden("a", at(3));
        clock.contact("b", at(10));
        clock.contact("a", at(12));

        assertThat(clock.isRunning(at(20))).isTrue();
        assertThat(clock.time(at(20))).isEqualTo(seconds(20));
    }

    @Test
    void a_hidden_page_in_contact_does_not_keep_a_silent_visible_one_counting() {
        clock.shown("a", at(0));
        clock.shown("b", at(0));
        clock.hidden("b", at(0));
        for (int s = 10; s <= 60; s += 10) clock.contact("b", at(s));

        assertThat(clock.isRunning(at(60))).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(GRACE);
    }

    @Test
    void with_two_pages_it_runs_until_the_last_visible_one_goes_silent() {
        clock.shown("a", at(0));
        clock.shown("b", at(10));

        assertThat(clock.time(at(100))).isEqualTo(seconds(10).plus(GRACE));
    }

    @Test
    void it_stops_the_moment_the_game_is_paused_whatever_the_pages_say() {
        clock.shown("a", at(0));
        clock.stop(at(4));
        clock.contact("a", at(10));
        clock.shown("a", at(12));

        assertThat(clock.isRunning(at(12))).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(4));
    }

    @Test
    void resuming_runs_again_when_a_page_is_viewing() {
        clock.shown("a", at(0));
        clock.stop(at(4));
        clock.contact("a", at(18));
        clock.unstop(at(20));

        assertThat(clock.isRunning(at(25))).isTrue();
        assertThat(clock.time(at(25))).isEqualTo(seconds(9));
    }

    @Test
    void resuming_with_no_page_viewing_leaves_the_clock_standing() {
        clock.shown("a", at(0));
        clock.stop(at(4));
        clock.left("a", at(5));
        clock.unstop(at(6));

        assertThat(clock.isRunning(at(6))).isFalse();
        assertThat(clock.time(at(60))).isEqualTo(seconds(4));
    }

    @Test
    void resuming_with_only_a_hidden_or_a_silent_page_leaves_the_clock_standing() {
        clock.shown("hidden", at(0));
        clock.shown("silent", at(0));
        clock.hidden("hidden", at(1));
        clock.stop(at(2));
        clock.contact("hidden", at(50));
        clock.unstop(at(60));

        assertThat(clock.isRunning(at(60))).isFalse();
        assertThat(clock.time(at(120))).isEqualTo(seconds(2));
    }

    @Test
    void a_clock_restored_as_stopped_waits_for_unstop_even_when_shown() {
        PlayTimeMeter paused = new PlayTimeMeter(seconds(30), true);
        paused.shown("a", at(0));
        assertThat(paused.isRunning(at(5))).isFalse();

        paused.unstop(at(5));

        assertThat(paused.time(at(10))).isEqualTo(seconds(35));
    }

    @Test
    void a_new_page_after_the_last_one_left_starts_the_clock_again() {
        clock.shown("a", at(0));
        clock.left("a", at(5));
        clock.shown("b", at(100));

        assertThat(clock.isRunning(at(110))).isTrue();
        assertThat(clock.time(at(110))).isEqualTo(seconds(15));
    }

    /**
     * Issue 37: what a page says of itself (hidden, left, gone, paused), a script in it says too, to
     * stop the clock while its player thinks. The wall time between two moves of one page counts
     * whatever it said, when they are less than the contact grace apart.
     */
    @Nested
    class BetweenMoves {

        @Test
        void a_page_that_says_it_is_gone_after_each_move_is_timed_from_move_to_move() {
            clock.shown("a", at(0));
            for (int s = 0; s <= 60; s += 3) {
                clock.moved("a", at(s));
                clock.gone("a", at(s).plusMillis(100));
            }

            assertThat(clock.time(at(100))).as("the first move to the last").isEqualTo(seconds(60));
            assertThat(clock.isRunning(at(100)))
                    .as("the beacon still stands the clock")
                    .isFalse();
        }

        @Test
        void a_page_that_hides_or_pauses_between_its_moves_is_timed_from_move_to_move() {
            clock.shown("a", at(0));
            for (int s = 0; s <= 20; s += 4) {
                clock.moved("a", at(s));
                clock.hidden("a", at(s + 1));
            }
            clock.stop(at(21));
            clock.moved("a", at(30)); // Resume is a move
            clock.unstop(at(30));

            assertThat(clock.time(at(30))).isEqualTo(seconds(30));
        }

        @Test
        void a_gap_of_the_contact_grace_or_more_counts_only_what_the_page_was_there_for() {
            clock.moved("a", at(0));
            clock.gone("a", at(1));
            clock.moved("a", at(1).plus(GRACE));
            clock.gone("a", at(2).plus(GRACE));

            assertThat(clock.time(at(100)))
                    .as("until the first beacon; the gone page's moves count only between them")
                    .isEqualTo(seconds(1));
        }

        @Test
        void a_page_that_stays_in_contact_is_counted_once_not_again_for_its_moves() {
            clock.shown("a", at(0));
            for (int s = 0; s <= 60; s += 2) clock.moved("a", at(s));

            assertThat(clock.time(at(61))).isEqualTo(seconds(61));
        }

        @Test
        void a_page_whose_beacon_overtook_its_first_show_is_still_timed_from_its_first_move() {
            clock.gone("a", at(0));
            clock.moved("a", at(1));
            clock.moved("a", at(5));

            assertThat(clock.time(at(60))).isEqualTo(seconds(4));
            assertThat(clock.isViewed()).as("not seated again").isFalse();
        }

        /**
         * Random pages saying random things at random moments, with a fixed seed: the clock counts
         * at least every gap under the grace between two moves of one page (their union, as two pages
         * may play at once) and never more than the wall time.
         */
        @Test
        void whatever_pages_say_the_time_lies_between_the_gaps_of_their_moves_and_the_wall_time() {
            for (long seed = 1; seed <= 200; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                PlayTimeMeter tested = new PlayTimeMeter(Duration.ZERO, false);
                Map<String, Instant> lastMove = new HashMap<>();
                List<Instant[]> windows = new ArrayList<>();
                Instant now = T0;
                for (int event = 0; event < 300; event++) {
                    now = now.plusMillis(random.nextLong(0, 9_000));
                    String page = "page" + random.nextInt(3);
                    switch (random.nextInt(8)) {
                        case 0 -> tested.shown(page, now);
                        case 1 -> tested.hidden(page, now);
                        case 2 -> tested.left(page, now);
                        case 3 -> tested.gone(page, now);
                        case 4 -> tested.contact(page, now);
                        case 5 -> tested.stop(now);
                        case 6 -> tested.unstop(now);
                        default -> {
                            tested.moved(page, now);
                            Instant before = lastMove.put(page, now);
                            if (before != null && Duration.between(before, now).compareTo(GRACE) < 0)
                                windows.add(new Instant[] {before, now});
                        }
                    }
                }
                Duration time = tested.time(now);
                assertThat(time).as("seed %d: the gaps between moves", seed).isGreaterThanOrEqualTo(union(windows));
                assertThat(time).as("seed %d: the wall time", seed).isLessThanOrEqualTo(Duration.between(T0, now));
            }
        }

        /** The measure of the union of these spans. */
        private static Duration union(List<Instant[]> spans) {
            List<Instant[]> sorted = new ArrayList<>(spans);
            sorted.sort(Comparator.comparing(span -> span[0]));
            Duration total = Duration.ZERO;
            Instant coveredTo = Instant.MIN;
            for (Instant[] span : sorted) {
                Instant from = span[0].isAfter(coveredTo) ? span[0] : coveredTo;
                if (span[1].isAfter(from)) total = total.plus(Duration.between(from, span[1]));
                if (span[1].isAfter(coveredTo)) coveredTo = span[1];
            }
            return total;
        }
    }

    /** The clock inside a game: a move says that its page shows the grid, and the elapsed time runs from the first showing. */
    @Nested
    class InAGame {

        private final HandClock time = new HandClock();
        private final Puzzle puzzle = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);
        private final Grid solution = puzzle.solution().orElseThrow();
        private final Game game = Game.start(
                UUID.randomUUID(),
                puzzle,
                new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                Settings.DEFAULT,
                time);

        /** What {@code GameService} does for every move: the page moved, then the move. */
        private void move(String viewer, int index) {
            Cell cell = Cell.ofIndex(index, 4);
            game.time().moved(viewer);
            game.place(cell, solution.digit(cell));
        }

        /** What {@code GameService} did for every move before issue 37: the page shows the grid, then the move. */
        private void place(String viewer, int index) {
            Cell cell = Cell.ofIndex(index, 4);
            game.time().shown(viewer);
            game.place(cell, solution.digit(cell));
        }

        @Test
        void a_page_that_says_it_is_hidden_and_goes_on_playing_is_timed_for_its_play() {
            game.time().shown("page");
            game.time().hidden("page");
            place("page", 0);
            for (int i = 1; i <= 11; i++) {
                time.advance(seconds(2));
                place("page", i);
            }

            assertThat(game.time().playTime()).isEqualTo(seconds(22));
            assertThat(game.time().isRunning()).isTrue();
        }

        @Test
        void the_elapsed_time_runs_from_the_first_showing_through_hidden_tabs_and_pauses() {
            time.advance(seconds(5));
            assertThat(game.time().elapsed()).as("a daily waiting for Start").isZero();
            game.time().shown("page");
            time.advance(seconds(10));
            game.time().hidden("page");
            time.advance(seconds(30));
            game.time().pause();
            time.advance(seconds(60));
            game.time().resume();
            assertThat(game.time().elapsed()).isEqualTo(seconds(100));
            assertThat(game.time().playTime()).isEqualTo(seconds(10));

            for (int i = 0; i < 16; i++) {
                time.advance(seconds(1));
                place("page", i);
            }
            time.advance(seconds(500));

            Finish finish = game.finish().orElseThrow();
            assertThat(finish.elapsed()).isEqualTo(seconds(116));
            assertThat(finish.playTime()).isEqualTo(seconds(25));
            assertThat(game.time().elapsed()).as("stopped at the finish").isEqualTo(seconds(116));
            assertThat(game.time().playTime()).isEqualTo(seconds(25));
        }

        @Test
        void a_page_that_hides_between_its_moves_cannot_shorten_the_elapsed_time() {
            game.time().shown("page");
            for (int i = 0; i < 16; i++) {
                time.advance(seconds(3));
                place("page", i);
                game.time().hidden("page");
            }

            Finish finish = game.finish().orElseThrow();
            assertThat(finish.elapsed()).isEqualTo(seconds(48));
        }

        @Test
        void moves_after_the_finish_add_nothing_to_the_play_time() {
            for (int i = 0; i < 16; i++) {
                time.advance(seconds(1));
                move("page", i);
            }
            Duration finished = game.time().playTime();
            time.advance(seconds(2));
            game.time().moved("page");

            assertThat(game.time().playTime()).isEqualTo(finished).isEqualTo(seconds(15));
        }

        @Test
        void the_finish_stops_the_play_clock_at_once() {
            game.time().shown("page");
            for (int i = 0; i < 16; i++) {
                time.advance(seconds(1));
                place("page", i);
            }
            time.advance(seconds(5));
            game.time().shown("page");
            game.time().contact("page");

            assertThat(game.time().isRunning()).isFalse();
            assertThat(game.time().playTime()).isEqualTo(seconds(16));
        }
    }
}
