package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.servlet.context.ServletWebServerApplicationContext;

/**
 * The memory a connection costs the server: its socket buffers, set where Tomcat's connector is made
 * (the figures are LoadBenchmarkIT's; the push channel's own buffers are PushBuffersTest's).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SocketBuffersTest {

    @Autowired
    ServletWebServerApplicationContext context;

    @Test
    void every_connection_keeps_4K_socket_buffers() {
        var connector = ((TomcatWebServer) context.getWebServer()).getTomcat().getConnector();

        assertThat(connector.getProperty("socket.appReadBufSize"))
                .hasToString(Integer.toString(ServerSettings.SOCKET_BUFFER));
        assertThat(connector.getProperty("socket.appWriteBufSize"))
                .hasToString(Integer.toString(ServerSettings.SOCKET_BUFFER));
    }
}
