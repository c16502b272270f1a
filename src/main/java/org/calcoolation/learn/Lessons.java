package org.calcoolation.learn;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Step;
import org.calcoolation.engine.solve.Technique;

/**
 * Every technique of the solver's ladder as a lesson, in the order a solve meets them. Each worked
 * example is the first step of its technique in the solver's own trace of a stored puzzle (found by
 * searching generated 4×4s and 5×5s for a short, clear step); {@code WorkedExamplesTest} has the
 * solver confirm each from its board alone.
 */
public final class Lessons {

    private static final List<Lesson> ALL = List.of(
            new Lesson(Technique.CAGE_DIGITS, "4:a_6baa_aa_a__,a5s1m12d2s2d2s1m4", 4),
            new Lesson(Technique.SINGLE, "4:abaa_a__a_7a,d2s2m3s2m6s1d2a5", 4),
            new Lesson(Technique.CAGE_CELLS, "4:__a_aa_aab_6a,s2d2d2s1s2m6a5m3", 5),
            new Lesson(Technique.CAGE_LINE, "4:_a_a__a_ba_a__a__,s2s1d2d2d2s2s1d2", 5),
            new Lesson(Technique.NAKED_SUBSET, "4:_a__a_a5_3aa,s2a5m16s2d2m12a5", 6),
            new Lesson(Technique.HIDDEN_SUBSET, "5:a__a__a_7aa__a_a4ca_,s1s1s2a5d2m36s3m24a7s3a6", 7),
            new Lesson(Technique.FISH, "4:aba_aa__aa_5a,s2d2m24a5d2m6s2", 5),
            new Lesson(Technique.FORCING_CHAIN, "4:_b_a_a5_5a,s1m8s1s2d2a10s2", 4),
            new Lesson(Technique.GUESS, "4:_a_6a_a4ba,s1m12a5s2m8a5s1", 5));

    private Lessons() {}

    /** Every lesson, in the ladder's order. */
    public static List<Lesson> all() {
        return ALL;
    }

    public static Optional<Lesson> bySlug(String slug) {
        return ALL.stream().filter(l -> l.slug().equals(slug)).findFirst();
    }

    public static Lesson of(Technique technique) {
        return ALL.stream().filter(l -> l.technique() == technique).findFirst().orElseThrow();
    }

    private static final Map<Technique, WorkedExample> EXAMPLES = new HashMap<>();

    /**
     * The lesson's board and deduction: the first step of its technique in the solver's trace of the
     * stored puzzle; for trial and error, the board where the trace runs out of logic, and the guess
     * a hint makes there.
     */
    public static synchronized WorkedExample example(Lesson lesson) {
        return EXAMPLES.computeIfAbsent(lesson.technique(), t -> worked(lesson));
    }

    private static WorkedExample worked(Lesson lesson) {
        Puzzle puzzle = KeenCodec.decodeOrThrow(lesson.exampleId());
        List<Step> trace = Solver.trace(puzzle, Budget.ofSteps(Budget.IMPORT_STEPS));
        if (lesson.technique() != Technique.GUESS) {
            Step step = trace.stream()
                    .filter(s -> s.deduction().technique() == lesson.technique())
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("the example of " + lesson.slug() + " never uses it"));
            return new WorkedExample(puzzle, step.before(), step.deduction());
        }
        int n = puzzle.size();
        int[] stuck = trace.getLast().candidates();
        trace.getLast().deduction().removed().forEach((cell, digits) -> stuck[cell.index(n)] &= ~digits);
        if (!(Solver.hint(puzzle, new int[n * n]) instanceof Hint.Next next)
                || next.last().technique() != Technique.GUESS)
            throw new IllegalStateException("the example of trial and error needs no guess");
        Deduction guess = next.last();
        return new WorkedExample(puzzle, Arrays.stream(stuck).boxed().toList(), guess);
    }
}
