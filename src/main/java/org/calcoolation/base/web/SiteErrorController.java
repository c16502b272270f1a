package org.calcoolation.base.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * Spring's error page: the site's own page for an error status set anywhere outside the views
 * (a refused request, Vaadin's "session expired" to a stranger's request). It replaces Spring
 * Boot's, which answered {@code /error} opened directly, or an error Vaadin had marked as plain
 * text, with a 500. Opened directly, with no error behind it, it is simply not a page: 404.
 */
@Controller
class SiteErrorController implements ErrorController {

    @RequestMapping("${server.error.path:${error.path:/error}}")
    void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer given && given >= 400 ? given : HttpServletResponse.SC_NOT_FOUND;
        ErrorPages.write(response, status);
    }
}
