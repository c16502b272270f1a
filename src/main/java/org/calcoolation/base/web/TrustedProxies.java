package org.calcoolation.base.web;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import org.apache.catalina.util.NetMask;
import org.apache.catalina.valves.RemoteIpValve;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Whose {@code X-Forwarded-For} the server believes: only the reverse proxies named in
 * {@code calcoolation.trusted-proxies} (addresses or CIDR ranges, none by default). From them,
 * Tomcat's {@link RemoteIpValve} takes the visitor's address (the right-most one in the header that
 * is not itself a named proxy) and the scheme from {@code X-Forwarded-Proto}, before anything else
 * sees the request: rate limits, the lockout and the logs. From anyone else the headers are
 * ignored, as anybody can send them.
 *
 * <p>Spring Boot's {@code server.forward-headers-strategy=native} would trust every private range
 * instead (10/8, 192.168/16, 172.16/12 and more), so that a client on such a network could pose as
 * any address; the start is refused with it, and with {@code framework}, which trusts everyone.
 */
@Configuration
class TrustedProxies {

    static final String PROPERTY = "calcoolation.trusted-proxies";

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> trustedProxiesOnly(
            @Value("${" + PROPERTY + ":}") List<String> proxies, Environment environment) {
        String strategy = environment
                .getProperty("server.forward-headers-strategy", "none")
                .strip();
        if (!strategy.equalsIgnoreCase("none")) {
            throw new IllegalStateException("server.forward-headers-strategy=" + strategy
                    + " trusts X-Forwarded-For from more than your "
                    + "proxies (every private address, or everyone), so a visitor could pose as any address: remove it and name your "
                    + "proxies in " + PROPERTY + " instead (docs/operating.md, \"Running on several machines\")");
        }
        List<String> ranges = ranges(proxies);
        return factory -> {
            if (!ranges.isEmpty()) factory.addEngineValves(valve(ranges));
        };
    }

    /** The valve that believes the headers from these ranges only. */
    static RemoteIpValve valve(List<String> ranges) {
        RemoteIpValve valve = new RemoteIpValve();
        valve.setRemoteIpHeader("X-Forwarded-For");
        valve.setProtocolHeader("X-Forwarded-Proto");
        // A list with a '/' in it is read as CIDR ranges rather than as a regular expression.
        valve.setInternalProxies(String.join(",", ranges));
        valve.setTrustedProxies(null);
        return valve;
    }

    /**
     * Each entry as a CIDR range: a single address becomes its /32 (IPv4) or /128 (IPv6). A
     * mistyped entry stops the start with its name rather than trusting something else.
     */
    static List<String> ranges(List<String> proxies) {
        List<String> ranges = new ArrayList<>();
        for (String entry : proxies) {
            String proxy = entry.strip();
            if (proxy.isEmpty()) continue;
            String address = proxy.contains("/") ? proxy.substring(0, proxy.indexOf('/')) : proxy;
            String range = proxy.contains("/") ? proxy : proxy + (proxy.contains(":") ? "/128" : "/32");
            try {
                InetAddress.ofLiteral(address); // a literal: NetMask would look a host name up
                new NetMask(range);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(
                        PROPERTY + ": \"" + proxy + "\" is not an IP address or a CIDR range such as 10.0.0.0/24");
            }
            ranges.add(range);
        }
        return List.copyOf(ranges);
    }
}
