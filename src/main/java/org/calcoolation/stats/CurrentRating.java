package org.calcoolation.stats;

/**
 * A rating as shown: the rating and its deviation (the "±"), both on the Glicko scale. A rating is
 * provisional while the deviation is above 110, as on Lichess: about a dozen games against rated
 * puzzles bring a newcomer's 350 below it.
 */
public record CurrentRating(double rating, double deviation) {

    public static final double PROVISIONAL_ABOVE = 110;

    public boolean provisional() {
        return deviation > PROVISIONAL_ABOVE;
    }

    /** "1623 ± 84". */
    public String text() {
        return Math.round(rating) + " ± " + Math.round(deviation);
    }
}
