package org.calcoolation.base.web;

import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tomcat's answer to a request it refuses itself, before the app sees it (an address with
 * {@code %00}, a request line or header too long): the site's own page instead of Tomcat's bare
 * "HTTP Status 400". Any other error without a body gets the same page.
 */
final class SiteErrorReportValve extends ErrorReportValve {

    private static final Logger log = LoggerFactory.getLogger(SiteErrorReportValve.class);

    @Override
    protected void report(Request request, Response response, @Nullable Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) return;
        if (status == 400 || status == 414 || status == 431) {
            // Tomcat logs only the first bad request line or header of a run, and then with a stack trace: one line
            // each instead.
            log.warn("Tomcat refused a request from {} with status {}", request.getRemoteAddr(), status);
        }
        try {
            ErrorPages.write(response, status);
        } catch (IOException | IllegalStateException e) {
            // The client is gone or the response is half written: there is no one left to tell.
        }
    }
}
