package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A burst from one address through the real server: past its limit, page loads and login posts get
 * HTTP 429 with a plain page and no session; files are not counted. Small limits, so that the burst
 * is short.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.pages.count=10",
            "calcoolation.rate-limit.pages.per=1h",
            "calcoolation.rate-limit.logins.count=5",
            "calcoolation.rate-limit.logins.per=1h"
        })
class RateLimitBurstTest {

    private static final int BURST = 50;

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder get(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    }

    @Test
    void a_burst_of_page_loads_past_the_limit_is_refused_with_429_and_files_still_load() throws Exception {
        Map<Integer, Integer> statuses = new HashMap<>();
        HttpResponse<String> refused = null;
        for (int i = 0; i < BURST; i++) {
            HttpResponse<String> response = send(get(i % 2 == 0 ? "/play" : "/?v-r=init&location=play&query="));
            statuses.merge(response.statusCode(), 1, Integer::sum);
            if (response.statusCode() == 429) refused = response;
        }
        System.out.printf("Burst of %d page requests from one address: %s (status: count)%n", BURST, statuses);

        assertThat(statuses).containsEntry(429, BURST - 10).containsEntry(200, 10);
        assertThat(refused.body())
                .contains("<h1>Too many requests</h1>", "/styles/calcoolation.css")
                .doesNotContain("Exception");
        assertThat(refused.headers().firstValue("Retry-After")).get().asString().matches("\\d+");
        assertThat(refused.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        assertThat(refused.headers().firstValue("Content-Security-Policy")).contains(ContentSecurityPolicy.POLICY);
        assertThat(refused.headers().firstValue("Referrer-Policy")).contains("same-origin");
        assertThat(refused.headers().allValues("Set-Cookie"))
                .as("no session, no player cookie")
                .isEmpty();
        assertThat(send(get("/styles/calcoolation.css")).statusCode())
                .as("a file is not a page")
                .isEqualTo(200);
        assertThat(send(get("/VAADIN/not-there.js")).statusCode())
                .as("a missing file counts as a page")
                .isEqualTo(429);
        for (String probe : new String[] {"/livez", "/readyz"}) {
            HttpResponse<String> answer = send(get(probe));
            assertThat(answer.statusCode())
                    .as("a load balancer's probe is never refused: " + probe)
                    .isEqualTo(200);
            assertThat(answer.headers().allValues("Set-Cookie"))
                    .as("a probe makes no session: " + probe)
                    .isEmpty();
        }
    }

    /**
     * The probe's way past the page limit: Vaadin's first request of a page, posted, 300 times as the
     * probe sent them, and posts without a session to other paths. From 127.0.0.2, an address of its
     * own, so that the other tests' page loads do not share its limit.
     */
    @Test
    void posted_page_starts_and_posts_without_a_session_count_as_pages() throws Exception {
        int refused = 0, sessions = 0;
        for (int i = 0; i < 300; i++) {
            List<String> head =
                    postFrom("127.0.0.2", i % 3 == 0 ? "/some/other/path" : "/?v-r=init&location=play&query=");
            if (head.getFirst().contains(" 429 ")) refused++;
            if (head.stream().anyMatch(line -> line.toLowerCase().startsWith("set-cookie: jsessionid"))) sessions++;
        }
        System.out.printf(
                "300 posted page starts from one address: %d refused with 429, %d sessions made%n", refused, sessions);

        assertThat(refused).as("no more than the limit of 10 pass").isEqualTo(290);
        assertThat(sessions).isLessThanOrEqualTo(10);
    }

    /** A JSON post over a socket of our own from {@code from}; the status line and headers of the answer. */
    private List<String> postFrom(String from, String path) throws Exception {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(10_000);
            socket.getOutputStream()
                    .write(("POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                                    + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")
                            .getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            return answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n")))
                    .lines()
                    .toList();
        }
    }

    @Test
    void a_burst_of_login_posts_past_the_limit_is_refused_with_429() throws Exception {
        int refused = 0;
        for (int i = 0; i < 20; i++) {
            HttpResponse<String> response = send(get("/login")
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .header("X-Forwarded-For", "10.9.9." + i) // not trusted: the peer's address counts
                    .POST(HttpRequest.BodyPublishers.ofString("username=someone&password=wrong")));
            if (response.statusCode() == 429) refused++;
        }
        System.out.printf("Burst of 20 login posts from one address: %d refused with 429%n", refused);

        assertThat(refused).isEqualTo(15);
    }
}
