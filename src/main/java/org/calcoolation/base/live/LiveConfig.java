package org.calcoolation.base.live;

import io.micrometer.core.instrument.MeterRegistry;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/** Live events in-process on H2 (one node), through PostgreSQL's NOTIFY when the site runs on it (any number of nodes). */
@Configuration(proxyBeanMethods = false)
class LiveConfig {

    @Bean(destroyMethod = "close")
    LiveEvents liveEvents(Environment environment, DataSource dataSource, MeterRegistry metrics) {
        String url = environment.getProperty("spring.datasource.url", "");
        if (!url.startsWith("jdbc:postgresql:")) return LiveEvents.inProcess(metrics);
        return LiveEvents.overPostgres(
                url,
                environment.getProperty("spring.datasource.username", ""),
                environment.getProperty("spring.datasource.password", ""),
                dataSource,
                metrics);
    }
}
