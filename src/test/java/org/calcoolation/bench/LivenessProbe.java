package org.calcoolation.bench;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A load balancer's probe, or a visitor, from an address of its own: {@code GET path} every period,
 * each on a new connection bound to {@code from}, waiting as long as it takes (up to a minute) for
 * the status line. A probe that waits does not hold back the next one, so a stall shows as a run
 * of slow answers, not as one.
 */
final class LivenessProbe implements AutoCloseable {

    /**
     * When a probe was sent (ms since the start), how long its answer took (-1 if none came) and how
     * much of that its connect took (the kernel's handshake, before the server accepts anything).
     */
    record Sample(long sentMillis, long millis, int status, long connectMillis) {}

    private final String from;
    private final int port;
    private final String path;
    private final long periodMillis;
    private final long start = System.nanoTime();
    private final List<Sample> samples = new ArrayList<>();
    private final List<Thread> probes = new ArrayList<>();
    private final Thread ticker;
    private volatile boolean running = true;

    LivenessProbe(String from, int port, String path, long periodMillis) {
        this.from = from;
        this.port = port;
        this.path = path;
        this.periodMillis = periodMillis;
        ticker = Thread.ofVirtual().start(this::tick);
    }

    private void tick() {
        while (running) {
            synchronized (probes) {
                probes.add(Thread.ofVirtual().start(this::probe));
            }
            try {
                Thread.sleep(periodMillis);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void probe() {
        long sent = System.nanoTime();
        int status = -1;
        long connected = -1;
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 60_000);
            connected = System.nanoTime();
            socket.setSoTimeout(60_000);
            socket.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            String line = new String(in.readNBytes(12), StandardCharsets.ISO_8859_1);
            if (line.startsWith("HTTP/1.1 ")) status = Integer.parseInt(line.substring(9, 12));
        } catch (IOException | NumberFormatException e) {
            status = -1;
        }
        long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
        synchronized (samples) {
            samples.add(new Sample(
                    TimeUnit.NANOSECONDS.toMillis(sent - start),
                    status == 200 ? took : -1,
                    status,
                    connected < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(connected - sent)));
        }
    }

    /** Stops probing, waits for the probes under way, and returns every sample in the order sent. */
    List<Sample> finish() throws InterruptedException {
        running = false;
        ticker.join();
        synchronized (probes) {
            for (Thread probe : probes) probe.join();
        }
        synchronized (samples) {
            return samples.stream()
                    .sorted(Comparator.comparingLong(Sample::sentMillis))
                    .toList();
        }
    }

    @Override
    public void close() throws InterruptedException {
        finish();
    }

    /** One line: how many probes, how many answered 200 within a second, the median and the slowest. */
    static String summary(List<Sample> samples) {
        long within = samples.stream()
                .filter(s -> s.millis() >= 0 && s.millis() <= 1_000)
                .count();
        long[] answered = samples.stream()
                .mapToLong(Sample::millis)
                .filter(m -> m >= 0)
                .sorted()
                .toArray();
        long unanswered = samples.size() - answered.length;
        return String.format(
                "%d probes, %d answered within 1 s, %d not answered 200; median %s ms, max %s ms",
                samples.size(),
                within,
                unanswered,
                answered.length == 0 ? "-" : answered[answered.length / 2],
                answered.length == 0 ? "-" : answered[answered.length - 1]);
    }
}
