package org.calcoolation.classroom;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.calcoolation.account.Problem;
import org.calcoolation.classroom.Assignments.AssignedPuzzle;
import org.calcoolation.classroom.Assignments.Source;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.print.Gathered;
import org.calcoolation.print.IdLines;
import org.calcoolation.print.PrintedPuzzle;

/**
 * Where an assignment's puzzles come from: made by the generator at the sizes and levels asked,
 * today's daily ladder, or Keen IDs pasted. Stores nothing: {@link Assignments} keeps what it chose.
 */
final class AssignmentPuzzles {

    static final Problem NO_PUZZLES = Problem.of("classes.problem.noPuzzles");

    /** The puzzles chosen, or why there are none. */
    sealed interface Chosen {
        record Puzzles(List<AssignedPuzzle> puzzles) implements Chosen {}

        record Refused(Problem problem) implements Chosen {}
    }

    private final DailyPuzzleService daily;

    AssignmentPuzzles(DailyPuzzleService daily) {
        this.daily = daily;
    }

    /** The puzzles the source gives, numbered from 0; refused when there would be none or more than {@value Assignments#MOST_PUZZLES}. */
    Chosen chosen(Source source) {
        return switch (source) {
            case Source.Generated g -> generated(g);
            case Source.TodaysDaily d -> todaysDaily();
            case Source.Ids ids -> pasted(ids.text());
        };
    }

    private Chosen generated(Source.Generated order) {
        int total = order.sizes().size() * order.levels().size() * order.count();
        if (total == 0 || order.count() < 0) return new Chosen.Refused(NO_PUZZLES);
        if (total > Assignments.MOST_PUZZLES)
            return new Chosen.Refused(Problem.of("classes.problem.tooManyPuzzles", total, Assignments.MOST_PUZZLES));
        List<AssignedPuzzle> made = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom();
        for (int size : order.sizes().stream().sorted().toList())
            for (Difficulty level : order.levels().stream().sorted().toList()) {
                if (!Generator.supports(size, level))
                    return new Chosen.Refused(Problem.of("classes.problem.notMade", size, level));
                for (int k = 0; k < order.count(); k++) {
                    Optional<Puzzle> puzzle = Generator.generate(
                            size, level, Variant.STANDARD, seeds.nextLong(), Duration.ofSeconds(5), System::nanoTime);
                    if (puzzle.isEmpty()) return new Chosen.Refused(Problem.of("classes.problem.tooSlow", size, level));
                    PrintedPuzzle p = PrintedPuzzle.of(puzzle.get(), level, "");
                    made.add(new AssignedPuzzle(made.size(), p.keenId(), size, level.label()));
                }
            }
        return new Chosen.Puzzles(made);
    }

    private Chosen todaysDaily() {
        if (!(daily.ladder(daily.today()) instanceof DailyPuzzleService.DayResult.Ladder ladder))
            return new Chosen.Refused(Problem.of("classes.problem.dailyNotReady"));
        List<AssignedPuzzle> rungs = new ArrayList<>();
        for (DailyPuzzle rung : ladder.puzzles())
            rungs.add(new AssignedPuzzle(
                    rungs.size(),
                    rung.puzzleId(),
                    rung.size(),
                    rung.difficulty().label()));
        return new Chosen.Puzzles(rungs);
    }

    private static Chosen pasted(String text) {
        return switch (IdLines.read(text)) {
            case Gathered.Refused refused ->
                new Chosen.Refused(
                        refused.line() == 0
                                ? Problem.of(refused.reason())
                                : Problem.of("refusals.print.line", refused.line(), Problem.of(refused.reason())));
            case Gathered.Puzzles read -> {
                if (read.puzzles().size() > Assignments.MOST_PUZZLES)
                    yield new Chosen.Refused(Problem.of("classes.problem.mostPuzzles", Assignments.MOST_PUZZLES));
                List<AssignedPuzzle> ids = new ArrayList<>();
                for (PrintedPuzzle p : read.puzzles())
                    ids.add(new AssignedPuzzle(
                            ids.size(), p.keenId(), p.puzzle().size(), p.level().label()));
                yield new Chosen.Puzzles(ids);
            }
        };
    }
}
