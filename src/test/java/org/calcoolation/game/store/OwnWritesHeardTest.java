package org.calcoolation.game.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.OnGameDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A node hears its own writes: every {@link GameSaver#STORED} it sends comes back to its store, as
 * another node's would, on the "live-events" thread. Heard while that write still holds the game,
 * they are passed over; heard after it (late, on a busy node), the copy is at that version already.
 * Either way they must never be taken for another node's play while moves keep coming: no catching
 * up from its own row, no read back, nothing lost. The test holds the live-events thread so that a
 * node's own events are heard late, while it plays and writes again, and once with nothing unsaved.
 */
class OwnWritesHeardTest extends OnGameDatabase {

    private static final String HOLD = "test.hold", DRAINED = "test.drained";

    private final LiveEvents live = LiveEvents.inProcess(new SimpleMeterRegistry());
    private final AtomicReference<CountDownLatch> held = new AtomicReference<>();
    /** The notes played so far, by cell, as the board should show them. */
    private final List<SortedSet<Integer>> notes = IntStream.range(0, 16)
            .mapToObj(i -> (SortedSet<Integer>) new TreeSet<Integer>())
            .toList();

    private int moves;

    @AfterEach
    void closeEvents() {
        live.close();
    }

    @Test
    void a_nodes_own_writes_heard_late_while_moves_arrive_are_never_taken_for_another_nodes() {
        Set<String> heardOn = ConcurrentHashMap.newKeySet();
        AtomicInteger heard = new AtomicInteger();
        live.subscribe(GameSaver.STORED, event -> {
            heardOn.add(Thread.currentThread().getName());
            heard.incrementAndGet();
        });
        GameStore node = StoreAccess.newStore(context, event -> {}, Runnable::run, clock, live);
        GameService games = serviceOn(node);
        GameState game = games.show(seat(games.newGame(player, EASY_4)));
        Seat seat = seat(game);
        node.saveAllNow();
        AtomicInteger told = new AtomicInteger();
        node.watch(game.id(), told::incrementAndGet);

        for (int round = 0; round < 40; round++) {
            CountDownLatch release = holdLiveEvents();
            play(games, seat, 3);
            node.saveAllNow(); // its event waits behind the hold
            if (round % 3 == 2) { // a write of play time alone: the copy has no move unsaved while it is written
                clock.advance(Duration.ofMillis(700));
                games.contact(seat);
                node.saveAllNow();
            }
            release.countDown(); // the events are heard now, while more moves come and are written
            play(games, seat, 2);
            node.saveAllNow();
            if (round % 2 == 1) { // and heard late with nothing unsaved: the copy is at that version already
                release = holdLiveEvents();
                play(games, seat, 1);
                node.saveAllNow();
                release.countDown();
                drain();
            }
        }
        drain();

        long rowVersion = rows.findById(game.id()).orElseThrow().rowVersion();
        System.out.printf(
                "%d moves, %d writes stored, %d own events heard (on %s)%n", moves, rowVersion, heard.get(), heardOn);
        assertThat(heardOn).as("heard off the writing thread").containsExactly("live-events");
        assertThat(heard.get()).as("one event a write, the insert's too").isEqualTo(rowVersion + 1);
        assertThat(told.get())
                .as("told once a move, never of a catch-up or a read back")
                .isEqualTo(moves);
        GameState now = games.state(game.id());
        assertThat(now.notice()).as("nothing was overtaken").isEmpty();
        Board stored = serviceOn(StoreAccess.newStore(context, event -> {}, Runnable::run, clock))
                .state(game.id())
                .board();
        assertThat(stored).isEqualTo(now.board());
        for (int i = 0; i < 16; i++)
            assertThat(now.board().noteDigits(cell(i)))
                    .as("notes of cell %d", i)
                    .isEqualTo(notes.get(i));
    }

    /** Toggles {@code count} notes, cell after cell, and keeps what the board should show. */
    private void play(GameService games, Seat seat, int count) {
        for (int i = 0; i < count; i++, moves++) {
            int cell = moves % 16, digit = 1 + (moves / 16) % 4;
            games.toggleNote(seat, cell(cell), digit);
            if (!notes.get(cell).remove(digit)) notes.get(cell).add(digit);
        }
    }

    /** Holds the live-events thread until the returned latch is counted down: the events sent meanwhile wait. */
    private CountDownLatch holdLiveEvents() {
        if (held.get() == null) live.subscribe(HOLD, event -> awaitQuietly(held.get()));
        CountDownLatch release = new CountDownLatch(1);
        held.set(release);
        CountDownLatch holding = new CountDownLatch(1);
        Runnable stop = live.subscribe(HOLD + ".entered", event -> holding.countDown());
        live.publish(HOLD + ".entered", "", "");
        live.publish(HOLD, "", "");
        await().atMost(Duration.ofSeconds(30)).until(() -> holding.getCount() == 0);
        stop.run();
        return release;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the live-events thread has handled every event sent before: it handles them in order. */
    private void drain() {
        CountDownLatch drained = new CountDownLatch(1);
        Runnable stop = live.subscribe(DRAINED, event -> drained.countDown());
        live.publish(DRAINED, "", "");
        await().atMost(Duration.ofSeconds(30)).until(() -> drained.getCount() == 0);
        stop.run();
    }
}
