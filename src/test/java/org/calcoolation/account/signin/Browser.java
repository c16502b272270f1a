package org.calcoolation.account.signin;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A browser without a screen: keeps cookies, does not follow redirects, posts forms. */
public final class Browser {

    private static final Pattern CSRF = Pattern.compile("<meta name=\"_csrf\" content=\"([^\"]+)\"");

    private final String base;
    private final CookieManager cookies = new CookieManager();
    private final HttpClient http;

    public Browser(int port) {
        this.base = "http://localhost:" + port;
        this.http = HttpClient.newBuilder()
                .cookieHandler(cookies)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A GET that brings one more cookie, as if kept from an earlier visit. */
    public HttpResponse<String> get(String path, String cookie) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Cookie", cookie)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The CSRF token that the login page hands to Vaadin's login form. */
    String csrfToken() throws IOException, InterruptedException {
        Matcher token = CSRF.matcher(get("/login").body());
        if (!token.find()) throw new AssertionError("no CSRF token on /login");
        return token.group(1);
    }

    HttpResponse<String> post(String path, Map<String, String> form) throws IOException, InterruptedException {
        String body = form.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** Posts JSON as a page's script does, with the CSRF token in Spring Security's header if {@code csrf}. */
    HttpResponse<String> postJson(String path, String json, boolean csrf) throws IOException, InterruptedException {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json");
        if (csrf) request.header("X-CSRF-TOKEN", csrfToken());
        return http.send(
                request.POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Posts the login form as Vaadin's login form does, with the page's CSRF token. */
    public HttpResponse<String> logIn(String username, String password, boolean rememberMe)
            throws IOException, InterruptedException {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("username", username);
        form.put("password", password);
        form.put("_csrf", csrfToken());
        if (rememberMe) form.put("remember-me", "on");
        return post("/login", form);
    }

    Optional<HttpCookie> cookie(String name) {
        return cookies.getCookieStore().getCookies().stream()
                .filter(c -> c.getName().equals(name))
                .findFirst();
    }

    public static String location(HttpResponse<?> response) {
        return response.headers().firstValue("Location").orElse("");
    }
}
