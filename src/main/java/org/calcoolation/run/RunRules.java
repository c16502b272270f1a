package org.calcoolation.run;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;

/**
 * The rules of a run, said once: three minutes on the clock; every {@value #SOLVES_PER_SIZE} solves
 * the puzzles grow by one, from 4×4 to 6×6; a solve adds {@link #BONUS}, a wrong full grid takes
 * {@link #PENALTY} away and stays to be mended. The page is told how to check a grid ({@link
 * #check}) but the server decides.
 */
public final class RunRules {

    public static final Duration LENGTH = Duration.ofMinutes(3);
    public static final Duration BONUS = Duration.ofSeconds(10);
    public static final Duration PENALTY = Duration.ofSeconds(5);
    public static final int SOLVES_PER_SIZE = 3;
    public static final int FIRST_SIZE = 4, LAST_SIZE = 6;
    /** How many puzzles the page holds beyond the one in play: a solve never waits for the server. */
    public static final int AHEAD = 2;
    /**
     * How late after the clock's end a grid may reach the server and count: one sent in the run's last
     * moment is still on its way for a round trip (2 s: ten times the 200 ms of a far continent).
     */
    public static final Duration GRACE = Duration.ofSeconds(2);

    private RunRules() {}

    /** The size of the puzzle at {@code position} (0 for the first): the player has solved that many to reach it. */
    public static int size(int position) {
        return Math.min(LAST_SIZE, FIRST_SIZE + position / SOLVES_PER_SIZE);
    }

    /**
     * What the page compares a full grid with: the SHA-256, in hex, of the salt, a colon and the
     * grid's digits in reading order. The salt is new for each puzzle sent, so that the check of one
     * grid does not give away another's.
     */
    public static String check(String salt, String digits) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest((salt + ":" + digits).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException never) {
            throw new IllegalStateException("every Java has SHA-256", never);
        }
    }
}
