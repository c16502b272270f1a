package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A document carries the policies of a document (CSP, frame and referrer); a round trip's JSON
 * answer (every move, every heartbeat) carries only what a JSON answer needs: nosniff and no
 * caching. The policies were 450 of the 604 bytes of headers of a move's answer (issue 45).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RoundTripHeadersTest {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .cookieHandler(new CookieManager())
            .build();

    @Test
    void a_page_has_its_policies_and_a_round_trip_answer_has_only_nosniff_and_no_caching() throws Exception {
        HttpResponse<String> page = send(HttpRequest.newBuilder(uri("/play")));
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Security-Policy")).contains(ContentSecurityPolicy.POLICY);
        assertThat(page.headers().firstValue("X-Frame-Options")).contains("DENY");
        assertThat(page.headers().firstValue("Referrer-Policy")).contains("same-origin");
        assertThat(page.headers().firstValue("X-Content-Type-Options")).contains("nosniff");

        JsonNode config = JsonMapper.builder()
                .build()
                .readTree(send(HttpRequest.newBuilder(uri("/?v-r=init&location=play&query=")))
                        .body())
                .get("appConfig");
        int ui = config.get("v-uiId").asInt();
        JsonNode uidl = config.get("uidl");
        String message = "{\"csrfToken\":\"" + uidl.get("Vaadin-Security-Key").asString() + "\",\"rpc\":[],\"syncId\":"
                + uidl.get("syncId").asInt() + ",\"clientId\":"
                + uidl.get("clientId").asInt() + "}";
        HttpResponse<String> roundTrip = send(HttpRequest.newBuilder(uri("/?v-r=uidl&v-uiId=" + ui))
                .header("Content-Type", "application/json; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(message)));
        HttpResponse<String> heartbeat = send(HttpRequest.newBuilder(uri("/?v-r=heartbeat&v-uiId=" + ui))
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.noBody()));
        System.out.printf(
                "Header bytes: page %d, round trip %d, heartbeat %d%n",
                bytes(page.headers()), bytes(roundTrip.headers()), bytes(heartbeat.headers()));

        for (HttpResponse<String> answer : List.of(roundTrip, heartbeat)) {
            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(answer.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
            assertThat(answer.headers().firstValue("Cache-Control"))
                    .hasValueSatisfying(cache -> assertThat(cache).contains("no-cache"));
            assertThat(answer.headers().map())
                    .doesNotContainKeys(
                            "content-security-policy", "x-frame-options", "referrer-policy", "x-xss-protection");
        }
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static long bytes(HttpHeaders headers) {
        return headers.map().entrySet().stream()
                .mapToLong(h -> h.getValue().stream()
                        .mapToLong(v -> h.getKey().length() + 4 + v.length())
                        .sum())
                .sum();
    }
}
