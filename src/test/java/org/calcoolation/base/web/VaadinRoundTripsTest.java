package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.support.ServletRequestHandledEvent;

/**
 * Vaadin's round trips skip Spring MVC, through the real server. Spring MVC's dispatcher
 * publishes a {@link ServletRequestHandledEvent} for each request it handles, which tells.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class VaadinRoundTripsTest {

    @LocalServerPort
    int port;

    @Autowired
    ConfigurableApplicationContext context;

    private final HttpClient http =
            HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
    private final List<ServletRequestHandledEvent> handledBySpringMvc = new CopyOnWriteArrayList<>();
    private final ApplicationListener<ServletRequestHandledEvent> listener = handledBySpringMvc::add;

    @BeforeEach
    void listen() {
        context.addApplicationListener(listener);
    }

    @AfterEach
    void stopListening() {
        context.removeApplicationListener(listener);
    }

    @Test
    void a_round_trip_reaches_vaadin_without_spring_mvc() throws Exception {
        // Vaadin's first request makes the UI and tells its id and the UI's security key.
        String init =
                send(HttpRequest.newBuilder(uri("/?v-r=init&location=play")).build());
        String ui = find(init, "\"v-uiId\":(\\d+)");
        String key = find(init, "\"Vaadin-Security-Key\":\"([^\"]+)\"");

        HttpResponse<String> roundTrip = exchange(HttpRequest.newBuilder(uri("/?v-r=uidl&v-uiId=" + ui))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"csrfToken\":\"" + key + "\",\"rpc\":[],\"syncId\":0,\"clientId\":0}"))
                .build());
        String heartbeat = send(HttpRequest.newBuilder(uri("/?v-r=heartbeat&v-uiId=" + ui))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        // A last request through Spring MVC, so that its event comes after any the POSTs made.
        send(HttpRequest.newBuilder(uri("/styles/calcoolation.css")).build());
        Thread.sleep(200);

        // Outside production mode Vaadin adds its timings to the answer.
        assertThat(roundTrip.body())
                .as("Vaadin's answer to the round trip")
                .startsWith("{\"clientId\":1,")
                .endsWith("\"syncId\":1}");
        assertThat(roundTrip.headers().firstValue("X-Content-Type-Options"))
                .as("a header Spring Security writes, so it ran first")
                .hasValue("nosniff");
        assertThat(heartbeat).isEmpty();
        assertThat(handledBySpringMvc)
                .extracting(ServletRequestHandledEvent::getMethod)
                .containsExactly("GET", "GET");
    }

    @Test
    void only_vaadins_posts_to_the_root_take_the_short_way() {
        assertThat(VaadinRoundTrips.isRoundTrip(request("POST", "/", "v-r=uidl&v-uiId=0")))
                .isTrue();
        assertThat(VaadinRoundTrips.isRoundTrip(request("POST", "/", "v-r=heartbeat&v-uiId=0")))
                .isTrue();

        assertThat(VaadinRoundTrips.isRoundTrip(request("GET", "/", "v-r=init&location=play")))
                .as("the page's first request")
                .isFalse();
        assertThat(VaadinRoundTrips.isRoundTrip(request("POST", "/", "v-r=push&v-uiId=0")))
                .as("push, which may go async")
                .isFalse();
        assertThat(VaadinRoundTrips.isRoundTrip(request("POST", "/login", "v-r=uidl")))
                .as("another address")
                .isFalse();
        assertThat(VaadinRoundTrips.isRoundTrip(request("GET", "/play", null))).isFalse();
    }

    private static MockHttpServletRequest request(String method, String path, String query) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, path);
        request.setQueryString(query);
        if (query != null) {
            for (String pair : query.split("&"))
                request.addParameter(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        return request;
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    private String send(HttpRequest request) throws Exception {
        return exchange(request).body();
    }

    private HttpResponse<String> exchange(HttpRequest request) throws Exception {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(request.uri().toString()).isEqualTo(200);
        return response;
    }

    private static String find(String text, String regex) {
        Matcher match = Pattern.compile(regex).matcher(text);
        assertThat(match.find()).as("%s in %s", regex, text).isTrue();
        return match.group(1);
    }
}
