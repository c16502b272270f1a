package org.calcoolation.game.store;

import java.util.Arrays;
import org.calcoolation.game.play.GameSnapshot;

/**
 * The last row versions a copy of a game wrote or read, each with a fingerprint of what the row then
 * held. A row found at one of them, holding just that, is an older state of this very copy (the
 * database came back without writes it had taken), not another window's or node's play.
 */
final class WrittenRows {

    /** A crash, a full disk or a restored file takes back at most seconds of writes: one a second a game. */
    static final int KEPT = 32;

    private final long[] versions = new long[KEPT];
    private final long[] fingerprints = new long[KEPT];
    private int next;

    WrittenRows() {
        Arrays.fill(versions, -1);
    }

    void add(long rowVersion, GameSnapshot held) {
        versions[next] = rowVersion;
        fingerprints[next] = fingerprint(held);
        next = (next + 1) % KEPT;
    }

    boolean contains(long rowVersion, GameSnapshot held) {
        long fingerprint = fingerprint(held);
        for (int i = 0; i < KEPT; i++) if (versions[i] == rowVersion && fingerprints[i] == fingerprint) return true;
        return false;
    }

    /** What a row holds of the play, as one number: moves, their times, undo position, receipts, play time, finish. */
    static long fingerprint(GameSnapshot held) {
        long hash = Arrays.hashCode(held.moves());
        hash = hash * 31 + Arrays.hashCode(held.moveTimes());
        hash = hash * 31 + held.cursor();
        hash = hash * 31 + held.receipts().hashCode();
        hash = hash * 31 + held.playMillis();
        return hash * 31 + (held.finishedAt().isPresent() ? 1 : 0);
    }
}
