package org.calcoolation.base.web;

import com.vaadin.flow.server.HandlerHelper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.DisconnectedClientHelper;

/**
 * Refuses, before Spring Security or Vaadin spend anything on it, a request no page of ours
 * sends: a body over its cap (413), a Vaadin message with more calls of an event than a feature's
 * {@link MessageLimit} (413: the grid's moves), a Vaadin request type Vaadin does not have, or a
 * Vaadin message that is not the JSON its client writes (400). A push message posted by long
 * polling is checked as one over a socket is ({@link VaadinMessageCheck#problemWithFramed}). Each refusal is one WARN line, never a
 * stack trace (counted rather than written past the first a minute, see {@link LogFloods}), and the
 * visitor gets the site's error page.
 *
 * <p>The caps: the largest message our pages sent on a journey over every page
 * ({@code ContentSecurityPolicyIT}, which prints it) was 1,178 bytes, typing a 12×12 puzzle ID
 * into the import box; {@value #MAX_UIDL_BYTES} bytes, over fifty times that, leave room for the
 * many events Vaadin's client queues into one message on a slow connection. Other bodies are form
 * posts (log in, log out), a passkey's answer or a leaving beacon, of a few hundred bytes;
 * {@value #MAX_FORM_BYTES} bytes, with or without a length.
 *
 * <p>Every body is read whole here, within a deadline ({@link TimedBody}): 20 s for a Vaadin message,
 * 10 s for any other, then 408 and the connection closed. Tomcat alone waits 5 s for each next byte
 * and no longer in all, so a body dripped a byte every few seconds held a request thread for hours.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 20)
class RequestGuard extends OncePerRequestFilter {

    static final int MAX_UIDL_BYTES = 64 * 1024;
    static final int MAX_FORM_BYTES = 16 * 1024;
    /** A message of a few kilobytes takes well under a second on any connection a person plays on. */
    static final Duration BODY_DEADLINE = Duration.ofSeconds(20);
    /** Any other body (a login form, a passkey's answer, a leaving beacon) is a few hundred bytes, sent in one packet. */
    static final Duration OTHER_BODY_DEADLINE = Duration.ofSeconds(10);
    /** How much of a refused body is read so that its sender sees the refusal, and for how long at most. */
    static final long DRAIN_BYTES = 8L << 20;

    static final Duration DRAIN_DEADLINE = Duration.ofSeconds(5);

    private static final Logger log = LoggerFactory.getLogger(RequestGuard.class);
    private static final String TYPE = "v-r";
    private static final Set<String> VAADIN_TYPES = Arrays.stream(HandlerHelper.RequestType.values())
            .map(HandlerHelper.RequestType::getIdentifier)
            .collect(Collectors.toUnmodifiableSet());

    private final VaadinMessageCheck messages;

    RequestGuard(List<MessageLimit> limits) {
        this.messages = new VaadinMessageCheck(limits);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        notePushAddress(request);
        boolean pushPost = isPushPost(request);
        boolean uidl = pushPost || isVaadinMessage(request);
        int cap = uidl ? MAX_UIDL_BYTES : MAX_FORM_BYTES;
        if (refusedBeforeTheBody(request, response, cap)) return;
        if (!uidl && !hasBody(request)) {
            chain.doFilter(request, response);
            return;
        }
        Optional<byte[]> body = readBody(request, response, uidl, cap);
        if (body.isEmpty()) return;
        if (!uidl) {
            passOn(request, response, chain, body.get());
            return;
        }
        VaadinMessageCheck.Problem problem = pushPost
                ? messages.problemWithFramed(new String(body.get(), StandardCharsets.UTF_8))
                : messages.problemWith(body.get());
        if (problem != null) {
            refuse(request, response, problem.status(), problem.what());
            return;
        }
        chain.doFilter(ReadBody.of(request, body.get()), response);
    }

    /**
     * A push socket being opened: the address it comes from is kept in the session, where
     * {@link PushMessageGuard} finds it to name in a refusal of the socket's messages.
     */
    private static void notePushAddress(HttpServletRequest request) {
        if (!"GET".equals(request.getMethod()) || !"push".equals(typeInQuery(request))) return;
        HttpSession session = request.getSession(false);
        if (session == null) return;
        try {
            if (!request.getRemoteAddr().equals(session.getAttribute(PushMessageGuard.PUSH_ADDRESS)))
                session.setAttribute(PushMessageGuard.PUSH_ADDRESS, request.getRemoteAddr());
        } catch (IllegalStateException ended) {
            // the session ended meanwhile: the socket will find none
        }
    }

    /** Refuses, and says true, when the declared length or the address's request type is wrong. */
    private static boolean refusedBeforeTheBody(HttpServletRequest request, HttpServletResponse response, int cap)
            throws IOException {
        long length = request.getContentLengthLong();
        if (length > cap) {
            refuse(
                    request,
                    response,
                    HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "a body of " + length + " bytes");
            return true;
        }
        // Read from the address only: a form post's body is read after its length was checked.
        String type = typeInQuery(request);
        if (type != null && !VAADIN_TYPES.contains(type)) {
            refuse(request, response, HttpServletResponse.SC_BAD_REQUEST, "an unknown Vaadin request type");
            return true;
        }
        return false;
    }

    /** The body, read within its deadline and cap; empty when it was not, and the answer is already given. */
    private static Optional<byte[]> readBody(
            HttpServletRequest request, HttpServletResponse response, boolean uidl, int cap) throws IOException {
        Duration deadline = uidl ? BODY_DEADLINE : OTHER_BODY_DEADLINE;
        byte[] body;
        try {
            body = TimedBody.readWithin(request.getInputStream(), cap + 1, deadline);
        } catch (IOException slowOrGone) {
            answerSlowOrGone(request, response, slowOrGone, deadline, uidl ? "a Vaadin message" : "a request body");
            return Optional.empty();
        }
        if (body.length > cap) {
            refuse(
                    request,
                    response,
                    HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    (uidl ? "a Vaadin message" : "a request body") + " over " + cap + " bytes");
            return Optional.empty();
        }
        return Optional.of(body);
    }

    /** Any body but a Vaadin message's, read whole: a form's fields are parsed from it, and none may name a Vaadin request type. */
    private static void passOn(HttpServletRequest request, HttpServletResponse response, FilterChain chain, byte[] body)
            throws IOException, ServletException {
        if (!isFormPost(request)) {
            chain.doFilter(ReadBody.of(request, body), response);
            return;
        }
        ReadBody form;
        try {
            form = ReadBody.form(request, body);
        } catch (IllegalArgumentException notUrlEncoded) {
            refuse(request, response, HttpServletResponse.SC_BAD_REQUEST, "a form that is not URL-encoded");
            return;
        }
        if (form.getParameter(TYPE) != null) {
            // Vaadin's client never sends a form; Vaadin would find the body already read as one.
            refuse(request, response, HttpServletResponse.SC_BAD_REQUEST, "a Vaadin request sent as a form");
            return;
        }
        chain.doFilter(form, response);
    }

    /**
     * A body past its deadline or a read that timed out: one warning, no trace. A client that closed
     * or reset the connection part way (a tab closed while sending) is no attack: one debug line.
     * Either way the connection is closed.
     */
    private static void answerSlowOrGone(
            HttpServletRequest request,
            HttpServletResponse response,
            IOException slowOrGone,
            Duration deadline,
            String what) {
        response.setHeader("Connection", "close");
        try {
            if (!TimedBody.timedOut(slowOrGone) && DisconnectedClientHelper.isClientDisconnectedException(slowOrGone)) {
                log.debug(
                        "A client left part way through {}: {} {}", what, request.getRemoteAddr(), printable(request));
                ErrorPages.write(response, HttpServletResponse.SC_REQUEST_TIMEOUT);
            } else {
                refuse(
                        request,
                        response,
                        HttpServletResponse.SC_REQUEST_TIMEOUT,
                        what + " that did not arrive within " + deadline.toSeconds() + " s ("
                                + slowOrGone.getClass().getSimpleName() + ")");
            }
        } catch (IOException clientGone) {
            // nobody to answer
        }
    }

    /** Whether a body follows the header: a length above zero, or chunks. */
    private static boolean hasBody(HttpServletRequest request) {
        return request.getContentLengthLong() > 0 || request.getHeader("Transfer-Encoding") != null;
    }

    /**
     * A push message posted by Atmosphere's long polling (a browser without WebSockets): Vaadin's push
     * handler reads it as a frame over a socket, framed the same way ({@link PushMessageGuard}).
     */
    static boolean isPushPost(HttpServletRequest request) {
        return "POST".equals(request.getMethod()) && "push".equals(typeInQuery(request));
    }

    /** A message of Vaadin's client: a POST with {@code v-r=uidl}, wherever it is addressed. */
    static boolean isVaadinMessage(HttpServletRequest request) {
        return "POST".equals(request.getMethod()) && "uidl".equals(typeInQuery(request));
    }

    private static boolean isFormPost(HttpServletRequest request) {
        String type = request.getContentType();
        return "POST".equals(request.getMethod())
                && type != null
                && type.toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded");
    }

    private static @Nullable String typeInQuery(HttpServletRequest request) {
        String query = request.getQueryString();
        if (query == null) return null;
        for (String pair : query.split("&")) {
            if (pair.startsWith(TYPE + "=")) return pair.substring(TYPE.length() + 1);
            if (pair.equals(TYPE)) return "";
        }
        return null;
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, int status, String what)
            throws IOException {
        log.warn("Refused {} from {}: {} {}", what, request.getRemoteAddr(), request.getMethod(), printable(request));
        if (status == HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE) drainForTheAnswer(request, response);
        // Written here rather than through the error dispatch, which would run Spring Security on
        // the refused request, and Spring Security reads the parameters of a body just refused.
        ErrorPages.write(response, status);
    }

    /**
     * Reads what is left of a body too large to take, up to {@link #DRAIN_BYTES} and for at most
     * {@link #DRAIN_DEADLINE}, so that a client still sending sees the refusal: Tomcat does not read
     * refused bodies (server.tomcat.max-swallow-size=0), since a slow sender would hold its thread for
     * hours, and a client cut off while sending reads no answer. Past either limit the connection closes.
     */
    private static void drainForTheAnswer(HttpServletRequest request, HttpServletResponse response) {
        long end = System.nanoTime() + DRAIN_DEADLINE.toNanos();
        byte[] sink = new byte[8192];
        long read = 0;
        try {
            InputStream in = request.getInputStream();
            int n;
            while (read < DRAIN_BYTES && System.nanoTime() < end && (n = in.read(sink)) >= 0) read += n;
        } catch (IOException | IllegalStateException stopped) {
            // the client left, a read timed out, or the body was taken as a form already
        }
        response.setHeader("Connection", "close");
    }

    /** The address as asked for, cut short and without control characters, so a crafted one cannot forge log lines. */
    static String printable(HttpServletRequest request) {
        String query = request.getQueryString();
        String address = request.getRequestURI() + (query == null ? "" : "?" + query);
        String shown = address.length() > 120 ? address.substring(0, 120) + "…" : address;
        return shown.codePoints()
                .map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
    }
}
