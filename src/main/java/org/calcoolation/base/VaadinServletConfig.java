package org.calcoolation.base;

import java.util.List;

import com.vaadin.flow.function.DeploymentConfiguration;
import com.vaadin.flow.server.RequestHandler;
import com.vaadin.flow.server.ServiceException;
import com.vaadin.flow.server.VaadinServletService;
import com.vaadin.flow.server.communication.PwaHandler;
import com.vaadin.flow.server.communication.WebComponentBootstrapHandler;
import com.vaadin.flow.server.communication.WebComponentProvider;
import com.vaadin.flow.spring.RootMappedCondition;
import com.vaadin.flow.spring.SpringBootAutoConfiguration;
import com.vaadin.flow.spring.SpringServlet;
import com.vaadin.flow.spring.SpringVaadinServletService;
import com.vaadin.flow.spring.VaadinConfigurationProperties;
import jakarta.servlet.MultipartConfigElement;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Vaadin's servlet without the request handlers this site has no use for, each of which every
 * request passed through under a lock shared by all requests.
 *
 * <p>Vaadin asks its handlers, last added first, whether they take a request. Before the round trip
 * handler gets a move, the two handlers for exported web components each take the web component
 * registry's lock, a <em>fair</em> {@code ReentrantLock}, after a {@code synchronized} block on the
 * servlet context; the PWA handler takes a monitor of its own. Held for nanoseconds, but fair:
 * each release hands the lock to the longest waiter, who must first be woken and given a core.
 * With two busy cores and hundreds of request threads, that hand-over became the queue behind
 * the load benchmark's tail (2,000 players: p95 in the hundreds of milliseconds with the cores not
 * saturated; JFR's thread-park events put 3.3 of every 4 seconds of waiting on this lock).
 * The site exports no web components and is no PWA, so the handlers go.
 */
@Configuration
class VaadinServletConfig {

    @Bean
    ServletRegistrationBean<SpringServlet> servletRegistrationBean(ApplicationContext context,
            ObjectProvider<MultipartConfigElement> multipartConfig, VaadinConfigurationProperties properties) {
        boolean rootMapping = RootMappedCondition.isRootMapping(properties.getUrlMapping());
        return SpringBootAutoConfiguration.configureServletRegistrationBean(multipartConfig, properties,
                new LeanServlet(context, rootMapping));
    }

    private static final class LeanServlet extends SpringServlet {

        private final transient ApplicationContext context;

        LeanServlet(ApplicationContext context, boolean rootMapping) {
            super(context, rootMapping);
            this.context = context;
        }

        @Override
        protected VaadinServletService createServletService(DeploymentConfiguration configuration) throws ServiceException {
            VaadinServletService service = new SpringVaadinServletService(this, configuration, context) {
                @Override
                protected List<RequestHandler> createRequestHandlers() throws ServiceException {
                    List<RequestHandler> handlers = super.createRequestHandlers();
                    handlers.removeIf(handler -> handler instanceof WebComponentBootstrapHandler
                            || handler instanceof WebComponentProvider || handler instanceof PwaHandler);
                    return handlers;
                }
            };
            service.init();
            return service;
        }
    }
}
