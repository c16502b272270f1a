package org.calcoolation.base.push;

import com.vaadin.flow.server.communication.JSR356WebsocketInitializer;
import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpSession;
import java.util.ArrayList;
import java.util.List;
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
 * <p>A session may have {@link #SESSION_CONNECTS} connects being set up at once, over all its pages,
 * so a flood spread over many pages of one session holds no more threads than that either.
 *
 * <p>A mark older than {@link #STALE_NANOS} is taken over: a connect stuck that long (or one whose
 * end Atmosphere never reported) must not shut its page out for good.
 */
public final class PushConnectGate extends AtmosphereInterceptorAdapter {

    private static final Logger log = LoggerFactory.getLogger(PushConnectGate.class);

    static final String PUSH_ID = "v-pushId";
    static final long STALE_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final String HELD = PushConnectGate.class.getName() + ".mark";

    /** A session's connects being set up at once, over all its pages; more are refused. */
    static final int SESSION_CONNECTS = 4;

    /** One connect being set up, since when; compared by identity, so a late release never frees another's. */
    static final class Mark {
        final long since;
        final String pushId;
        final String sessionId;

        private Mark(long since, String pushId, String sessionId) {
            this.since = since;
            this.pushId = pushId;
            this.sessionId = sessionId;
        }

        boolean staleAt(long now) {
            return now - since > STALE_NANOS;
        }
    }

    private final ConcurrentHashMap<String, Mark> pages = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, List<Mark>> sessions = new ConcurrentHashMap<>();
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
        // The session as Atmosphere kept it from the handshake: a WebSocket's requested id is blank.
        HttpSession session = request.getSession(false);
        Mark mark = tryMark(pushId, session == null ? null : session.getId());
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
            release(mark);
        }
    }

    /** The page's mark if it was free (or stale) and its session has room, else null. */
    Mark tryMark(String pushId, String sessionId) {
        long now = nanoTime.getAsLong();
        Mark mine = new Mark(now, pushId, sessionId);
        if (pages.compute(pushId, (id, other) -> other == null || other.staleAt(now) ? mine : other) != mine)
            return null;
        if (sessionId == null) return mine;
        List<Mark> session = sessions.compute(sessionId, (id, others) -> {
            List<Mark> live = others == null
                    ? List.of()
                    : others.stream().filter(other -> !other.staleAt(now)).toList();
            if (live.size() >= SESSION_CONNECTS) return live;
            List<Mark> more = new ArrayList<>(live);
            more.add(mine);
            return List.copyOf(more);
        });
        if (session.contains(mine)) return mine;
        pages.remove(pushId, mine);
        return null;
    }

    void release(Mark mark) {
        pages.remove(mark.pushId, mark);
        if (mark.sessionId != null)
            sessions.computeIfPresent(mark.sessionId, (id, marks) -> {
                List<Mark> rest = marks.stream().filter(other -> other != mark).toList();
                return rest.isEmpty() ? null : rest;
            });
    }

    /** How many pages and sessions have a connect being set up now. */
    int settingUp() {
        return pages.size() + sessions.size();
    }

    /** Puts a gate before Vaadin's push handler of the servlet of that name. */
    public static void install(ServletContext context, String servletName) {
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
