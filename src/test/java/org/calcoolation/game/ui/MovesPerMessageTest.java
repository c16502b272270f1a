package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Moves in bulk, over real HTTP as a script sends them (issue 37: 20 clients sending 190 undo moves
 * a message reached 32,421 moves a second and slowed everyone's pages). A message carries at most
 * {@link BoardFormat#MAX_MOVES_A_MESSAGE} moves, as many as board.js ever has on their way; one
 * with more is refused whole with 413 before Vaadin reads it, and the page it came from plays on.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class MovesPerMessageTest {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .cookieHandler(new CookieManager())
            .build();

    private int ui, board, syncId, clientId, moves;
    private String key = "", page = "";
    private int build;

    @BeforeEach
    void openThePlayPage() throws Exception {
        get("/play");
        JsonNode config = JSON.readTree(get("/?v-r=init&location=play&query=")).get("appConfig");
        ui = config.get("v-uiId").asInt();
        JsonNode uidl = config.get("uidl");
        key = uidl.get("Vaadin-Security-Key").asString();
        syncId = uidl.get("syncId").asInt();
        clientId = uidl.get("clientId").asInt();
        ObjectNode navigate = call("ui-navigate", 1);
        navigate.putObject("data")
                .put("route", "play")
                .put("query", "")
                .put("appShellTitle", "")
                .put("trigger", "")
                .putObject("historyState")
                .put("idx", 0);
        JsonNode answer = JSON.readTree(post(message(navigate)).body().replaceFirst("^for\\(;;\\);", ""));
        for (JsonNode execute : answer.path("execute")) {
            if (execute.get(execute.size() - 1).asString("").contains("calcoolationBoard.build")) {
                JsonNode session = execute.get(execute.size() - 3);
                build = session.get("build").asInt();
                page = session.get("page").asString();
            }
        }
        for (JsonNode change : answer.path("changes")) {
            if ("role".equals(change.path("key").asString(""))
                    && "grid".equals(change.path("value").asString("")))
                board = change.get("node").asInt();
        }
        assertThat(board).as("the grid's node").isPositive();
        syncId = answer.path("syncId").asInt();
        clientId = answer.path("clientId").asInt();
    }

    @Test
    void a_message_of_190_undo_moves_is_refused_whole_with_413_and_the_page_plays_on() throws Exception {
        HttpResponse<String> refused = post(moves('u', 190));
        assertThat(refused.statusCode()).isEqualTo(413);
        assertThat(refused.body()).contains("Too large");

        // The same page's next message, with no more moves than a page sends at once, is taken whole.
        moves = 0;
        HttpResponse<String> taken = post(moves('c', BoardFormat.MAX_MOVES_A_MESSAGE));
        assertThat(taken.statusCode()).isEqualTo(200);
        assertThat(taken.body())
                .as("every move answered: the receipts name the last")
                .contains("\"" + page + "\":" + BoardFormat.MAX_MOVES_A_MESSAGE);
    }

    @Test
    void one_move_more_than_a_page_sends_at_once_is_refused() throws Exception {
        assertThat(post(moves('c', BoardFormat.MAX_MOVES_A_MESSAGE + 1)).statusCode())
                .isEqualTo(413);
    }

    /** A message of {@code count} moves as board.js dispatches them, numbered on from the last. */
    private String moves(char op, int count) {
        ObjectNode[] calls = new ObjectNode[count];
        for (int i = 0; i < count; i++) {
            calls[i] = call(BoardFormat.MOVE_EVENT, board);
            calls[i].putObject("data").put(BoardComponent.DETAIL, build + ".0." + ++moves + op + i % 16);
        }
        return message(calls);
    }

    private String message(ObjectNode... calls) {
        ObjectNode message = JsonNodeFactory.instance.objectNode();
        message.put("csrfToken", key);
        ArrayNode rpc = message.putArray("rpc");
        for (ObjectNode call : calls) rpc.add(call);
        message.put("syncId", syncId).put("clientId", clientId);
        return message.toString();
    }

    private static ObjectNode call(String event, int node) {
        return JsonNodeFactory.instance
                .objectNode()
                .put("type", "event")
                .put("node", node)
                .put("event", event);
    }

    private String get(String path) throws Exception {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return response.body();
    }

    /** Posts a message; an answered one moves the ids on, as Vaadin's client does. */
    private HttpResponse<String> post(String message) throws Exception {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/?v-r=uidl&v-uiId=" + ui))
                        .header("Content-Type", "application/json; charset=UTF-8")
                        .POST(HttpRequest.BodyPublishers.ofString(message))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() == 200) {
            JsonNode answer = JSON.readTree(response.body().replaceFirst("^for\\(;;\\);", ""));
            syncId = answer.path("syncId").asInt(syncId);
            clientId = answer.path("clientId").asInt(clientId + 1);
        }
        return response;
    }
}
