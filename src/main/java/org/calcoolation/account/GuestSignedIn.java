package org.calcoolation.account;

/**
 * Published when a browser that played as a guest signs in (by form, by a remember-me cookie, or
 * right after registering), in the request that signed in. The games of the guest become the
 * account's.
 */
public record GuestSignedIn(PlayerRef.Guest guest, PlayerRef.Account account) {}
