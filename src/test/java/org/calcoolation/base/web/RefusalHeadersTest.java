package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Every refusal, whoever answers it (our filters in front of Spring Security, Spring's error page,
 * Tomcat itself), carries the headers of the site's other pages, {@code X-Frame-Options} among
 * them, so that no refusal page can be framed by another site. Raw HTTP over a socket, so that a
 * request line no client library would send (HTTP/3.0) can be sent too; each case from an address
 * of its own, so that the small page limit refuses only the case that wants a 429.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.pages.count=2",
            "calcoolation.rate-limit.pages.per=1h"
        })
class RefusalHeadersTest {

    @LocalServerPort
    int port;

    /** A status line and headers, names in lower case. */
    record Answer(int status, Map<String, String> headers) {}

    @Test
    void a_refused_request_is_answered_with_the_security_headers_whoever_refuses_it() throws Exception {
        Map<String, Answer> answers = new LinkedHashMap<>();
        answers.put("unknown Vaadin request (our filter)", send(11, "GET /?v-r=foo HTTP/1.1\r\n", ""));
        answers.put("%00 in the address (Tomcat)", send(12, "GET /daily/%00 HTTP/1.1\r\n", ""));
        answers.put("TRACE (Tomcat)", send(14, "TRACE / HTTP/1.1\r\n", ""));
        answers.put(
                "a Vaadin message over its cap",
                send(
                        15,
                        "POST /?v-r=uidl&v-uiId=0 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: "
                                + (RequestGuard.MAX_UIDL_BYTES + 1) + "\r\n",
                        " ".repeat(RequestGuard.MAX_UIDL_BYTES + 1)));
        answers.put("HTTP/3.0 (Tomcat)", send(16, "GET / HTTP/3.0\r\n", ""));
        for (int i = 0; i < 2; i++) send(17, "GET /play HTTP/1.1\r\n", "");
        answers.put("past the page limit", send(17, "GET /play HTTP/1.1\r\n", ""));
        answers.forEach((name, answer) -> System.out.printf(
                "  %-40s %d X-Frame-Options: %s%n", name, answer.status(), answer.headers.get("x-frame-options")));

        assertThat(answers.values()).extracting(Answer::status).containsExactly(400, 400, 405, 413, 505, 429);
        assertThat(answers)
                .allSatisfy((name, answer) -> assertThat(answer.headers())
                        .as(name)
                        .containsEntry("x-frame-options", "DENY")
                        .containsEntry("x-content-type-options", "nosniff")
                        .containsEntry("content-security-policy", ContentSecurityPolicy.POLICY));
    }

    /** One request from 127.0.0.{@code host}: the status line and headers that come back. */
    private Answer send(int host, String requestLine, String body) throws IOException {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0." + host), 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            String request = requestLine + "Host: localhost\r\nConnection: close\r\n\r\n" + body;
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return parse(head(socket.getInputStream()));
        }
    }

    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            if (head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) break;
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private static Answer parse(String head) {
        String[] lines = head.split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0)
                headers.put(
                        lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
        }
        return new Answer(Integer.parseInt(lines[0].split(" ")[1]), headers);
    }
}
