package org.calcoolation.base;

import com.vaadin.flow.server.communication.JSR356WebsocketInitializer;
import jakarta.servlet.ServletContext;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.atmosphere.cpr.Action;
import org.atmosphere.cpr.AtmosphereFramework;
import org.atmosphere.cpr.AtmosphereInterceptorAdapter;
import org.atmosphere.cpr.AtmosphereRequest;
import org.atmosphere.cpr.AtmosphereResource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One push connect a page at a time: a connect for a push id while another for the same id is still
 * being set up is refused (closed) before it reaches Vaadin, which would take the page's session lock.
 *
 * <p>Every push connect (a WebSocket's open, a long poll's GET) runs Vaadin's {@code PushHandler}
 * under the page's session lock, on one of Tomcat's request threads. 500 upgrades to one page's
 * push id (all one address may hold) each took that lock in turn: jstack counted up to 189 of the
 * 200 threads in {@code VaadinService.lockSession}, and another address's {@code /livez} waited
 * 1–5 s for a free thread. Here a connect takes the page's mark without waiting, and lets go of it
 * when Vaadin is done with it; one that finds the mark taken is closed at once, so one page can
 * hold at most one request thread for its connects. A page that reconnects does so after its old
 * connect ended and gets its channel as before; Atmosphere's client tries again after a refusal.
 *
 * <p>A mark older than {@link #STALE_NANOS} is taken over: a connect stuck that long (or one whose
 * end Atmosphere never reported) must not shut its page out for good.
 */
final class PushConnectGate extends AtmosphereInterceptorAdapter {

    private static final Logger log = LoggerFactory.getLogger(PushConnectGate.class);

    static final String PUSH_ID = "v-pushId";
    static final long STALE_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final String HELD = PushConnectGate.class.getName() + ".mark";

    /** One connect being set up, since when; compared by identity, so a late release never frees another's. */
    static final class Mark {
        final long since;

        private Mark(long since) {
            this.since = since;
        }
    }

    private final ConcurrentHashMap<String, Mark> settingUp = new ConcurrentHashMap<>();
    private final LongSupplier nanoTime;

    PushConnectGate() {
        this(System::nanoTime);
    }

    PushConnectGate(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    @Override
    public Action inspect(AtmosphereResource resource) {
        AtmosphereRequest request = resource.getRequest();
        String pushId = request.getParameter(PUSH_ID);
        // Only a connect takes the session's lock to set up; messages over an open channel pass.
        if (pushId == null || !"GET".equalsIgnoreCase(request.getMethod())) return Action.CONTINUE;
        Mark mark = tryMark(pushId);
        if (mark == null) {
            log.debug("Refused a push connect for a page whose earlier connect is still being set up");
            OffLockPushConnection.closeLater(resource);
            return Action.CANCELLED;
        }
        request.setAttribute(HELD, mark);
        return Action.CONTINUE;
    }

    /** Atmosphere calls this after Vaadin's handler, whatever it did (and not after a refusal). */
    @Override
    public void postInspect(AtmosphereResource resource) {
        AtmosphereRequest request = resource.getRequest();
        if (request.getAttribute(HELD) instanceof Mark mark) {
            request.removeAttribute(HELD);
            release(request.getParameter(PUSH_ID), mark);
        }
    }

    /** The page's mark if it was free (or stale), else null. */
    Mark tryMark(String pushId) {
        long now = nanoTime.getAsLong();
        Mark mine = new Mark(now);
        Mark held = settingUp.compute(
                pushId, (id, other) -> other == null || now - other.since > STALE_NANOS ? mine : other);
        return held == mine ? mine : null;
    }

    void release(String pushId, Mark mark) {
        if (pushId != null) settingUp.remove(pushId, mark);
    }

    /** How many pages have a connect being set up now. */
    int settingUp() {
        return settingUp.size();
    }

    /** Puts a gate before Vaadin's push handler of the servlet of that name. */
    static void install(ServletContext context, String servletName) {
        if (context.getAttribute(JSR356WebsocketInitializer.getAttributeName(servletName))
                instanceof AtmosphereFramework atmosphere) {
            atmosphere.interceptor(new PushConnectGate());
        } else {
            log.warn("No Atmosphere for servlet {}: push connects are not gated", servletName);
        }
    }

    @Override
    public String toString() {
        return "One push connect a page at a time";
    }
}
