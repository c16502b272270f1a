package org.calcoolation.account;

/** The inputs of the account forms, as keys of the messages in {@link Rejected}. */
public enum Field {
    USERNAME,
    DISPLAY_NAME,
    EMAIL,
    PASSWORD,
    PASSWORD_AGAIN,
    CURRENT_PASSWORD,
    TIME_ZONE
}
