package org.calcoolation.mydata;

import org.calcoolation.stats.Held;
import org.calcoolation.stats.SolveReview;
import org.jspecify.annotations.Nullable;

/** A held solve's review in the export's words: what it is called, and why it was held, as its player is told. */
final class ReviewData {

    private ReviewData() {}

    static PlayerData.Review of(SolveReview review, int size) {
        return switch (review) {
            case SolveReview.Waiting(Held why) -> new PlayerData.Review("held", key(why), reason(why, size), null);
            case SolveReview.Cleared(Held why, var decidedAt) ->
                new PlayerData.Review("cleared", key(why), reason(why, size), decidedAt);
            case SolveReview.Rejected(var why, var decidedAt) ->
                new PlayerData.Review(
                        "rejected", why == null ? null : key(why), why == null ? null : reason(why, size), decidedAt);
        };
    }

    /** What {@code heldForReview} says: why it is held, or that it was rejected. */
    static String key(Held held) {
        return switch (held) {
            case Held.TooFast _ -> "too-fast";
            case Held.TooLittleThought _ -> "too-little-thought";
            case Held.FarUnderOthers _ -> "far-under-others";
            case Held.MachinePace _ -> "machine-pace";
            case Held.Rejected _ -> "rejected";
        };
    }

    private static @Nullable String reason(Held held, int size) {
        return switch (held) {
            case Held.TooFast(var floor) ->
                "Its play time was under " + floor.toMillis() / 1000.0
                        + " s, the least anyone needs to type every cell of a " + size + "×" + size + " grid.";
            case Held.TooLittleThought(var floor, var steps) ->
                "Its play time was under " + floor.toMillis() / 1000.0
                        + " s, the least anyone needs to type this puzzle and" + " take one look at each of the "
                        + steps + " steps of reasoning it needs.";
            case Held.FarUnderOthers() ->
                "It took less than a sixth of the middle time of the other people who solved the same daily puzzle.";
            case Held.MachinePace() ->
                "Its moves came in at the even pace of a script, or many at the same instant, not as a person types.";
            case Held.Rejected() -> "A moderator watched its replay and left it off the leaderboard and ratings.";
        };
    }
}
