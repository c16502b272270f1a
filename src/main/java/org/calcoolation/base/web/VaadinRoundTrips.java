package org.calcoolation.base.web;

import com.vaadin.flow.spring.SpringServlet;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * Hands Vaadin's round trips (every click and key in a view, and the heartbeat) straight to the
 * Vaadin servlet, as the last filter, after Spring Security has passed them. Spring MVC would send
 * them to the same servlet through Vaadin's forwarding controller, but only after asking each of
 * its handler mappings first, which cost a tenth of the server time of a digit typed into the grid.
 * Every other request (pages, static files, push) still goes through Spring MVC.
 */
@Component
@Order(Ordered.LOWEST_PRECEDENCE)
class VaadinRoundTrips implements Filter {

    private final String vaadinServlet;

    VaadinRoundTrips(ServletRegistrationBean<SpringServlet> vaadin) {
        this.vaadinServlet = vaadin.getServletName();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (isRoundTrip(request)) {
            // The servlet container answers null for a name it does not know; then Spring MVC's way still works.
            RequestDispatcher vaadin = request.getServletContext().getNamedDispatcher(vaadinServlet);
            if (vaadin != null) {
                vaadin.forward(request, response);
                return;
            }
        }
        chain.doFilter(request, response);
    }

    /** A POST of Vaadin's own to the root, the address its client sends every event to. */
    static boolean isRoundTrip(ServletRequest request) {
        if (!(request instanceof HttpServletRequest http)
                || !"POST".equals(http.getMethod())
                || !http.getRequestURI().equals(http.getContextPath() + "/")) return false;
        String type = request.getParameter("v-r");
        return "uidl".equals(type) || "heartbeat".equals(type);
    }
}
