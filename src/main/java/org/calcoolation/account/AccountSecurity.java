package org.calcoolation.account;

import java.nio.file.Path;
import java.time.Duration;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.RememberMeAuthenticationProvider;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.authentication.rememberme.TokenBasedRememberMeServices;
import org.springframework.security.web.authentication.rememberme.TokenBasedRememberMeServices.RememberMeTokenAlgorithm;

/**
 * How players sign in, for {@code base.SecurityConfig} to use: passwords as BCrypt hashes, a
 * sign-in that locks after repeated failures, and "remember me" cookies valid for
 * {@link #REMEMBER_ME}. The cookies are hash-based (user name, expiry and a signature over the
 * password hash with the key), so changing the password ends them.
 */
@Configuration
class AccountSecurity {

    static final Duration REMEMBER_ME = Duration.ofDays(30);

    private final String rememberMeKey;

    AccountSecurity(@Value("${calcoolation.remember-me-key:}") String configuredKey,
            @Value("${calcoolation.data-dir}") Path dataDir) {
        this.rememberMeKey = RememberMeKey.resolve(configuredKey, dataDir);
    }

    @Bean
    PasswordEncoder passwordEncoder() {
        return new BCryptPasswordEncoder();
    }

    /** User name and password through the lockout, and remember-me cookies. Nothing else signs anyone in. */
    @Bean
    AuthenticationManager authenticationManager(PlayerDetailsService details, PasswordEncoder encoder, LoginAttempts attempts) {
        DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(details);
        passwords.setPasswordEncoder(encoder);
        return new ProviderManager(new LockingAuthenticationProvider(passwords, attempts),
                new RememberMeAuthenticationProvider(rememberMeKey));
    }

    @Bean
    RememberMeServices rememberMeServices(PlayerDetailsService details) {
        TokenBasedRememberMeServices services = new TokenBasedRememberMeServices(rememberMeKey, details, RememberMeTokenAlgorithm.SHA256);
        services.setTokenValiditySeconds((int) REMEMBER_ME.toSeconds());
        return services;
    }
}
