package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import ch.qos.logback.core.OutputStreamAppender;
import ch.qos.logback.core.encoder.Encoder;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.CookieManager;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The probe of issue 37 against the real server: 2,000 refused Vaadin messages from one address
 * (a forged token, a message id out of step, a body that is not JSON) in one session. Before,
 * each was a line of its own: 2,000 lines, hundreds of kilobytes a minute from one address. The
 * bytes are counted as the console writes them (its own encoder), and printed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RefusalLogTest {

    static final int REFUSALS = 2_000;

    @LocalServerPort
    int port;

    @Autowired
    MeterRegistry metrics;

    @Test
    void two_thousand_refused_messages_from_one_address_write_a_few_lines_not_one_each() throws Exception {
        HttpClient session = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .cookieHandler(new CookieManager())
                // An address of its own: the windows of other tests' refusals are not this one's.
                .localAddress(InetAddress.getByName("127.0.0.37"))
                .build();
        String init = session.send(request("/?v-r=init&location=play").build(), HttpResponse.BodyHandlers.ofString())
                .body();
        String ui = find(init, "\"v-uiId\":(\\d+)"), key = find(init, "\"Vaadin-Security-Key\":\"([^\"]+)\"");
        String[] messages = {
            "{\"csrfToken\":\"forged\",\"rpc\":[],\"syncId\":0,\"clientId\":0}",
            "{\"csrfToken\":\"" + key + "\",\"rpc\":[],\"syncId\":0,\"clientId\":99}",
            "not json"
        };

        Map<String, Double> before = refusedByKind();
        Map<Integer, Integer> statuses = new TreeMap<>();
        long bytes = written(() -> {
            for (int i = 0; i < REFUSALS; i++) {
                // A page's heartbeat: without one for 30 s (three of Vaadin's 10 s) the UI is closed, and the
                // rest of a flood slowed past that by a busy machine was answered as for a closed UI, not counted.
                if (i % 100 == 0)
                    session.send(
                            request("/?v-r=heartbeat&v-uiId=" + ui)
                                    .POST(HttpRequest.BodyPublishers.noBody())
                                    .build(),
                            HttpResponse.BodyHandlers.discarding());
                HttpResponse<String> answer = session.send(
                        request("/?v-r=uidl&v-uiId=" + ui)
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(messages[i % messages.length]))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                statuses.merge(answer.statusCode(), 1, Integer::sum);
            }
        });
        System.out.printf(
                "%,d refused messages from one address (statuses %s): %,d bytes of log%n", REFUSALS, statuses, bytes);

        assertThat(bytes).as("bytes of log").isLessThan(4_096);
        // Each was counted as the refusal its line says: Vaadin's wording is still the one matched.
        Map<String, Double> after = refusedByKind();
        assertThat(after.get("token") - before.get("token")).isEqualTo(667);
        assertThat(after.get("message_id") - before.get("message_id")).isEqualTo(667);
        assertThat(after.get("guard") - before.get("guard")).isEqualTo(666);
    }

    private Map<String, Double> refusedByKind() {
        Map<String, Double> counts = new TreeMap<>();
        for (FunctionCounter counter :
                metrics.find("calcoolation.requests.refused").functionCounters())
            counts.put(counter.getId().getTag("kind"), counter.count());
        return counts;
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    }

    @FunctionalInterface
    interface Flood {
        void run() throws Exception;
    }

    /** What the console wrote while the flood ran, by its own encoder, in bytes. */
    private static long written(Flood flood) throws Exception {
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        @SuppressWarnings("unchecked")
        Encoder<ILoggingEvent> console =
                ((OutputStreamAppender<ILoggingEvent>) root.getAppender("CONSOLE")).getEncoder();
        AtomicLong bytes = new AtomicLong();
        AppenderBase<ILoggingEvent> counter = new AppenderBase<>() {
            @Override
            protected void append(ILoggingEvent event) {
                bytes.addAndGet(console.encode(event).length);
            }
        };
        counter.setContext(root.getLoggerContext());
        counter.start();
        root.addAppender(counter);
        try {
            flood.run();
        } finally {
            root.detachAppender(counter);
        }
        return bytes.get();
    }

    private static String find(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        if (!m.find()) throw new AssertionError("no " + regex);
        return m.group(1);
    }
}
