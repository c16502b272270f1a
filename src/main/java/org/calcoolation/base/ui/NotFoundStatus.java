package org.calcoolation.base.ui;

import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.Router;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServiceInitListener;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Answers the document of an address no view takes, or that a feature's {@link AddressCheck} says
 * names nothing (a day that is no date), with HTTP 404, still as the site's page.
 *
 * <p>Vaadin serves every page's document before its router has run: the view, or
 * {@link NotFoundView}, is chosen by the page's first round trip, so the status
 * {@link NotFoundView#setErrorParameter} returns never reaches the document, which went out as 200.
 * Search engines, link checkers and monitors only see the document. So the document is answered
 * here, by asking the same router whether any route takes the address; the page then shows
 * "Page not found" as before.
 */
@Component
class NotFoundStatus implements VaadinServiceInitListener {

    private final List<AddressCheck> checks;

    NotFoundStatus(List<AddressCheck> checks) {
        this.checks = List.copyOf(checks);
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        Router router = event.getSource().getRouter();
        event.addIndexHtmlRequestListener(page -> {
            if (!found(router, page.getVaadinRequest()))
                page.getVaadinResponse().setStatus(HttpServletResponse.SC_NOT_FOUND);
        });
    }

    /** Whether a view takes the request's address, and no check says it names nothing; the query plays no part. */
    boolean found(Router router, VaadinRequest request) {
        String path = request.getPathInfo() == null ? "" : request.getPathInfo().replaceFirst("^/+", "");
        return router.resolveNavigationTarget(new Location(path))
                .filter(state -> checks.stream()
                        .noneMatch(
                                check -> check.namesNothing(state.getNavigationTarget(), state.getRouteParameters())))
                .isPresent();
    }
}
