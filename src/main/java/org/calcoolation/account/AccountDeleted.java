package org.calcoolation.account;

/**
 * Published by {@link PlayerService#deleteAccount} inside the transaction that deletes the
 * player's row. A feature that keeps data per player by some other key listens to it and deletes
 * its own (an {@code @EventListener} runs in the same transaction; a {@code @TransactionalEventListener}
 * after the commit), as {@code game} does for saved games. A table that refers to the player's row
 * with {@code ON DELETE CASCADE}, as {@code solve_record} does, needs no listener.
 */
public record AccountDeleted(long playerId, String username) {}
