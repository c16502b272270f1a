package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The status of a page's document over real HTTP, which is all a search engine or link checker sees. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/games")
class NotFoundStatusTest {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .header("Accept", "text/html")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void a_wrong_address_answers_404_with_the_sites_page() throws Exception {
        for (String path :
                new String[] {"/no-such-page", "/no-such-page?x=1", "/play/extra", "/how-to-play/deeper/still", "/Play"
                }) {
            HttpResponse<String> page = get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(404);
            assertThat(page.body())
                    .as("%s is Vaadin's page, which then shows \"Page not found\"", path)
                    .contains("window.Vaadin");
        }
    }

    @Test
    void the_sites_pages_still_answer_200() throws Exception {
        for (String path : new String[] {
            "/",
            "/today",
            "/play",
            "/play?id=3:abc",
            "/how-to-play",
            "/archive",
            "/archive/2026-01",
            "/login",
            "/login?error",
            "/register"
        }) {
            assertThat(get(path).statusCode()).as(path).isEqualTo(200);
        }
    }

    @Test
    void pages_for_players_still_send_a_guest_to_log_in_first() throws Exception {
        for (String path : new String[] {"/records", "/account", "/daily/2026-01-01", "/daily/2026-01-01/easy"}) {
            HttpResponse<String> page = get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(302);
            assertThat(page.headers().firstValue("Location"))
                    .as(path)
                    .hasValueSatisfying(to -> assertThat(to).endsWith("/login"));
        }
    }
}
