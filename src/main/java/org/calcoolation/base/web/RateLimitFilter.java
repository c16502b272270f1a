package org.calcoolation.base.web;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import org.calcoolation.base.web.RateLimits.Kind;
import org.calcoolation.base.web.RateLimits.Verdict;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Answers HTTP 429 with a plain page to an address past its limit of page loads or login posts.
 * Runs first, before a session, a player key or Spring Security's work, so that a refused request
 * costs almost nothing. Files (style sheets, scripts, Vaadin's bundles) are not counted; a request
 * for a file that does not exist is, as Vaadin answers it with a page and a session.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 40)
class RateLimitFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(RateLimitFilter.class);

    /** The login form's post, as Spring Security's form login takes it. */
    private static final String LOGIN = SecurityConfig.LOGIN;

    private static final String PASSKEY_LOGIN = SecurityConfig.PASSKEY_LOGIN;

    private final RateLimits limits;
    /** Addresses whose refusal was logged in the last minute: one line a minute each, however hard they push. */
    private final Cache<String, Boolean> logged = Caffeine.newBuilder()
            .maximumSize(10_000)
            .expireAfterWrite(Duration.ofMinutes(1))
            .build();

    RateLimitFilter(RateLimits limits) {
        this.limits = limits;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Optional<Kind> kind = kindOf(request);
        if (kind.isPresent() && limits.take(kind.get(), request.getRemoteAddr()) instanceof Verdict.Refused refused) {
            if (logged.asMap().putIfAbsent(kind.get() + " " + request.getRemoteAddr(), Boolean.TRUE) == null) {
                log.info(
                        "Refusing {} requests from {} for a while: over the rate limit",
                        kind.get(),
                        request.getRemoteAddr());
            }
            refuse(response, refused);
            return;
        }
        chain.doFilter(request, response);
    }

    /**
     * What the request counts as, if anything. Every way to a new session counts as a page: a page,
     * Vaadin's first request of a page (by GET or POST), and any other request that comes without a
     * session. A Vaadin round trip or a post within a session is not counted.
     */
    private Optional<Kind> kindOf(HttpServletRequest request) {
        String method = request.getMethod();
        String path = PageRequests.path(request);
        if ("POST".equals(method) && (LOGIN.equals(path) || PASSKEY_LOGIN.equals(path))) return Optional.of(Kind.LOGIN);
        if (PageRequests.PROBES.contains(path)) return Optional.empty();
        Optional<String> vaadinRequest = PageRequests.queryParameter(request, "v-r");
        if (vaadinRequest.isPresent()) {
            return "init".equals(vaadinRequest.get()) || request.getSession(false) == null
                    ? Optional.of(Kind.PAGE)
                    : Optional.empty();
        }
        if ("GET".equals(method) || "HEAD".equals(method))
            return PageRequests.isFile(path, getServletContext()) ? Optional.empty() : Optional.of(Kind.PAGE);
        return request.getSession(false) == null ? Optional.of(Kind.PAGE) : Optional.empty();
    }

    private static void refuse(HttpServletResponse response, Verdict.Refused refused) throws IOException {
        long seconds = Math.max(1, (refused.retryAfter().toMillis() + 999) / 1000);
        response.setStatus(HttpStatus.TOO_MANY_REQUESTS.value());
        response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(seconds));
        response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
        ErrorPages.securityHeaders(response);
        response.setContentType("text/html;charset=UTF-8");
        String wait = seconds == 1 ? "a second" : seconds + " seconds";
        byte[] page = TOO_MANY.replace("{wait}", wait).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(page.length);
        response.getOutputStream().write(page);
    }

    /** The site's look without Vaadin: its style sheet, the message page's layout and the player's light or dark. */
    private static final String TOO_MANY = """
            <!doctype html>
            <html lang="en" theme="light-dark" style="color-scheme: light dark;">
            <head>
            <meta charset="UTF-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Too many requests · Calcoolation</title>
            <script src="/scripts/theme.js"></script>
            <link rel="stylesheet" href="/lumo/lumo.css">
            <link rel="stylesheet" href="/styles/calcoolation.css">
            </head>
            <body>
            <main class="message-page">
            <h1>Too many requests</h1>
            <p>This address has asked for more pages than a person does. Please wait {wait}, then try again.</p>
            <a href="/play">Play a puzzle</a>
            </main>
            </body>
            </html>
            """;
}
