package org.calcoolation.base.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.actuate.endpoint.web.WebServerNamespace;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.boot.security.autoconfigure.actuate.web.servlet.EndpointRequest;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.web.context.support.WebApplicationContextUtils;

/**
 * Who may reach the actuator (docs/operating.md, "Operating"). The load balancer's probes ({@code /livez},
 * {@code /readyz} on the public port, and health anywhere) are open to all, and say only UP or
 * DOWN. Every other endpoint (metrics, prometheus) answers only on the management port, which is
 * bound to loopback: the address is the protection, so no password is needed there. On the public
 * port {@code /actuator/**} is refused (403), and should the management port ever be set to the
 * public one, those endpoints are refused rather than opened.
 *
 * <p>Ordered before Vaadin's chain, and stateless: a probe every second must not make sessions.
 */
@Configuration
class ManagementSecurityConfig {

    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE)
    SecurityFilterChain managementFilterChain(HttpSecurity http) throws Exception {
        var probes = EndpointRequest.toAdditionalPaths(WebServerNamespace.SERVER, HealthEndpoint.class);
        // The actuator's own address on the public port too, so that it is refused there rather than left to Vaadin's
        // router.
        http.securityMatcher(new OrRequestMatcher(
                EndpointRequest.toAnyEndpoint(),
                probes,
                PathPatternRequestMatcher.withDefaults().matcher("/actuator/**")));
        http.authorizeHttpRequests(
                requests -> requests.requestMatchers(probes, EndpointRequest.to(HealthEndpoint.class))
                        .permitAll()
                        .anyRequest()
                        .access((authentication, context) ->
                                new AuthorizationDecision(onManagementServer(context.getRequest()))));
        http.sessionManagement(sessions -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS));
        http.requestCache(cache -> cache.disable());
        // The endpoints exposed only read; there is no form to forge.
        http.csrf(csrf -> csrf.disable());
        return http.build();
    }

    /** Whether the request came in on the management server, which Spring Boot runs apart when its port differs. */
    private static boolean onManagementServer(HttpServletRequest request) {
        var context = WebApplicationContextUtils.getWebApplicationContext(request.getServletContext());
        return context != null
                && WebServerApplicationContext.hasServerNamespace(context, WebServerNamespace.MANAGEMENT.getValue());
    }
}
