package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The WebSocket upgrade request a new {@code /play} page's push channel sends, written out whole, for
 * the tests and benchmarks that send it many times over raw sockets (PushReplacementTest,
 * PublicPortIT): a first visit to {@code /play} from 127.0.0.1 and Vaadin's init, with the session's
 * cookie, give the page's UI id and push id. Then: send it on a socket of its own, and count what
 * the server left open.
 */
public final class PushUpgrade {

    private static final Pattern UI_ID = Pattern.compile("\"v-uiId\"\\s*:\\s*(\\d+)");
    private static final Pattern PUSH_ID = Pattern.compile("\"Vaadin-Push-ID\"\\s*:\\s*\"([^\"]+)\"");

    private PushUpgrade() {}

    /** The upgrade request of a page opened now on the server at this port of 127.0.0.1. */
    public static String ofANewPage(int port) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + port;
        HttpResponse<String> page = http.send(
                HttpRequest.newBuilder(URI.create(base + "/play")).build(), HttpResponse.BodyHandlers.ofString());
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
        HttpResponse<String> init = http.send(
                HttpRequest.newBuilder(URI.create(base + "/?v-r=init&location=play&query="))
                        .header("Cookie", cookie)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        Matcher ui = UI_ID.matcher(init.body()), push = PUSH_ID.matcher(init.body());
        assertThat(ui.find() && push.find())
                .as("a UI id and a push id in " + init.body())
                .isTrue();
        String query = "v-r=push&v-uiId=" + ui.group(1) + "&v-pushId=" + push.group(1)
                + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                + "&X-Atmosphere-Transport=websocket&X-atmo-protocol=true";
        return "GET /VAADIN/push?" + query + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Cookie: " + cookie + "\r\n\r\n";
    }

    /** A connection from 127.0.0.1 to the server at this port, the upgrade sent on it and nothing read. */
    public static Socket send(int port, String upgrade) {
        try {
            Socket socket = new Socket();
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.getOutputStream().write(upgrade.getBytes(StandardCharsets.ISO_8859_1));
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * How many of these upgrades the server holds open once it has closed the others: polled until no
     * more than {@code expected} are open, or for some 30 s at most, then looked at once more.
     */
    public static int openAfterTheServerSettles(List<Socket> sockets, int expected) {
        Set<Socket> closed = new HashSet<>();
        for (int round = 0; round < 60 && closed.size() < sockets.size() - expected; round++) {
            for (Socket socket : sockets) if (!closed.contains(socket) && closedByServer(socket)) closed.add(socket);
        }
        for (Socket socket : sockets) if (!closed.contains(socket) && closedByServer(socket)) closed.add(socket);
        return sockets.size() - closed.size();
    }

    /**
     * Whether the server closed this WebSocket: its close frame, or the end of the stream, among what
     * came within half a second (the 101 answer's head, then frames as the server writes them, unmasked).
     */
    private static boolean closedByServer(Socket socket) {
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        try {
            socket.setSoTimeout(500);
            InputStream in = socket.getInputStream();
            for (int b = in.read(); b >= 0; b = in.read()) {
                seen.write(b);
                if (containsCloseFrame(seen.toByteArray())) return true;
            }
            return true;
        } catch (SocketTimeoutException quiet) {
            return socket.isClosed() || containsCloseFrame(seen.toByteArray());
        } catch (IOException reset) {
            return true;
        }
    }

    private static boolean containsCloseFrame(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int at = text.indexOf("\r\n\r\n");
        if (at < 0) return false;
        for (int i = at + 4; i + 1 < bytes.length; ) {
            int opcode = bytes[i] & 0x0F;
            int length = bytes[i + 1] & 0x7F;
            int header = 2;
            if (length == 126) {
                if (i + 3 >= bytes.length) return false;
                length = (bytes[i + 2] & 0xFF) << 8 | bytes[i + 3] & 0xFF;
                header = 4;
            }
            if (opcode == 8) return true;
            i += header + length;
        }
        return false;
    }

    /** The status of {@code /livez} asked from another loopback address (127.0.0.2, …), or -1 unanswered within {@code timeoutMillis}. */
    public static int livezFrom(String address, int port, int timeoutMillis) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(address, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), timeoutMillis);
            socket.setSoTimeout(timeoutMillis);
            socket.getOutputStream()
                    .write("GET /livez HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                            .getBytes(StandardCharsets.US_ASCII));
            String line = new String(socket.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1);
            return line.startsWith("HTTP/1.1 ") ? Integer.parseInt(line.substring(9, 12)) : -1;
        } catch (SocketTimeoutException unanswered) {
            return -1;
        }
    }
}
