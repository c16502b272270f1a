package org.calcoolation.base.web;

import com.vaadin.flow.server.communication.JSR356WebsocketInitializer;
import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpSession;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.atmosphere.cpr.Action;
import org.atmosphere.cpr.AtmosphereFramework;
import org.atmosphere.cpr.AtmosphereInterceptorAdapter;
import org.atmosphere.cpr.AtmosphereRequest;
import org.atmosphere.cpr.AtmosphereRequestImpl;
import org.atmosphere.cpr.AtmosphereResource;
import org.atmosphere.cpr.AtmosphereResource.TRANSPORT;
import org.atmosphere.cpr.AtmosphereResourceImpl;
import org.atmosphere.websocket.WebSocket;
import org.calcoolation.base.push.OffLockPushConnection;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The checks {@link RequestGuard} makes of a posted Vaadin message, made of one that comes over a
 * page's push socket. Vaadin's push handler takes a message from the socket as it takes a posted
 * one, whatever transport the page was set up with, and no servlet filter sees it: without this, a
 * message refused as a post went through as a frame, and a frame that declared a length longer than
 * itself was kept, and every later frame added to it, until that length (two thousand million
 * characters) was reached.
 *
 * <p>A message over the socket must be whole: Vaadin's client sends its length, a bar and the
 * message in one frame, so the length must be the message's own (a later frame never finishes an
 * earlier one here). It must be at most {@link RequestGuard#MAX_UIDL_BYTES} and pass the same
 * {@link VaadinMessageCheck}. Anything else is refused with one WARN line (counted by
 * {@link LogFloods} past the first a minute, as the guard's) and the socket is closed; the page's
 * client opens another, as after any lost connection. Then the features' {@link PushMessageCheck}s
 * look at the session, as their filters do at a posted message's (a session signed in with an old
 * password ends).
 */
final class PushMessageGuard extends AtmosphereInterceptorAdapter {

    private static final Logger log = LoggerFactory.getLogger(PushMessageGuard.class);

    /** The session attribute with the address the page's push socket was opened from (see {@link RequestGuard}). */
    static final String PUSH_ADDRESS = PushMessageGuard.class.getName() + ".address";

    private final VaadinMessageCheck messages;
    private final List<PushMessageCheck> sessionChecks;

    PushMessageGuard(List<MessageLimit> limits, List<PushMessageCheck> sessionChecks) {
        this.messages = new VaadinMessageCheck(limits);
        this.sessionChecks = List.copyOf(sessionChecks);
    }

    @Override
    public Action inspect(AtmosphereResource resource) {
        AtmosphereRequest request = resource.getRequest();
        // A message over an open socket; a connect (its GET) carries none, and long polling posts over HTTP.
        if (resource.transport() != TRANSPORT.WEBSOCKET || "GET".equalsIgnoreCase(request.getMethod()))
            return Action.CONTINUE;
        String problem = problemWith(request.body());
        if (problem != null) {
            log.warn("Refused {} from {}: over its push socket", problem, addressOf(request));
            close(resource);
            return Action.CANCELLED;
        }
        HttpSession session = request.getSession(false);
        if (session != null && !sessionChecks.stream().allMatch(check -> check.admits(session))) {
            log.debug("Closed the push socket of a session a check ended");
            close(resource);
            return Action.CANCELLED;
        }
        return Action.CONTINUE;
    }

    /**
     * Where the socket was opened from. Atmosphere cannot tell on Tomcat (it reads the address from
     * properties Tomcat does not set, and says 0.0.0.0), so {@link RequestGuard} notes it in the
     * session when the socket's upgrade request passes.
     */
    private static String addressOf(AtmosphereRequest request) {
        HttpSession session = request.getSession(false);
        try {
            if (session != null && session.getAttribute(PUSH_ADDRESS) instanceof String address) return address;
        } catch (IllegalStateException ended) {
            // the session ended meanwhile
        }
        return request.getRemoteAddr();
    }

    /**
     * Closes the socket itself. A message comes in a resource of its own, which knows no socket; the
     * socket is the one Atmosphere keeps under the same id. Off this thread, as any close of a push channel.
     */
    private static void close(AtmosphereResource message) {
        AtmosphereResource channel =
                message.getAtmosphereConfig().resourcesFactory().find(message.uuid());
        WebSocket socket = channel instanceof AtmosphereResourceImpl impl ? impl.webSocket() : null;
        if (socket == null) {
            OffLockPushConnection.closeLater(channel == null ? message : channel);
            return;
        }
        // Atmosphere's close with a code does nothing on Tomcat; this one closes the socket's session.
        Thread.ofVirtual().name("push-refused").start(socket::close);
    }

    /** What is wrong with a frame's text as a Vaadin message; null if nothing. */
    @Nullable
    String problemWith(AtmosphereRequestImpl.Body body) {
        if (body == null || !body.hasString()) return "a push message that is not text";
        return problemWith(body.asString());
    }

    @Nullable
    String problemWith(String text) {
        if (text.getBytes(StandardCharsets.UTF_8).length > RequestGuard.MAX_UIDL_BYTES)
            return "a Vaadin message over " + RequestGuard.MAX_UIDL_BYTES + " bytes";
        VaadinMessageCheck.Problem problem = messages.problemWithFramed(text);
        return problem == null ? null : problem.what();
    }

    /** Puts the guard before Vaadin's push handler of the servlet of that name. */
    static void install(
            ServletContext context,
            String servletName,
            List<MessageLimit> limits,
            List<PushMessageCheck> sessionChecks) {
        if (context.getAttribute(JSR356WebsocketInitializer.getAttributeName(servletName))
                instanceof AtmosphereFramework atmosphere) {
            atmosphere.interceptor(new PushMessageGuard(limits, sessionChecks));
        } else {
            log.warn("No Atmosphere for servlet {}: push messages are not checked", servletName);
        }
    }

    @Override
    public String toString() {
        return "Vaadin messages over a push socket checked as posted ones";
    }
}
