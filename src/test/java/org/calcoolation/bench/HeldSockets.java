package org.calcoolation.bench;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many connections from one address, opened at once and held: each sends its opening bytes, then
 * waits. What each got is counted by kind ("101", "429", "refused", "closed", "no answer").
 */
final class HeldSockets implements AutoCloseable {

    private final List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();

    /**
     * Opens {@code count} connections from {@code from}, all at once (a virtual thread each), each
     * sending {@code opening}; if {@code awaitStatus}, each waits up to {@code waitMillis} for a status line.
     */
    void open(int count, String from, int port, String opening, boolean awaitStatus, int waitMillis)
            throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            threads.add(Thread.ofVirtual().start(() -> count(openOne(from, port, opening, awaitStatus, waitMillis))));
        }
        for (Thread thread : threads) thread.join();
    }

    private String openOne(String from, int port, String opening, boolean awaitStatus, int waitMillis) {
        Socket socket = new Socket();
        try {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), waitMillis);
            sockets.add(socket);
            socket.getOutputStream().write(opening.getBytes(StandardCharsets.ISO_8859_1));
            if (!awaitStatus) return "connected";
            socket.setSoTimeout(waitMillis);
            InputStream in = socket.getInputStream();
            byte[] line = in.readNBytes(12);
            if (line.length < 12) return "closed";
            String status = new String(line, StandardCharsets.ISO_8859_1);
            return status.startsWith("HTTP/1.1 ") ? status.substring(9, 12) : "not HTTP";
        } catch (SocketTimeoutException e) {
            return "no answer";
        } catch (IOException e) {
            return socket.isConnected() ? "closed" : "refused";
        }
    }

    /** Writes one more byte to every connection; returns how many took it (the others were closed by the server). */
    int drip(byte b) {
        int open = 0;
        synchronized (sockets) {
            for (Socket socket : sockets) {
                if (socket.isClosed()) continue;
                try {
                    socket.getOutputStream().write(b);
                    open++;
                } catch (IOException closed) {
                    closeQuietly(socket);
                }
            }
        }
        return open;
    }

    void count(String outcome) {
        outcomes.computeIfAbsent(outcome, o -> new AtomicInteger()).incrementAndGet();
    }

    Map<String, Integer> outcomes() {
        Map<String, Integer> copy = new TreeMap<>();
        outcomes.forEach((kind, n) -> copy.put(kind, n.get()));
        return copy;
    }

    @Override
    public void close() {
        synchronized (sockets) {
            sockets.forEach(HeldSockets::closeQuietly);
            sockets.clear();
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // gone already
        }
    }
}
