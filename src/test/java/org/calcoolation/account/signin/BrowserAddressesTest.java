package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Addresses as the signed-in browsers list shows them. */
class BrowserAddressesTest {

    @ParameterizedTest
    @CsvSource({
        "0:0:0:0:0:0:0:1, this computer",
        "::1, this computer",
        "127.0.0.1, this computer",
        "127.45.3.9, this computer",
        "::ffff:127.0.0.1, this computer",
        "2001:db8:0:0:0:0:2:1, 2001:db8::2:1",
        "2001:0DB8:0000:0000:0000:0000:0000:0001, 2001:db8::1",
        "2001:db8:0:0:1:0:0:1, 2001:db8::1:0:0:1",
        "2001:db8:0:1:1:1:1:1, 2001:db8:0:1:1:1:1:1",
        "2001:db8:0:0:1:1:1:0, 2001:db8::1:1:1:0",
        "fe80:0:0:0:0:0:0:0, fe80::",
        "0:0:0:0:0:0:0:0, ::",
        "0:0:0:0:0:0:a00:1, ::a00:1",
        "203.0.113.7, 203.0.113.7",
        "unknown, unknown",
    })
    void loopback_is_this_computer_and_ipv6_is_shortened_as_rfc_5952_says(String stored, String shown) {
        assertThat(BrowserAddresses.shown(stored)).isEqualTo(shown);
    }
}
