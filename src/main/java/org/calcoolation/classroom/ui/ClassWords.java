package org.calcoolation.classroom.ui;

import java.time.Instant;
import java.util.Arrays;
import org.calcoolation.account.Problem;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Assignments.Progress;
import org.calcoolation.engine.Difficulty;

/**
 * The classroom's words that several class pages share, in the page's language: a refusal from the
 * services (its times, levels and inner refusals worded too), a student's progress, a puzzle's kind.
 */
final class ClassWords {

    private ClassWords() {}

    /** A service's refusal, worded: an instant as a moment in UTC, a level by its name, a refusal inside it worded first. */
    static String problem(Problem problem) {
        Object[] arguments =
                Arrays.stream(problem.args()).map(ClassWords::argument).toArray();
        return Wording.t(problem.key(), arguments);
    }

    private static Object argument(Object argument) {
        return switch (argument) {
            case Instant instant -> Wording.momentUtc(instant);
            case Difficulty level -> Wording.level(level);
            case Problem inner -> problem(inner);
            default -> argument;
        };
    }

    /** "5×5 · Easy" in the page's language. */
    static String kind(Assignments.AssignedPuzzle puzzle) {
        return Wording.t("classes.puzzle.kind", puzzle.size(), Wording.level(puzzle.difficulty()));
    }

    /** How far a student got with a puzzle: "not started", "solved in 1:23, no help". */
    static String progress(Progress progress) {
        return switch (progress.status()) {
            case NOT_STARTED -> Wording.t("classes.status.notStarted");
            case PLAYING -> Wording.t("classes.status.playing");
            case GIVEN_UP -> Wording.t("classes.status.givenUp");
            case SOLVED -> {
                String time = progress.time().map(TimeText::of).orElse("?");
                yield Wording.t(progress.helped() ? "classes.status.solvedHelped" : "classes.status.solvedAlone", time);
            }
        };
    }
}
