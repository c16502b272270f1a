package org.calcoolation.base.web;

import java.time.Duration;
import java.util.List;
import org.apache.coyote.http11.Http11NioProtocol;

/**
 * Tomcat's HTTP/1.1 protocol over {@link LimitedNioEndpoint}. Tomcat makes the protocol from its
 * class name, hence public with a constructor of no arguments; {@link ConnectionLimits} sets it up.
 */
public class LimitedNioProtocol extends Http11NioProtocol {

    public LimitedNioProtocol() {
        super(new LimitedNioEndpoint());
    }

    private LimitedNioEndpoint limited() {
        return (LimitedNioEndpoint) getEndpoint();
    }

    void limit(int perAddress, List<String> uncountedRanges) {
        limited().limit(perAddress, uncountedRanges);
    }

    void headerDeadline(Duration header) {
        limited().headerDeadline(header);
    }

    /** Connections open now from the address, for tests. */
    int openFrom(String address) {
        return limited().counts.of(RateLimits.keyOf(address));
    }
}
