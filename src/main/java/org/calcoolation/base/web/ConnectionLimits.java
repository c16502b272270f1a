package org.calcoolation.base.web;

import java.time.Duration;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The public port's connector counts connections by address and cuts slow requests
 * ({@link LimitedNioEndpoint}). Per address: {@code calcoolation.connections.per-address} (500; a
 * browser keeps up to six connections and one push socket a tab, so a classroom of 60 behind one
 * address stays below), switched off with the other limits; not counted: the trusted proxies.
 * A request's header must all come within {@code calcoolation.connections.header-deadline} (10 s;
 * a browser sends it in one packet).
 */
@Configuration
class ConnectionLimits {

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> limitedConnections(
            @Value("${calcoolation.rate-limit.enabled:true}") boolean enabled,
            @Value("${calcoolation.connections.per-address:500}") int perAddress,
            @Value("${calcoolation.connections.header-deadline:10s}") Duration header,
            @Value("${" + TrustedProxies.PROPERTY + ":}") List<String> proxies) {
        List<String> uncounted = TrustedProxies.ranges(proxies);
        return factory -> {
            factory.setProtocol(LimitedNioProtocol.class.getName());
            factory.addConnectorCustomizers(connector -> {
                if (connector.getProtocolHandler() instanceof LimitedNioProtocol limited) {
                    limited.limit(enabled ? perAddress : 0, uncounted);
                    limited.headerDeadline(header);
                }
            });
        };
    }
}
