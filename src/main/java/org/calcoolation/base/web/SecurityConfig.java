package org.calcoolation.base.web;

import com.vaadin.flow.spring.security.RequestUtil;
import com.vaadin.flow.spring.security.VaadinSecurityConfigurer;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.authentication.AuthenticationDetailsSource;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.config.annotation.SecurityConfigurerAdapter;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.security.web.DefaultSecurityFilterChain;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.security.web.header.writers.ContentSecurityPolicyHeaderWriter;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.header.writers.XXssProtectionHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter.XFrameOptionsMode;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * Spring Security set up for Vaadin. Views say who may open them by annotation:
 * {@code @AnonymousAllowed} for everyone, {@code @PermitAll} for signed-in players, who are sent
 * to {@value #LOGIN} first. How players sign in (the lockout, the password hashes, the
 * remember-me cookies, where a failed sign-in goes, what a login post tells the lockout) comes from
 * the {@code account} feature as beans, signing in with a passkey among them. CSRF protection
 * covers every form post, the login form's and the passkey's included, and Spring's session
 * fixation protection gives a new session id on login.
 */
@Configuration
@EnableWebSecurity
class SecurityConfig {

    /** The login view's route; a string rather than the class, so that {@code base} needs no feature. */
    static final String LOGIN = "/login";

    /** Where a passkey's answer signs in (account.signin.PasskeySignIn), counted with the login form's posts. */
    static final String PASSKEY_LOGIN = "/login/webauthn";

    /**
     * Files of the signed-in player's own, such as their data export: a signed-in player or nobody,
     * by Spring Security itself rather than by each handler. No view lives here.
     */
    static final String PLAYERS_OWN_FILES = "/my/**";

    /** game.ui.LeftBeacon's address, spelled here so that {@code base} needs no feature. */
    static final String LEFT_BEACON = "/play/left";

    /** reminder.ui.Unsubscribe's address: a mail client's one-click POST (RFC 8058) has no session and no token. */
    static final String UNSUBSCRIBE = "/reminder/unsubscribe";

    /**
     * No observation of Spring Security's own steps. {@code management.observations.enable.spring.security=false}
     * makes them no-ops, but the chain still wrapped each of its twenty filters in a decorator that
     * asked for one: 3 % of the server's CPU samples at 2,000 players (docs/benchmarks.md). The request
     * itself is still observed ({@code http.server.requests}).
     */
    @Bean
    static SecurityObservationSettings noSecurityObservations() {
        return SecurityObservationSettings.noObservations();
    }

    @Bean
    SecurityFilterChain securityFilterChain(
            HttpSecurity http,
            AuthenticationManager signIn,
            RememberMeServices rememberMe,
            AuthenticationFailureHandler failedSignIn,
            AuthenticationDetailsSource<HttpServletRequest, ?> signInDetails,
            RequestUtil vaadinRequests,
            SecurityConfigurerAdapter<DefaultSecurityFilterChain, HttpSecurity> passkeys)
            throws Exception {
        http.authorizeHttpRequests(requests -> requests.requestMatchers(
                        "/styles/**", "/scripts/**", "/icons/**", "/offline.html", "/offline-worker.js")
                .permitAll()
                .requestMatchers(PLAYERS_OWN_FILES)
                .authenticated());
        http.authenticationManager(signIn);
        http.rememberMe(remember -> remember.rememberMeServices(rememberMe));
        // Vaadin's set-up below adds where a sign-in succeeds; a failure goes back to the login view.
        // The page is named here too: without it Spring Security would draw a login page of its own.
        http.formLogin(form -> form.loginPage(LOGIN).failureHandler(failedSignIn));
        keepCsrfChecks(http, vaadinRequests);
        writeHeadersEarly(http);
        http.with(
                VaadinSecurityConfigurer.vaadin(),
                vaadin -> vaadin.enableCsrfConfiguration(false)
                        .loginView(LOGIN)
                        // Other addresses reach Vaadin's router, so a wrong one shows "Page not found";
                        // views are still guarded by their access annotations.
                        .anyRequest(request -> request.permitAll()));
        // After Vaadin's configurer, which sets up the form login with its page (before it, Spring's
        // own login page would be switched on): what the login post tells the lockout.
        http.formLogin(form -> form.authenticationDetailsSource(signInDetails));
        http.with(passkeys, Customizer.withDefaults());
        return http.build();
    }

    private static void keepCsrfChecks(HttpSecurity http, RequestUtil vaadinRequests) throws Exception {
        // Vaadin's own CSRF set-up also exempts the login form's POST; we keep the token check
        // there (the form sends the token), so that no other site can sign a visitor in.
        // Vaadin's internal requests carry Vaadin's own token instead.
        // The play page's leaving beacon carries no token (see game.ui.LeftBeacon), nor does a mail
        // client's one-click unsubscribe, whose signed link is the proof (see reminder.ui.Unsubscribe).
        http.csrf(csrf -> csrf.ignoringRequestMatchers(vaadinRequests::isFrameworkInternalRequest)
                .ignoringRequestMatchers(
                        PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.POST, LEFT_BEACON),
                        PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.POST, UNSUBSCRIBE)));
    }

    private static void writeHeadersEarly(HttpSecurity http) throws Exception {
        // Spring Security's defaults (nosniff, no caching) on every answer; the policies of a document
        // (CSP, frame and referrer, the XSS filter's switch) only on documents: a round trip's JSON
        // answer is never framed, rendered or followed, and they were 450 of its 604 bytes of headers.
        // Written before the request goes on: Vaadin's page reaches the browser through a forward
        // that Tomcat completes itself, so headers left for the moment of commit never went out.
        RequestMatcher documents = request -> !VaadinRoundTrips.isRoundTrip(request);
        http.headers(headers -> headers.frameOptions(frame -> frame.disable())
                .xssProtection(xss -> xss.disable())
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        documents, new ContentSecurityPolicyHeaderWriter(ContentSecurityPolicy.POLICY)))
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        documents, new ReferrerPolicyHeaderWriter(ReferrerPolicy.SAME_ORIGIN)))
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        documents, new XFrameOptionsHeaderWriter(XFrameOptionsMode.DENY)))
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(documents, new XXssProtectionHeaderWriter()))
                .withObjectPostProcessor(new ObjectPostProcessor<HeaderWriterFilter>() {
                    @Override
                    public <F extends HeaderWriterFilter> F postProcess(F filter) {
                        filter.setShouldWriteHeadersEagerly(true);
                        return filter;
                    }
                }));
    }
}
