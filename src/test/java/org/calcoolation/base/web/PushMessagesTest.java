package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.calcoolation.LoggedLines;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * A page's push socket carries Vaadin messages too: Vaadin's push handler takes a message that comes
 * over the socket as it takes one posted over HTTP, whatever transport the page was set up with. So
 * the checks {@link RequestGuard} makes of a posted message are made of one over the socket as well
 * ({@link PushMessageGuard}): a message our pages never send is refused with one line, never a
 * stack trace, and the socket is closed; a message declared longer than it is (the start of one
 * meant to be finished by later frames) is not kept waiting for the rest; a page's own message over
 * the socket is answered there.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PushMessagesTest {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Autowired
    MeterRegistry metrics;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    /** account.signin.SessionVersions.CHECK_EVERY: how old a session's last look at its number may be. */
    private static final Duration SESSION_CHECK_EVERY = Duration.ofSeconds(5);

    @RegisterExtension
    final LoggedLines logged = LoggedLines.all();

    static Stream<Arguments> forged() {
        return Stream.of(
                Arguments.of("not JSON", (Function<Page, String>) page -> "garbage"),
                Arguments.of("a sync id that is text", (Function<Page, String>)
                        page -> page.message("[]").replace("\"syncId\":" + page.syncId, "\"syncId\":\"a\"")),
                Arguments.of("calls that are text", (Function<Page, String>) page -> page.message("\"x\"")),
                Arguments.of("a node that is text", (Function<Page, String>)
                        page -> page.message("[{\"type\":\"event\",\"node\":\"x\",\"event\":\"click\"}]")),
                Arguments.of("more moves than a page sends at once", (Function<Page, String>) page ->
                        page.message(IntStream.range(0, 40)
                                .mapToObj(i -> page.move("1.0." + (i + 1) + "p0:1"))
                                .collect(Collectors.joining(",", "[", "]")))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forged")
    void a_message_our_pages_never_send_is_refused_over_the_socket_with_one_line(
            String what, Function<Page, String> message) throws Exception {
        Page page = Page.open(port);
        Socket socket = page.socket();
        double refusedBefore = refused();
        logged.clear();
        socket.send(framed(message.apply(page)));

        assertThat(socket.closedWithin(Duration.ofSeconds(5)))
                .as("the server closed the socket")
                .isTrue();
        assertThat(socket.answers()).as("no answer: Vaadin never read it").isEmpty();
        assertRefusedWithOneLine(refusedBefore);
    }

    @Test
    void a_message_declared_longer_than_it_is_is_not_kept_waiting_for_the_rest() throws Exception {
        Page page = Page.open(port);
        Socket socket = page.socket();
        double refusedBefore = refused();
        logged.clear();
        // Vaadin would keep the start and add every later frame to it, up to the length declared.
        socket.send("100000000|{\"csrfToken\":\"" + page.key + "\",\"rpc\":[");

        assertThat(socket.closedWithin(Duration.ofSeconds(5)))
                .as("the server closed the socket")
                .isTrue();
        assertRefusedWithOneLine(refusedBefore);
    }

    @Test
    void a_session_signed_in_with_an_old_password_ends_at_its_next_message_over_the_socket() throws Exception {
        String name = "socket_" + UUID.randomUUID().toString().substring(0, 8), password = "a socket's long password";
        assertThat(players.register(new PlayerService.Registration(name, password, password, null)))
                .isInstanceOf(RegisterResult.Registered.class);
        Page page = Page.signedIn(port, name, password);
        Socket socket = page.socket();
        // A new password set on another node: this node hears of it by the number, at its next look.
        jdbc.update("update player set session_version = session_version + 1 where username = ?", name);
        Thread.sleep(SESSION_CHECK_EVERY.toMillis() + 100);
        socket.send(framed(page.message("[]")));

        assertThat(socket.closedWithin(Duration.ofSeconds(5)))
                .as("the server closed the socket")
                .isTrue();
        assertThat(socket.answers()).as("no answer: Vaadin never read it").isEmpty();
    }

    /**
     * Without a WebSocket, Atmosphere's long polling posts a page's push messages to the push address:
     * Vaadin reads them as it reads a frame, and keeps a message declared longer than its post for the
     * next post to finish. Such posts get the same checks, as a posted Vaadin message does.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("forged")
    void a_message_our_pages_never_send_is_refused_as_a_long_poll_post(String what, Function<Page, String> message)
            throws Exception {
        Page page = Page.open(port);
        double refusedBefore = refused();
        logged.clear();
        HttpResponse<String> answer = page.longPollPost(framed(message.apply(page)));

        assertThat(answer.statusCode()).as("refused before Vaadin").isIn(400, 413);
        assertRefusedWithOneLine(refusedBefore);
    }

    @Test
    void a_long_poll_post_declared_longer_than_it_is_is_refused() throws Exception {
        Page page = Page.open(port);
        double refusedBefore = refused();
        logged.clear();
        HttpResponse<String> answer = page.longPollPost("100000000|{\"csrfToken\":\"" + page.key + "\",\"rpc\":[");

        assertThat(answer.statusCode()).as("refused before Vaadin").isEqualTo(400);
        assertRefusedWithOneLine(refusedBefore);
    }

    @Test
    void a_pages_own_message_posted_by_long_polling_goes_through() throws Exception {
        Page page = Page.open(port);
        logged.clear();
        HttpResponse<String> answer = page.longPollPost(framed(page.message("[]")));

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(logged.lines()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.WARN));
    }

    @Test
    void a_pages_own_message_over_its_socket_is_answered_there() throws Exception {
        Page page = Page.open(port);
        Socket socket = page.socket();
        logged.clear();
        socket.send(framed(page.message("[]")));

        String answer = socket.nextAnswer(Duration.ofSeconds(10));
        assertThat(answer).as("Vaadin's answer, the next sync id").contains("\"syncId\":" + (page.syncId + 1));
        assertThat(socket.closedWithin(Duration.ofMillis(300))).isFalse();
        assertThat(logged.lines()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.WARN));
    }

    /**
     * No trace, no error, at most one line (the first refusal of a kind from an address in a minute is
     * written, the rest counted: {@link LogFloods}), and the refusal counted either way.
     */
    private void assertRefusedWithOneLine(double refusedBefore) throws InterruptedException {
        Thread.sleep(200); // a line logged as the socket closes
        assertThat(logged.lines())
                .as("no stack trace")
                .allSatisfy(e -> assertThat(e.getThrowableProxy()).isNull());
        assertThat(logged.lines())
                .as("nothing logged as an error")
                .noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR));
        List<ILoggingEvent> warnings =
                logged.lines().stream().filter(e -> e.getLevel() == Level.WARN).toList();
        assertThat(warnings).as("at most one line").hasSizeLessThanOrEqualTo(1);
        assertThat(warnings)
                .allSatisfy(e -> assertThat(e.getFormattedMessage())
                        .startsWith("Refused ")
                        .as("the address the socket came from")
                        .contains("from 127.0.0.1"));
        assertThat(refused()).as("the refusal counted").isGreaterThan(refusedBefore);
    }

    /** Refused requests so far, of every kind: the metric the log's counts come from. */
    private double refused() {
        return metrics.find("calcoolation.requests.refused").functionCounters().stream()
                .mapToDouble(FunctionCounter::count)
                .sum();
    }

    /** Atmosphere's framing, as Vaadin's client sends a message: its length, a bar, the message. */
    static String framed(String message) {
        return message.length() + "|" + message;
    }

    /** A guest's play page, opened as Vaadin's client opens it: the UI, its token and push id, and its sync id. */
    record Page(
            int port,
            HttpClient http,
            CookieManager cookies,
            int ui,
            String key,
            String pushId,
            int syncId,
            int board) {

        static Page open(int port) throws Exception {
            CookieManager cookies = new CookieManager();
            return open(port, cookies, client(cookies));
        }

        /** The play page of a browser signed in by the login form with this name and password. */
        static Page signedIn(int port, String name, String password) throws Exception {
            CookieManager cookies = new CookieManager();
            HttpClient http = client(cookies);
            String login = http.send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/login"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            String form = "username=" + URLEncoder.encode(name, StandardCharsets.UTF_8) + "&password="
                    + URLEncoder.encode(password, StandardCharsets.UTF_8) + "&_csrf="
                    + URLEncoder.encode(
                            find(login, "<meta name=\"_csrf\" content=\"([^\"]+)\""), StandardCharsets.UTF_8);
            HttpResponse<String> signedIn = http.send(
                    HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/login"))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString(form))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(signedIn.headers().firstValue("Location"))
                    .as("signed in")
                    .isPresent()
                    .get()
                    .asString()
                    .doesNotContain("error");
            return open(port, cookies, http);
        }

        private static HttpClient client(CookieManager cookies) {
            return HttpClient.newBuilder()
                    .version(HttpClient.Version.HTTP_1_1)
                    .cookieHandler(cookies)
                    .build();
        }

        private static Page open(int port, CookieManager cookies, HttpClient http) throws Exception {
            String init = http.send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/?v-r=init&location=play"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            int ui = Integer.parseInt(find(init, "\"v-uiId\":(\\d+)"));
            String key = find(init, "\"Vaadin-Security-Key\":\"([^\"]+)\"");
            String pushId = find(init, "\"Vaadin-Push-ID\":\"([^\"]+)\"");
            int syncId = Integer.parseInt(find(init, "\"syncId\":(\\d+)"));
            int clientId = Integer.parseInt(find(init, "\"clientId\":(\\d+)"));
            String navigate =
                    "{\"csrfToken\":\"" + key + "\",\"rpc\":[{\"type\":\"event\",\"node\":1,\"event\":\"ui-navigate\","
                            + "\"data\":{\"route\":\"play\",\"query\":\"\",\"appShellTitle\":\"\",\"historyState\":{\"idx\":0},\"trigger\":\"\"}}],"
                            + "\"syncId\":" + syncId + ",\"clientId\":" + clientId + "}";
            String played = http.send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/?v-r=uidl&v-uiId=" + ui))
                                    .header("Content-Type", "application/json; charset=UTF-8")
                                    .POST(HttpRequest.BodyPublishers.ofString(navigate))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            int board = -1;
            JsonNode answer = JSON.readTree(played.startsWith("for(;;);") ? played.substring(8) : played);
            for (JsonNode change : (answer.isArray() ? answer.get(0) : answer).path("changes"))
                if ("role".equals(change.path("key").asString(""))
                        && "grid".equals(change.path("value").asString("")))
                    board = change.get("node").asInt();
            assertThat(board).as("a grid on /play").isPositive();
            return new Page(port, http, cookies, ui, key, pushId, syncId + 1, board);
        }

        /** A Vaadin message of this page with these calls, next in its order. */
        String message(String calls) {
            return "{\"csrfToken\":\"" + key + "\",\"rpc\":" + calls + ",\"syncId\":" + syncId + ",\"clientId\":"
                    + syncId + "}";
        }

        /** A move on the grid, as board.js sends one. */
        String move(String shortMove) {
            return "{\"type\":\"event\",\"node\":" + board
                    + ",\"event\":\"calcoolation-move\",\"data\":{\"event.detail\":\"" + shortMove + "\"}}";
        }

        /** A message posted to the push address, as Atmosphere's long polling sends one. */
        HttpResponse<String> longPollPost(String body) throws Exception {
            URI uri = URI.create("http://localhost:" + port + "/VAADIN/push?v-r=push&v-uiId=" + ui + "&v-pushId="
                    + pushId + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                    + "&X-Atmosphere-Transport=long-polling&X-atmo-protocol=true");
            return http.send(
                    HttpRequest.newBuilder(uri)
                            .header("Content-Type", "application/json; charset=UTF-8")
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .timeout(Duration.ofSeconds(20))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }

        /** The page's push socket, opened as Vaadin's client opens it. */
        Socket socket() throws Exception {
            URI uri = URI.create("ws://localhost:" + port + "/VAADIN/push?v-r=push&v-uiId=" + ui + "&v-pushId=" + pushId
                    + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                    + "&X-Atmosphere-Transport=websocket&X-atmo-protocol=true"
                    + "&Content-Type=application%2Fjson%3B%20charset%3DUTF-8");
            String cookie = cookies.getCookieStore().get(URI.create("http://localhost:" + port + "/")).stream()
                    .map(HttpCookie::toString)
                    .collect(Collectors.joining("; "));
            Socket socket = new Socket();
            socket.socket = http.newWebSocketBuilder()
                    .header("Cookie", cookie)
                    .buildAsync(uri, socket)
                    .get(10, TimeUnit.SECONDS);
            return socket;
        }
    }

    /** A push socket's messages from the server, and its close. */
    static final class Socket implements WebSocket.Listener {
        WebSocket socket;
        private final StringBuilder text = new StringBuilder();
        private final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        private final CompletableFuture<Integer> closed = new CompletableFuture<>();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                messages.add(text.toString());
                text.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            closed.complete(-1);
        }

        void send(String text) throws Exception {
            socket.sendText(text, true).get(10, TimeUnit.SECONDS);
        }

        boolean closedWithin(Duration wait) throws InterruptedException {
            try {
                closed.get(wait.toMillis(), TimeUnit.MILLISECONDS);
                return true;
            } catch (TimeoutException | ExecutionException e) {
                return false;
            }
        }

        /** The server's messages so far that answer a message (they carry a sync id). */
        List<String> answers() {
            return messages.stream().filter(m -> m.contains("\"syncId\"")).toList();
        }

        String nextAnswer(Duration wait) throws InterruptedException {
            long until = System.nanoTime() + wait.toNanos();
            while (System.nanoTime() < until) {
                String message = messages.poll(until - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (message != null && message.contains("\"syncId\"")) return message;
            }
            return "";
        }
    }

    private static String find(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        if (!m.find())
            throw new AssertionError("no " + regex + " in " + text.substring(0, Math.min(400, text.length())));
        return m.group(1);
    }
}
