package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.vaadin.flow.server.RequestBodyTooLargeException;
import com.vaadin.flow.server.RequestHandler;
import com.vaadin.flow.server.communication.HeartbeatHandler;
import com.vaadin.flow.server.communication.PwaHandler;
import com.vaadin.flow.server.communication.UidlRequestHandler;
import com.vaadin.flow.server.communication.WebComponentBootstrapHandler;
import com.vaadin.flow.server.communication.WebComponentProvider;
import com.vaadin.flow.spring.SpringServlet;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/** What every request passes through on the real server, kept lean for the load it must carry (docs/benchmarks.md, "Load on one machine"). */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RequestPathTest {

    @LocalServerPort
    int port;

    @Autowired
    ServletRegistrationBean<SpringServlet> vaadin;

    @Autowired
    ObservationRegistry observations;

    @Test
    void the_servlet_serves_pages_without_the_web_component_and_pwa_handlers() throws Exception {
        HttpResponse<String> page = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);

        List<RequestHandler> handlers = new ArrayList<>();
        vaadin.getServlet().getService().getRequestHandlers().forEach(handlers::add);
        assertThat(handlers)
                .noneMatch(h -> h instanceof WebComponentBootstrapHandler
                        || h instanceof WebComponentProvider
                        || h instanceof PwaHandler);
        assertThat(handlers)
                .anyMatch(UidlRequestHandler.class::isInstance)
                .anyMatch(HeartbeatHandler.class::isInstance);
        assertThat(handlers)
                .as("round trips are read without Vaadin's 64 K buffers")
                .anyMatch(VaadinServletConfig.LeanUidlHandler.class::isInstance)
                .noneMatch(h -> h.getClass() == UidlRequestHandler.class);
    }

    @Test
    void a_round_trip_body_is_read_whole_whatever_its_length_and_refused_past_the_maximum() throws Exception {
        for (int length : new int[] {0, 1, 300, 2047, 2048, 2049, 70_000}) {
            String body = "x".repeat(length);
            for (int declared : new int[] {-1, length, Math.max(0, length / 2)}) {
                assertThat(VaadinServletConfig.LeanUidlHandler.read(new StringReader(body), declared, -1))
                        .as("%d declared %d", length, declared)
                        .isEqualTo(body);
            }
            assertThat(VaadinServletConfig.LeanUidlHandler.read(new StringReader(body), length, length))
                    .isEqualTo(body);
        }
        assertThatThrownBy(() -> VaadinServletConfig.LeanUidlHandler.read(new StringReader("x".repeat(101)), 101, 100))
                .isInstanceOf(RequestBodyTooLargeException.class);
    }

    @Test
    void spring_security_filters_are_not_observed_one_by_one_but_requests_are() {
        assertThat(Observation.start("spring.security.filterchains", observations)
                        .isNoop())
                .isTrue();
        Observation request = Observation.start("http.server.requests", observations);
        assertThat(request.isNoop()).isFalse();
        request.stop();
    }
}
