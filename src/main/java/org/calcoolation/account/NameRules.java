package org.calcoolation.account;

import java.util.Optional;
import java.util.Set;

/**
 * The rules of shown names for names other features keep (a club's): what may be shown, the form
 * it is stored in, and the keys two names are compared by, so that no club passes for another the
 * way no player passes for another ({@link Names}).
 */
public final class NameRules {

    /** The longest shown name, in characters. */
    public static final int MAX = AccountRules.DISPLAY_NAME_MAX;

    private static final AccountRules RULES = new AccountRules();

    private NameRules() {}

    /** Why the name cannot be shown, worded by the page; empty if it can. An empty name is the caller's to refuse. */
    public static Optional<Problem> check(String name) {
        return RULES.checkDisplayName(name);
    }

    /** {@link #check} in English, for pages not translated yet (issue 44). */
    public static Optional<String> problem(String name) {
        return check(name).map(Problem::english);
    }

    /** The name as it is stored and shown: plain spaces, NFKC. */
    public static String prepared(String name) {
        return Names.prepared(name);
    }

    /** The keys of a name; two names that share one are too alike. */
    public static Set<String> keys(String name) {
        return Names.keys(name);
    }
}
