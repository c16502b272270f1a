package org.calcoolation.base.push;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.communication.AtmospherePushConnection;
import com.vaadin.flow.server.communication.PushConnection;
import com.vaadin.flow.server.communication.PushConnectionFactory;
import java.io.IOException;
import org.atmosphere.cpr.AtmosphereResource;
import org.atmosphere.cpr.AtmosphereResourceEvent;
import org.atmosphere.cpr.AtmosphereResourceImpl;
import org.atmosphere.websocket.WebSocket;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A page's push channel whose old socket is closed after the session's lock is let go, never under it.
 *
 * <p>Vaadin closes a page's push connection while it holds the page's session lock: when a new one
 * replaces it (a second upgrade for the same push id) and when the page leaves (its unload beacon).
 * Tomcat's close waits, up to 20 s, for the socket's last write to finish, and the end of that
 * write is handed to one of Tomcat's threads. With every thread waiting for that lock, nobody
 * finishes the write: 220 upgrades to one page held 196 of Tomcat's 200 threads in
 * {@code VaadinService.lockSession} and nobody else was answered for minutes; 2,000 players
 * leaving at once timed out the same way. Here the page lets go of the old socket under the lock
 * (so a push never goes to it) and a virtual thread closes it, while the lock is free.
 *
 * <p>One connection a page: a new upgrade for the page replaces the one it had, as Vaadin's does,
 * so a page that reconnects over a half-dead socket gets its pushes at once. Vaadin's news that a
 * connection ended does not say which one; news that comes while the page's current connection is
 * open is about one it replaced, and would otherwise cut the page off its new one.
 */
public class OffLockPushConnection extends AtmospherePushConnection {

    private static final Logger log = LoggerFactory.getLogger(OffLockPushConnection.class);

    /** Vaadin finds this through {@code META-INF/services}, for every UI it opens with push. */
    public static final class Factory implements PushConnectionFactory {
        @Override
        public PushConnection apply(UI ui) {
            return new OffLockPushConnection(ui);
        }
    }

    public OffLockPushConnection(UI ui) {
        super(ui);
    }

    @Override
    public void connect(AtmosphereResource resource) {
        AtmosphereResource old = getResource();
        if (old != null) {
            super.connectionLost();
            closeLater(old);
        }
        super.connect(resource);
    }

    @Override
    public void disconnect() {
        AtmosphereResource old = getResource();
        if (old == null) return;
        super.connectionLost();
        // A long poll already answered has nothing left to close.
        if (!old.isResumed()) closeLater(old);
    }

    /** Vaadin's news that a connection ended; taken only when it can be this page's own. */
    @Override
    public void connectionLost() {
        AtmosphereResource current = getResource();
        if (current != null && isOpen(current)) {
            log.debug("A replaced push connection of a page ended; the page's own {} is open", current.uuid());
            return;
        }
        super.connectionLost();
    }

    /** Whether the connection is still there: not cancelled, closed or timed out, its socket (if any) open. */
    static boolean isOpen(AtmosphereResource resource) {
        AtmosphereResourceEvent event = resource.getAtmosphereResourceEvent();
        if (event.isCancelled()
                || event.isClosedByClient()
                || event.isClosedByApplication()
                || event.isResumedOnTimeout()
                || resource.isResumed()) return false;
        WebSocket socket = resource instanceof AtmosphereResourceImpl impl ? impl.webSocket() : null;
        return socket == null || socket.isOpen();
    }

    /** Closes a connection the page no longer uses, on a thread of its own, holding no lock. */
    public static void closeLater(AtmosphereResource resource) {
        Thread.ofVirtual().name("push-close").start(() -> {
            try {
                resource.close();
            } catch (IOException | RuntimeException e) {
                log.debug("Closing a push connection the page no longer uses: {}", e.toString());
            }
        });
    }
}
