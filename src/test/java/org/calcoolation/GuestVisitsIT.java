package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.apache.catalina.Context;
import org.apache.catalina.Manager;
import org.calcoolation.account.PlayerKeys;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What 2,000 anonymous first visits cost the server: each is what a browser sends for /play (the
 * document, Vaadin's init, and its first round trip, which opens the view and its game), with the
 * cookies it was given. Counts the HTTP sessions made, the sessions alive, the saved_game rows, and
 * prints the live heap per visit. The rate limit is off: all visits come from one address;
 * the session probation is 10 minutes rather than 2, so that no session ends while the test runs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/visits",
        "calcoolation.rate-limit.enabled=false", "calcoolation.sessions.probation=10m"})
class GuestVisitsIT {

    private static final int VISITS = Integer.getInteger("visits", 2000);
    /** The bound stated in the README: a visit's session, UI and game, while its session lives. */
    private static final long HEAP_PER_VISIT_BOUND = 250_000;
    private static final int PROBATION = 600;

    private static final Pattern SECURITY_KEY = Pattern.compile("\"Vaadin-Security-Key\"\\s*:\\s*\"([^\"]+)\"");

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
        return jdbc.queryForList("select player_key from saved_game", String.class).stream().filter(guests::contains).count();
    }

    private static long liveHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    @Test
    void two_thousand_first_visits_make_one_session_and_at_most_one_row_each_and_files_none() throws Exception {
        visit(); // class loading and first-time caches are no visitor's cost
        long sessionsBefore = sessions().getSessionCounter();
        long heapBefore = liveHeap();

        Set<String> guests = new HashSet<>();
        for (int i = 0; i < VISITS; i++) guests.add(visit().get(PlayerKeys.COOKIE));
        Thread.sleep(1500); // the background writer stores new games within a second

        long made = sessions().getSessionCounter() - sessionsBefore;
        long rows = rowsOf(guests);
        long heap = liveHeap() - heapBefore;
        System.out.printf("BENCH %d anonymous visits: %d sessions made, %d alive, %d saved_game rows, live heap +%,d bytes (%,d per visit)%n",
                VISITS, made, sessions().getActiveSessions(), rows, heap, heap / VISITS);
        assertThat(made).as("sessions made").isEqualTo(VISITS);
        long onProbation = java.util.Arrays.stream(sessions().findSessions()).filter(s -> s.getMaxInactiveInterval() == PROBATION).count();
        System.out.printf("BENCH %d of %d live sessions on probation, as no page sent a heartbeat%n", onProbation, sessions().getActiveSessions());
        assertThat(onProbation).as("sessions on probation").isGreaterThanOrEqualTo(VISITS);
        assertThat(guests).as("one guest key each").hasSize(VISITS);
        assertThat(rows).as("saved_game rows").isBetween(0L, (long) VISITS);
        assertThat(heap / VISITS).as("live heap per visit").isLessThan(HEAP_PER_VISIT_BOUND);

        long beforeFiles = sessions().getSessionCounter();
        for (String file : List.of("/styles/calcoolation.css", "/scripts/page.js", "/lumo/lumo.css", "/error")) {
            HttpResponse<Void> response = http.send(get(file).build(), HttpResponse.BodyHandlers.discarding());
            assertThat(response.headers().allValues("Set-Cookie")).as(file).isEmpty();
        }
        assertThat(sessions().getSessionCounter()).as("sessions made by files and the error page").isEqualTo(beforeFiles);
    }

    @Test
    void a_page_that_sends_a_heartbeat_gets_the_full_session_timeout() throws Exception {
        Map<String, String> cookies = visit();
        String id = cookies.get("JSESSIONID");
        assertThat(sessions().findSession(id).getMaxInactiveInterval()).as("on probation").isEqualTo(PROBATION);

        HttpResponse<String> heartbeat = http.send(get("/?v-r=heartbeat&v-uiId=0").header("Cookie", header(cookies))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(heartbeat.statusCode()).isEqualTo(200);
        assertThat(sessions().findSession(id).getMaxInactiveInterval()).as("the full timeout").isEqualTo(30 * 60);
    }

    /** One first visit to /play, as a browser makes it; the cookies it was given. */
    private Map<String, String> visit() throws Exception {
        Map<String, String> cookies = new LinkedHashMap<>();
        HttpResponse<String> page = http.send(get("/play").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        take(page, cookies);
        HttpResponse<String> init = http.send(get("/?v-r=init&location=play&query=").header("Cookie", header(cookies)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(init.statusCode()).isEqualTo(200);
        take(init, cookies);
        Matcher key = SECURITY_KEY.matcher(init.body());
        assertThat(key.find()).as("Vaadin's security key in the init answer").isTrue();
        String navigate = """
                {"csrfToken":"%s","rpc":[{"type":"event","node":1,"event":"ui-navigate","data":{"route":"/play","query":"",\
                "appShellTitle":"Calcoolation","historyState":{"idx":0},"trigger":""}}],"syncId":0,"clientId":0}""".formatted(key.group(1));
        HttpResponse<String> view = http.send(get("/?v-r=uidl&v-uiId=0").header("Cookie", header(cookies))
                .header("Content-Type", "application/json; charset=UTF-8").POST(HttpRequest.BodyPublishers.ofString(navigate)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(view.statusCode()).isEqualTo(200);
        assertThat(view.body()).as("the play view with its grid").contains("\"board\"");
        return cookies;
    }

    private HttpRequest.Builder get(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    }

    private static void take(HttpResponse<?> response, Map<String, String> cookies) {
        for (String cookie : response.headers().allValues("Set-Cookie")) {
            String pair = cookie.substring(0, cookie.indexOf(';') < 0 ? cookie.length() : cookie.indexOf(';'));
            cookies.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
    }

    private static String header(Map<String, String> cookies) {
        return cookies.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("; "));
    }
}
