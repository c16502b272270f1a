package org.calcoolation.base.web;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The site's own page for a request refused before any view could answer it: a bad address, a
 * body too large, an unknown Vaadin request. Plain HTML with the site's stylesheets, the same for
 * Spring's error dispatch ({@link SiteErrorController}) and for Tomcat's own refusals
 * ({@link SiteErrorReportValve}), which happen before the app sees the request. It names no
 * server, version or exception.
 */
final class ErrorPages {

    /** Set on every page of the site by Spring Security; Tomcat's refusals pass no filter, so the page sets them itself. */
    static final String REFERRER_POLICY = "same-origin";

    static final String FRAME_OPTIONS = "DENY";

    private ErrorPages() {}

    record Text(String title, String message) {}

    static Text textFor(int status) {
        return switch (status) {
            case 400 ->
                new Text(
                        "Bad request",
                        "This address or request could not be understood. Check the link, or start again from the front page.");
            case 401, 403 ->
                new Text(
                        "Not allowed",
                        "This request is not allowed. Your page may have been open too long: reload it to go on.");
            case 404 -> new Text("Page not found", "There is no page at this address.");
            case 405 -> new Text("Wrong kind of request", "This address does not take this kind of request.");
            case 408 ->
                new Text("Too slow", "This request came in too slowly. Check your connection, then reload the page.");
            case 413 -> new Text("Too large", "This request is larger than the site accepts.");
            case 414, 431 ->
                new Text(
                        "Address too long",
                        "This address is longer than the site accepts. A puzzle ID is never this long: check the link.");
            case 429 ->
                new Text(
                        "Too many requests",
                        "Too many requests came from your address. Please wait a minute and try again.");
            case 503 -> new Text("Very busy", "The site is very busy just now. Please try again in a minute.");
            default ->
                status >= 500
                        ? new Text(
                                "Something went wrong",
                                "Sorry, this page could not be shown. Please try again in a moment.")
                        : new Text("Bad request", "This request could not be answered.");
        };
    }

    static String html(int status) {
        Text text = textFor(status);
        return """
                <!doctype html>
                <html lang="en" theme="light-dark" style="color-scheme: light dark;">
                <head>
                <meta charset="UTF-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%1$s · Calcoolation</title>
                <script src="/scripts/theme.js"></script>
                <link rel="stylesheet" href="/lumo/lumo.css">
                <link rel="stylesheet" href="/styles/calcoolation.css">
                <link rel="stylesheet" href="/styles/account.css">
                </head>
                <body>
                <div class="main-layout">
                <header class="site-header"><a class="brand" href="/play">Calcoolation</a></header>
                <div class="page"><main class="message-page">
                <h1>%1$s</h1>
                <p>%2$s</p>
                <a href="/play">Play a puzzle</a>
                </main></div>
                </div>
                </body>
                </html>
                """.formatted(text.title(), text.message());
    }

    /**
     * The headers Spring Security writes on every other page. A refusal is answered before Spring
     * Security runs (our filters in front of it) or without it (Tomcat's own), so it sets them here.
     */
    static void securityHeaders(HttpServletResponse response) {
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", REFERRER_POLICY);
        response.setHeader("Content-Security-Policy", ContentSecurityPolicy.POLICY);
        response.setHeader("X-Frame-Options", FRAME_OPTIONS);
    }

    /** Writes the page with the status, unless the response already went out. */
    static void write(HttpServletResponse response, int status) throws IOException {
        if (response.isCommitted()) return;
        response.resetBuffer();
        response.setStatus(status);
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("Cache-Control", "no-store");
        securityHeaders(response);
        byte[] body = html(status).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        try {
            OutputStream out = response.getOutputStream();
            out.write(body);
            out.flush();
        } catch (IllegalStateException writerTaken) {
            // Something asked for the writer before failing without writing: answer through it.
            response.getWriter().write(html(status));
            response.getWriter().flush();
        }
    }
}
