package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Bodies other than Vaadin's messages have a deadline too: a login form, or the play page's leaving
 * beacon, dripped a byte every 2 s (within Tomcat's 5 s wait for the next bytes) is cut off once
 * {@link RequestGuard#OTHER_BODY_DEADLINE} has passed and one more read, with 408 or the connection
 * closed. Before, a 200-byte form sent that way held its request thread for 400 s.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SlowBodiesTest {

    /** The deadline, one read of Tomcat's 5 s at most after it, and a second for a busy machine. */
    private static final long CUT_WITHIN_MILLIS = RequestGuard.OTHER_BODY_DEADLINE.toMillis() + 6_000;

    @LocalServerPort
    int port;

    /** Side by side: each drip waits out its deadline, and one after the other they kept a test JVM idle 26 s. */
    @Test
    void a_login_form_and_a_leaving_beacon_dripped_a_byte_at_a_time_are_each_cut_at_their_deadline() throws Exception {
        String form = "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: 200\r\n\r\nusername=a";
        String beacon = "POST /play/left HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain;charset=UTF-8\r\n"
                + "Content-Length: 150\r\n\r\n0";
        try (ExecutorService drips = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<String> formCut = drips.submit(() -> dripped(form));
            Future<String> beaconCut = drips.submit(() -> dripped(beacon));
            assertThat(formCut.get()).as("what came of the slow form").isNotEqualTo("nothing yet");
            assertThat(beaconCut.get()).as("what came of the slow beacon").isNotEqualTo("nothing yet");
        }
    }

    /**
     * Sends the head and the body's first bytes, then a byte every 2 s until {@link #CUT_WITHIN_MILLIS};
     * says what the server did by then: the status it answered, "closed", or "nothing yet".
     */
    private String dripped(String opening) throws IOException, InterruptedException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress("127.0.0.3", 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.getOutputStream().write(opening.getBytes(StandardCharsets.US_ASCII));
            socket.setSoTimeout(2_000);
            InputStream in = socket.getInputStream();
            long end = System.nanoTime() + CUT_WITHIN_MILLIS * 1_000_000;
            while (System.nanoTime() < end) {
                try {
                    byte[] line = in.readNBytes(12);
                    if (line.length < 12) return "closed";
                    return new String(line, StandardCharsets.ISO_8859_1).substring(9, 12);
                } catch (SocketTimeoutException quiet) {
                    try {
                        socket.getOutputStream().write('x');
                    } catch (IOException cut) {
                        return "closed";
                    }
                } catch (IOException reset) {
                    return "closed";
                }
            }
            return "nothing yet";
        }
    }
}
