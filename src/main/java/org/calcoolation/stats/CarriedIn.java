package org.calcoolation.stats;

/** What became of a guest's game of a daily rung when that browser signed in to an account (see {@link GuestCarries}). */
public enum CarriedIn {
    /** The account's now, and recorded: ranked if clean, screened as any solve, and its day still open. */
    CARRIED,
    /** The account's now, but finished on a day already over: in no record, board or rating. */
    DAY_OVER,
    /** The account had played the rung itself: its own game stays, and the guest's was not carried in. */
    KEPT_OWN
}
