package org.calcoolation.base.push;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.atmosphere.cpr.ApplicationConfig;
import org.atmosphere.cpr.AtmosphereFramework;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.servlet.context.ServletWebServerApplicationContext;

/**
 * The memory a tab costs the server while it stays open: the buffers of its push channel are set
 * where they are made (the figures are LoadBenchmarkIT's, with {@code -Dload.push=true}; the socket
 * buffers of every connection are SocketBuffersTest's).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PushBuffersTest {

    @Autowired
    ServletWebServerApplicationContext context;

    @Test
    void a_push_channel_gets_small_buffers_from_tomcat_and_atmosphere() {
        List<AtmosphereFramework> frameworks =
                Collections.list(context.getServletContext().getAttributeNames()).stream()
                        .map(context.getServletContext()::getAttribute)
                        .filter(AtmosphereFramework.class::isInstance)
                        .map(AtmosphereFramework.class::cast)
                        .toList();

        assertThat(frameworks).as("Vaadin's push framework").hasSize(1);
        assertThat(frameworks
                        .getFirst()
                        .getAtmosphereConfig()
                        .getInitParameter(ApplicationConfig.WEBSOCKET_BUFFER_SIZE))
                .isEqualTo(Integer.toString(PushBuffers.ATMOSPHERE_BYTES));
        assertThat(System.getProperty(PushBuffers.TOMCAT_BUFFER)).isEqualTo(Integer.toString(PushBuffers.TOMCAT_BYTES));
    }
}
