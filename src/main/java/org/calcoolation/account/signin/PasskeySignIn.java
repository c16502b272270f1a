package org.calcoolation.account.signin;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.access.intercept.AuthorizationFilter;
import org.springframework.security.web.authentication.RememberMeServices;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.authentication.session.SessionAuthenticationStrategy;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.authentication.PublicKeyCredentialRequestOptionsFilter;
import org.springframework.security.web.webauthn.authentication.WebAuthnAuthenticationFilter;
import org.springframework.security.web.webauthn.authentication.WebAuthnAuthenticationRequestToken;
import org.springframework.security.web.webauthn.management.WebAuthnRelyingPartyOperations;

/**
 * Signing in with a passkey, by Spring Security's two addresses: {@value #OPTIONS} gives the
 * browser a challenge, kept in the session, and {@value #SIGN_IN} takes the signed answer, both
 * posted with the page's CSRF token. Only those two: adding a passkey is the account page's
 * ({@link Passkeys}), so no other address of Spring Security's passkey support is served.
 *
 * <p>The sign-in goes as one by password does: through the app's {@link AuthenticationManager}
 * (where {@link Provider} turns the passkey's owner into a {@link SignedInPlayer}), with a new
 * session id, the remember-me services (a {@code remember-me} parameter keeps the browser
 * logged in) and the sign-in event that the account's sessions and browsers listen for. Spring
 * Security's own set-up, {@code http.webAuthn()}, would sign in with the passkey's user entity as
 * the principal, keep the old session id and serve the registration endpoints too.
 */
final class PasskeySignIn extends AbstractHttpConfigurer<PasskeySignIn, HttpSecurity> {

    static final String OPTIONS = "/webauthn/authenticate/options";
    static final String SIGN_IN = "/login/webauthn";

    private final WebAuthnRelyingPartyOperations relyingParty;
    private final RememberMeServices rememberMe;

    PasskeySignIn(WebAuthnRelyingPartyOperations relyingParty, RememberMeServices rememberMe) {
        this.relyingParty = relyingParty;
        this.rememberMe = rememberMe;
    }

    @Override
    public void configure(HttpSecurity http) {
        WebAuthnAuthenticationFilter signIn = new WebAuthnAuthenticationFilter();
        signIn.setAuthenticationManager(http.getSharedObject(AuthenticationManager.class));
        signIn.setSessionAuthenticationStrategy(http.getSharedObject(SessionAuthenticationStrategy.class));
        SecurityContextRepository contexts = http.getSharedObject(SecurityContextRepository.class);
        if (contexts != null) signIn.setSecurityContextRepository(contexts);
        signIn.setRememberMeServices(rememberMe);
        signIn.setSecurityContextHolderStrategy(getSecurityContextHolderStrategy());
        PublicKeyCredentialRequestOptionsFilter options = new PublicKeyCredentialRequestOptionsFilter(relyingParty);
        options.setSecurityContextHolderStrategy(getSecurityContextHolderStrategy());
        // Post-processed as Spring's own filters are: the sign-in filter then publishes its events.
        http.addFilterAfter(postProcess(signIn), UsernamePasswordAuthenticationFilter.class);
        http.addFilterBefore(postProcess(options), AuthorizationFilter.class);
    }

    /** A passkey's answer, checked by Spring Security, signs in the account its handle belongs to. */
    static final class Provider implements AuthenticationProvider {

        private final WebAuthnRelyingPartyOperations relyingParty;
        private final PasskeyHandles handles;
        private final PlayerService players;

        Provider(WebAuthnRelyingPartyOperations relyingParty, PasskeyHandles handles, PlayerService players) {
            this.relyingParty = relyingParty;
            this.handles = handles;
            this.players = players;
        }

        @Override
        public Authentication authenticate(Authentication authentication) {
            PublicKeyCredentialUserEntity owner;
            try {
                owner = relyingParty.authenticate(
                        ((WebAuthnAuthenticationRequestToken) authentication).getWebAuthnRequest());
            } catch (RuntimeException refused) {
                throw new BadCredentialsException("the passkey was not accepted", refused);
            }
            SignedInPlayer player = handles.ownerOf(owner.getId())
                    .flatMap(found -> players.find(new PlayerRef.Account(found.playerId())))
                    .map(SignedInPlayer::new)
                    .orElseThrow(() -> new BadCredentialsException("the passkey's account is gone"));
            return new SignedInWithPasskey(player);
        }

        @Override
        public boolean supports(Class<?> authentication) {
            return WebAuthnAuthenticationRequestToken.class.isAssignableFrom(authentication);
        }
    }

    /** A player signed in by a passkey: the same principal as by password, and no credentials kept. */
    static final class SignedInWithPasskey extends AbstractAuthenticationToken {

        private final SignedInPlayer player;

        SignedInWithPasskey(SignedInPlayer player) {
            super(player.getAuthorities());
            this.player = player;
            setAuthenticated(true);
        }

        @Override
        public Object getCredentials() {
            return "";
        }

        @Override
        public SignedInPlayer getPrincipal() {
            return player;
        }
    }
}
