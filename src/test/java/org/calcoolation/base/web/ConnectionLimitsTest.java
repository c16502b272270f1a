package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/**
 * The public connector's own rules, over real sockets: an address holds at most so many connections
 * (here 4), a trusted proxy is not counted, and a header still coming after its deadline (here
 * 2 s) is cut, however steadily its bytes come. Each address is a loopback address of its own.
 * Tomcat's own limit of connections for everyone is 20 here, so that a refused connection it still
 * counted would show.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.connections.per-address=4",
            "calcoolation.connections.header-deadline=2s",
            "calcoolation.trusted-proxies=127.0.0.9",
            "server.tomcat.max-connections=20"
        })
class ConnectionLimitsTest {

    private static final String LIVEZ = "GET /livez HTTP/1.1\r\nHost: localhost\r\n\r\n";

    @LocalServerPort
    int port;

    @Autowired
    WebServerApplicationContext context;

    @Test
    void the_connection_past_an_addresss_limit_is_refused_while_other_addresses_are_answered() throws Exception {
        List<Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                Socket socket = connect("127.0.0.3");
                held.add(socket);
                assertThat(exchange(socket, LIVEZ))
                        .as("connection %d of the address", i + 1)
                        .startsWith("HTTP/1.1 200");
            }
            // The four stay open (kept alive); a fifth from the same address is refused as it is accepted.
            assertThat(closedAsAccepted("127.0.0.3"))
                    .as("the fifth closed unanswered")
                    .isTrue();
            try (Socket other = connect("127.0.0.4")) {
                assertThat(exchange(other, LIVEZ)).as("another address").startsWith("HTTP/1.1 200");
            }
            assertThat(protocol().openFrom("127.0.0.3")).isEqualTo(4);
            held.removeFirst().close();
            awaitOpenFrom("127.0.0.3", 3);
            try (Socket again = connect("127.0.0.3")) {
                assertThat(exchange(again, LIVEZ))
                        .as("once one of the four closed")
                        .startsWith("HTTP/1.1 200");
            }
        } finally {
            for (Socket socket : held) socket.close();
        }
    }

    @Test
    void refused_connections_are_closed_at_once_and_leave_the_connector_free() throws Exception {
        List<Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                Socket socket = connect("127.0.0.6");
                held.add(socket);
                assertThat(exchange(socket, LIVEZ)).startsWith("HTTP/1.1 200");
            }
            // More refusals than the connector's 20: each must be closed, and let go of, as it is refused.
            for (int i = 0; i < 30; i++) {
                assertThat(closedAsAccepted("127.0.0.6"))
                        .as("refused connection %d closed unanswered", i + 1)
                        .isTrue();
            }
            try (Socket other = connect("127.0.0.7")) {
                assertThat(exchange(other, LIVEZ)).as("another address").startsWith("HTTP/1.1 200");
            }
        } finally {
            for (Socket socket : held) socket.close();
        }
    }

    /**
     * Whether a new connection from the address, asking for {@code /livez}, was closed by the server
     * unanswered within 3 s: reset as it connected or after, or its end of stream with nothing before.
     * A connection served stays open (kept alive) and is not.
     */
    private boolean closedAsAccepted(String from) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.getOutputStream().write(LIVEZ.getBytes(StandardCharsets.US_ASCII));
            socket.setSoTimeout(3_000);
            return socket.getInputStream().readAllBytes().length == 0;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (SocketException reset) {
            return true;
        }
    }

    @Test
    void a_trusted_proxy_is_not_counted() throws Exception {
        List<Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < 6; i++) {
                Socket socket = connect("127.0.0.9");
                held.add(socket);
                assertThat(exchange(socket, LIVEZ))
                        .as("proxy connection %d", i + 1)
                        .startsWith("HTTP/1.1 200");
            }
        } finally {
            for (Socket socket : held) socket.close();
        }
    }

    @Test
    void a_header_still_coming_after_its_deadline_is_cut() throws Exception {
        try (Socket socket = connect("127.0.0.5")) {
            OutputStream out = socket.getOutputStream();
            out.write("GET /livez HTTP/1.1\r\nHost: localhost\r\n".getBytes(StandardCharsets.US_ASCII));
            // A byte every half second: well within Tomcat's 5 s wait for the next bytes, never a whole header.
            assertThat(dripUntilCut(socket, 60)).as("the connection was cut").isTrue();
        }
        try (Socket socket = connect("127.0.0.5")) {
            assertThat(exchange(socket, LIVEZ)).as("a header that comes whole").startsWith("HTTP/1.1 200");
        }
    }

    /**
     * Sends a byte every half second, up to {@code bytes}; whether the server closed the connection
     * meanwhile (an answer it may write first, such as a 408, is read past).
     */
    private static boolean dripUntilCut(Socket socket, int bytes) throws InterruptedException {
        try {
            socket.setSoTimeout(500);
            InputStream in = socket.getInputStream();
            for (int i = 0; i < bytes; i++) {
                socket.getOutputStream().write('a');
                try {
                    while (in.read() >= 0) {
                        // an answer before the close
                    }
                    return true;
                } catch (SocketTimeoutException stillOpen) {
                    // no answer yet: the next byte
                }
            }
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    private Socket connect(String from) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(from, 0));
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** Sends a request and reads its whole answer (a probe's, with a length), leaving the connection open. */
    private static String exchange(Socket socket, String request) throws IOException {
        socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
        InputStream in = socket.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) return head.isEmpty() ? "closed" : head.toString();
            head.append((char) c);
        }
        String text = head.toString().toLowerCase(Locale.ROOT);
        int at = text.indexOf("content-length:");
        if (at >= 0) {
            int length = Integer.parseInt(
                    text.substring(at + 15, text.indexOf('\r', at)).strip());
            in.readNBytes(length);
        }
        return head.toString();
    }

    private LimitedNioProtocol protocol() {
        Connector connector =
                ((TomcatWebServer) context.getWebServer()).getTomcat().getConnector();
        return (LimitedNioProtocol) connector.getProtocolHandler();
    }

    /** Waits, up to ten seconds, until Tomcat has let go of a closed connection. */
    private void awaitOpenFrom(String address, int open) throws InterruptedException {
        for (int i = 0; i < 100 && protocol().openFrom(address) != open; i++) Thread.sleep(100);
        assertThat(protocol().openFrom(address)).isEqualTo(open);
    }
}
