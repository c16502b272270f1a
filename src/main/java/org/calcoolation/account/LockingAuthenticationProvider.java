package org.calcoolation.account;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * Checks user name and password with another provider, unless {@link LoginAttempts} has locked
 * the name or the remote address; then it refuses with {@link TooManyAttempts} without checking.
 * Wrong passwords and unknown names count alike, and both fail with the same exception.
 */
class LockingAuthenticationProvider implements AuthenticationProvider {

    private final AuthenticationProvider passwords;
    private final LoginAttempts attempts;

    LockingAuthenticationProvider(AuthenticationProvider passwords, LoginAttempts attempts) {
        this.passwords = passwords;
        this.attempts = attempts;
    }

    @Override
    public Authentication authenticate(Authentication request) throws AuthenticationException {
        String name = request.getName();
        String address = request.getDetails() instanceof WebAuthenticationDetails web ? web.getRemoteAddress() : "unknown";
        if (attempts.isLocked(name, address)) throw new TooManyAttempts();
        try {
            Authentication result = passwords.authenticate(request);
            attempts.succeeded(name, address);
            return result;
        } catch (BadCredentialsException wrong) {
            attempts.failed(name, address);
            throw wrong;
        }
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return passwords.supports(authentication);
    }
}
