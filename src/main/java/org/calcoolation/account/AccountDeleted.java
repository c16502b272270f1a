package org.calcoolation.account;

/**
 * Published by {@link PlayerService#deleteAccount} inside the transaction that deletes the
 * player's row. Features that keep data per player listen to it (an {@code @EventListener} runs in
 * the same transaction; a {@code @TransactionalEventListener} after the commit) and delete theirs.
 */
public record AccountDeleted(long playerId, String username) {}
