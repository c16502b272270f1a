package org.calcoolation.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A full grid as the page sends it, with the moves that filled it: {@code seq|position|digits|moves},
 * the digits in reading order joined by ',' and the moves as {@code cell:digit:millis} joined by ';'
 * (digit 0 clears; millis since the puzzle was shown, as the page counted). Anything else is
 * refused whole: only a crafted message is malformed.
 */
record SentGrid(int seq, int position, int[] digits, List<PageMove> moves) {

    /** The most moves kept of one puzzle: a 6×6 takes 36 and a few mended. */
    static final int MOST_MOVES = 1_000;

    record PageMove(int cell, int digit, long millis) {}

    SentGrid {
        digits = digits.clone();
        moves = List.copyOf(moves);
    }

    /** The grid in {@code text}, if it is well formed for a puzzle of {@code size} at most {@link RunRules#LAST_SIZE}. */
    static Optional<SentGrid> parse(String text) {
        String[] parts = text.split("\\|", -1);
        if (parts.length != 4 || text.length() > 40_000) return Optional.empty();
        try {
            int seq = Integer.parseInt(parts[0]), position = Integer.parseInt(parts[1]);
            int[] digits = Arrays.stream(parts[2].split(","))
                    .mapToInt(Integer::parseInt)
                    .toArray();
            int n = (int) Math.round(Math.sqrt(digits.length));
            if (seq < 1 || position < 0 || n * n != digits.length || n > RunRules.LAST_SIZE) return Optional.empty();
            if (Arrays.stream(digits).anyMatch(d -> d < 1 || d > n)) return Optional.empty();
            Optional<List<PageMove>> moves = moves(parts[3], n);
            if (moves.isEmpty()) return Optional.empty();
            return Optional.of(new SentGrid(seq, position, digits, moves.get()));
        } catch (NumberFormatException malformed) {
            return Optional.empty();
        }
    }

    /** The digits as the solution is stored and checked: "1234..." with no separator (sizes up to 9). */
    String digitText() {
        return Arrays.stream(digits).mapToObj(Integer::toString).collect(Collectors.joining());
    }

    /** The moves as {@code run_puzzle.moves} keeps them. */
    String movesText() {
        return moves.stream()
                .map(m -> m.cell() + ":" + m.digit() + ":" + m.millis())
                .collect(Collectors.joining(";"));
    }

    /** The moves of a puzzle of size {@code n} as {@code run_puzzle.moves} keeps them; empty if malformed. */
    static Optional<List<PageMove>> moves(String text, int n) {
        List<PageMove> moves = new ArrayList<>();
        try {
            for (String move : text.isEmpty() ? new String[0] : text.split(";")) {
                String[] f = move.split(":");
                if (f.length != 3 || moves.size() >= MOST_MOVES) return Optional.empty();
                PageMove m = new PageMove(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]));
                if (m.cell() < 0 || m.cell() >= n * n || m.digit() < 0 || m.digit() > n || m.millis() < 0)
                    return Optional.empty();
                moves.add(m);
            }
        } catch (NumberFormatException malformed) {
            return Optional.empty();
        }
        return Optional.of(moves);
    }
}
