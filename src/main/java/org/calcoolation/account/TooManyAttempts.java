package org.calcoolation.account;

import org.springframework.security.authentication.LockedException;

/**
 * A sign-in refused without looking at the password, because the user name or the address failed
 * too often in a row. A {@link LockedException}, so that no other provider gets to try.
 */
public class TooManyAttempts extends LockedException {

    public TooManyAttempts() {
        super("Too many failed sign-ins in a row");
    }
}
