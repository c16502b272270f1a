package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The WebSocket upgrade request a new {@code /play} page's push channel sends, written out whole, for
 * the tests and benchmarks that send it many times over raw sockets (PushReplacementTest,
 * PublicPortIT): a first visit to {@code /play} from 127.0.0.1 and Vaadin's init, with the session's
 * cookie, give the page's UI id and push id.
 */
public final class PushUpgrade {

    private static final Pattern UI_ID = Pattern.compile("\"v-uiId\"\\s*:\\s*(\\d+)");
    private static final Pattern PUSH_ID = Pattern.compile("\"Vaadin-Push-ID\"\\s*:\\s*\"([^\"]+)\"");

    private PushUpgrade() {}

    /** The upgrade request of a page opened now on the server at this port of 127.0.0.1. */
    public static String ofANewPage(int port) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + port;
        HttpResponse<String> page = http.send(
                HttpRequest.newBuilder(URI.create(base + "/play")).build(), HttpResponse.BodyHandlers.ofString());
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
        HttpResponse<String> init = http.send(
                HttpRequest.newBuilder(URI.create(base + "/?v-r=init&location=play&query="))
                        .header("Cookie", cookie)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        Matcher ui = UI_ID.matcher(init.body()), push = PUSH_ID.matcher(init.body());
        assertThat(ui.find() && push.find())
                .as("a UI id and a push id in " + init.body())
                .isTrue();
        String query = "v-r=push&v-uiId=" + ui.group(1) + "&v-pushId=" + push.group(1)
                + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                + "&X-Atmosphere-Transport=websocket&X-atmo-protocol=true";
        return "GET /VAADIN/push?" + query + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Cookie: " + cookie + "\r\n\r\n";
    }
}
