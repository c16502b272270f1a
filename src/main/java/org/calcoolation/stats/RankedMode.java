package org.calcoolation.stats;

/** The ranked modes whose finishes {@link RankedScreening} screens, as the review queue names them. */
public enum RankedMode {
    RATED_PUZZLE("Rated puzzle"),
    TIMED_POOL("Timed pool"),
    THREE_MINUTE_RUN("Three-minute run");

    private final String label;

    RankedMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
