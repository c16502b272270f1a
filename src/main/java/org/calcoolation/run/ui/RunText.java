package org.calcoolation.run.ui;

import java.time.Duration;
import org.calcoolation.base.Ordinal;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.run.RunService.Result;
import org.calcoolation.stats.Held;

/** What the run's page says of a finished run, in words. */
final class RunText {

    private RunText() {}

    static String result(Result r, boolean account) {
        String score = "Time! You solved " + r.solved() + (r.solved() == 1 ? " puzzle" : " puzzles")
                + (r.wrong() == 0 ? "." : " (" + r.wrong() + (r.wrong() == 1 ? " wrong grid)." : " wrong grids)."));
        if (r.held().isPresent()) return score + " " + held(r.held().get());
        if (!account)
            return score + " As a guest you are not on the boards: this run would be " + Ordinal.of(r.dayPlace())
                    + " today and " + Ordinal.of(r.allPlace())
                    + " of all time. Register to put your runs on the boards.";
        return score + " Your run is " + Ordinal.of(r.dayPlace()) + " on today's board and " + Ordinal.of(r.allPlace())
                + " of all time (your best run counts).";
    }

    static String held(Held why) {
        String reason = switch (why) {
            case Held.TooFast(Duration floor) ->
                "one of its puzzles was solved faster than anyone can type it (" + TimeText.of(floor) + ").";
            case Held.TooLittleThought(Duration floor, int steps) ->
                "one of its puzzles needs " + steps + " steps of reasoning and was solved in less than "
                        + TimeText.of(floor) + ".";
            case Held.FarUnderOthers() -> "one of its puzzles was solved far faster than other people do.";
            case Held.MachinePace() ->
                "the moves of one of its puzzles came at the even pace of a script, not as a person types.";
            case Held.Rejected() -> "";
        };
        return why instanceof Held.Rejected
                ? "A moderator looked at this run and left it off the boards."
                : "This run is held off the boards until a moderator has looked at it: " + reason;
    }
}
