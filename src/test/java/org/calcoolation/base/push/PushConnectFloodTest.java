package org.calcoolation.base.push;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.spring.SpringServlet;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import org.calcoolation.PushUpgrade;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/**
 * 40 WebSocket upgrades at once to one page's push id while that page is busy (its session's lock
 * held, as by a long round trip), on a server with 8 request threads. One connect waits for the
 * lock; the others are refused at once, so the other threads stay free: another address's
 * {@code /livez} is answered. When the page is free again, it holds one open push connection.
 * Before, each upgrade took a thread to wait for the lock, all 8 were taken, and nobody else was
 * answered until the page let go. Pages of other sessions are not held back by it.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.rate-limit.enabled=false", "server.tomcat.threads.max=8"})
class PushConnectFloodTest {

    private static final int UPGRADES = 40;

    @LocalServerPort
    int port;

    @Autowired
    ServletRegistrationBean<SpringServlet> servlet;

    @Test
    void upgrades_to_a_busy_page_hold_one_request_thread_and_the_page_keeps_one_channel() throws Exception {
        AtomicReference<VaadinSession> opened = new AtomicReference<>();
        servlet.getServlet().getService().addSessionInitListener(event -> opened.set(event.getSession()));
        String upgrade = PushUpgrade.ofANewPage(port);
        ReentrantLock pageLock = (ReentrantLock) opened.get().getLockInstance();
        List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());
        int mostWaiting = 0;
        int livez;
        pageLock.lock();
        try {
            List<Thread> opening = new ArrayList<>();
            for (int i = 0; i < UPGRADES; i++)
                opening.add(Thread.ofVirtual().start(() -> sockets.add(PushUpgrade.send(port, upgrade))));
            for (Thread thread : opening) thread.join();
            for (long end = System.nanoTime() + 2_000_000_000L; System.nanoTime() < end; Thread.sleep(50))
                mostWaiting = Math.max(mostWaiting, requestThreadsWaitingForASession());
            livez = PushUpgrade.livezFrom("127.0.0.2", port, 3_000);
        } finally {
            pageLock.unlock();
        }
        try {
            assertThat(mostWaiting)
                    .as("request threads waiting for the page's lock")
                    .isLessThanOrEqualTo(1);
            assertThat(livez)
                    .as("/livez from another address while the page is busy")
                    .isEqualTo(200);
            assertThat(PushUpgrade.openAfterTheServerSettles(sockets, 1))
                    .as("connections the page holds once it is free")
                    .isEqualTo(1);
        } finally {
            for (Socket socket : sockets) socket.close();
        }
    }

    @Test
    void connects_of_pages_of_five_busy_sessions_are_each_let_through() throws Exception {
        List<VaadinSession> opened = Collections.synchronizedList(new ArrayList<>());
        servlet.getServlet().getService().addSessionInitListener(event -> opened.add(event.getSession()));
        List<String> upgrades = new ArrayList<>();
        for (int page = 0; page < 5; page++) upgrades.add(PushUpgrade.ofANewPage(port));
        List<ReentrantLock> locks = opened.stream()
                .map(session -> (ReentrantLock) session.getLockInstance())
                .toList();
        List<Socket> sockets = new ArrayList<>();
        int mostWaiting = 0;
        locks.forEach(ReentrantLock::lock);
        try {
            for (String upgrade : upgrades) sockets.add(PushUpgrade.send(port, upgrade));
            for (long end = System.nanoTime() + 2_000_000_000L; System.nanoTime() < end; Thread.sleep(50))
                mostWaiting = Math.max(mostWaiting, requestThreadsWaitingForASession());
        } finally {
            locks.forEach(ReentrantLock::unlock);
        }
        try {
            assertThat(mostWaiting)
                    .as("connects of five sessions waiting each for its own")
                    .isEqualTo(5);
            assertThat(PushUpgrade.openAfterTheServerSettles(sockets, 5))
                    .as("pages holding their channel")
                    .isEqualTo(5);
        } finally {
            for (Socket socket : sockets) socket.close();
        }
    }

    private static int requestThreadsWaitingForASession() {
        int waiting = 0;
        for (var entry : Thread.getAllStackTraces().entrySet()) {
            if (!entry.getKey().getName().startsWith("http-nio-")) continue;
            for (StackTraceElement frame : entry.getValue())
                if (frame.getMethodName().equals("lockSession")) {
                    waiting++;
                    break;
                }
        }
        return waiting;
    }
}
