package org.calcoolation.rating;

/**
 * A Glicko rating on the familiar scale (1500 for the unknown newcomer): the rating, its deviation
 * (one standard deviation of the fit's uncertainty) and the volatility (how erratic results have been).
 */
public record Rating(double rating, double deviation, double volatility) {

    public Rating {
        if (!Double.isFinite(rating)) throw new IllegalArgumentException("a rating must be a finite number");
        if (!(deviation > 0) || !Double.isFinite(deviation))
            throw new IllegalArgumentException("a deviation must be positive");
        if (!(volatility > 0) || !Double.isFinite(volatility))
            throw new IllegalArgumentException("a volatility must be positive");
    }
}
