package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The proxy the latency benchmark puts between Chromium and the server, against an echo server. */
class DelayingProxyTest {

    private ServerSocket echo;

    @BeforeEach
    void startEcho() throws IOException {
        echo = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!echo.isClosed()) {
                try {
                    Socket socket = echo.accept();
                    Thread.ofVirtual().start(() -> {
                        try (socket) {
                            socket.getInputStream().transferTo(socket.getOutputStream());
                        } catch (IOException ignored) {
                            // the test hung up
                        }
                    });
                } catch (IOException closed) {
                    return;
                }
            }
        });
    }

    @AfterEach
    void stopEcho() throws IOException {
        echo.close();
    }

    @Test
    void a_round_trip_takes_at_least_the_configured_round_trip() throws IOException {
        try (DelayingProxy proxy = new DelayingProxy(echo.getLocalPort(), Duration.ofMillis(200));
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
            for (int i = 0; i < 3; i++) {
                long sent = System.nanoTime();
                socket.getOutputStream().write('x');
                assertThat(socket.getInputStream().read()).isEqualTo('x');
                assertThat(Duration.ofNanos(System.nanoTime() - sent)).isGreaterThanOrEqualTo(Duration.ofMillis(200));
            }
        }
    }

    @Test
    void bytes_come_back_in_the_order_they_were_sent_and_the_end_of_the_stream_too() throws Exception {
        byte[] sent = new byte[200_000];
        for (int i = 0; i < sent.length; i++) sent[i] = (byte) (i * 31 + i / 256);
        try (DelayingProxy proxy = new DelayingProxy(echo.getLocalPort(), Duration.ofMillis(20));
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
            Thread writer = Thread.ofVirtual().start(() -> {
                try {
                    OutputStream out = socket.getOutputStream();
                    // Many small writes, so that chunks are many and queued behind one another.
                    for (int i = 0; i < sent.length; i += 997) out.write(sent, i, Math.min(997, sent.length - i));
                    socket.shutdownOutput();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            socket.getInputStream().transferTo(received); // ends once the echo server's end came through
            writer.join();
            assertThat(received.toByteArray()).isEqualTo(sent);
        }
    }

    @Test
    void a_cut_resets_open_connections_and_refuses_new_ones_until_restored() throws IOException {
        try (DelayingProxy proxy = new DelayingProxy(echo.getLocalPort(), Duration.ZERO);
                Socket before = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
            before.getOutputStream().write('a');
            assertThat(before.getInputStream().read()).isEqualTo('a');

            proxy.cut();
            assertThat(endsOrFails(before.getInputStream())).isTrue();
            assertThat(nothingListens(proxy.port()))
                    .as("nothing listens on the proxy's port")
                    .isTrue();

            proxy.restore();
            try (Socket after = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
                after.getOutputStream().write('b');
                assertThat(after.getInputStream().read()).isEqualTo('b');
            }
        }
    }

    private static boolean endsOrFails(InputStream in) {
        try {
            return in.read() == -1;
        } catch (IOException reset) {
            return true;
        }
    }

    /**
     * Whether a connection to the port is refused. Linux may join a connection to a free port of its
     * ephemeral range to itself (the proxy's port is one), which a full CI run met once: that is
     * no listener either.
     */
    private static boolean nothingListens(int port) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            return socket.getLocalPort() == port;
        } catch (ConnectException refused) {
            return true;
        }
    }
}
