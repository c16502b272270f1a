package org.calcoolation.account;

/** What a change to an existing account did: made it, or refused the input. */
public sealed interface ChangeResult permits ChangeResult.Changed, Rejected {

    /** The account as it is now; for a deletion, as it was. */
    record Changed(Player player) implements ChangeResult {}
}
