package org.calcoolation.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How one player's requests reach the server. Two ways, so that the crowd's own transport can be
 * told apart from the server: the JDK's {@link HttpClient}, shared by all players (one selector
 * thread and one connection pool), or a socket of the player's own, read and written by the
 * player's thread, as each browser tab keeps its own connection.
 */
sealed interface Wire {

    /** An answer, and the bytes of the exchange on the wire: request and answer, head and body. */
    record Answer(int status, List<String> setCookies, String body, long bytesSent, long bytesRead) {}

    /** Sends a GET ({@code body} null) or a POST and reads the whole answer. */
    Answer exchange(String pathAndQuery, String cookies, String contentType, String body)
            throws IOException, InterruptedException;

    default void close() {}

    /** {@code load.client}: {@code socket} (the default) or {@code jdk}. */
    static Wire.Factory named(String name, String base) {
        return switch (name) {
            case "jdk" -> {
                HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(Duration.ofSeconds(10))
                        .build();
                yield () -> new Jdk(http, base);
            }
            case "socket" -> () -> new OwnSocket(URI.create(base));
            default -> throw new IllegalArgumentException("load.client is jdk or socket, not " + name);
        };
    }

    @FunctionalInterface
    interface Factory {
        Wire open();
    }

    record Jdk(HttpClient http, String base) implements Wire {
        @Override
        public Answer exchange(String pathAndQuery, String cookies, String contentType, String body)
                throws IOException, InterruptedException {
            HttpRequest.Builder request =
                    HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(Duration.ofSeconds(30));
            if (!cookies.isEmpty()) request.header("Cookie", cookies);
            if (body == null) request.GET();
            else request.header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body));
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            // The JDK client hides its raw head: counted as HTTP/1.1 would spell it.
            long headRead = "HTTP/1.1 200 \r\n\r\n".length()
                    + response.headers().map().entrySet().stream()
                            .mapToLong(h -> h.getValue().stream()
                                    .mapToLong(v -> h.getKey().length() + 4 + v.length())
                                    .sum())
                            .sum();
            long sent = pathAndQuery.length() + cookies.length() + (body == null ? 0 : body.length());
            return new Answer(
                    response.statusCode(),
                    response.headers().allValues("set-cookie"),
                    response.body(),
                    sent,
                    headRead + response.body().getBytes(StandardCharsets.UTF_8).length);
        }
    }

    /** HTTP/1.1 over a kept-alive socket; opens a new one when the server closes it (Tomcat does after 100 requests). */
    final class OwnSocket implements Wire {
        private final URI base;
        private Socket socket;
        private InputStream in;
        private OutputStream out;
        /** The bytes of the answer being read, head and body. */
        private long bytesRead;

        OwnSocket(URI base) {
            this.base = base;
        }

        @Override
        public Answer exchange(String pathAndQuery, String cookies, String contentType, String body)
                throws IOException {
            if (socket == null) connect();
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder(body == null ? "GET " : "POST ")
                    .append(pathAndQuery)
                    .append(" HTTP/1.1\r\n")
                    .append("Host: ")
                    .append(base.getHost())
                    .append(':')
                    .append(base.getPort())
                    .append("\r\n");
            if (!cookies.isEmpty()) head.append("Cookie: ").append(cookies).append("\r\n");
            if (body != null)
                head.append("Content-Type: ")
                        .append(contentType)
                        .append("\r\nContent-Length: ")
                        .append(content.length)
                        .append("\r\n");
            head.append("\r\n");
            // One write for head and body, so that no part waits for the other's acknowledgement.
            ByteArrayOutputStream request = new ByteArrayOutputStream(head.length() + content.length);
            request.writeBytes(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            request.writeBytes(content);
            try {
                out.write(request.toByteArray());
                out.flush();
                bytesRead = 0;
                Answer answer = read();
                return new Answer(answer.status(), answer.setCookies(), answer.body(), request.size(), bytesRead);
            } catch (IOException e) {
                close();
                throw e;
            }
        }

        private void connect() throws IOException {
            socket = new Socket();
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 10_000);
            socket.setSoTimeout(30_000);
            in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
            out = socket.getOutputStream();
        }

        private Answer read() throws IOException {
            String status = line();
            if (!status.startsWith("HTTP/1.1 ")) throw new IOException("not an HTTP answer: " + status);
            int code = Integer.parseInt(status.substring(9, 12));
            List<String> setCookies = new ArrayList<>();
            long length = -1;
            boolean chunked = false, closing = false;
            for (String header = line(); !header.isEmpty(); header = line()) {
                int colon = header.indexOf(':');
                String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        value = header.substring(colon + 1).trim();
                switch (name) {
                    case "set-cookie" -> setCookies.add(value);
                    case "content-length" -> length = Long.parseLong(value);
                    case "transfer-encoding" ->
                        chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
                    case "connection" -> closing = value.equalsIgnoreCase("close");
                    default -> {}
                }
            }
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            if (chunked) {
                for (int size = Integer.parseInt(line().split(";")[0].trim(), 16);
                        size > 0;
                        size = Integer.parseInt(line().split(";")[0].trim(), 16)) {
                    body.writeBytes(in.readNBytes(size));
                    bytesRead += size;
                    line();
                }
                while (!line().isEmpty()) {} // trailers
            } else if (length >= 0) {
                body.writeBytes(in.readNBytes((int) length));
                bytesRead += length;
            }
            if (closing) close();
            return new Answer(code, setCookies, body.toString(StandardCharsets.UTF_8), 0, 0);
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int c = in.read(); c != '\n'; c = in.read()) {
                if (c < 0) throw new IOException("the server closed the connection");
                bytesRead++;
                if (c != '\r') line.append((char) c);
            }
            bytesRead++;
            return line.toString();
        }

        @Override
        public void close() {
            try {
                if (socket != null) socket.close();
            } catch (IOException ignored) {
                // already gone
            }
            socket = null;
        }
    }
}
