package org.calcoolation.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * A TCP proxy on a loopback port that holds every chunk it reads for half the round trip before
 * passing it on, in each direction, as a distant network would. It works below HTTP, so WebSocket
 * frames are delayed as much as requests: Chrome's own throttling (over CDP) leaves WebSocket
 * frames alone. Each direction is a queue, so order is kept. {@link #cut} plays an outage: open
 * connections are reset and new ones refused (the port stops listening) until {@link #restore}.
 */
public final class DelayingProxy implements AutoCloseable {

    /** What a reader puts in the queue at the end of its stream: a read never gives zero bytes. */
    private static final byte[] END = new byte[0];

    private record Chunk(byte[] bytes, long dueNanos) {}

    private final InetAddress loopback = InetAddress.getLoopbackAddress();
    private final int targetPort;
    private final int port;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile long halfTripNanos;
    private volatile @Nullable ServerSocket listener;
    private volatile @Nullable Thread acceptor;

    /** Listens on a free loopback port and forwards to {@code targetPort} on loopback. */
    public DelayingProxy(int targetPort, Duration roundTrip) {
        this.targetPort = targetPort;
        roundTrip(roundTrip);
        ServerSocket first = listen(0);
        port = first.getLocalPort();
        accept(first);
    }

    public int port() {
        return port;
    }

    /** Chunks read from now on wait half of this in each direction. */
    public void roundTrip(Duration roundTrip) {
        halfTripNanos = roundTrip.toNanos() / 2;
    }

    /** Resets every open connection and stops listening, so that the browser's next connect is refused. */
    synchronized void cut() {
        ServerSocket current = listener;
        listener = null;
        if (current != null) closeQuietly(current);
        // A socket closed while a thread waits in accept() is closed for good only once that thread has left it;
        // until then the port still completes connections (3 cuts in 40 left it listening).
        Thread waiting = acceptor;
        if (waiting != null) {
            try {
                waiting.join(Duration.ofSeconds(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Socket socket : open) reset(socket);
        open.clear();
    }

    /** Listens again on the same port. */
    synchronized void restore() {
        if (listener == null) accept(listen(port));
    }

    @Override
    public void close() {
        cut();
    }

    private ServerSocket listen(int on) {
        try {
            ServerSocket socket = new ServerSocket();
            socket.setReuseAddress(true); // the port's old connections may sit in TIME_WAIT after a cut
            socket.bind(new InetSocketAddress(loopback, on));
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void accept(ServerSocket socket) {
        listener = socket;
        acceptor = Thread.ofVirtual().name("proxy-accept").start(() -> {
            while (!socket.isClosed()) {
                try {
                    Socket client = socket.accept();
                    Thread.ofVirtual().start(() -> connect(client));
                } catch (IOException closed) {
                    return;
                }
            }
        });
    }

    private void connect(Socket client) {
        Socket server = new Socket();
        open.add(client);
        open.add(server);
        try {
            server.connect(new InetSocketAddress(loopback, targetPort), 5_000);
            // Without Nagle's algorithm: a chunk goes out when it is due, not when the next one joins it.
            client.setTcpNoDelay(true);
            server.setTcpNoDelay(true);
            if (listener == null) throw new SocketException("cut while connecting");
            AtomicInteger directions = new AtomicInteger(2);
            pump(client, server, directions);
            pump(server, client, directions);
        } catch (IOException e) {
            drop(client, server);
        }
    }

    /**
     * One direction: a reader stamps each chunk with when it is due, a writer sends it then. The end
     * of a stream is passed on as a half-close, as the sender made it; once both directions have
     * ended, the two sockets are closed. An error in either resets both.
     */
    private void pump(Socket from, Socket to, AtomicInteger directions) {
        BlockingQueue<Chunk> queue = new LinkedBlockingQueue<>();
        Thread.ofVirtual().start(() -> {
            byte[] buffer = new byte[64 * 1024];
            try {
                InputStream in = from.getInputStream();
                for (int read; (read = in.read(buffer)) > 0; )
                    queue.add(new Chunk(Arrays.copyOf(buffer, read), System.nanoTime() + halfTripNanos));
                queue.add(new Chunk(END, System.nanoTime() + halfTripNanos));
            } catch (IOException e) {
                drop(from, to);
                queue.add(new Chunk(END, 0)); // so that the writer stops waiting
            }
        });
        Thread.ofVirtual().start(() -> {
            try {
                OutputStream out = to.getOutputStream();
                while (true) {
                    Chunk chunk = queue.take();
                    for (long wait; (wait = chunk.dueNanos() - System.nanoTime()) > 0; ) LockSupport.parkNanos(wait);
                    if (chunk.bytes() == END) break;
                    out.write(chunk.bytes());
                    out.flush();
                }
                to.shutdownOutput();
                if (directions.decrementAndGet() == 0) {
                    open.remove(from);
                    open.remove(to);
                    closeQuietly(from);
                    closeQuietly(to);
                }
            } catch (IOException | InterruptedException e) {
                drop(from, to);
            }
        });
    }

    private void drop(Socket one, Socket other) {
        open.remove(one);
        open.remove(other);
        reset(one);
        reset(other);
    }

    /** Closes with an RST rather than a FIN, as a broken network looks to the browser. */
    private static void reset(Socket socket) {
        try {
            if (!socket.isClosed()) socket.setSoLinger(true, 0);
        } catch (IOException ignored) {
            // already gone
        }
        closeQuietly(socket);
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // nothing to do: it is going anyway
        }
    }
}
