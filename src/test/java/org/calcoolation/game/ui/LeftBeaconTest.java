package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The beacon a play page sends as it unloads, through the real server (Tomcat, Spring Security
 * with its CSRF check, Spring MVC): the seat it names stops counting at once when it comes with its
 * session's cookie and the token the page was given for that session; the same words from another
 * client are refused (issue 37). Anything else is a plain 400, never a 403 for want of a token a
 * beacon cannot carry, nor a 500.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LeftBeaconTest {

    @LocalServerPort
    int port;

    @Autowired
    GameService games;

    private final HttpClient http = HttpClient.newHttpClient();

    /** A session of its own, as a browser has once it opened /play: the value of its JSESSIONID cookie. */
    private String newSession() throws Exception {
        HttpResponse<Void> page = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                        .build(),
                HttpResponse.BodyHandlers.discarding());
        return page.headers().allValues("Set-Cookie").stream()
                .filter(cookie -> cookie.startsWith("JSESSIONID="))
                .map(cookie -> cookie.substring("JSESSIONID=".length(), cookie.indexOf(';')))
                .findFirst()
                .orElseThrow();
    }

    private int beacon(String body) throws Exception {
        return beacon(body, null);
    }

    private int beacon(String body, String session) throws Exception {
        HttpRequest.Builder post = HttpRequest.newBuilder(URI.create("http://localhost:" + port + LeftBeacon.PATH))
                .header("Content-Type", "text/plain;charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) post.header("Cookie", "JSESSIONID=" + session);
        return http.send(post.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private Seat shownSeat() {
        GameState game = games.newGame(PlayerKeys.random(), new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        Seat seat = new Seat(game.id(), UUID.randomUUID().toString());
        assertThat(games.show(seat).running()).as("shown: the clock runs").isTrue();
        return seat;
    }

    @Test
    void a_pages_beacon_stops_its_share_of_the_clock_at_once() throws Exception {
        Seat seat = shownSeat();
        String session = newSession();

        assertThat(beacon(LeftBeacon.seatText(seat, session), session)).isEqualTo(204);

        assertThat(games.state(seat.game()).running())
                .as("left: the clock stands")
                .isFalse();
    }

    /** Issue 37: the seat alone, from any client, stopped the clock. */
    @Test
    void a_beacon_without_the_pages_session_or_with_another_token_stops_nothing() throws Exception {
        Seat seat = shownSeat();
        String session = newSession(), other = newSession();
        String signed = LeftBeacon.seatText(seat, session);

        assertThat(beacon(signed)).as("no cookie").isEqualTo(403);
        assertThat(beacon(signed, other)).as("another session's cookie").isEqualTo(403);
        assertThat(beacon(LeftBeacon.seatText(seat, other), session))
                .as("another session's token")
                .isEqualTo(403);
        assertThat(beacon(seat.game() + " " + seat.viewer() + " x", session))
                .as("a made-up token")
                .isEqualTo(403);
        assertThat(beacon(seat.game() + " " + seat.viewer(), session))
                .as("the seat alone, as before")
                .isEqualTo(400);

        assertThat(games.state(seat.game()).running()).as("still running").isTrue();
    }

    /** Its last round trip and the beacon travel side by side; the beacon, waiting for no session lock, may win. */
    @Test
    void a_move_the_page_sent_before_its_beacon_but_handled_after_it_does_not_start_the_clock_again() throws Exception {
        Seat seat = shownSeat();
        String session = newSession();

        assertThat(beacon(LeftBeacon.seatText(seat, session), session)).isEqualTo(204);
        GameState moved = games.place(seat, new Cell(0, 0), 1);

        assertThat(moved.board().value(new Cell(0, 0))).as("the move is taken").isEqualTo(1);
        assertThat(moved.running()).as("but the clock stands").isFalse();
        assertThat(games.state(seat.game()).running()).isFalse();
    }

    @Test
    void a_body_that_names_no_seat_is_a_plain_bad_request() throws Exception {
        String session = newSession();
        for (String body : new String[] {
            "",
            "nonsense",
            UUID.randomUUID() + "",
            "x".repeat(10_000),
            UUID.randomUUID() + " not-a-uuid token",
            UUID.randomUUID() + " " + UUID.randomUUID() + " not/base64"
        }) {
            assertThat(beacon(body, session))
                    .as(body.length() > 40 ? "a long one" : body)
                    .isEqualTo(400);
        }
        Seat nobodys = new Seat(UUID.randomUUID(), UUID.randomUUID().toString());
        assertThat(beacon(LeftBeacon.seatText(nobodys, session), session))
                .as("a game nobody holds")
                .isEqualTo(204);
    }

    /** What LeftBeacon's debug line says: whether this node held the game the beacon names. */
    @Test
    void the_service_tells_whether_it_held_the_game_a_beacon_names() {
        GameState game = games.newGame(PlayerKeys.random(), new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        assertThat(games.gone(new Seat(game.id(), UUID.randomUUID().toString())))
                .isTrue();
        assertThat(games.gone(new Seat(UUID.randomUUID(), UUID.randomUUID().toString())))
                .isFalse();
    }
}
