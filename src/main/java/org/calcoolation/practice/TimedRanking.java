package org.calcoolation.practice;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The timed pool's three rankings of one size, as calcudoku.org ranks its timed pool: the best time,
 * the mean of the best {@value #BEST_OF} and the mean of the fastest {@value #SHARE_PERCENT} % of the
 * times that count. Each ranks only the players it can judge: the mean of 3 needs 3 counting times, the
 * share needs {@value #SHARE_LEAST} (with fewer, it is one or two lucky times). The share of n times is
 * the fastest ⌈0.65 n⌉. Means are rounded to the millisecond. Places go by the value; equal values
 * share a place ("1, 2, 2, 4"), listed by more counting times first, then by account.
 */
final class TimedRanking {

    static final int BEST_OF = 3;
    static final int SHARE_PERCENT = 65;
    static final int SHARE_LEAST = 5;

    /** A player's draws of the size in the window: how many, and the times of those that count. */
    record Times(long playerId, int draws, List<Duration> counting) {
        Times {
            counting = counting.stream().sorted().toList();
        }
    }

    /** A player's place on one ranking, with the counts behind it. */
    record Standing(int place, long playerId, Duration value, int draws, int counting) {}

    private TimedRanking() {}

    static List<Standing> best(List<Times> players) {
        return rank(
                players,
                t -> t.counting().isEmpty()
                        ? Optional.empty()
                        : Optional.of(t.counting().getFirst()));
    }

    static List<Standing> meanOfBest(List<Times> players) {
        return rank(players, t -> t.counting().size() < BEST_OF ? Optional.empty() : mean(t.counting(), BEST_OF));
    }

    static List<Standing> fastestShare(List<Times> players) {
        return rank(
                players,
                t -> t.counting().size() < SHARE_LEAST
                        ? Optional.empty()
                        : mean(t.counting(), share(t.counting().size())));
    }

    /** How many of n times the share takes: ⌈0.65 n⌉. */
    static int share(int n) {
        return (n * SHARE_PERCENT + 99) / 100;
    }

    private static Optional<Duration> mean(List<Duration> sorted, int first) {
        long sum = 0;
        for (int i = 0; i < first; i++) sum += sorted.get(i).toMillis();
        return Optional.of(Duration.ofMillis(Math.round(sum / (double) first)));
    }

    private static List<Standing> rank(List<Times> players, Function<Times, Optional<Duration>> value) {
        record Valued(Times times, Duration value) {}
        List<Valued> valued = new ArrayList<>();
        for (Times t : players) value.apply(t).ifPresent(v -> valued.add(new Valued(t, v)));
        valued.sort(Comparator.comparing(Valued::value)
                .thenComparing(v -> -v.times().counting().size())
                .thenComparingLong(v -> v.times().playerId()));
        List<Standing> ranked = new ArrayList<>();
        for (int i = 0; i < valued.size(); i++) {
            Valued v = valued.get(i);
            int place = i > 0 && v.value().equals(valued.get(i - 1).value())
                    ? ranked.get(i - 1).place()
                    : i + 1;
            ranked.add(new Standing(
                    place,
                    v.times().playerId(),
                    v.value(),
                    v.times().draws(),
                    v.times().counting().size()));
        }
        return ranked;
    }
}
