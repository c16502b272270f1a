package org.calcoolation.learn;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Technique;

/**
 * Twenty small puzzles, 3×3 to 5×5, that bring in the techniques one at a time: a few of each,
 * the size growing before the next technique comes. Each is the same for everyone (made from a
 * fixed seed when first asked for), so a player can be told what step 7 is before they play it.
 * The path stops at the fish; forcing chains and trial and error are for their own pages.
 */
public final class BeginnersPath {

    /** One puzzle of the path: its size and the technique it introduces or practises. */
    public record Stop(int number, int size, Technique technique) {

        /** "4×4 · Single". */
        public String label() {
            return size + "×" + size + " · " + technique.label();
        }
    }

    public static final int LENGTH = 20;

    private static final List<Stop> STOPS = plan();

    private static final Map<Integer, Puzzle> MADE = new HashMap<>();

    private BeginnersPath() {}

    private static List<Stop> plan() {
        Object[][] plan = {
            {3, Technique.CAGE_DIGITS},
            {3, Technique.CAGE_DIGITS},
            {3, Technique.CAGE_DIGITS},
            {4, Technique.SINGLE},
            {4, Technique.SINGLE},
            {4, Technique.SINGLE},
            {5, Technique.SINGLE},
            {5, Technique.SINGLE},
            {3, Technique.CAGE_CELLS},
            {3, Technique.CAGE_CELLS},
            {4, Technique.CAGE_CELLS},
            {4, Technique.CAGE_CELLS},
            {5, Technique.CAGE_CELLS},
            {4, Technique.CAGE_LINE},
            {4, Technique.CAGE_LINE},
            {5, Technique.CAGE_LINE},
            {4, Technique.NAKED_SUBSET},
            {4, Technique.NAKED_SUBSET},
            {5, Technique.HIDDEN_SUBSET},
            {4, Technique.FISH},
        };
        List<Stop> stops = new ArrayList<>();
        for (int i = 0; i < plan.length; i++) stops.add(new Stop(i + 1, (Integer) plan[i][0], (Technique) plan[i][1]));
        return List.copyOf(stops);
    }

    public static List<Stop> stops() {
        return STOPS;
    }

    /** The stop numbered 1 to 20. */
    public static Stop stop(int number) {
        if (number < 1 || number > LENGTH) throw new IllegalArgumentException("the path has stops 1 to " + LENGTH);
        return STOPS.get(number - 1);
    }

    /** The puzzle of a stop: the same one every time and for everyone. */
    public static synchronized Puzzle puzzle(int number) {
        Stop stop = stop(number);
        return MADE.computeIfAbsent(
                number,
                k -> Generator.needing(stop.size(), stop.technique(), 5_000, new SplittableRandom(4300L + number))
                        .orElseThrow(() -> new IllegalStateException("no puzzle for stop " + number + " of the path")));
    }
}
