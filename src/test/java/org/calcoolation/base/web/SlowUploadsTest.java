package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The probe's slow uploads through the real Tomcat: 220 connections from one address (127.0.0.3),
 * each posting a 60 KB Vaadin message one byte every 4 s (under Tomcat's 5 s wait for the next bytes).
 * Meanwhile a player elsewhere (127.0.0.1) loads pages: they must be answered, median under a second.
 * Before, every one of Tomcat's threads sat reading a body and nobody else was answered in 60 s.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.rate-limit.enabled=true"})
class SlowUploadsTest {

    private static final int UPLOADS = 220;

    @LocalServerPort
    int port;

    @Autowired
    InFlightLimit inFlight;

    private Socket slowUpload() throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress("127.0.0.3", 0));
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
        socket.getOutputStream()
                .write(("POST /?v-r=uidl&v-uiId=0 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                                + "Content-Length: 60000\r\n\r\n{")
                        .getBytes(StandardCharsets.US_ASCII));
        return socket;
    }

    /** The status of the answer, once one came; -1 while none has. */
    private static int statusIfAnswered(Socket socket) {
        try {
            InputStream in = socket.getInputStream();
            if (in.available() == 0) return -1;
            String line = new String(in.readNBytes(Math.min(in.available(), 12)), StandardCharsets.ISO_8859_1);
            return line.startsWith("HTTP/1.1 ") ? Integer.parseInt(line.substring(9, 12)) : -2;
        } catch (IOException | NumberFormatException e) {
            return -2;
        }
    }

    @Test
    void slow_uploads_from_one_address_leave_everyone_else_answered() throws Exception {
        List<Socket> uploads = new ArrayList<>();
        for (int i = 0; i < UPLOADS; i++) uploads.add(slowUpload());
        ScheduledExecutorService drip = Executors.newScheduledThreadPool(2);
        drip.scheduleAtFixedRate(
                () -> uploads.forEach(socket -> {
                    try {
                        socket.getOutputStream().write(' ');
                    } catch (IOException closed) {
                        // answered and closed by the server
                    }
                }),
                4,
                4,
                TimeUnit.SECONDS);
        AtomicInteger mostUnderWay = new AtomicInteger();
        drip.scheduleAtFixedRate(
                () -> mostUnderWay.accumulateAndGet(inFlight.underWay("127.0.0.3"), Math::max),
                0,
                50,
                TimeUnit.MILLISECONDS);
        ConcurrentHashMap<Integer, Integer> answered = new ConcurrentHashMap<>();
        List<Long> millis = new ArrayList<>();
        try {
            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(60))
                    .build();
            for (int i = 0; i < 15; i++) {
                Thread.sleep(1_000);
                long started = System.nanoTime();
                HttpResponse<String> page = http.send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                                .timeout(Duration.ofSeconds(60))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                millis.add((System.nanoTime() - started) / 1_000_000);
                assertThat(page.statusCode()).isEqualTo(200);
            }
            // Every upload is answered: at once, or at its deadline after it got its turn.
            long end = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            List<Socket> waiting = new ArrayList<>(uploads);
            while (!waiting.isEmpty() && System.nanoTime() < end) {
                for (Iterator<Socket> it = waiting.iterator(); it.hasNext(); ) {
                    int status = statusIfAnswered(it.next());
                    if (status == -1) continue;
                    answered.merge(status, 1, Integer::sum);
                    it.remove();
                }
                Thread.sleep(200);
            }
            if (!waiting.isEmpty()) answered.put(-1, waiting.size());
        } finally {
            drip.shutdownNow();
            for (Socket socket : uploads) socket.close();
        }
        List<Long> sorted = millis.stream().sorted().toList();
        System.out.printf(
                "220 slow uploads from one address; another's 15 page loads: median %d ms, max %d ms; "
                        + "uploads answered %s (status: count), at most %d under way at once%n",
                sorted.get(sorted.size() / 2), sorted.getLast(), answered, mostUnderWay.get());

        assertThat(sorted.get(sorted.size() / 2)).as("median page load, ms").isLessThan(1_000);
        assertThat(mostUnderWay.get())
                .as("requests of the address under way at once")
                .isBetween(1, 20);
        assertThat(answered.keySet())
                .as("every upload refused (429) or cut off at its deadline (408)")
                .containsOnly(429, 408);
    }
}
