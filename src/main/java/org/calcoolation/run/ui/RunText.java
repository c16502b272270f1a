package org.calcoolation.run.ui;

import java.time.Duration;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.run.RunService.Result;
import org.calcoolation.stats.Held;

/** What the run's page says of a finished run, in words. */
final class RunText {

    private RunText() {}

    static String result(Result r, boolean account) {
        String score = Wording.t(r.wrong() == 0 ? "run.score" : "run.scoreWrong", r.solved(), r.wrong());
        if (r.held().isPresent()) return score + " " + held(r.held().get());
        return score + " " + Wording.t(account ? "run.places" : "run.guestPlaces", r.dayPlace(), r.allPlace());
    }

    static String held(Held why) {
        String reason = switch (why) {
            case Held.TooFast(Duration floor) -> Wording.t("run.held.tooFast", TimeText.of(floor));
            case Held.TooLittleThought(Duration floor, int steps) ->
                Wording.t("run.held.tooLittleThought", steps, TimeText.of(floor));
            case Held.FarUnderOthers() -> Wording.t("run.held.farUnderOthers");
            case Held.MachinePace() -> Wording.t("run.held.machinePace");
            case Held.Rejected() -> "";
        };
        return why instanceof Held.Rejected ? Wording.t("run.held.rejected") : Wording.t("run.held", reason);
    }
}
