package org.calcoolation.base.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.catalina.util.NetMask;
import org.apache.coyote.AbstractProcessor;
import org.apache.coyote.Constants;
import org.apache.coyote.Request;
import org.apache.tomcat.util.net.NioChannel;
import org.apache.tomcat.util.net.NioEndpoint;
import org.apache.tomcat.util.net.SocketBufferHandler;
import org.apache.tomcat.util.net.SocketWrapperBase;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tomcat's NIO endpoint with two rules of its own, for every kind of connection (pages, round trips,
 * push WebSockets, long polls, slow senders):
 * <ul>
 * <li>at most {@code perAddress} connections open from one address (an IPv6 address by its /64),
 * well below the connector's 8,192: the next is reset as it is accepted, nothing written, so that
 * the one acceptor thread spends on it no more than the accept and the close. Reverse proxies named
 * in {@code calcoolation.trusted-proxies} are not counted: every visitor comes through them, and the
 * proxy limits its own clients (docs/operating.md);</li>
 * <li>a request whose header has not all come within {@code headerDeadline} of its first byte is
 * cut: a byte every two seconds is within Tomcat's wait for the next bytes, and so held a
 * connection for as long as its sender liked. (A Vaadin message's body has its deadline in
 * {@link RequestGuard}.)</li>
 * </ul>
 * Only for plain HTTP: the site's TLS ends at the proxy.
 */
class LimitedNioEndpoint extends NioEndpoint {

    private static final Logger log = LoggerFactory.getLogger(LimitedNioEndpoint.class);

    final AddressCounts counts = new AddressCounts();
    private final RefusalLog refusals = new RefusalLog();
    private volatile int perAddress;
    private volatile List<NetMask> uncounted = List.of();
    private volatile long headerDeadlineNanos = Duration.ofSeconds(10).toNanos();
    private @Nullable ScheduledFuture<?> sweep;

    /** At most this many connections from one address (0: no limit), except from these ranges. */
    void limit(int perAddress, List<String> uncountedRanges) {
        this.perAddress = perAddress;
        this.uncounted = uncountedRanges.stream().map(NetMask::new).toList();
    }

    void headerDeadline(Duration header) {
        this.headerDeadlineNanos = header.toNanos();
    }

    @Override
    protected boolean setSocketOptions(SocketChannel socket) {
        // One acceptor thread calls this, so the count cannot pass the limit between the check and Tomcat's taking it.
        String address = addressOf(socket);
        if (address != null && perAddress > 0 && counts.of(address) >= perAddress && !isUncounted(socket)) {
            refuse(socket, address);
            // Closed and let go of here: for a socket it has no wrapper of, Tomcat's acceptor closes
            // nothing, and it kept the refused socket open and counted against the connector's limit,
            // until the flood's 8,192nd connection stopped the acceptor for everyone.
            destroySocket(socket);
            return false;
        }
        return super.setSocketOptions(socket);
    }

    @Override
    protected NioChannel createChannel(SocketBufferHandler buffers) {
        return isSSLEnabled() ? super.createChannel(buffers) : new CountedChannel(buffers, counts);
    }

    @Override
    public void startInternal() throws Exception {
        super.startInternal();
        sweep = getUtilityExecutor().scheduleWithFixedDelay(this::cutSlowHeaders, 1, 1, TimeUnit.SECONDS);
    }

    @Override
    public void stopInternal() {
        if (sweep != null) sweep.cancel(false);
        super.stopInternal();
    }

    /**
     * Closes each connection whose request header is still coming past its deadline. Such a
     * connection waits in Tomcat's poller with its request half read, no thread on it; the wrapper's
     * lock is the one a thread takes to read it, so a byte arriving meanwhile waits for the close.
     */
    void cutSlowHeaders() {
        long now = System.nanoTime();
        for (SocketWrapperBase<NioChannel> wrapper : getConnections()) {
            // An upgraded connection (a WebSocket) has another kind of processor, and a long poll waits
            // on purpose: neither has a deadline. A request being served has no processor here.
            if (!(wrapper.getCurrentProcessor() instanceof AbstractProcessor processor) || processor.isAsync())
                continue;
            if (!headerIsLate(processor.getRequest(), now)) continue;
            String address = wrapper.getRemoteAddr();
            ReentrantLock lock = wrapper.getLock();
            if (!lock.tryLock()) continue;
            try {
                if (!wrapper.isClosed()) wrapper.close();
            } finally {
                lock.unlock();
            }
            refusals.note(
                    "Cut requests from {} whose header was still coming after its deadline", wrapper.getRemoteAddr());
        }
    }

    /** Between its first byte and its end, a request is prepared and served once its header is in; before, Tomcat marks it parsing, kept alive or ended. */
    private boolean headerIsLate(Request request, long now) {
        long started = request.getStartTimeNanos();
        int stage = request.getRequestProcessor().getStage();
        boolean headerIn = stage >= Constants.STAGE_PREPARE && stage <= Constants.STAGE_ENDOUTPUT;
        return started >= 0 && !headerIn && now - started > headerDeadlineNanos;
    }

    private boolean isUncounted(SocketChannel socket) {
        try {
            InetAddress peer = ((InetSocketAddress) socket.getRemoteAddress()).getAddress();
            return uncounted.stream().anyMatch(range -> range.matches(peer));
        } catch (IOException | ClassCastException e) {
            return false;
        }
    }

    /**
     * Counted in the log, then reset when it is closed (linger 0): a flood's refused sockets keep no
     * closing state in the kernel, and whatever they sent is not read.
     */
    private void refuse(SocketChannel socket, String address) {
        refusals.note("Refused connections from {}: " + perAddress + " open at once", address);
        try {
            socket.setOption(StandardSocketOptions.SO_LINGER, 0);
        } catch (IOException gone) {
            // closed right after either way
        }
    }

    /** The peer's address as the limits count it, or null for a socket without one (a Unix socket). */
    static @Nullable String addressOf(SocketChannel socket) {
        try {
            return socket.getRemoteAddress() instanceof InetSocketAddress peer && peer.getAddress() != null
                    ? RateLimits.keyOf(peer.getAddress().getHostAddress())
                    : null;
        } catch (IOException closed) {
            return null;
        }
    }

    /** One WARN line a minute for each kind of refusal and address, however many there are. */
    private static final class RefusalLog {
        private final Map<String, Long> last = new ConcurrentHashMap<>();

        void note(String format, String address) {
            long now = System.nanoTime();
            String key = format + address;
            Long before = last.get(key);
            if (before != null && now - before < TimeUnit.MINUTES.toNanos(1)) return;
            if (last.size() > 10_000) last.clear();
            last.put(key, now);
            log.warn(format, address);
        }
    }
}
