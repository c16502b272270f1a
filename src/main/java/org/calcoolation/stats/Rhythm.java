package org.calcoolation.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;

/**
 * Which clean solves were typed at a machine's pace, judged by the gaps between their moves as the
 * server applied them (play time, so a pause or a hidden tab makes no gap). Screening's floor catches a
 * script that types faster than anyone can; this catches one that types slower than that, but keeps
 * a pace no person keeps. Two tells, either enough:
 *
 * <ul>
 * <li><b>Regular</b>: the middle half of the gaps spans less than ±{@value #REGULAR_SPREAD_PERCENT}%,
 * that is (Q3 − Q1) / (Q3 + Q1) &lt; {@value #REGULAR_SPREAD_PERCENT}/100. A person's gaps vary with
 * the thought each cell takes and the distance to it. We assume that even a steady hand typing a
 * solution it already knows spreads its gaps as a log-normal of σ 0.4 or more (a coefficient of
 * variation of 0.4), whose middle half spans ±26%: an assumption, not a measurement of our players.
 * On 15 gaps, the fewest judged, such a typist falls under ±5% by chance about once in 5,000 solves
 * (σ 0.3: once in 800; RhythmTest counts 3,000), on 24 gaps or more practically never. A timer loop at
 * 300 ms with ±10 ms of jitter spans ±2%. The quartiles, not the plain coefficient of variation,
 * because a script that stops once for a minute has a huge variation and still a metronome's middle half.
 * <li><b>Bursts</b>: more than {@value #BURST_PERCENT}% of the gaps between moves in different cells
 * are shorter than {@value #REACTION_FLOOR_MILLIS} ms. No person goes to another cell and types there
 * that fast: that is a click and a key, or two keys, and a practised typist's quickest step from one
 * key to the next is itself some 60 ms. Not any burst, and not half: Vaadin sends a page's events one
 * request at a time, so what the player does while a slow round trip is under way arrives at once,
 * with no gap. A player whose round trips take twice their typing sees half their moves come in
 * pairs; three in four needs round trips four times slower than their typing for the whole game.
 * </ul>
 *
 * <p><b>Not told apart: moves that waited on a slow answer.</b> It would be fair to leave out the
 * steps between moves that came in one request behind a slow answer, but the server cannot tell those
 * from a script's, so it does not try. The page's own times are whatever a script sends. Leaving out
 * every step within one request lets a script send a row in each request and never be judged. Leaving
 * them out only after a slow answer works for one kind of slow: the server measures how long it took
 * to answer, and a script cannot fake that. It does not work for a slow network: a request that
 * waited on a far connection looks the same as a script that waits before it sends its batch, or
 * sends each move when the last is answered. A server slow for a whole game (answers four times
 * slower than a person types, 1.8 s a move for someone who types every 450 ms) is broken for every
 * player, and a solve held here goes to a person, who can release it. Marking which moves waited
 * would also mean passing a flag with each move from the request through the game into its stored
 * row. RhythmTest models Vaadin's one request at a time: a fast typist behind round trips of up to
 * three keystrokes is never held for bursts. A round trip close to the typing speed, steady within
 * about 10 %, gives gaps with the network's rhythm rather than the player's. It can hold a fast 4×4 as
 * regular (the test prints how often).
 *
 * <p>Only clean solves of at least {@value #MIN_MOVES} timed moves are judged (every 4×4 and up):
 * fewer gaps say too little, assisted solves are not ranked by time, and a game whose moves were
 * played before times were kept has none. Not a third tell, "no pause long enough to think": the play
 * clock stops while the tab is hidden, so a person who works a grid out on paper with the tab away, or
 * knows it from an earlier try, types it with no pause, and it would hold them. A script that draws
 * human-looking gaps passes; this check is for the plain ones, and a person reviews what it holds.
 */
final class Rhythm {

    static final int MIN_MOVES = 16;
    static final int REGULAR_SPREAD_PERCENT = 5;
    static final long REACTION_FLOOR_MILLIS = 60;
    static final int BURST_PERCENT = 75;

    /** How the moves of a solve gave the machine away. */
    enum Tell {
        REGULAR,
        BURSTS
    }

    private Rhythm() {}

    /** What gives the solve away as scripted; empty for a solve a person can have typed, or one not judged. */
    static Optional<Tell> judge(FinishToRecord solve) {
        return judge(solve.outcome(), solve.moves());
    }

    /** As {@link #judge(FinishToRecord)}, of a finish's outcome and timed moves. */
    static Optional<Tell> judge(Outcome outcome, List<TimedMove> moves) {
        if (outcome != Outcome.CLEAN || moves.size() < MIN_MOVES) return Optional.empty();
        // Bursts first: gaps of nothing but bursts and waits can have a nil middle half too, and "bursts" says it
        // better.
        if (burstShare(moves) > BURST_PERCENT / 100.0) return Optional.of(Tell.BURSTS);
        if (spread(gaps(moves)) < REGULAR_SPREAD_PERCENT / 100.0) return Optional.of(Tell.REGULAR);
        return Optional.empty();
    }

    /** The milliseconds between each move and the one before it. */
    static long[] gaps(List<TimedMove> moves) {
        long[] gaps = new long[moves.size() - 1];
        for (int i = 1; i < moves.size(); i++)
            gaps[i - 1] = Math.max(0, moves.get(i).atMillis() - moves.get(i - 1).atMillis());
        return gaps;
    }

    /** (Q3 − Q1) / (Q3 + Q1) of the gaps, by nearest rank: 0 for a metronome, and for gaps all nil. */
    static double spread(long[] gaps) {
        long[] sorted = gaps.clone();
        Arrays.sort(sorted);
        long q1 = sorted[(int) Math.round(0.25 * (sorted.length - 1))],
                q3 = sorted[(int) Math.round(0.75 * (sorted.length - 1))];
        return q1 + q3 == 0 ? 0 : (double) (q3 - q1) / (q3 + q1);
    }

    /** Of the steps from a move in one cell to a move in another, the share quicker than {@link #REACTION_FLOOR_MILLIS}. */
    static double burstShare(List<TimedMove> moves) {
        int steps = 0, quick = 0;
        for (int i = 1; i < moves.size(); i++) {
            Optional<Cell> from = cellOf(moves.get(i - 1).move()),
                    to = cellOf(moves.get(i).move());
            if (from.isEmpty() || to.isEmpty() || from.equals(to)) continue;
            steps++;
            if (moves.get(i).atMillis() - moves.get(i - 1).atMillis() < REACTION_FLOOR_MILLIS) quick++;
        }
        return steps == 0 ? 0 : (double) quick / steps;
    }

    /** The cell a move writes in; none for filling the notes of the whole grid. */
    private static Optional<Cell> cellOf(Move move) {
        return switch (move) {
            case Move.Place p -> Optional.of(p.cell());
            case Move.Clear c -> Optional.of(c.cell());
            case Move.ToggleNote t -> Optional.of(t.cell());
            case Move.ClearNotes c -> Optional.of(c.cell());
            case Move.FillNotes f -> Optional.empty();
        };
    }
}
