package org.calcoolation.rating;

import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * The Glicko-2 update of one rating over one period, step by step as in Glickman's paper; the step
 * numbers in the comments are his. Values are immutable; an instance holds only the constants.
 */
public final class Glicko2 {

    /** Converts between the Glicko scale and Glicko-2's internal one (step 2). */
    static final double SCALE = 173.7178;

    private static final double CONVERGENCE = 0.000001;

    /** Where every newcomer starts: the paper's defaults. */
    public static final Rating NEWCOMER = new Rating(1500, 350, 0.06);

    private final double tau;

    /**
     * @param tau how fast volatility may change; the paper suggests 0.3 to 1.2, smaller for steadier
     *            games. Its worked example uses 0.5.
     */
    public Glicko2(double tau) {
        if (!(tau > 0)) throw new IllegalArgumentException("tau must be positive");
        this.tau = tau;
    }

    /** Tau 0.5, the paper's example: daily puzzles are steady, and it is the middle of the range. */
    public static Glicko2 standard() {
        return new Glicko2(0.5);
    }

    /** The rating after a period of these matches; with none, only the deviation grows (step 6 alone). */
    public Rating update(Rating before, List<Match> matches) {
        if (matches.isEmpty()) return idle(before, 1);
        double mu = (before.rating() - 1500) / SCALE;
        double phi = before.deviation() / SCALE;
        double sigma = before.volatility();
        // Step 3 and 4: the estimated variance v and the improvement delta.
        double vInverse = 0, sum = 0;
        for (Match m : matches) {
            double muJ = (m.opponent().rating() - 1500) / SCALE;
            double g = g(m.opponent().deviation() / SCALE);
            double e = expected(mu, muJ, g);
            vInverse += g * g * e * (1 - e);
            sum += g * (m.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        // Step 5: the new volatility; step 6 and 7: the new deviation and rating.
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // Step 8: back to the Glicko scale. No cap: games only shrink the deviation below phi*.
        return new Rating(newMu * SCALE + 1500, newPhi * SCALE, newSigma);
    }

    /**
     * The rating after {@code periods} periods without a game: the deviation grows as step 6 says,
     * once per period, never beyond a newcomer's. The volatility stays, so the steps add up exactly.
     */
    public Rating idle(Rating before, int periods) {
        if (periods < 0) throw new IllegalArgumentException("periods cannot be negative");
        double phi = before.deviation() / SCALE;
        double grown = Math.sqrt(phi * phi + periods * before.volatility() * before.volatility()) * SCALE;
        return new Rating(
                before.rating(),
                Math.min(grown, Math.max(NEWCOMER.deviation(), before.deviation())),
                before.volatility());
    }

    /** The chance that a player rated {@code a} beats one rated {@code b}, as the fit sees it. */
    public static double expectedScore(Rating a, Rating b) {
        return expected((a.rating() - 1500) / SCALE, (b.rating() - 1500) / SCALE, g(b.deviation() / SCALE));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expected(double mu, double muJ, double g) {
        return 1 / (1 + Math.exp(-g * (mu - muJ)));
    }

    /** Step 5: the Illinois algorithm for the root of f, as the paper's 2013 revision gives it. */
    private double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi, delta2 = delta * delta;
        DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a, bigB;
        if (delta2 > phi2 + v) {
            bigB = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) k++;
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA), fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > CONVERGENCE) {
            double c = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(c);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = c;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
