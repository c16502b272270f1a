package org.calcoolation.engine.play;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;

/**
 * Where a game's play time went, cage by cage. The rule: the stretch of play time before each
 * move goes to the cage of the cells the move changed (a person thinks, then writes); a check or
 * a hint changes no cell and does not end a stretch, so the time before it goes to the move that
 * follows; a move across several cages (Fill all notes, a restart) ends a stretch that goes to no
 * one cage: time between cages, as does any time after the last move. So the cage times and the
 * time between cages add up to the play time of the last touch, which for a solve is its play
 * time to the millisecond the last digit went in.
 *
 * @param millis   play time per cage, in the order of {@link Puzzle#cages()}
 * @param between  the stretches that went to no one cage
 * @param longest  the longest stretch that went to a cage: where the player stalled; empty with no touch
 */
public record CageTimes(long[] millis, long between, Optional<Stall> longest) {

    /** Something the player did at a play time, and the cells it changed (none for a check or a hint). */
    public record Touch(int millis, List<Cell> cells) {
        public Touch {
            cells = List.copyOf(cells);
            if (millis < 0) throw new IllegalArgumentException("a play time cannot be negative");
        }
    }

    /** A stretch of play time that ended in a move in one cage: from {@code fromMillis} to the {@code touch}-th touch. */
    public record Stall(int cage, int fromMillis, int toMillis, int touch) {
        public long length() {
            return (long) toMillis - fromMillis;
        }
    }

    public CageTimes {
        millis = millis.clone();
    }

    /** The time per cage for these touches, in the order played (a touch earlier than the one before counts from it). */
    public static CageTimes of(Puzzle puzzle, List<Touch> touches) {
        int[] cageOf = puzzle.cageIndexByCell();
        int n = puzzle.size();
        long[] millis = new long[puzzle.cages().size()];
        long between = 0;
        Stall longest = null;
        int last = 0, end = 0;
        for (int t = 0; t < touches.size(); t++) {
            Touch touch = touches.get(t);
            int at = Math.max(last, touch.millis());
            end = Math.max(end, at);
            if (touch.cells().isEmpty()) continue;
            int cage = oneCage(touch.cells(), cageOf, n);
            if (cage < 0) between += at - last;
            else {
                millis[cage] += at - last;
                Stall stall = new Stall(cage, last, at, t);
                if (longest == null || stall.length() > longest.length()) longest = stall;
            }
            last = at;
        }
        between += end - last;
        return new CageTimes(millis, between, Optional.ofNullable(longest));
    }

    /** The one cage all these cells lie in, or -1 for several. */
    private static int oneCage(List<Cell> cells, int[] cageOf, int n) {
        int cage = cageOf[cells.getFirst().index(n)];
        for (Cell cell : cells) if (cageOf[cell.index(n)] != cage) return -1;
        return cage;
    }

    /** The cage times and the time between cages together. */
    public long total() {
        return Arrays.stream(millis).sum() + between;
    }

    @Override
    public long[] millis() {
        return millis.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CageTimes c
                && Arrays.equals(c.millis, millis)
                && c.between == between
                && c.longest.equals(longest);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(millis) + Long.hashCode(between) + longest.hashCode();
    }

    @Override
    public String toString() {
        return "CageTimes" + Arrays.toString(millis) + " between " + between + " longest " + longest;
    }
}
