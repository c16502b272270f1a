package org.calcoolation.rating;

/** One game against an opponent as rated before the period: score 1 a win, 0.5 a draw, 0 a loss. */
public record Match(Rating opponent, double score) {

    public Match {
        if (!(score >= 0 && score <= 1)) throw new IllegalArgumentException("a score lies between 0 and 1");
    }
}
