package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.catalina.Context;
import org.apache.catalina.Manager;
import org.calcoolation.account.signin.PlayerKeys;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What anonymous first visits cost the server (500 in the suite; {@code -Dvisits=2000} gives the
 * figure in docs/operating.md): each is what a browser sends for /play (the
 * document, Vaadin's init, and its first round trip, which opens the view and its game), with the
 * cookies it was given. Counts the HTTP sessions made, the sessions alive, the saved_game rows, and
 * prints the live heap per visit. The rate limit is off: all visits come from one address;
 * the session probation is 10 minutes rather than 2, so that no session ends while the test runs.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.rate-limit.enabled=false", "calcoolation.sessions.probation=10m"})
class GuestVisitsIT {

    private static final int VISITS = Integer.getInteger("visits", 500);
    /** The bound stated in docs/operating.md: a visit's session, UI and game, while its session lives. */
    private static final long HEAP_PER_VISIT_BOUND = 250_000;

    private static final int PROBATION = 600;

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    WebServerApplicationContext context;

    private final HttpClient http = HttpClient.newHttpClient();

    private Manager sessions() {
        TomcatWebServer server = (TomcatWebServer) context.getWebServer();
        return ((Context) server.getTomcat().getHost().findChildren()[0]).getManager();
    }

    /** The saved_game rows of these guests (other tests' visits share the database). */
    private long rowsOf(Set<String> guests) {
        return jdbc.queryForList("select player_key from saved_game", String.class).stream()
                .filter(guests::contains)
                .count();
    }

    private static long liveHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    @Test
    void first_visits_make_one_session_and_at_most_one_row_each_and_files_none() throws Exception {
        visit(); // class loading and first-time caches are no visitor's cost
        long sessionsBefore = sessions().getSessionCounter();
        long heapBefore = liveHeap();

        Set<String> guests = new HashSet<>();
        for (int i = 0; i < VISITS; i++) guests.add(visit().get(PlayerKeys.COOKIE));
        Thread.sleep(1500); // the background writer stores new games within a second

        long made = sessions().getSessionCounter() - sessionsBefore;
        long rows = rowsOf(guests);
        long heap = liveHeap() - heapBefore;
        System.out.printf(
                "BENCH %d anonymous visits: %d sessions made, %d alive, %d saved_game rows, live heap +%,d bytes (%,d per visit)%n",
                VISITS, made, sessions().getActiveSessions(), rows, heap, heap / VISITS);
        assertThat(made).as("sessions made").isEqualTo(VISITS);
        long onProbation = Arrays.stream(sessions().findSessions())
                .filter(s -> s.getMaxInactiveInterval() == PROBATION)
                .count();
        System.out.printf(
                "BENCH %d of %d live sessions on probation, as no page sent a heartbeat%n",
                onProbation, sessions().getActiveSessions());
        assertThat(onProbation).as("sessions on probation").isGreaterThanOrEqualTo(VISITS);
        assertThat(guests).as("one guest key each").hasSize(VISITS);
        assertThat(rows).as("saved_game rows").isBetween(0L, (long) VISITS);
        assertThat(heap / VISITS).as("live heap per visit").isLessThan(HEAP_PER_VISIT_BOUND);

        long beforeFiles = sessions().getSessionCounter();
        for (String file : List.of("/styles/calcoolation.css", "/scripts/page.js", "/lumo/lumo.css", "/error")) {
            HttpResponse<Void> response = http.send(get(file).build(), HttpResponse.BodyHandlers.discarding());
            assertThat(response.headers().allValues("Set-Cookie")).as(file).isEmpty();
        }
        assertThat(sessions().getSessionCounter())
                .as("sessions made by files and the error page")
                .isEqualTo(beforeFiles);
    }

    @Test
    void a_page_that_sends_a_heartbeat_gets_the_full_session_timeout() throws Exception {
        Map<String, String> cookies = visit();
        String id = cookies.get("JSESSIONID");
        assertThat(sessions().findSession(id).getMaxInactiveInterval())
                .as("on probation")
                .isEqualTo(PROBATION);

        HttpResponse<String> heartbeat = http.send(
                get("/?v-r=heartbeat&v-uiId=0")
                        .header("Cookie", AnonymousVisit.header(cookies))
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(heartbeat.statusCode()).isEqualTo(200);
        assertThat(sessions().findSession(id).getMaxInactiveInterval())
                .as("the full timeout")
                .isEqualTo(30 * 60);
    }

    /** One first visit to /play, as a browser makes it; the cookies it was given. */
    private Map<String, String> visit() throws Exception {
        AnonymousVisit.Outcome visit = AnonymousVisit.make(http, "http://localhost:" + port);
        assertThat(visit.played())
                .as("the play view with its grid: " + visit.refusal())
                .isTrue();
        return visit.cookies();
    }

    private HttpRequest.Builder get(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    }
}
