package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.web.authentication.rememberme.PersistentRememberMeToken;

/** The remember-me tokens' table on the real H2 database. */
@SpringBootTest
class RememberMeTokensTest {

    @Autowired
    RememberMeTokens tokens;

    private PersistentRememberMeToken storedFor(long account, Duration unusedFor) {
        PersistentRememberMeToken token = new PersistentRememberMeToken(
                RememberMeTokens.keyOf(account),
                UUID.randomUUID().toString(),
                "token",
                Date.from(Instant.now().minus(unusedFor)));
        tokens.repository().createNewToken(token);
        return token;
    }

    @Test
    void tokens_unused_for_longer_than_they_are_valid_are_deleted_and_the_others_kept() {
        PersistentRememberMeToken old = storedFor(-1, AccountSecurity.REMEMBER_ME.plusMinutes(1));
        PersistentRememberMeToken recent = storedFor(-1, AccountSecurity.REMEMBER_ME.minusMinutes(1));

        assertThat(tokens.forgetExpired()).isPositive();

        assertThat(tokens.repository().getTokenForSeries(old.getSeries())).isNull();
        assertThat(tokens.repository().getTokenForSeries(recent.getSeries())).isNotNull();
    }

    @Test
    void forgetting_an_account_deletes_its_tokens_only() {
        tokens.forget(-3); // left by an earlier run: the test database outlives a run
        storedFor(-2, Duration.ZERO);
        storedFor(-2, Duration.ZERO);
        storedFor(-3, Duration.ZERO);

        tokens.forget(-2);

        assertThat(tokens.count(-2)).isZero();
        assertThat(tokens.count(-3)).isEqualTo(1);
    }

    @Test
    void a_key_that_is_not_an_account_id_names_no_account() {
        assertThat(RememberMeTokens.accountOf(RememberMeTokens.keyOf(42))).contains(42L);
        assertThat(RememberMeTokens.accountOf("ada")).isEmpty();
    }
}
