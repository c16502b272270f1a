package org.calcoolation.base.web;

import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.servlet.CookieSameSiteSupplier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/** What the embedded Tomcat answers on its own, and how it writes cookies. */
@Configuration
class ServerSettings {

    /**
     * Every cookie without a SameSite attribute of its own gets {@code SameSite=Lax}: the session
     * and remember-me cookies then never go along with another site's form post or embedded
     * request, while a link from elsewhere still opens the page signed in.
     */
    @Bean
    CookieSameSiteSupplier laxCookies() {
        return CookieSameSiteSupplier.ofLax();
    }

    /**
     * Socket buffers of 4 K instead of Tomcat's 8 K. Each open connection keeps a read and a write
     * buffer for as long as it stays open, idle or not, and a tab keeps two connections (its round
     * trips and its push channel): 32 KB a player, a fifth of what a session cost (heap dump, 300
     * players with push). A round trip's request is well under 4 K; a larger request or answer only
     * takes more reads or writes.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> smallSocketBuffers() {
        return factory -> factory.addConnectorCustomizers(connector -> {
            connector.setProperty("socket.appReadBufSize", Integer.toString(SOCKET_BUFFER));
            connector.setProperty("socket.appWriteBufSize", Integer.toString(SOCKET_BUFFER));
        });
    }

    static final int SOCKET_BUFFER = 4096;

    /**
     * Puts {@link SiteErrorReportValve} in place of the {@link ErrorReportValve} Spring Boot
     * installs on the host. Runs after Spring Boot's own customizer, whose valve it removes.
     */
    @Bean
    @Order(Ordered.LOWEST_PRECEDENCE)
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> siteErrorReports() {
        return factory -> factory.addContextCustomizers(context -> {
            if (!(context.getParent() instanceof StandardHost host)) return;
            for (Valve valve : host.getPipeline().getValves()) {
                if (valve instanceof ErrorReportValve) host.getPipeline().removeValve(valve);
            }
            // The host adds a valve of this class on start unless one is there: ours is.
            host.setErrorReportValveClass(SiteErrorReportValve.class.getName());
            host.getPipeline().addValve(new SiteErrorReportValve());
        });
    }
}
