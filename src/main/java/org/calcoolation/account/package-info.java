/**
 * Who plays: a guest by a cookie's key, or an account ({@code PlayerRef}). The root holds what other
 * features and the pages call: {@code PlayerService} (registering, names, passwords, time zones,
 * deleting an account), {@code Player} and its repository, {@code SignedInPlayer}, {@code Moderators},
 * {@code PlayerTag}, email addresses and their confirmation ({@code AccountEmails}), reset links
 * ({@code PasswordResets}) and the mails and tokens they send ({@code AccountMails},
 * {@code AccountTokens}); and the events {@code GuestSignedIn}, {@code PasswordChanged} and
 * {@code AccountDeleted}. By role below it: {@code signin}, how a player signs in and stays signed in
 * (Spring Security, lockout, remember-me, passkeys, sessions); {@code ui}, the pages.
 *
 * <p>Owns the tables of accounts and signing in: {@code player}, {@code player_name_key},
 * {@code account_token} and {@code reset_request} here; {@code persistent_logins},
 * {@code login_failure}, {@code signed_in_session}, {@code passkey_user} and
 * {@code user_credentials} in {@code signin}.
 */
@NullMarked
package org.calcoolation.account;

import org.jspecify.annotations.NullMarked;
