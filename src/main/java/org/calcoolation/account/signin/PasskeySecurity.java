package org.calcoolation.account.signin;

import java.net.URI;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.config.annotation.SecurityConfigurerAdapter;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.DefaultSecurityFilterChain;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialRpEntity;
import org.springframework.security.web.webauthn.management.JdbcUserCredentialRepository;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;
import org.springframework.security.web.webauthn.management.WebAuthnRelyingPartyOperations;
import org.springframework.security.web.webauthn.management.Webauthn4JRelyingPartyOperations;

/**
 * Passkeys belong to the site's address as configured ({@code calcoolation.site-url}): its host
 * is the relying party's id, and its origin the only one a passkey's answer may come from. A
 * browser that reached the site by another name (an IP address, another host) cannot use them
 * there, which the pages say. Passkeys are kept in the database, so that every node knows them.
 */
@Configuration
class PasskeySecurity {

    static final String SITE_NAME = "Calcoolation";

    @Bean
    UserCredentialRepository passkeyCredentials(JdbcTemplate jdbc) {
        return new JdbcUserCredentialRepository(jdbc);
    }

    @Bean
    WebAuthnRelyingPartyOperations relyingParty(
            PasskeyHandles handles,
            UserCredentialRepository credentials,
            @Value("${calcoolation.site-url}") String site) {
        URI address = URI.create(site);
        String origin = address.getScheme() + "://" + address.getHost()
                + (address.getPort() == -1 ? "" : ":" + address.getPort());
        return new Webauthn4JRelyingPartyOperations(
                handles,
                credentials,
                PublicKeyCredentialRpEntity.builder()
                        .id(address.getHost())
                        .name(SITE_NAME)
                        .build(),
                Set.of(origin));
    }

    /** For {@code base.web.SecurityConfig} to apply to the app's filter chain. */
    @Bean
    SecurityConfigurerAdapter<DefaultSecurityFilterChain, HttpSecurity> passkeySignIn(
            WebAuthnRelyingPartyOperations relyingParty, RememberMeServices rememberMe) {
        return new PasskeySignIn(relyingParty, rememberMe);
    }
}
