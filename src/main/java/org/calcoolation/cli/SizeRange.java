package org.calcoolation.cli;

import org.calcoolation.engine.Puzzle;

/** The grid sizes a command covers, {@code 9} or {@code 4-12}, within the sizes a puzzle may have. */
record SizeRange(int from, int to) {

    static SizeRange parse(String text) {
        String[] parts = text.split("-", -1);
        int from;
        int to;
        try {
            if (parts.length > 2) throw new NumberFormatException(text);
            from = Integer.parseInt(parts[0].strip());
            to = parts.length == 2 ? Integer.parseInt(parts[1].strip()) : from;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--sizes must be a size or a range such as 4-9, not '" + text + "'");
        }
        if (from < Puzzle.MIN_SIZE || to > Puzzle.MAX_SIZE) {
            throw new IllegalArgumentException("--sizes must lie within " + Puzzle.MIN_SIZE + ".." + Puzzle.MAX_SIZE);
        }
        return new SizeRange(from, to);
    }

    boolean isEmpty() {
        return from > to;
    }

    boolean contains(int size) {
        return size >= from && size <= to;
    }
}
