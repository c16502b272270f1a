package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.calcoolation.Application;
import org.calcoolation.HandClock;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.Environment;

/**
 * A node that stops: readiness says DOWN first, then, once the web server has stopped, the game
 * store writes the move it still held. A whole app on random ports and its own H2 file, stopped by
 * the test; its clock stands still, so the background writer never finds the move due and only the
 * final write can store it.
 */
class GracefulShutdownTest {

    private static final PuzzleKind EASY_4 = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);

    /** What the node looked like when it was told to stop, seen from a listener on {@link ContextClosedEvent}. */
    private final List<String> atClose = new ArrayList<>();

    @Test
    void readiness_goes_down_before_the_store_writes_the_move_it_still_held() throws Exception {
        HandClock clock = new HandClock();
        ConfigurableApplicationContext app = new SpringApplicationBuilder(Application.class)
                .properties(
                        "server.port=0",
                        "management.server.port=0",
                        "calcoolation.data-dir=" + System.getProperty("calcoolation.test-data", "./target/test-data")
                                + "/shutdown")
                .initializers(context -> ((GenericApplicationContext) context)
                        .registerBean("handClock", Clock.class, () -> clock, definition -> definition.setPrimary(true)))
                .run();
        Environment env = app.getEnvironment();
        String url = env.getRequiredProperty("spring.datasource.url");
        int port = Integer.parseInt(env.getRequiredProperty("local.server.port"));

        GameService games = app.getBean(GameService.class);
        GameState game = games.newGame(PlayerKeys.random(), EASY_4);
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        await().atMost(Duration.ofSeconds(10)).until(() -> movesStored(url, game.id()) == 0);
        games.place(
                seat, Cell.ofIndex(0, 4), game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(0, 4)));
        Thread.sleep(600); // two rounds of the background writer, which must leave the move alone
        assertThat(movesStored(url, game.id()))
                .as("the move is held, not yet stored")
                .isZero();

        app.addApplicationListener((ApplicationListener<ContextClosedEvent>) closed -> {
            atClose.add("readyz " + status(port, "/readyz"));
            atClose.add("moves stored " + movesStored(url, game.id()));
        });
        app.close();

        assertThat(atClose).containsExactly("readyz 503", "moves stored 0");
        assertThat(movesStored(url, game.id())).as("stored as the node stopped").isEqualTo(1);
    }

    private static int status(int port, String path) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (Exception e) {
            throw new AssertionError("no answer on " + path, e);
        }
    }

    /** How many moves the game's row holds, straight from the database file; -1 if there is no row yet. */
    private static int movesStored(String url, UUID game) {
        try (Connection db = DriverManager.getConnection(url, "sa", "");
                PreparedStatement query = db.prepareStatement("select move_cursor from saved_game where id = ?")) {
            query.setObject(1, game);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? row.getInt(1) : -1;
            }
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }
}
