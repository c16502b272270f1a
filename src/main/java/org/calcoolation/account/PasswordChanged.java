package org.calcoolation.account;

/**
 * Published by {@link PlayerService#changePassword} in the transaction that stores the new hash
 * and the account's new session version. After the commit, the player's other signed-in sessions
 * end: on this node at once, on the others at their next check of the version.
 */
public record PasswordChanged(long playerId, long sessionVersion) {}
