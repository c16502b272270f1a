package org.calcoolation.account.signin;

import java.time.Duration;
import org.springframework.security.authentication.LockedException;

/**
 * A sign-in refused without looking at the password, because of earlier failures (see
 * {@link LoginAttempts}): says which rule refused it and how long to wait. A {@link LockedException},
 * so that no other provider gets to try. The same for a name that has an account and one that does
 * not, so that it tells nobody which names exist.
 */
public class TooManyAttempts extends LockedException {

    public enum Reason {
        /** This name failed too often in a row from this address; the pair is locked a few minutes. */
        THIS_NAME_FROM_HERE,
        /** This name failed often lately, from anywhere; it may be tried only now and then. */
        THIS_NAME_LATELY
    }

    private final Reason reason;
    private final Duration wait;

    public TooManyAttempts(Reason reason, Duration wait) {
        super("Too many failed sign-ins: " + reason);
        this.reason = reason;
        this.wait = wait.isNegative() ? Duration.ZERO : wait;
    }

    public Reason reason() {
        return reason;
    }

    /** How long from the refusal until the next attempt is allowed. */
    public Duration waitFor() {
        return wait;
    }
}
