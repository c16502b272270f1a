package org.calcoolation.base.web;

import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpServletRequest;
import java.net.MalformedURLException;
import java.util.Optional;
import java.util.Set;

/** What a request is, told from its method, path, query string and session alone: before any body is read. */
final class PageRequests {

    /** A load balancer's probes: they come often, from one address, and must never be refused. */
    static final Set<String> PROBES = Set.of("/livez", "/readyz");

    private PageRequests() {}

    static String path(HttpServletRequest request) {
        return request.getRequestURI().substring(request.getContextPath().length());
    }

    /**
     * Whether answering the request makes an HTTP session: anything that comes without one, except
     * a file the app has and a probe. Vaadin makes a session for a page, for its first request and
     * for a file that does not exist.
     */
    static boolean opensSession(HttpServletRequest request) {
        if (request.getSession(false) != null) return false;
        String path = path(request);
        if (PROBES.contains(path)) return false;
        boolean read = "GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod());
        return !(read && queryParameter(request, "v-r").isEmpty() && isFile(path, request.getServletContext()));
    }

    /** A parameter of the query string alone: getParameter would read a form post's body, which a filter must not wait for. */
    static Optional<String> queryParameter(HttpServletRequest request, String name) {
        String query = request.getQueryString();
        if (query == null) return Optional.empty();
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair : pair.substring(0, equals);
            if (key.equals(name)) return Optional.of(equals < 0 ? "" : pair.substring(equals + 1));
        }
        return Optional.empty();
    }

    /**
     * Whether the path names a file the app has: ours and the libraries' (META-INF/resources), or
     * Vaadin's bundle. The class loader finds our own in the jar, where the servlet context does not.
     */
    static boolean isFile(String path, ServletContext context) {
        if (path.lastIndexOf('.') < path.lastIndexOf('/') || path.contains("..")) return false;
        ClassLoader classes = PageRequests.class.getClassLoader();
        try {
            return classes.getResource("META-INF/resources" + path) != null
                    || (path.startsWith("/VAADIN/") && classes.getResource("META-INF/VAADIN/webapp" + path) != null)
                    || context.getResource(path) != null;
        } catch (MalformedURLException e) {
            return false;
        }
    }
}
