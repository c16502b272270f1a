package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.Browser;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The status of a page's document over real HTTP, which is all a search engine or link checker sees. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NotFoundStatusTest {

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

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
            "/learn",
            "/learn/naked-subset",
            // Open to guests since issue 40: today's ladder and rungs, and a past day's, which tells a guest
            // that the archive is for accounts.
            "/daily/2026-01-01",
            "/daily/2026-01-01/1",
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
        for (String path : new String[] {"/records", "/account", "/review"}) {
            HttpResponse<String> page = get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(302);
            assertThat(page.headers().firstValue("Location"))
                    .as(path)
                    .hasValueSatisfying(to -> assertThat(to).endsWith("/login"));
        }
    }

    @Test
    void a_day_that_is_no_date_a_rung_past_the_ladder_and_a_replay_that_is_no_game_id_are_not_found() throws Exception {
        String name = "nf" + UUID.randomUUID().toString().substring(0, 8);
        String password = "a page that is not there";
        assertThat(players.register(new PlayerService.Registration(name, password, password, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        Browser signedIn = new Browser(port);
        assertThat(Browser.location(signedIn.logIn(name, password, false))).doesNotContain("error");

        for (String path : new String[] {
            "/daily/2026-13-40",
            "/daily/2026-02-30",
            "/learn/no-such-step",
            "/daily/2026-01-01/9",
            "/daily/2026-01-01/0",
            "/replay/not-a-uuid"
        }) {
            HttpResponse<String> page = signedIn.get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(404);
            assertThat(page.body()).as(path).contains("window.Vaadin");
        }
        for (String path : new String[] {"/daily/2026-01-01", "/daily/2026-01-01/1", "/replay/" + UUID.randomUUID()}) {
            assertThat(signedIn.get(path).statusCode()).as(path).isEqualTo(200);
        }
    }
}
