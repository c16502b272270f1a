package org.calcoolation.base;

import com.vaadin.flow.spring.security.VaadinSecurityConfigurer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Spring Security set up for Vaadin. Views say who may open them by annotation (all are
 * {@code @AnonymousAllowed} until there are accounts); Vaadin's CSRF protection stays on.
 */
@Configuration
@EnableWebSecurity
class SecurityConfig {

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(requests -> requests.requestMatchers("/styles/**").permitAll());
        return http.with(VaadinSecurityConfigurer.vaadin(), vaadin -> vaadin
                        // Other addresses reach Vaadin's router, so a wrong one shows "Page not found";
                        // views are still guarded by their access annotations.
                        .anyRequest(request -> request.permitAll()))
                .build();
    }

    /** No accounts yet: an empty user store, instead of Spring's generated development password. */
    @Bean
    UserDetailsService noUsers() {
        return new InMemoryUserDetailsManager();
    }
}
