package org.calcoolation.account.signin;

import jakarta.servlet.http.HttpServletRequest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import org.calcoolation.account.PlayerService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.AuthenticationDetailsSource;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.RememberMeAuthenticationProvider;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.security.web.webauthn.management.WebAuthnRelyingPartyOperations;

/**
 * How players sign in, for {@code base.web.SecurityConfig} to use: passwords as BCrypt hashes, a
 * sign-in within the rule of {@link LoginAttempts}, and "remember me" cookies valid for
 * {@link #REMEMBER_ME} after their last use, backed by tokens in the database
 * ({@link PlayerRememberMeServices}).
 */
@Configuration
class AccountSecurity {

    static final Duration REMEMBER_ME = Duration.ofDays(30);
    static final String LOGIN = "/login";

    /**
     * Proves to this node's {@link AuthenticationManager} that a remember-me sign-in came from the
     * remember-me services. With tokens in the database nothing signed with it leaves the JVM,
     * so a new key at each start does, and nodes need not share one.
     */
    private final String rememberMeKey = newKey();

    /**
     * BCrypt at {@code calcoolation.accounts.password-cost} (its log rounds, Spring's 10 by default).
     * Each hash records its own cost, so a change applies to passwords set from then on and every
     * older one still checks. The tests run at 4: they hash thousands of passwords, not one a visit.
     */
    @Bean
    PasswordEncoder passwordEncoder(@Value("${calcoolation.accounts.password-cost:10}") int cost) {
        return new BCryptPasswordEncoder(cost);
    }

    /**
     * User name and password through the lockout, remember-me cookies and passkeys. Nothing else
     * signs anyone in. A passkey goes past the lockout, which stops guessed passwords; nobody
     * guesses a passkey's signature.
     */
    @Bean
    AuthenticationManager authenticationManager(
            PlayerDetailsService details,
            PasswordEncoder encoder,
            LoginAttempts attempts,
            DeviceCookies devices,
            WebAuthnRelyingPartyOperations relyingParty,
            PasskeyHandles handles,
            PlayerService players) {
        DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(details);
        passwords.setPasswordEncoder(encoder);
        return new ProviderManager(
                new LockingAuthenticationProvider(passwords, attempts, devices),
                new RememberMeAuthenticationProvider(rememberMeKey),
                new PasskeySignIn.Provider(relyingParty, handles, players));
    }

    /** What the login form's post carries to the lockout: the address, and the browser's device cookies. */
    @Bean
    AuthenticationDetailsSource<HttpServletRequest, ? extends WebAuthenticationDetails> signInDetails() {
        return SignInDetails::new;
    }

    /** Also gives every sign-in by password its device cookie, as the form login tells these services of each one. */
    @Bean
    RememberMeServices rememberMeServices(
            PlayerService players,
            RememberMeTokens tokens,
            SignedInSessions sessions,
            Clock clock,
            DeviceCookies devices) {
        return new PlayerRememberMeServices(rememberMeKey, players, tokens, sessions, clock, devices);
    }

    /** Back to the login page, with the user name tried kept for it. */
    @Bean
    AuthenticationFailureHandler failedSignIn() {
        return new FailedSignIn(LOGIN);
    }

    /** Just outside Spring Security's filters, where a copied cookie's exception arrives. */
    @Bean
    FilterRegistrationBean<RememberMeTheftAnswer> rememberMeTheftAnswer() {
        FilterRegistrationBean<RememberMeTheftAnswer> registration =
                new FilterRegistrationBean<>(new RememberMeTheftAnswer(LOGIN));
        registration.setOrder(SecurityFilterProperties.DEFAULT_FILTER_ORDER - 1);
        return registration;
    }

    private static String newKey() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
