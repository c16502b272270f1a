package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.CookieManager;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Browsers that hang up in the middle (issue 21's probe): a tab closed while Vaadin writes its
 * answer, or while the browser still sends its message. Nothing failed on our side, so each is at
 * most one debug line: no ERROR, no WARN, no stack trace. Before, the first was an ERROR with a
 * 160-line trace and the second a WARN that said the message "did not arrive within 20 s". A client
 * that stops sending but keeps the connection is still refused with that warning.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "logging.level.org.calcoolation.base.ui.FriendlyErrors=debug",
            "logging.level.org.calcoolation.base.web.RequestGuard=debug"
        })
@ExtendWith(OutputCaptureExtension.class)
class ClientHangUpsTest {

    @TestConfiguration
    static class SmallSendBuffers {
        /**
         * The kernel would take a whole answer of this site into its send buffer at once, and a
         * reset after that goes unnoticed; with small buffers the answer's write is still waiting
         * on the client when it resets, every time, as with a slow client far away.
         */
        @Bean
        WebServerFactoryCustomizer<TomcatServletWebServerFactory> smallSendBuffers() {
            return factory -> factory.addConnectorCustomizers(connector -> {
                connector.setProperty("socket.txBufSize", "1024");
                connector.setProperty("socket.appWriteBufSize", "1024");
            });
        }
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    /** A tab on /play as Vaadin's client opens it: the cookies, the UI's id, its key and the counters of the next message. */
    private record Tab(String cookies, int uiId, String key, int syncId, int clientId) {

        /** Vaadin's message that shows /play: an answer of some 30 KB, the whole view. */
        byte[] navigate() {
            String body = "{\"csrfToken\":\"" + key
                    + "\",\"rpc\":[{\"type\":\"event\",\"node\":1,\"event\":\"ui-navigate\",\"data\":"
                    + "{\"route\":\"play\",\"query\":\"\",\"appShellTitle\":\"\",\"trigger\":\"\",\"historyState\":{\"idx\":0}}}],"
                    + "\"syncId\":" + syncId + ",\"clientId\":" + clientId + "}";
            return body.getBytes(StandardCharsets.UTF_8);
        }

        byte[] post(byte[] body, int contentLength) {
            String head = "POST /?v-r=uidl&v-uiId=" + uiId + " HTTP/1.1\r\nHost: localhost\r\nCookie: " + cookies
                    + "\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: " + contentLength
                    + "\r\n\r\n";
            byte[] bytes = head.getBytes(StandardCharsets.US_ASCII);
            byte[] all = new byte[bytes.length + body.length];
            System.arraycopy(bytes, 0, all, 0, bytes.length);
            System.arraycopy(body, 0, all, bytes.length, body.length);
            return all;
        }
    }

    private Tab open() throws Exception {
        CookieManager cookies = new CookieManager();
        HttpClient http = HttpClient.newBuilder().cookieHandler(cookies).build();
        http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                        .build(),
                HttpResponse.BodyHandlers.discarding());
        String init = http.send(
                        HttpRequest.newBuilder(
                                        URI.create("http://localhost:" + port + "/?v-r=init&location=play&query="))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        JsonNode config = JSON.readTree(init).get("appConfig");
        JsonNode uidl = config.get("uidl");
        String header = cookies.getCookieStore().getCookies().stream()
                .map(cookie -> cookie.getName() + "=" + cookie.getValue())
                .collect(Collectors.joining("; "));
        return new Tab(
                header,
                config.get("v-uiId").asInt(),
                uidl.get("Vaadin-Security-Key").asString(),
                uidl.get("syncId").asInt(),
                uidl.get("clientId").asInt());
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket();
        socket.setReceiveBufferSize(1024);
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        return socket;
    }

    /** Closes with a reset (RST) rather than a goodbye (FIN), as a killed browser or a dropped network does. */
    private static void reset(Socket socket) throws IOException {
        socket.setSoLinger(true, 0);
        socket.close();
    }

    /** The lines logged since {@code from}, once one of them says {@code expected} (or after 10 s). */
    private static List<String> linesSince(CapturedOutput output, int from, String expected)
            throws InterruptedException {
        for (int i = 0; i < 100 && !output.getAll().substring(from).contains(expected); i++) Thread.sleep(100);
        return output.getAll().substring(from).lines().toList();
    }

    private static void assertOneQuietLine(List<String> lines, String expected) {
        assertThat(lines)
                .as("ERROR or WARN lines")
                .noneMatch(line -> line.contains(" ERROR ") || line.contains(" WARN "));
        assertThat(lines)
                .as("stack trace lines")
                .noneMatch(line -> line.startsWith("\tat ") || line.startsWith("Caused by:"));
        assertThat(lines)
                .as("the hang-up's line")
                .filteredOn(line -> line.contains(expected))
                .singleElement()
                .satisfies(line -> assertThat(line).contains(" DEBUG "));
    }

    @Test
    void a_browser_that_resets_while_the_answer_is_written_is_one_debug_line(CapturedOutput output) throws Exception {
        Tab tab = open();
        int from = output.getAll().length();

        try (Socket socket = connect()) {
            socket.getOutputStream().write(tab.post(tab.navigate(), tab.navigate().length));
            InputStream in = socket.getInputStream();
            assertThat(new String(in.readNBytes(12), StandardCharsets.US_ASCII))
                    .as("the answer has begun")
                    .isEqualTo("HTTP/1.1 200");
            // The rest of the answer fills the small buffers and the server waits for the client to read.
            Thread.sleep(500);
            reset(socket);
        }

        assertOneQuietLine(
                linesSince(output, from, "A client left before its answer was written"),
                "A client left before its answer was written");
    }

    @Test
    void a_browser_that_hangs_up_part_way_through_its_message_is_one_debug_line(CapturedOutput output)
            throws Exception {
        Tab tab = open();
        byte[] part = new byte[40];
        System.arraycopy(tab.navigate(), 0, part, 0, part.length);

        for (boolean rst : new boolean[] {false, true}) {
            int from = output.getAll().length();
            try (Socket socket = connect()) {
                OutputStream out = socket.getOutputStream();
                out.write(tab.post(part, 5_000));
                out.flush();
                // Long enough for the server to be reading the body, well within Tomcat's 5 s for the next bytes.
                Thread.sleep(1_000);
                if (rst) reset(socket);
            }

            assertOneQuietLine(
                    linesSince(output, from, "A client left part way through a Vaadin message"),
                    "A client left part way through a Vaadin message");
        }
    }

    @Test
    void a_client_that_stops_sending_but_stays_is_still_refused_with_one_warning(CapturedOutput output)
            throws Exception {
        Tab tab = open();
        byte[] part = new byte[40];
        System.arraycopy(tab.navigate(), 0, part, 0, part.length);
        int from = output.getAll().length();

        try (Socket socket = connect()) {
            socket.getOutputStream().write(tab.post(part, 5_000));
            // Tomcat waits 5 s for the next bytes (server.tomcat.connection-timeout), then the guard answers 408.
            socket.setSoTimeout(15_000);
            assertThat(new String(socket.getInputStream().readNBytes(12), StandardCharsets.US_ASCII))
                    .isEqualTo("HTTP/1.1 408");
        }

        List<String> lines = linesSince(output, from, "did not arrive");
        assertThat(lines)
                .filteredOn(line -> line.contains(" WARN "))
                .singleElement()
                .satisfies(line -> assertThat(line)
                        .contains("Refused a Vaadin message that did not arrive within 20 s (ClientAbortException)"));
        assertThat(lines).noneMatch(line -> line.startsWith("\tat ") || line.contains("A client left"));
    }
}
