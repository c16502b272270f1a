package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalManagementPort;

/**
 * The game's metrics as Prometheus scrapes them from the management port, after moves played
 * through the service of a running app on a real H2. Counts are compared before and after, as the
 * context (and its counters) may be shared with other tests.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class GameMetricsTest {

    private static final PuzzleKind EASY_5 = new PuzzleKind(5, Difficulty.EASY, Variant.STANDARD);
    private static final String STARTED =
            "calcoolation_games_started_total{difficulty=\"easy\",size=\"5\",type=\"practice\"}";
    private static final String GIVEN_UP =
            "calcoolation_games_finished_total{outcome=\"given_up\",size=\"5\",type=\"practice\"}";
    private static final HttpClient http = HttpClient.newHttpClient();

    @LocalManagementPort
    int managementPort;

    @Autowired
    GameService games;

    private final PlayerRef player = PlayerKeys.random();

    private String scrape() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/actuator/prometheus"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }

    /** The value of one series in the scrape, 0 if it is not there yet. */
    private static double value(String scrape, String series) {
        Matcher line =
                Pattern.compile("(?m)^" + Pattern.quote(series) + " (\\S+)$").matcher(scrape);
        return line.find() ? Double.parseDouble(line.group(1)) : 0;
    }

    private double now(String series) throws IOException, InterruptedException {
        return value(scrape(), series);
    }

    @Test
    void moves_are_counted_and_timed_in_a_histogram() throws Exception {
        String before = scrape();
        GameState game = games.newGame(player, EASY_5);
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        for (int i = 0; i < 7; i++) games.toggleNote(seat, Cell.ofIndex(i, 5), 1 + i % 5);
        games.undo(seat);
        games.place(seat, Cell.ofIndex(20, 5), 3);
        String after = scrape();

        assertThat(value(after, "calcoolation_moves_total") - value(before, "calcoolation_moves_total"))
                .as("showing the grid is no move")
                .isEqualTo(9);
        assertThat(value(after, "calcoolation_move_time_seconds_count")
                        - value(before, "calcoolation_move_time_seconds_count"))
                .isEqualTo(9);
        assertThat(value(after, "calcoolation_move_time_seconds_sum"))
                .isGreaterThan(value(before, "calcoolation_move_time_seconds_sum"));
        assertThat(value(after, "calcoolation_move_time_seconds_bucket{le=\"+Inf\"}"))
                .isEqualTo(value(after, "calcoolation_move_time_seconds_count"));
        assertThat(after)
                .containsPattern(
                        "calcoolation_move_time_seconds_bucket\\{le=\"1\\.0E-5\"\\}|calcoolation_move_time_seconds_bucket\\{le=\"1\\.\\d+E-5\"\\}");
        assertThat(value(after, STARTED) - value(before, STARTED)).isEqualTo(1);
    }

    @Test
    void a_finish_is_counted_by_outcome_once_it_is_stored() throws Exception {
        double before = now(GIVEN_UP);
        GameState game = games.newGame(player, EASY_5);
        Seat seat = new Seat(game.id(), "page");
        games.revealSolution(seat);

        await().atMost(Duration.ofSeconds(10)).until(() -> now(GIVEN_UP) == before + 1);
        Thread.sleep(300);
        assertThat(now(GIVEN_UP)).as("counted once").isEqualTo(before + 1);
    }

    @Test
    void a_player_is_online_while_a_page_shows_their_game_however_many_pages() throws Exception {
        double before = now("calcoolation_players_online");
        GameState game = games.newGame(player, EASY_5);
        assertThat(now("calcoolation_players_online")).as("not shown yet").isEqualTo(before);

        Seat page = new Seat(game.id(), "page");
        Seat tab = new Seat(game.id(), "other tab");
        games.show(page);
        games.show(tab);
        assertThat(now("calcoolation_players_online")).isEqualTo(before + 1);

        games.leave(page);
        games.leave(tab);
        assertThat(now("calcoolation_players_online")).isEqualTo(before);
    }
}
