package org.calcoolation;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * An anonymous first visit to {@code /play} as a browser makes it, without running its scripts: the
 * document, Vaadin's init, and the first round trip, which opens the view and its game, each with the
 * cookies given so far. For the tests and benchmarks that count what visitors cost the server.
 */
public final class AnonymousVisit {

    private static final Pattern SECURITY_KEY = Pattern.compile("\"Vaadin-Security-Key\"\\s*:\\s*\"([^\"]+)\"");

    /**
     * How a visit went: {@code status} is 200 when the view with its grid came back, else the status
     * of the first request that was refused (its body in {@code refusal}); the cookies it was given.
     */
    public record Outcome(int status, Map<String, String> cookies, String refusal) {

        public boolean played() {
            return status == 200;
        }

        public String cookieHeader() {
            return AnonymousVisit.header(cookies);
        }
    }

    private AnonymousVisit() {}

    /** A visit to the server at {@code base} (such as {@code http://localhost:8080}), each request with these headers too. */
    public static Outcome make(HttpClient http, String base, Map<String, String> headers)
            throws IOException, InterruptedException {
        Map<String, String> cookies = new LinkedHashMap<>();
        HttpResponse<String> page =
                http.send(request(base, "/play", headers, cookies).build(), HttpResponse.BodyHandlers.ofString());
        take(page, cookies);
        if (page.statusCode() != 200) return new Outcome(page.statusCode(), cookies, page.body());
        HttpResponse<String> init = http.send(
                request(base, "/?v-r=init&location=play&query=", headers, cookies)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        take(init, cookies);
        if (init.statusCode() != 200) return new Outcome(init.statusCode(), cookies, init.body());
        Matcher key = SECURITY_KEY.matcher(init.body());
        if (!key.find()) return new Outcome(-1, cookies, "no Vaadin security key in the init answer: " + init.body());
        String navigate = """
                {"csrfToken":"%s","rpc":[{"type":"event","node":1,"event":"ui-navigate","data":{"route":"/play","query":"",\
                "appShellTitle":"Calcoolation","historyState":{"idx":0},"trigger":""}}],"syncId":0,"clientId":0}""".formatted(key.group(1));
        HttpResponse<String> view = http.send(
                request(base, "/?v-r=uidl&v-uiId=0", headers, cookies)
                        .header("Content-Type", "application/json; charset=UTF-8")
                        .POST(HttpRequest.BodyPublishers.ofString(navigate))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        if (view.statusCode() != 200) return new Outcome(view.statusCode(), cookies, view.body());
        if (!view.body().contains("\"board\"")) return new Outcome(-1, cookies, "no grid in the view: " + view.body());
        return new Outcome(200, cookies, "");
    }

    public static Outcome make(HttpClient http, String base) throws IOException, InterruptedException {
        return make(http, base, Map.of());
    }

    private static HttpRequest.Builder request(
            String base, String path, Map<String, String> headers, Map<String, String> cookies) {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        headers.forEach(request::header);
        if (!cookies.isEmpty()) request.header("Cookie", header(cookies));
        return request;
    }

    private static void take(HttpResponse<?> response, Map<String, String> cookies) {
        for (String cookie : response.headers().allValues("Set-Cookie")) {
            String pair = cookie.split(";", 2)[0];
            int equals = pair.indexOf('=');
            if (equals > 0) cookies.put(pair.substring(0, equals), pair.substring(equals + 1));
        }
    }

    static String header(Map<String, String> cookies) {
        return cookies.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining("; "));
    }
}
