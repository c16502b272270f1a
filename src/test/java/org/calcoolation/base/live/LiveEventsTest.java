package org.calcoolation.base.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.calcoolation.TestPostgres;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Live events as features use them, without Spring: on H2 in-process (the run on H2), and between
 * two nodes, each with its own data source and listening connection, on one PostgreSQL database
 * (the run on PostgreSQL: {@code -Dcalcoolation.test-database=postgresql}); one more with a server
 * of its own stopped and started again under the listeners. Each test makes its own database.
 */
class LiveEventsTest {

    private static final Duration SOON = Duration.ofSeconds(20);

    private final List<AutoCloseable> opened = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable each : opened.reversed()) each.close();
    }

    @Test
    void an_event_carries_ids_not_data() {
        assertThat(new LiveEvent("game", UUID.randomUUID().toString(), "12").encoded())
                .hasSizeLessThan(100);
        assertThatThrownBy(() -> new LiveEvent("game", "k", "x".repeat(LiveEvent.MAX_BYTES)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("under 8000 bytes");
        assertThatThrownBy(() -> new LiveEvent("Game kind", "k", "")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LiveEvent("game", "two\nlines", "")).isInstanceOf(IllegalArgumentException.class);
        LiveEvent multiline = new LiveEvent("rung-comments", "17", "a\nb");
        assertThat(LiveEvent.decode(multiline.encoded())).contains(multiline);
        assertThat(LiveEvent.decode("someone else's notify")).isEmpty();
    }

    @Test
    void on_one_node_events_are_heard_in_process_in_order_once_and_only_after_commit() {
        Assumptions.assumeFalse(TestPostgres.selected(), "the in-process path is H2's");
        SimpleMeterRegistry metrics = new SimpleMeterRegistry();
        LiveEvents events = open(LiveEvents.inProcess(metrics));
        Heard heard = new Heard(events, "game");
        TransactionTemplate transactions = new TransactionTemplate(new DataSourceTransactionManager(h2()));

        events.publish("game", "a", "1");
        transactions.executeWithoutResult(tx -> {
            events.publish("game", "b", "2");
            events.publish("game", "c", "3");
            events.publish("other", "x", "");
            assertThat(heard.keys())
                    .as("nothing of the transaction before its commit")
                    .doesNotContain("b", "c");
        });
        transactions.executeWithoutResult(tx -> {
            events.publish("game", "rolled back", "");
            tx.setRollbackOnly();
        });
        events.publish("game", "last", "");

        await().atMost(SOON).until(() -> heard.keys().contains("last"));
        assertThat(heard.keys()).containsExactly("a", "b", "c", "last");
        assertThat(metrics.counter(LiveEvents.SENT, "kind", "game").count()).isEqualTo(4);
        assertThat(metrics.counter(LiveEvents.RECEIVED, "kind", "game").count()).isEqualTo(4);
        assertThat(metrics.counter(LiveEvents.SENT, "kind", "other").count()).isEqualTo(1);
        assertThat(metrics.get(LiveEvents.LISTENING).gauge().value()).isEqualTo(1);
    }

    @Test
    void two_nodes_on_one_postgresql_hear_each_event_sent_by_one_in_order_once() {
        Assumptions.assumeTrue(TestPostgres.selected(), "-Dcalcoolation.test-database=postgresql");
        String database = TestPostgres.get().newDatabase();
        Node a = node(database), b = node(database);
        Heard onA = new Heard(a.events(), "game"), onB = new Heard(b.events(), "game");
        await().atMost(SOON).until(() -> a.events().listening() && b.events().listening());

        for (int i = 1; i <= 5; i++) a.events().publish("game", "move " + i, Integer.toString(i));
        // In a transaction: sent with its commit, in one statement; nothing of one rolled back.
        TransactionTemplate transactions = new TransactionTemplate(new DataSourceTransactionManager(a.data()));
        transactions.executeWithoutResult(tx -> {
            a.events().publish("game", "move 6", "6");
            a.events().publish("game", "move 7", "7");
        });
        transactions.executeWithoutResult(tx -> {
            a.events().publish("game", "rolled back", "");
            tx.setRollbackOnly();
        });
        a.events().publish("game", "last", "");

        List<String> expected = List.of("move 1", "move 2", "move 3", "move 4", "move 5", "move 6", "move 7", "last");
        for (Heard heard : List.of(onA, onB)) {
            await().atMost(SOON).until(() -> heard.keys().contains("last"));
            assertThat(heard.keys()).containsExactlyElementsOf(expected);
        }
        assertThat(a.metrics().counter(LiveEvents.SENT, "kind", "game").count()).isEqualTo(8);
        assertThat(b.metrics().counter(LiveEvents.SENT, "kind", "game").count()).isZero();
        assertThat(b.metrics().counter(LiveEvents.RECEIVED, "kind", "game").count())
                .isEqualTo(8);
        assertThat(b.metrics().get(LiveEvents.LISTENING).gauge().value()).isEqualTo(1);
    }

    @Test
    void the_listener_hears_again_after_postgresql_restarts() {
        Assumptions.assumeTrue(TestPostgres.selected(), "-Dcalcoolation.test-database=postgresql");
        TestPostgres server = TestPostgres.own();
        String database = server.newDatabase();
        Node a = node(database), b = node(database);
        Heard onB = new Heard(b.events(), "game");
        List<String> resumed = Collections.synchronizedList(new ArrayList<>());
        b.events().subscribe(LiveEvents.RESUMED, event -> resumed.add("resumed"));
        await().atMost(SOON).until(() -> a.events().listening() && b.events().listening());
        a.events().publish("game", "before", "");
        await().atMost(SOON).until(() -> onB.keys().contains("before"));

        long stopped = System.nanoTime();
        server.stop();
        await().atMost(SOON).until(() -> !b.events().listening());
        // Sent while the database is down: refused, and counted, not thrown at the publisher.
        a.events().publish("game", "while down", "");
        server.start();
        await().atMost(SOON).until(() -> b.events().listening());
        System.out.printf(
                "The listener heard PostgreSQL again %.1f s after it was stopped (the stop and start included)%n",
                (System.nanoTime() - stopped) / 1e9);
        await().atMost(SOON).until(() -> !resumed.isEmpty());

        a.events().publish("game", "after", "");
        await().atMost(SOON).until(() -> onB.keys().contains("after"));
        assertThat(onB.keys()).containsExactly("before", "after");
    }

    /** One app node as far as live events go: its own data source (a pool's stand-in) and its own listener. */
    private record Node(DataSource data, LiveEvents events, SimpleMeterRegistry metrics) {}

    private Node node(String database) {
        DataSource data = new DriverManagerDataSource(database, TestPostgres.USER, "");
        SimpleMeterRegistry metrics = new SimpleMeterRegistry();
        return new Node(data, open(LiveEvents.overPostgres(database, TestPostgres.USER, "", data, metrics)), metrics);
    }

    private static DataSource h2() {
        return new DriverManagerDataSource("jdbc:h2:mem:live-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "");
    }

    private <T extends AutoCloseable> T open(T closeable) {
        opened.add(closeable);
        return closeable;
    }

    /** The keys of the events of one kind a node heard, in the order heard. */
    private static final class Heard implements Consumer<LiveEvent> {
        private final List<String> keys = Collections.synchronizedList(new ArrayList<>());

        Heard(LiveEvents events, String kind) {
            events.subscribe(kind, this);
        }

        @Override
        public void accept(LiveEvent event) {
            keys.add(event.key());
        }

        List<String> keys() {
            synchronized (keys) {
                return List.copyOf(keys);
            }
        }
    }
}
