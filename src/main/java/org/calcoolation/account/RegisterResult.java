package org.calcoolation.account;

/** What {@link PlayerService#register} did: created the account, or refused the input. */
public sealed interface RegisterResult permits RegisterResult.Registered, Rejected {

    record Registered(Player player) implements RegisterResult {}
}
