package org.calcoolation.stats;

import java.util.List;
import java.util.OptionalLong;
import org.calcoolation.game.play.Outcome;

/**
 * A daily attempt as a game of player against puzzle. The player wins with a clean solve within
 * par, the median clean play time of all dailies of the same size and level so far; draws with a
 * slower clean solve; loses with an assisted solve or by giving up: help means the puzzle beat them.
 * Par is per kind, never per puzzle, so that a puzzle that plays slow for everyone loses to fewer
 * players and is rated harder; with a puzzle's own median, every puzzle would look alike.
 */
final class DailyScore {

    private DailyScore() {}

    static double of(Outcome outcome, long playMillis, OptionalLong par) {
        return switch (outcome) {
            case CLEAN -> par.isEmpty() || playMillis <= par.getAsLong() ? 1 : 0.5;
            case ASSISTED, GIVEN_UP -> 0;
        };
    }

    static long median(List<Long> millis) {
        long[] sorted = millis.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length == 0) throw new IllegalArgumentException("no times");
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
