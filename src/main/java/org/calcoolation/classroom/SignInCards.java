package org.calcoolation.classroom;

import java.security.SecureRandom;

/**
 * What a sign-in card says: a neutral user name (nothing of the student's own name, which others
 * outside the class could see on the site) and a one-time password, both from letters and digits a
 * child cannot mix up (no 0/o, 1/l/i). The password has 12 of 31 signs, about 59 bits: past the
 * sign-in lockout for good, and spent at its first use anyway.
 */
final class SignInCards {

    private static final String SIGNS = "abcdefghjkmnpqrstuvwxyz23456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    private SignInCards() {}

    /** "pupil-" and 6 signs: 31^6, some 900 million names. */
    static String username() {
        return "pupil-" + random(6);
    }

    /** Three groups of four, "k7pm-x2qa-9rtd", easy to copy from paper. */
    static String password() {
        return random(4) + "-" + random(4) + "-" + random(4);
    }

    private static String random(int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) text.append(SIGNS.charAt(RANDOM.nextInt(SIGNS.length())));
        return text.toString();
    }
}
