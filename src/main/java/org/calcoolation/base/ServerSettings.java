package org.calcoolation.base;

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
