package org.calcoolation.account;

/**
 * A player's short tag, such as {@code #K3F9}: what tells two players of the same display name
 * apart on a leaderboard without showing either one's user name, which is half of what signs in.
 * It is the account's id scrambled by a bijection and written in Crockford's base 32, so it never
 * changes and no two accounts share one: four characters for the first 1,048,576 accounts, seven
 * up to 2^32, and eight or more after that (the lengths keep the ranges apart).
 */
public final class PlayerTag {

    /** Crockford's base 32: no I, L, O or U, which read as 1, 1, 0 or V. */
    private static final String DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    private PlayerTag() {}

    public static String of(long playerId) {
        if (playerId < 0) throw new IllegalArgumentException("an account id is never negative: " + playerId);
        if (playerId < 1L << 20) return "#" + base32(scramble(playerId, 20), 4);
        if (playerId < 1L << 32) return "#" + base32(scramble(playerId, 32), 7);
        return "#" + base32(playerId, 8);
    }

    /** A bijection of the numbers below 2^bits: times an odd number, then XOR a constant, both modulo 2^bits. */
    private static long scramble(long n, int bits) {
        long mask = (1L << bits) - 1;
        return ((n * 0x9E3779B1L) & mask) ^ (0x5A5A5A5AL & mask);
    }

    private static String base32(long n, int width) {
        StringBuilder out = new StringBuilder();
        for (long rest = n; rest > 0; rest >>>= 5) out.append(DIGITS.charAt((int) (rest & 31)));
        while (out.length() < width) out.append('0');
        return out.reverse().toString();
    }
}
