package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.LadderRung;
import org.calcoolation.game.play.Outcome;

/**
 * A day of the archive calendar as the player left it: how many of its rungs they solved and how
 * many they gave up. A day with no ladder (before the archive, or still to come) has none to play.
 */
record DayMark(LocalDate day, boolean hasLadder, int solved, int givenUp) {

    static final int RUNGS = LadderRung.LADDER.size();

    /** The marks of a day from its stored puzzles (none if never opened) and the player's outcomes by puzzle id. */
    static DayMark of(LocalDate day, boolean hasLadder, List<DailyPuzzle> puzzles, Map<Long, Outcome> outcomes) {
        int solved = 0, givenUp = 0;
        for (DailyPuzzle puzzle : puzzles) {
            Outcome outcome = outcomes.get(puzzle.id());
            if (outcome == null) continue;
            if (outcome.isSolve()) solved++;
            else givenUp++;
        }
        return new DayMark(day, hasLadder, solved, givenUp);
    }

    /** One word for the page's styles: solved (every rung), partly (some), given-up, untouched or none. */
    String state() {
        if (!hasLadder) return "none";
        if (solved == RUNGS) return "solved";
        if (solved > 0) return "partly";
        if (givenUp > 0) return "given-up";
        return "untouched";
    }

    /** What a screen reader says for the day: "12 November: solved 4 of 6, gave up 1". */
    String spoken() {
        String date = Wording.dayMonth(day);
        if (!hasLadder) return Wording.t("daily.mark.none", date);
        if (solved == 0 && givenUp == 0) return Wording.t("daily.mark.untouched", date);
        if (solved == 0) return Wording.t("daily.mark.givenUp", date, givenUp, RUNGS);
        if (givenUp == 0) return Wording.t("daily.mark.solved", date, solved, RUNGS);
        return Wording.t("daily.mark.both", date, solved, RUNGS, givenUp);
    }
}
