package org.calcoolation.stats;

import java.util.UUID;

/**
 * A moderator decided a held ranked finish ({@link RankedReviews#decide}): published in the
 * transaction that stores the decision, so that the mode's listener counts a cleared finish (or
 * leaves a rejected one off for good) together with it, or not at all.
 */
public record RankedHoldDecided(RankedMode mode, UUID gameId, boolean cleared) {}
