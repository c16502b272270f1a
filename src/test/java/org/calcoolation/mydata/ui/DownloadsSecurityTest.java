package org.calcoolation.mydata.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.Browser;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The downloads through the real server and Spring Security: the signed-in player's own, to nobody else. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DownloadsSecurityTest {

    static final String PASSWORD = "lanterns over twelve cages";

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    private String ann;
    private String bob;

    @BeforeEach
    void twoPlayers() {
        ann = register("ann");
        bob = register("bob");
    }

    private String register(String prefix) {
        String name = prefix + UUID.randomUUID().toString().substring(0, 8);
        assertThat(players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        return name;
    }

    private Browser signedIn(String name) throws Exception {
        Browser browser = new Browser(port);
        assertThat(Browser.location(browser.logIn(name, PASSWORD, false))).doesNotContain("error");
        return browser;
    }

    @Test
    void a_guest_is_sent_to_log_in_and_gets_no_data() throws Exception {
        for (String path :
                new String[] {MyDataDownloads.JSON, MyDataDownloads.CSV, MyDataDownloads.JSON + "?player=" + ann}) {
            HttpResponse<String> response = new Browser(port).get(path);

            assertThat(response.statusCode()).as(path).isEqualTo(302);
            assertThat(Browser.location(response)).endsWith("/login");
            assertThat(response.headers().firstValue("Content-Disposition")).isEmpty();
            assertThat(response.body()).doesNotContain("\"format\"", "finished_at");
        }
    }

    @Test
    void a_signed_in_player_downloads_their_own_json_named_after_them() throws Exception {
        HttpResponse<String> response = signedIn(ann).get(MyDataDownloads.JSON);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        assertThat(response.headers().firstValue("Content-Disposition"))
                .hasValue(
                        "attachment; filename=\"calcoolation-" + ann + "-" + LocalDate.now(ZoneOffset.UTC) + ".json\"");
        assertThat(response.headers().firstValue("Cache-Control"))
                .hasValueSatisfying(cache -> assertThat(cache).contains("no-store"));
        assertThat(response.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(response.body()).contains("\"username\" : \"" + ann + "\"");
    }

    @Test
    void another_player_gets_their_own_data_whatever_the_address_names() throws Exception {
        Browser theirs = signedIn(bob);

        for (String path :
                new String[] {MyDataDownloads.JSON, MyDataDownloads.JSON + "?player=" + ann + "&username=" + ann}) {
            HttpResponse<String> response = theirs.get(path);
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body())
                    .contains("\"username\" : \"" + bob + "\"")
                    .doesNotContain(ann);
        }
        HttpResponse<String> csv = theirs.get(MyDataDownloads.CSV);
        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/csv"));
        assertThat(csv.headers().firstValue("Content-Disposition"))
                .hasValueSatisfying(d -> assertThat(d).contains("calcoolation-" + bob + "-"));
    }

    @Test
    void a_forged_session_cookie_gets_nothing() throws Exception {
        HttpResponse<String> response = new Browser(port).get(MyDataDownloads.JSON, "JSESSIONID=" + UUID.randomUUID());

        assertThat(response.statusCode()).isEqualTo(302);
        assertThat(response.body()).doesNotContain("\"format\"");
    }
}
