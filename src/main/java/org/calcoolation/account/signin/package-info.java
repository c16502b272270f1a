/**
 * How a player signs in and stays signed in, wired into Spring Security by {@code AccountSecurity}
 * and {@code PasskeySecurity} (beans that {@code base.web.SecurityConfig} applies): passwords and
 * their lockout ({@code LoginAttempts}, table {@code login_failure}), device cookies, remember-me
 * ({@code RememberMeTokens}, table {@code persistent_logins}, and the answer to a stolen token),
 * passkeys ({@code Passkeys}, {@code PasskeySignIn}, tables {@code passkey_user} and
 * {@code user_credentials}), a guest's key cookie ({@code PlayerKeys}, {@code PlayerKeyFilter}),
 * and the signed-in browsers and their sessions ({@code SignedInBrowsers}, {@code SignedInSessions},
 * {@code SessionVersions}, {@code AccountSessions}, table {@code signed_in_session}). Publishes
 * {@code GuestSignedIn} (a root type) and {@code OtherSessionsEnded}.
 *
 * <p>Depends on the account root (players, {@code PlayerService}), never the other way round.
 */
@NullMarked
package org.calcoolation.account.signin;

import org.jspecify.annotations.NullMarked;
