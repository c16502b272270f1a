/**
 * Who plays: a guest by a cookie's key, or an account ({@code PlayerRef}). Owns the tables of
 * accounts and signing in: {@code player}, {@code player_name_key}, {@code persistent_logins},
 * {@code login_failure}, {@code account_token}, {@code reset_request}, {@code signed_in_session},
 * {@code passkey_user} and {@code user_credentials}. Registering, passwords and their lockout,
 * remember-me, email addresses and reset links, passkeys, signed-in browsers and deleting an
 * account; {@code base.SecurityConfig} takes how players sign in from here as beans. Publishes
 * {@code GuestSignedIn}, {@code PasswordChanged} and {@code AccountDeleted}.
 */
@NullMarked
package org.calcoolation.account;

import org.jspecify.annotations.NullMarked;
