package org.calcoolation.game.play;

/** What the storage tests make of a game's {@link PlayLog}, which this package keeps to itself. */
public final class PlayAccess {

    private PlayAccess() {}

    /** The encoded log of these packed moves, played one after another {@code stepMillis} apart. */
    public static byte[] playLog(int[] moves, long stepMillis) {
        PlayLog log = new PlayLog();
        for (int i = 0; i < moves.length; i++) log.played(moves[i], stepMillis * i);
        return log.encode();
    }

    /** How many events an encoded log holds. */
    public static int playLogSize(byte[] encoded) {
        return PlayLog.decode(encoded).size();
    }
}
