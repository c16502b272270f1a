package org.calcoolation.base.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.time.Duration;

/**
 * A request body read whole before anything else reads it, within a deadline: Tomcat only waits
 * {@code server.tomcat.connection-timeout} for the <em>next</em> bytes, so a body dripped a byte at
 * a time held its thread for as long as its sender liked. For {@link RequestGuard}.
 */
final class TimedBody {

    private TimedBody() {}

    /** The body was still coming at its deadline. */
    static final class TooSlow extends IOException {
        TooSlow() {
            super("the body was still coming at its deadline");
        }
    }

    /**
     * Up to {@code max} bytes of the body, all of them within {@code deadline}. Each read waits at most
     * Tomcat's socket timeout ({@code server.tomcat.connection-timeout}), so a body dripped a byte at a
     * time holds its thread no longer than the deadline and one more read.
     */
    static byte[] readWithin(InputStream in, int max, Duration deadline) throws IOException {
        long end = System.nanoTime() + deadline.toNanos();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        while (body.size() < max) {
            int read = in.read(chunk, 0, Math.min(chunk.length, max - body.size()));
            if (read < 0) break;
            body.write(chunk, 0, read);
            if (System.nanoTime() > end && body.size() < max) {
                // More may follow; if it does not, the body was complete and on time enough.
                if (in.available() > 0 || in.read() >= 0) throw new TooSlow();
                break;
            }
        }
        return body.toByteArray();
    }

    /** Whether the body was too slow rather than cut off: our deadline, or Tomcat's wait for the next bytes (inside its ClientAbortException). */
    static boolean timedOut(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof TooSlow || t instanceof SocketTimeoutException) return true;
        }
        return false;
    }
}
