package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/**
 * Who may open a session, through the real server: under memory pressure a new visitor gets "Very
 * busy" and a player already here plays on; one address holds only so many sessions on probation.
 * The heap's readings are the test's (a real heap cannot be filled on cue); the gate, the counts and
 * the pages are the application's.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.rate-limit.enabled=true", "calcoolation.sessions.new-per-address=3"})
class NewSessionGateTest {

    private static final long HEAP = 1_000_000;

    /** How many full collections the gate asked for; the collections' readings are given by hand. */
    static final AtomicInteger fullCollectionsAsked = new AtomicInteger();

    @TestConfiguration
    static class Heap {
        @Bean
        @Primary
        MemoryPressure testHeap() {
            return new MemoryPressure(0.8, () -> HEAP, fullCollectionsAsked::incrementAndGet, System::nanoTime);
        }
    }

    @LocalServerPort
    int port;

    @Autowired
    MemoryPressure memory;

    /** Each test's visitors come from an address of their own, so that one test's sessions on probation are not another's. */
    private HttpClient http;

    @BeforeEach
    void ownAddress(TestInfo test) throws Exception {
        int host = 10 + Math.floorMod(test.getDisplayName().hashCode(), 200);
        http = HttpClient.newBuilder()
                .localAddress(InetAddress.getByName("127.0.0." + host))
                .build();
    }

    @AfterEach
    void heapComesBack() {
        memory.collected(0, true);
    }

    @Test
    void under_memory_pressure_a_new_visitor_is_asked_to_come_back_and_a_player_already_here_plays_on()
            throws Exception {
        String player = sessionCookie(get("/play"));

        fill(0.9);
        HttpResponse<String> newcomer = get("/play");
        HttpResponse<String> init = send(request("/?v-r=init&location=play&query="));
        HttpResponse<String> playerAgain = send(request("/play").header("Cookie", player));
        HttpResponse<String> styleSheet = get("/styles/calcoolation.css");

        assertThat(newcomer.statusCode()).isEqualTo(503);
        assertThat(newcomer.body())
                .contains("<h1>Very busy</h1>", "try again in a minute", "/styles/calcoolation.css")
                .doesNotContain("Exception");
        assertThat(newcomer.headers().firstValue("Retry-After")).contains("60");
        assertThat(newcomer.headers().firstValue("Content-Security-Policy")).isPresent();
        assertThat(newcomer.headers().firstValue("X-Frame-Options")).contains("DENY");
        assertThat(newcomer.headers().allValues("Set-Cookie"))
                .as("no session for a refused visitor")
                .noneMatch(c -> c.startsWith("JSESSIONID"));
        assertThat(init.statusCode())
                .as("Vaadin's first request without a session")
                .isEqualTo(503);
        assertThat(playerAgain.statusCode()).as("a player with a session").isEqualTo(200);
        assertThat(styleSheet.statusCode()).isEqualTo(200);
    }

    @Test
    void a_refusal_asks_for_a_full_collection_and_once_one_frees_the_heap_new_visitors_are_welcome_again()
            throws Exception {
        int asked = fullCollectionsAsked.get();
        fill(0.9);
        assertThat(get("/play").statusCode()).isEqualTo(503);
        assertThat(fullCollectionsAsked.get())
                .as("a full collection asked for, to see whether memory came back")
                .isGreaterThan(asked);

        memory.collected((long) (0.5 * HEAP), true); // the sessions nobody claimed ended

        assertThat(get("/play").statusCode()).isEqualTo(200);
    }

    @Test
    void garbage_alone_is_no_pressure() throws Exception {
        memory.collected((long) (0.3 * HEAP), true);
        memory.collected(
                (long) (0.95 * HEAP), false); // a young collection: the old generation's garbage is still counted

        assertThat(get("/play").statusCode()).isEqualTo(200);
    }

    @Test
    void one_address_holds_only_so_many_sessions_no_page_claimed_and_a_heartbeat_frees_a_place() throws Exception {
        String first = sessionCookie(get("/play"));
        sessionCookie(get("/play"));
        sessionCookie(get("/play"));

        HttpResponse<String> fourth = get("/play");
        assertThat(fourth.statusCode()).isEqualTo(429);
        assertThat(fourth.body()).contains("<h1>Too many requests</h1>");
        assertThat(fourth.headers().firstValue("Retry-After")).contains("60");
        assertThat(send(request("/play").header("Cookie", first)).statusCode())
                .as("a visitor with a session")
                .isEqualTo(200);

        HttpResponse<String> heartbeat = send(
                request("/?v-r=heartbeat&v-uiId=0").header("Cookie", first).POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(heartbeat.statusCode()).isLessThan(500);

        assertThat(get("/play").statusCode())
                .as("after a page claimed its session")
                .isEqualTo(200);
        assertThat(get("/play").statusCode()).isEqualTo(429);
    }

    /** A full collection finds this share of the heap live. */
    private void fill(double share) {
        memory.collected((long) (share * HEAP), true);
    }

    private HttpResponse<String> get(String path) throws Exception {
        return send(request(path));
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    }

    private static String sessionCookie(HttpResponse<String> page) {
        assertThat(page.statusCode()).isEqualTo(200);
        String cookie = page.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("JSESSIONID="))
                .findFirst()
                .orElseThrow(() -> new AssertionError(
                        "no session cookie: " + page.headers().map()));
        return cookie.substring(0, cookie.indexOf(';'));
    }
}
