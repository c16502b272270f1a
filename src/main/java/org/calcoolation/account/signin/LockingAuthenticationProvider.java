package org.calcoolation.account.signin;

import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * Checks user name and password with another provider, within the rule of {@link LoginAttempts}:
 * an attempt the rule refuses fails with {@link TooManyAttempts} without the password being
 * checked. Wrong passwords and unknown names count alike, and both fail with the same exception.
 * A browser with a genuine {@linkplain DeviceCookies device cookie} for the account is counted by
 * that device instead of by its address.
 */
class LockingAuthenticationProvider implements AuthenticationProvider {

    private final AuthenticationProvider passwords;
    private final LoginAttempts attempts;
    private final DeviceCookies devices;

    LockingAuthenticationProvider(AuthenticationProvider passwords, LoginAttempts attempts, DeviceCookies devices) {
        this.passwords = passwords;
        this.attempts = attempts;
        this.devices = devices;
    }

    @Override
    public @Nullable Authentication authenticate(Authentication request) throws AuthenticationException {
        String address = request.getDetails() instanceof WebAuthenticationDetails web && web.getRemoteAddress() != null
                ? web.getRemoteAddress()
                : "unknown";
        Optional<String> device = request.getDetails() instanceof SignInDetails details
                ? devices.recognise(details.devices(), request.getName())
                : Optional.empty();
        return switch (attempts.begin(request.getName(), address, device)) {
            case LoginAttempts.Refused refused -> throw new TooManyAttempts(refused.reason(), refused.waitFor());
            case LoginAttempts.Counted attempt -> {
                // Counted as a failure already; an exception here leaves it so.
                Authentication result = passwords.authenticate(request);
                if (result != null) attempts.succeeded(attempt);
                yield result;
            }
        };
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return passwords.supports(authentication);
    }
}
