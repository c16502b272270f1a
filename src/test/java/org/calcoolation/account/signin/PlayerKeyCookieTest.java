package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The player cookie through the real server: Tomcat, Spring Security and Vaadin. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PlayerKeyCookieTest {

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private List<String> playerCookies(String path, String cookie) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
        if (cookie != null) request.header("Cookie", cookie);
        HttpResponse<Void> response = http.send(request.build(), HttpResponse.BodyHandlers.discarding());
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return response.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith(PlayerKeys.COOKIE + "="))
                .toList();
    }

    @Test
    void the_play_page_hands_out_the_player_cookie_once() throws Exception {
        List<String> first = playerCookies("/play", null);

        assertThat(first)
                .singleElement()
                .asString()
                .matches(PlayerKeys.COOKIE
                        + "=[0-9a-f]{32}; Path=/; Max-Age=34560000; Expires=.*; HttpOnly; SameSite=Lax");
        String cookie = first.getFirst().substring(0, first.getFirst().indexOf(';'));
        assertThat(playerCookies("/play", cookie)).isEmpty();
    }

    @Test
    void static_files_get_neither_the_cookie_nor_a_session() throws Exception {
        for (String path : List.of("/styles/calcoolation.css", "/scripts/page.js", "/icons/favicon.svg")) {
            HttpResponse<Void> response = http.send(
                    HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
            assertThat(response.statusCode()).as(path).isEqualTo(200);
            assertThat(response.headers().allValues("Set-Cookie")).as(path).isEmpty();
        }
    }

    @Test
    void pages_name_their_icon_so_that_browsers_do_not_ask_for_favicon_ico() throws Exception {
        HttpResponse<String> page = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(page.body()).contains("<link href=\"icons/favicon.svg\" rel=\"icon\"");
    }
}
