package org.calcoolation.base.web;

import com.vaadin.flow.function.DeploymentConfiguration;
import com.vaadin.flow.server.HttpStatusCode;
import com.vaadin.flow.server.RequestBodyTooLargeException;
import com.vaadin.flow.server.RequestHandler;
import com.vaadin.flow.server.ServiceException;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinResponse;
import com.vaadin.flow.server.VaadinServletService;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.communication.PwaHandler;
import com.vaadin.flow.server.communication.UidlRequestHandler;
import com.vaadin.flow.server.communication.WebComponentBootstrapHandler;
import com.vaadin.flow.server.communication.WebComponentProvider;
import com.vaadin.flow.spring.RootMappedCondition;
import com.vaadin.flow.spring.SpringBootAutoConfiguration;
import com.vaadin.flow.spring.SpringServlet;
import com.vaadin.flow.spring.SpringVaadinServletService;
import com.vaadin.flow.spring.VaadinConfigurationProperties;
import jakarta.servlet.MultipartConfigElement;
import java.io.IOException;
import java.io.Reader;
import java.util.List;
import java.util.Optional;
import org.calcoolation.base.push.PushBuffers;
import org.calcoolation.base.push.PushConnectGate;
import org.slf4j.LoggerFactory;
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
 *
 * <p>The round trip handler itself is replaced by {@link LeanUidlHandler}, which reads a request's
 * body without Vaadin's two 64 K buffers.
 */
@Configuration
class VaadinServletConfig {

    @Bean
    ServletRegistrationBean<SpringServlet> servletRegistrationBean(
            ApplicationContext context,
            ObjectProvider<MultipartConfigElement> multipartConfig,
            VaadinConfigurationProperties properties) {
        boolean rootMapping = RootMappedCondition.isRootMapping(properties.getUrlMapping());
        return SpringBootAutoConfiguration.configureServletRegistrationBean(
                multipartConfig, properties, new LeanServlet(context, rootMapping));
    }

    private static final class LeanServlet extends SpringServlet {

        private final transient ApplicationContext context;

        LeanServlet(ApplicationContext context, boolean rootMapping) {
            super(context, rootMapping);
            this.context = context;
        }

        @Override
        protected VaadinServletService createServletService(DeploymentConfiguration configuration)
                throws ServiceException {
            VaadinServletService service = new SpringVaadinServletService(this, configuration, context) {
                @Override
                protected List<RequestHandler> createRequestHandlers() throws ServiceException {
                    List<RequestHandler> handlers = super.createRequestHandlers();
                    handlers.removeIf(handler -> handler instanceof WebComponentBootstrapHandler
                            || handler instanceof WebComponentProvider
                            || handler instanceof PwaHandler);
                    handlers.replaceAll(handler ->
                            handler.getClass() == UidlRequestHandler.class ? new LeanUidlHandler() : handler);
                    return handlers;
                }
            };
            service.init();
            PushBuffers.trimAtmosphere(getServletContext(), getServletName());
            PushConnectGate.install(getServletContext(), getServletName());
            PushMessageGuard.install(
                    getServletContext(),
                    getServletName(),
                    context.getBeanProvider(MessageLimit.class).orderedStream().toList(),
                    context.getBeanProvider(PushMessageCheck.class)
                            .orderedStream()
                            .toList());
            return service;
        }
    }

    /**
     * Vaadin's round trip handler, reading the request body into a buffer of its own size. Vaadin's
     * {@code SynchronizedRequestHandler.getRequestBody} allocates a 64 K {@code char[]} and a 64 K
     * {@code StringBuilder} for every request, whatever its length: a round trip's body is some 300
     * characters, and those two buffers were 42 % of all the server allocated under load (JFR,
     * 2,000 players at one action a second), which the young collections then had to clear.
     * {@link #handleRequest} does what Vaadin's does (read outside the session lock, handle under
     * it, write the answer after releasing it, 413 for a body over the configured maximum); only
     * the reading differs.
     */
    static final class LeanUidlHandler extends UidlRequestHandler {

        /** Enough for any round trip of this site in one read; a longer body grows the builder as it comes. */
        private static final int CHUNK = 2048;

        @Override
        public boolean handleRequest(VaadinSession session, VaadinRequest request, VaadinResponse response)
                throws IOException {
            if (!canHandleRequest(request)) return false;
            String body;
            try {
                Reader reader = request.getReader();
                body = reader == null ? null : read(reader, request.getContentLength(), getMaxRequestBodySize(request));
            } catch (RequestBodyTooLargeException tooLarge) {
                LoggerFactory.getLogger(LeanUidlHandler.class)
                        .warn(
                                "Rejected a request with a body larger than the configured maximum of {} characters",
                                tooLarge.getMaxBodySize());
                response.sendError(HttpStatusCode.REQUEST_ENTITY_TOO_LARGE.getCode(), tooLarge.getMessage());
                return true;
            }
            session.lock();
            try {
                Optional<ResponseWriter> writer = synchronizedHandleRequest(session, request, response, body);
                session.unlock();
                if (writer.isPresent()) writer.get().writeResponse();
                return writer.isPresent();
            } finally {
                if (session.hasLock()) session.unlock();
            }
        }

        /** The whole body; {@code max} characters at most (none if negative), as Vaadin counts them. */
        static String read(Reader reader, int contentLength, long max) throws IOException {
            StringBuilder body = new StringBuilder(contentLength > 0 ? Math.min(contentLength, 64 * 1024) : CHUNK);
            char[] chunk = new char[contentLength > 0 ? Math.min(contentLength, CHUNK) : CHUNK];
            long total = 0;
            for (int n = reader.read(chunk); n != -1; n = reader.read(chunk)) {
                total += n;
                if (max >= 0 && total > max) throw new RequestBodyTooLargeException(max);
                body.append(chunk, 0, n);
            }
            return body.toString();
        }
    }
}
