package org.calcoolation.daily;

import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;

/**
 * One rung of the daily ladder, the same for every player and every day. Generation times
 * (docs/benchmarks.md) put the whole ladder well under a second, so no rung needs trimming.
 * Two rungs cut Classic cages: 7×7 Hard, one of the quickest Classic kinds to make, and the top
 * rung, 9×9 Extreme, whose larger cages suit the longest puzzle of the day and still come in a
 * few hundred milliseconds (8×8 Extreme Classic takes longer, so that rung stays Keen).
 */
public record LadderRung(int index, int size, Difficulty difficulty, Variant variant) {

    private static final Variant CLASSIC = new Variant(CageStyle.CLASSIC, OperationMix.ALL);

    public static final List<LadderRung> LADDER = List.of(
            new LadderRung(0, 4, Difficulty.EASY, Variant.STANDARD),
            new LadderRung(1, 5, Difficulty.NORMAL, Variant.STANDARD),
            new LadderRung(2, 6, Difficulty.HARD, Variant.STANDARD),
            new LadderRung(3, 7, Difficulty.HARD, CLASSIC),
            new LadderRung(4, 8, Difficulty.EXTREME, Variant.STANDARD),
            new LadderRung(5, 9, Difficulty.EXTREME, CLASSIC));

    /** The rung an address names, counted 1 to 6 as the pages count them; none for anything else. */
    public static Optional<LadderRung> numbered(String text) {
        if (!text.matches("[0-9]{1,2}")) return Optional.empty();
        int n = Integer.parseInt(text);
        return n >= 1 && n <= LADDER.size() ? Optional.of(LADDER.get(n - 1)) : Optional.empty();
    }

    /** "6×6 Hard", or "9×9 Extreme · Classic". */
    public String label() {
        return new PuzzleKind(size, difficulty, variant).label();
    }
}
