package org.calcoolation.account;

import org.springframework.context.ApplicationContext;

/** Tokens as a mailed link carries them, for the tests of the pages those links open. */
public final class AccountTestTokens {

    private AccountTestTokens() {}

    /** A working reset link's token for the account, as "Forgot password?" would mail it. */
    public static String resetToken(ApplicationContext context, long playerId) {
        return context.getBean(AccountTokens.class).issue(playerId, AccountTokens.Purpose.RESET_PASSWORD, null);
    }
}
