package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.env.MockEnvironment;

/**
 * Whose X-Forwarded-For counts, over real HTTP: the server trusts 127.0.0.1 as its proxy, and the
 * test speaks to it from 127.0.0.1 (the proxy) and from 127.0.0.2 (a client on the same network).
 * What the server took as the address shows in the page limit, two pages an hour per address: a
 * third page from one address is refused, pages from different addresses are not.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.pages.count=2",
            "calcoolation.rate-limit.pages.per=1h",
            "calcoolation.trusted-proxies=127.0.0.1"
        })
class TrustedProxiesTest {

    @LocalServerPort
    int port;

    /** The status of a page request from this local address with this X-Forwarded-For. */
    private int page(String from, String forwardedFor) throws Exception {
        HttpClient http = HttpClient.newBuilder()
                .localAddress(InetAddress.getByName(from))
                .build();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/login"))
                .header("X-Forwarded-For", forwardedFor)
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @Test
    void a_client_that_is_not_a_named_proxy_cannot_spoof_its_address_past_the_limit() throws Exception {
        List<Integer> statuses = new ArrayList<>();
        for (int i = 1; i <= 4; i++) statuses.add(page("127.0.0.2", "203.0.113." + i));

        assertThat(statuses)
                .as("every page counted against 127.0.0.2, whatever the header says")
                .containsExactly(200, 200, 429, 429);
    }

    @Test
    void the_named_proxy_is_believed_each_visitor_counts_on_their_own_and_the_proxy_is_not_charged() throws Exception {
        List<Integer> statuses = new ArrayList<>();
        for (int i = 1; i <= 4; i++) statuses.add(page("127.0.0.1", "198.51.100." + i));
        assertThat(statuses).as("four visitors, one page each").containsExactly(200, 200, 200, 200);

        assertThat(List.of(page("127.0.0.1", "198.51.100.1"), page("127.0.0.1", "198.51.100.1")))
                .as("the first visitor's second and third page")
                .containsExactly(200, 429);
    }

    @Test
    void through_the_proxy_the_address_is_the_one_it_saw_not_what_the_client_wrote_before_it() throws Exception {
        // The proxy appends the address it sees; what a client sends itself stands to the left.
        List<Integer> statuses = new ArrayList<>();
        for (int i = 1; i <= 3; i++) statuses.add(page("127.0.0.1", "192.0.2." + i + ", 203.0.113.77"));

        assertThat(statuses).containsExactly(200, 200, 429);
    }

    @Test
    void entries_are_addresses_or_ranges_and_a_mistyped_one_stops_the_start() {
        assertThat(TrustedProxies.ranges(List.of(" 10.0.0.5", "10.0.1.0/28", "::1", "")))
                .containsExactly("10.0.0.5/32", "10.0.1.0/28", "::1/128");
        assertThat(TrustedProxies.ranges(List.of())).isEmpty();
        assertThatThrownBy(() -> TrustedProxies.ranges(List.of("proxy.example")))
                .hasMessageContaining("\"proxy.example\" is not an IP address");
        assertThatThrownBy(() -> TrustedProxies.ranges(List.of("10.0.0.0/40"))).hasMessageContaining("10.0.0.0/40");
    }

    @Test
    void spring_boots_own_strategies_which_trust_more_than_the_named_proxies_stop_the_start() {
        for (String strategy : List.of("native", "framework")) {
            MockEnvironment environment =
                    new MockEnvironment().withProperty("server.forward-headers-strategy", strategy);
            assertThatThrownBy(() -> new TrustedProxies().trustedProxiesOnly(List.of(), environment))
                    .hasMessageContaining("calcoolation.trusted-proxies");
        }
        assertThat(new TrustedProxies().trustedProxiesOnly(List.of(), new MockEnvironment()))
                .isNotNull();
    }
}
