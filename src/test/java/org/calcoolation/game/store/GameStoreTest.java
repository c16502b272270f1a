package org.calcoolation.game.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.OnGameDatabase;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.play.TimedMove;
import org.calcoolation.game.play.Timekeeper;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * How games are stored, on a real H2 file: at most once per {@link GameSaver#SAVE_INTERVAL}, a
 * finish at once and told once, never over a newer row, and forgotten from memory when idle. Each
 * test drives its own store with a hand-moved clock, calls its writer by hand and stores a finish on
 * the calling thread; "a restart" or "another node" is a second store on the same database.
 */
class GameStoreTest extends OnGameDatabase {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    GameService scheduled;

    private GameStore storeFinishingOn(Executor finisher) {
        return newStore(events::add, finisher);
    }

    private long rowVersion(UUID game) {
        return rows.findById(game).orElseThrow().rowVersion();
    }

    private Board storedBoard(UUID game) {
        return restarted().state(game).board();
    }

    private List<GameFinished> told() {
        return events.stream()
                .filter(GameFinished.class::isInstance)
                .map(GameFinished.class::cast)
                .toList();
    }

    /** Places every digit of the solution, each after {@code pause}; the last state. */
    private GameState solve(GameService games, Seat seat, GameState game, int from, int to, Duration pause) {
        GameState last = game;
        for (int i = from; i < to; i++) {
            clock.advance(pause);
            last = games.place(seat, cell(i), digit(game, i));
        }
        return last;
    }

    @Test
    void a_sixteen_by_sixteen_game_is_stored_and_read_back_with_a_16_and_notes_15_and_16() {
        PuzzleKind sixteen = new PuzzleKind(16, Difficulty.HARD, Variant.STANDARD);
        GameState game = service.show(seat(service.newGame(player, sixteen)));
        Cell last = new Cell(15, 15), beside = new Cell(15, 14);
        service.place(seat(game), last, 16);
        service.toggleNote(seat(game), beside, 15);
        service.toggleNote(seat(game), beside, 16);
        store.saveAllNow();

        GameState back = restarted().state(game.id());
        assertThat(back.puzzle()).isEqualTo(game.puzzle());
        assertThat(back.board().value(last)).isEqualTo(16);
        assertThat(back.board().noteDigits(beside)).containsExactly(15, 16);
    }

    // ---- at most one write a second ----

    @Test
    void fifty_quick_changes_within_a_second_make_one_write_after_the_insert() {
        GameState game = newGame();
        store.saveDue();
        assertThat(rowVersion(game.id())).as("inserted").isZero();

        for (int i = 0; i < 50; i++) {
            clock.advance(Duration.ofMillis(20));
            service.toggleNote(seat(game), cell(i % 16), 1 + i % 4);
            store.saveDue();
        }
        clock.advance(Duration.ofSeconds(1));
        store.saveDue();

        assertThat(rowVersion(game.id())).as("updates after the insert").isEqualTo(1);
        assertThat(storedBoard(game.id())).isEqualTo(service.state(game.id()).board());
    }

    @Test
    void the_last_change_of_a_burst_is_written_once_its_second_has_passed() {
        GameState game = newGame();
        store.saveDue();
        clock.advance(Duration.ofMillis(1500));
        service.place(seat(game), cell(0), digit(game, 0));
        store.saveDue();
        service.place(seat(game), cell(1), digit(game, 1));
        store.saveDue();
        assertThat(storedBoard(game.id()).value(cell(1))).isZero();

        clock.advance(Duration.ofMillis(1000));
        store.saveDue();

        assertThat(storedBoard(game.id()).value(cell(1))).isEqualTo(digit(game, 1));
        assertThat(rowVersion(game.id())).isEqualTo(2);
    }

    @Test
    void a_game_that_did_not_change_is_not_written_again() {
        GameState game = newGame();
        service.leave(seat(game));
        store.saveDue();
        clock.advance(Duration.ofSeconds(5));

        store.saveDue();
        store.saveAllNow();

        assertThat(rowVersion(game.id())).isZero();
    }

    @Test
    void a_game_played_four_moves_a_second_for_ten_seconds_is_written_at_most_once_a_second() {
        GameState game = newGame();
        service.show(seat(game));
        store.saveDue();
        for (int i = 0; i < 40; i++) {
            clock.advance(Duration.ofMillis(250));
            service.toggleNote(seat(game), cell(i % 16), 1 + i % 4);
            store.saveDue();
        }
        long writes = rowVersion(game.id());
        System.out.printf("40 moves over 10 s, saved every 250 ms: %d writes after the insert%n", writes);
        assertThat(writes).as("one a second at most (SAVE_INTERVAL)").isBetween(5L, 10L);
    }

    @Test
    void a_page_that_only_keeps_in_touch_with_its_clock_running_is_not_written_until_the_clock_stops() {
        GameState game = newGame();
        Seat seat = seat(game);
        service.show(seat);
        store.saveDue();
        for (int i = 0; i < 6; i++) {
            clock.advance(Duration.ofSeconds(10));
            service.contact(seat);
            store.saveDue();
        }
        assertThat(rowVersion(game.id()))
                .as("heartbeats alone, a minute of them")
                .isZero();

        service.leave(seat);
        clock.advance(Duration.ofSeconds(1));
        store.saveDue();
        clock.advance(Duration.ofSeconds(5));
        store.saveDue();
        assertThat(rowVersion(game.id()))
                .as("the play time, once the clock stopped")
                .isEqualTo(1);
    }

    @Test
    void the_background_writer_stores_fifty_changes_made_over_a_second_in_at_most_two_writes()
            throws InterruptedException {
        GameState game = scheduled.newGame(player, EASY_4);
        Seat seat = seat(game);
        scheduled.show(seat);
        long start = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            scheduled.toggleNote(seat, cell(i % 16), 1 + i % 4);
            Thread.sleep(20);
        }
        long burst = System.nanoTime() - start;
        Board played = scheduled.state(game.id()).board();

        await().atMost(Duration.ofSeconds(3))
                .pollInterval(Duration.ofMillis(20))
                .until(() ->
                        rows.existsById(game.id()) && storedBoard(game.id()).equals(played));
        long stored = System.nanoTime() - start;
        long writes = rowVersion(game.id());
        System.out.printf(
                "Debounce: 50 changes over %d ms, all stored after %d ms, in %d writes after the insert%n",
                burst / 1_000_000, stored / 1_000_000, writes);
        assertThat(writes).isBetween(1L, 2L);
    }

    // ---- a finish: stored at once, told once ----

    @Test
    void a_finish_is_stored_before_the_move_returns_and_told_once_with_its_times_from_the_clock() {
        GameState game = newGame();
        Seat seat = seat(game);
        solve(service, seat, game, 0, 8, Duration.ofSeconds(4));
        service.pause(seat);
        clock.advance(Duration.ofSeconds(30));
        service.resume(seat);

        GameState last = solve(service, seat, game, 8, 16, Duration.ofSeconds(4));

        assertThat(last.recorded()).isTrue();
        assertThat(last.finish())
                .as("clean, but played with the default settings' live marks on: not gold")
                .contains(new Finish(
                        Outcome.CLEAN,
                        Duration.ofSeconds(64),
                        Duration.ofSeconds(94),
                        HelpLedger.NONE.withLiveMarks(),
                        clock.instant()));
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .contains(clock.instant());
        List<TimedMove> moves = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            // Every 4 s of play; the 30 s paused do not count.
            moves.add(new TimedMove(
                    new Move.Place(cell(i), digit(game, i), Settings.DEFAULT.removeNotesOnPlace()), 4_000L * (i + 1)));
        }
        GameFinished expected = new GameFinished(
                game.id(),
                player,
                OptionalLong.empty(),
                game.puzzleId(),
                EASY_4,
                Outcome.CLEAN,
                Duration.ofSeconds(64),
                Duration.ofSeconds(94),
                clock.instant(),
                moves);
        assertThat(told()).containsExactly(expected);

        service.undo(seat);
        clock.advance(Duration.ofSeconds(2));
        store.saveDue();
        store.saveAllNow();
        assertThat(told()).as("told once").containsExactly(expected);
    }

    @Test
    void a_solve_after_a_check_is_told_as_assisted() {
        GameState game = newGame();
        service.check(seat(game));

        solve(service, seat(game), game, 0, 16, Duration.ofSeconds(1));

        assertThat(told()).singleElement().satisfies(finished -> {
            assertThat(finished.outcome()).isEqualTo(Outcome.ASSISTED);
            assertThat(finished.playTime()).isEqualTo(Duration.ofSeconds(16));
        });
    }

    @Test
    void revealing_the_solution_is_stored_at_once_and_told_as_given_up() {
        GameState game = newGame();
        clock.advance(Duration.ofSeconds(10));

        GameState given = service.revealSolution(seat(game));

        assertThat(given.recorded()).isTrue();
        assertThat(told()).singleElement().satisfies(finished -> {
            assertThat(finished.outcome()).isEqualTo(Outcome.GIVEN_UP);
            assertThat(finished.outcome().isSolve()).isFalse();
            assertThat(finished.playTime()).isEqualTo(Duration.ofSeconds(10));
            assertThat(finished.elapsed()).isEqualTo(Duration.ofSeconds(10));
        });
    }

    @Test
    void a_finish_counts_as_recorded_only_once_the_store_has_written_it() {
        List<Runnable> finishes = new ArrayList<>();
        GameService games = serviceOn(storeFinishingOn(finishes::add));
        GameState game = games.newGame(player, EASY_4);
        games.show(seat(game));

        GameState last = solve(games, seat(game), game, 0, 16, Duration.ofSeconds(1));

        assertThat(last.isFinished()).isTrue();
        assertThat(last.recorded()).isFalse();
        assertThat(told()).isEmpty();
        assertThat(rows.findById(game.id())).isEmpty();

        assertThat(finishes).hasSize(1);
        finishes.getFirst().run();

        assertThat(games.state(game.id()).recorded()).isTrue();
        assertThat(told()).singleElement().extracting(GameFinished::gameId).isEqualTo(game.id());
    }

    /** Publishes as the app does, but its first event fails as a listener of it would. */
    private ApplicationEventPublisher failingOnce() {
        return new ApplicationEventPublisher() {
            boolean failed;

            @Override
            public void publishEvent(Object event) {
                if (!failed) {
                    failed = true;
                    throw new IllegalStateException("a listener failed");
                }
                events.add(event);
            }
        };
    }

    @Test
    void a_finish_whose_write_fails_is_told_as_not_saved_and_written_by_a_later_save_and_told_once() {
        GameStore flaky = newStore(failingOnce(), Runnable::run);
        GameService games = serviceOn(flaky);
        GameState game = games.newGame(player, EASY_4);
        games.show(seat(game));

        GameState last = solve(games, seat(game), game, 0, 16, Duration.ofSeconds(1));
        assertThat(last.isFinished()).isTrue();
        assertThat(last.recorded()).isFalse();
        assertThat(rows.findById(game.id())).as("rolled back with the listener").isEmpty();
        assertThat(games.state(game.id()).saveFailing())
                .as("the player is told it is not saved")
                .isTrue();

        flaky.saveDue();
        assertThat(rows.findById(game.id()))
                .as("the next try waits its back-off, not every save")
                .isEmpty();

        clock.advance(Duration.ofSeconds(2));
        flaky.saveDue();

        assertThat(games.state(game.id()).recorded()).isTrue();
        assertThat(games.state(game.id()).saveFailing()).isFalse();
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .isPresent();
        assertThat(told()).singleElement().extracting(GameFinished::gameId).isEqualTo(game.id());
    }

    @Test
    void the_finish_of_a_stored_game_is_rolled_back_with_a_failing_listener_and_written_by_a_later_save() {
        GameStore flaky = newStore(failingOnce(), Runnable::run);
        GameService games = serviceOn(flaky);
        GameState game = games.newGame(player, EASY_4);
        games.show(seat(game));
        flaky.saveAllNow();
        assertThat(rows.findById(game.id())).as("stored before the finish").isPresent();

        GameState last = solve(games, seat(game), game, 0, 16, Duration.ofSeconds(1));
        assertThat(last.isFinished()).isTrue();
        assertThat(last.recorded()).isFalse();
        // The row's update and the listener's writes are one transaction: neither stays.
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .as("rolled back with the listener")
                .isEmpty();

        clock.advance(Duration.ofSeconds(2));
        flaky.saveDue();

        assertThat(games.state(game.id()).recorded()).isTrue();
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .isPresent();
        assertThat(told()).singleElement().extracting(GameFinished::gameId).isEqualTo(game.id());
    }

    @Test
    void games_beyond_one_batch_are_all_stored_by_one_save_and_a_stale_copy_among_them_is_read_back() {
        List<GameState> games = new ArrayList<>();
        for (int i = 0; i < GameSaver.BATCH + 20; i++) {
            GameState game = service.newGame(PlayerKeys.random(), EASY_4);
            games.add(service.show(seat(game)));
        }
        store.saveDue();
        GameState contested = games.get(GameSaver.BATCH / 2);
        GameStore otherStore = storeFinishingOn(Runnable::run);
        GameService otherNode = serviceOn(otherStore);

        clock.advance(Duration.ofSeconds(2));
        List<GameState> played = games.stream()
                .map(game -> service.place(seat(game), cell(0), digit(game, 0)))
                .toList();
        // Another node plays the contested game from its stored copy and stores its move first: this node's copy is now
        // stale.
        GameState newer =
                otherNode.place(new Seat(contested.id(), "page on the other node"), cell(3), digit(contested, 3));
        otherStore.saveAllNow();
        store.saveDue();

        for (GameState game : played) {
            if (game.id().equals(contested.id())) continue;
            assertThat(rowVersion(game.id())).as("stored once after the insert").isEqualTo(1);
            assertThat(storedBoard(game.id())).isEqualTo(game.board());
        }
        assertThat(storedBoard(contested.id())).as("the newer row is kept").isEqualTo(newer.board());
        GameState readBack = service.state(contested.id());
        assertThat(readBack.notice()).contains(GameSaver.OVERTAKEN);
        assertThat(readBack.board()).isEqualTo(newer.board());
    }

    /**
     * A full disk, a file made read-only or a crash can bring the database back without writes it had
     * taken. The row is then an older state of this very copy, not another window's play: this copy
     * is written over it, every digit and the finish, with the finish's record once.
     */
    @Test
    void a_write_the_database_lost_is_written_again_not_taken_for_another_windows_play() {
        GameState game = newGame();
        Seat here = seat(game);
        service.place(here, cell(0), digit(game, 0));
        store.saveAllNow();
        long first = rowVersion(game.id());
        jdbc.execute("drop table if exists lost_write");
        jdbc.execute("create table lost_write as select * from saved_game where id = '" + game.id() + "'");
        solve(service, here, game, 1, 8, Duration.ofMillis(300));
        store.saveAllNow();
        assertThat(rowVersion(game.id())).isGreaterThan(first);
        // The database comes back at the state of the first save.
        jdbc.update("delete from saved_game where id = ?", game.id());
        jdbc.update("insert into saved_game select * from lost_write");
        jdbc.execute("drop table lost_write");

        GameState last = solve(service, here, game, 8, 16, Duration.ofMillis(300));
        assertThat(last.isFinished()).isTrue();
        clock.advance(Duration.ofSeconds(2));
        store.saveDue();

        assertThat(service.state(game.id()).notice()).as("no one else played").isEmpty();
        assertThat(storedBoard(game.id())).as("every digit").isEqualTo(last.board());
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .isPresent();
        assertThat(service.state(game.id()).recorded()).isTrue();
        assertThat(told()).singleElement().extracting(GameFinished::gameId).isEqualTo(game.id());
    }

    // ---- two nodes, one row: the row's newer copy wins ----

    @Test
    void a_save_from_a_stale_copy_does_not_overwrite_the_row_and_the_stale_copy_is_replaced_with_a_notice() {
        GameStore otherStore = storeFinishingOn(Runnable::run);
        GameService otherNode = serviceOn(otherStore);
        GameState game = newGame();
        Seat here = seat(game), there = new Seat(game.id(), "page on the other node");
        service.place(here, cell(0), digit(game, 0));
        store.saveAllNow();
        otherNode.state(game.id());
        GameState kept = service.place(here, cell(1), digit(game, 1));
        store.saveAllNow();

        GameState stale = otherNode.place(there, cell(2), digit(game, 2));
        assertThat(stale.board().value(cell(2))).as("taken for now").isEqualTo(digit(game, 2));
        otherStore.saveAllNow();

        assertThat(rowVersion(game.id())).isEqualTo(1);
        assertThat(storedBoard(game.id())).isEqualTo(kept.board());
        GameState overtaken = otherNode.state(game.id());
        assertThat(overtaken.notice()).contains(GameSaver.OVERTAKEN);
        assertThat(overtaken.board()).isEqualTo(kept.board());
        assertThat(otherNode.state(game.id()).notice()).as("told once").isEmpty();
    }

    @Test
    void a_move_stored_by_another_node_reaches_this_nodes_copy_and_its_pages_with_no_notice() {
        // Two nodes of one site: their live events on one path, as through PostgreSQL's NOTIFY.
        LiveEvents site = LiveEvents.inProcess(new SimpleMeterRegistry());
        GameStore storeA = StoreAccess.newStore(context, event -> {}, Runnable::run, clock, site);
        GameStore storeB = StoreAccess.newStore(context, event -> {}, Runnable::run, clock, site);
        GameService nodeA = serviceOn(storeA), nodeB = serviceOn(storeB);
        GameState game = nodeA.show(seat(nodeA.newGame(player, EASY_4)));
        Seat tabOnA = seat(game), tabOnB = new Seat(game.id(), "tab on node B");
        storeA.saveAllNow();
        nodeB.show(tabOnB);
        AtomicInteger toldOnB = new AtomicInteger();
        storeB.watch(game.id(), toldOnB::incrementAndGet);

        nodeA.place(tabOnA, cell(0), digit(game, 0));
        storeA.saveAllNow();

        await().atMost(Duration.ofSeconds(20)).until(() -> toldOnB.get() > 0);
        GameState onB = nodeB.state(game.id());
        assertThat(onB.board().value(cell(0))).isEqualTo(digit(game, 0));
        assertThat(onB.notice()).as("nothing of B's was lost").isEmpty();

        // B plays on from it: its move is stored after A's, and A catches up in turn.
        AtomicInteger toldOnA = new AtomicInteger();
        storeA.watch(game.id(), toldOnA::incrementAndGet);
        nodeB.place(tabOnB, cell(1), digit(game, 1));
        storeB.saveAllNow();
        await().atMost(Duration.ofSeconds(20)).until(() -> toldOnA.get() > 0);
        assertThat(storedBoard(game.id()).value(cell(0))).isEqualTo(digit(game, 0));
        assertThat(storedBoard(game.id()).value(cell(1))).isEqualTo(digit(game, 1));
        assertThat(nodeA.state(game.id()).board()).isEqualTo(storedBoard(game.id()));
        site.close();
    }

    @Test
    void a_node_that_missed_the_other_nodes_writes_catches_up_the_games_its_pages_show_when_it_hears_again() {
        LiveEvents heardOnB = LiveEvents.inProcess(new SimpleMeterRegistry());
        // A's live events are its own: B hears nothing of A's writes, as while B's listening connection is down.
        GameStore storeA = StoreAccess.newStore(context, event -> {}, Runnable::run, clock);
        GameStore storeB = StoreAccess.newStore(context, event -> {}, Runnable::run, clock, heardOnB);
        GameService nodeA = serviceOn(storeA), nodeB = serviceOn(storeB);
        GameState game = nodeA.show(seat(nodeA.newGame(player, EASY_4)));
        storeA.saveAllNow();
        nodeB.show(new Seat(game.id(), "tab on node B"));
        AtomicInteger toldOnB = new AtomicInteger();
        storeB.watch(game.id(), toldOnB::incrementAndGet);
        nodeA.place(seat(game), cell(0), digit(game, 0));
        storeA.saveAllNow();
        assertThat(nodeB.state(game.id()).board().value(cell(0))).as("missed").isZero();

        heardOnB.publish(LiveEvents.RESUMED, "", ""); // what B's listener says once it hears again

        await().atMost(Duration.ofSeconds(20)).until(() -> toldOnB.get() > 0);
        GameState onB = nodeB.state(game.id());
        assertThat(onB.board().value(cell(0))).isEqualTo(digit(game, 0));
        assertThat(onB.notice()).isEmpty();
        heardOnB.close();
    }

    @Test
    void the_overtaken_node_plays_on_from_the_stored_game_and_the_other_node_is_then_the_stale_one() {
        GameStore otherStore = storeFinishingOn(Runnable::run);
        GameService otherNode = serviceOn(otherStore);
        GameState game = newGame();
        Seat here = seat(game), there = new Seat(game.id(), "page on the other node");
        store.saveAllNow();
        otherNode.state(game.id());
        service.place(here, cell(0), digit(game, 0));
        store.saveAllNow();
        otherNode.place(there, cell(1), digit(game, 1));
        otherStore.saveAllNow();

        GameState playedOn = otherNode.place(there, cell(2), digit(game, 2));
        otherStore.saveAllNow();

        assertThat(playedOn.board().value(cell(0))).isEqualTo(digit(game, 0));
        assertThat(playedOn.board().value(cell(1))).as("refused").isZero();
        assertThat(storedBoard(game.id())).isEqualTo(playedOn.board());

        service.place(here, cell(3), digit(game, 3));
        store.saveAllNow();

        GameState overtakenHere = service.state(game.id());
        assertThat(overtakenHere.notice()).contains(GameSaver.OVERTAKEN);
        assertThat(overtakenHere.board()).isEqualTo(playedOn.board());
    }

    @Test
    void a_finish_made_on_a_stale_copy_is_neither_stored_nor_told() {
        GameService otherNode = serviceOn(storeFinishingOn(Runnable::run));
        GameState game = newGame();
        store.saveAllNow();
        otherNode.state(game.id());
        GameState kept = service.place(seat(game), cell(0), digit(game, 0));
        store.saveAllNow();

        GameState last =
                solve(otherNode, new Seat(game.id(), "page on the other node"), game, 0, 16, Duration.ofSeconds(1));

        assertThat(last.isFinished()).isFalse();
        assertThat(last.notice()).contains(GameSaver.OVERTAKEN);
        assertThat(last.board()).isEqualTo(kept.board());
        assertThat(told()).isEmpty();
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().finishedAt())
                .isEmpty();
    }

    // ---- forgotten when idle ----

    @Test
    void a_game_left_alone_for_half_an_hour_leaves_memory_once_stored_and_comes_back_from_the_database() {
        GameState game = newGame();
        GameState placed = service.place(seat(game), cell(0), digit(game, 0));
        clock.advance(GameStore.IDLE.plusMinutes(1));
        store.forgetIdle();
        assertThat(store.gamesInMemory()).as("not forgotten while unsaved").isEqualTo(1);

        store.saveDue();
        store.forgetIdle();

        assertThat(store.gamesInMemory()).isZero();
        assertThat(service.current(player)).get().extracting(GameState::board).isEqualTo(placed.board());
        assertThat(store.gamesInMemory()).isEqualTo(1);
    }

    @Test
    void a_game_whose_pages_left_leaves_memory_a_minute_after_its_last_change_once_stored() {
        GameState game = newGame();
        service.show(seat(game));
        GameState placed = service.place(seat(game), cell(0), digit(game, 0));
        service.leave(seat(game)); // the page went elsewhere, or its session ended
        clock.advance(GameStore.UNSHOWN.plusSeconds(1));
        store.forgetIdle();
        assertThat(store.gamesInMemory()).as("not forgotten while unsaved").isEqualTo(1);

        store.saveDue();
        store.forgetIdle();

        assertThat(store.gamesInMemory()).isZero();
        assertThat(service.current(player)).get().extracting(GameState::board).isEqualTo(placed.board());
    }

    @Test
    void a_game_a_page_shows_stays_in_memory_while_its_player_thinks() {
        GameState game = newGame();
        service.show(seat(game));
        service.place(seat(game), cell(0), digit(game, 0));
        clock.advance(GameStore.UNSHOWN.multipliedBy(10));
        store.saveDue();

        store.forgetIdle();

        assertThat(store.gamesInMemory()).isEqualTo(1);
    }

    @Test
    void a_game_a_page_keeps_in_contact_with_is_not_forgotten() {
        GameState game = newGame();
        store.saveDue();
        for (int minute = 0; minute < 40; minute++) {
            clock.advance(Duration.ofMinutes(1));
            service.contact(seat(game));
        }

        store.forgetIdle();

        assertThat(store.gamesInMemory()).isEqualTo(1);
    }

    @Test
    void a_page_whose_game_left_memory_plays_on_and_its_moves_are_stored() {
        GameState game = newGame();
        store.saveDue();
        clock.advance(GameStore.IDLE.plusMinutes(1));
        store.saveDue();
        store.forgetIdle();
        assertThat(store.gamesInMemory()).isZero();

        GameState filled = service.fillNotes(seat(game), Move.Fill.FREE);
        clock.advance(GameSaver.SAVE_INTERVAL);
        store.saveDue();

        assertThat(filled.board()).isNotEqualTo(Board.start(game.puzzle()));
        assertThat(storedBoard(game.id())).isEqualTo(filled.board());
    }

    // ---- damaged rows: passed over, never deleted ----

    @Test
    void a_damaged_row_is_passed_over_for_the_previous_game_and_kept() {
        GameState good = newGame();
        // A digit, so that the next new game keeps this one (a game nobody wrote in makes way).
        service.place(seat(good), cell(0), digit(good, 0));
        store.saveAllNow();
        clock.advance(Duration.ofSeconds(1));
        GameState damaged = newGame();
        store.saveAllNow();
        jdbc.update("update saved_game set puzzle_id = '4:not a puzzle' where id = ?", damaged.id());

        assertThat(restarted().current(player)).get().extracting(GameState::id).isEqualTo(good.id());
        assertThat(rows.findById(damaged.id())).isPresent();
    }

    @Test
    void a_player_whose_only_game_is_damaged_has_no_current_game() {
        GameState damaged = newGame();
        store.saveAllNow();
        jdbc.update(
                "update saved_game set moves = ?, move_cursor = 1 where id = ?",
                new byte[] {0, 0, (byte) 0xFF},
                damaged.id());

        assertThat(restarted().current(player)).isEmpty();
        assertThat(rows.findById(damaged.id())).isPresent();
    }

    @Test
    void the_play_time_of_each_move_is_stored_and_comes_back_after_a_restart() {
        GameState game = newGame();
        clock.advance(Duration.ofMillis(1_500));
        service.place(seat(game), cell(0), digit(game, 0));
        store.saveDue(); // the insert
        clock.advance(Duration.ofMillis(2_000));
        service.place(seat(game), cell(1), digit(game, 1));
        clock.advance(Duration.ofMillis(1_000));
        store.saveDue(); // a batched update, at 4.5 s of play
        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().moveTimes())
                .containsExactly(1_500, 3_500);

        GameStore again = newStore();
        GameService afterRestart = serviceOn(again);
        afterRestart.show(seat(game));
        clock.advance(Duration.ofMillis(700));
        afterRestart.place(seat(game), cell(2), digit(game, 2));
        again.saveAllNow();

        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().moveTimes())
                .as("read back, and written again with the new move")
                .containsExactly(1_500, 3_500, 5_200);
    }

    @Test
    void play_time_counted_without_a_change_is_stored_when_the_service_stops() {
        GameState game = newGame();
        store.saveDue();
        for (int i = 0; i < 10; i++) {
            clock.advance(Duration.ofSeconds(10));
            service.contact(seat(game));
        }

        store.saveAllNow();

        assertThat(restarted().state(game.id()).playTime()).isEqualTo(Duration.ofSeconds(100));
    }

    @Test
    void the_play_time_of_a_page_gone_silent_is_stored_once_its_clock_stops() {
        GameState game = newGame();
        store.saveDue();
        clock.advance(Timekeeper.CONTACT_GRACE.plusSeconds(5));

        store.saveDue();

        assertThat(restarted().state(game.id()).playTime()).isEqualTo(Timekeeper.CONTACT_GRACE);
    }

    @Test
    void an_overtaken_game_keeps_counting_for_the_pages_that_show_it() {
        GameStore otherStore = storeFinishingOn(Runnable::run);
        GameService otherNode = serviceOn(otherStore);
        GameState game = newGame();
        Seat here = seat(game), there = new Seat(game.id(), "page on the other node");
        store.saveAllNow();
        otherNode.show(there);
        service.place(here, cell(0), digit(game, 0));
        store.saveAllNow();
        otherNode.place(there, cell(1), digit(game, 1));
        otherStore.saveAllNow();

        clock.advance(Duration.ofSeconds(10));
        otherNode.contact(there);

        GameState overtaken = otherNode.state(game.id());
        assertThat(overtaken.notice()).contains(GameSaver.OVERTAKEN);
        assertThat(overtaken.running()).isTrue();
    }
}
