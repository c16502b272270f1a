package org.calcoolation.base.push;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.calcoolation.PushUpgrade;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * One push connection a page: 20 WebSocket upgrades at once to one page's push id, never read, on a
 * server with 4 request threads. Each new one replaces the page's last; the replaced ones are closed
 * without the page's session lock held, so the threads stay free: another address's {@code /livez}
 * is answered, and in the end the page has one connection open and the server closed the other 19.
 * Before, each replacement closed the old socket under the lock, waiting for a write whose end needed
 * a free thread; every thread waited for the lock, and nobody else was answered.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.rate-limit.enabled=false", "server.tomcat.threads.max=4"})
class PushReplacementTest {

    private static final int UPGRADES = 20;

    @LocalServerPort
    int port;

    @Test
    void upgrades_to_one_page_replace_each_other_and_leave_the_server_free() throws Exception {
        String upgrade = PushUpgrade.ofANewPage(port);
        List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());
        List<Thread> opening = new ArrayList<>();
        for (int i = 0; i < UPGRADES; i++)
            opening.add(Thread.ofVirtual().start(() -> sockets.add(PushUpgrade.send(port, upgrade))));
        for (Thread thread : opening) thread.join();
        try {
            assertThat(PushUpgrade.livezFrom("127.0.0.2", port, 15_000))
                    .as("/livez from another address")
                    .isEqualTo(200);
            assertThat(PushUpgrade.openAfterTheServerSettles(sockets, 1))
                    .as("connections the page holds of " + UPGRADES)
                    .isEqualTo(1);
        } finally {
            for (Socket socket : sockets) socket.close();
        }
    }
}
