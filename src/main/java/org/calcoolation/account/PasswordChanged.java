package org.calcoolation.account;

/**
 * Published by {@link PlayerService#changePassword} in the transaction that stores the new hash.
 * After the commit, the player's other signed-in sessions end.
 */
public record PasswordChanged(long playerId) {}
