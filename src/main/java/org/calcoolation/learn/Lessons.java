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
            new Lesson(
                    Technique.CAGE_DIGITS,
                    List.of(
                            "Start with the clues. Only a few digits can make a cage's target at all: on a 4×4, a 12× "
                                    + "cage of two cells is 3 × 4 and nothing else, so neither cell can be 1 or 2.",
                            "A cage of one cell gives its digit outright. Cross out, in every cage, the digits no "
                                    + "filling of it uses."),
                    "4:a_6baa_aa_a__,a5s1m12d2s2d2s1m4",
                    4),
            new Lesson(
                    Technique.SINGLE,
                    List.of(
                            "Every row and column holds each digit once. When a cell has one digit left, write it, and "
                                    + "cross that digit out of the rest of its row and column.",
                            "Look the other way round too: when a digit has only one place left in a row or column, it "
                                    + "goes there, whatever else that cell might hold."),
                    "4:abaa_a__a_7a,d2s2m3s2m6s1d2a5",
                    4),
            new Lesson(
                    Technique.CAGE_CELLS,
                    List.of(
                            "List every way to fill a cage with the digits its cells still have, keeping to the rule "
                                    + "that a row or column never repeats a digit.",
                            "A digit that no way puts in a cell can be crossed out of that cell, even when the cage as a "
                                    + "whole still uses it elsewhere."),
                    "4:__a_aa_aab_6a,s2d2d2s1s2m6a5m3",
                    5),
            new Lesson(
                    Technique.CAGE_LINE,
                    List.of(
                            "Sometimes every way to fill a cage puts a certain digit in the same row or column, though "
                                    + "you cannot yet say in which of its cells.",
                            "The cage owns that digit in that line, so no cell of the line outside the cage can hold it."),
                    "4:_a_a__a_ba_a__a__,s2s1d2d2d2s2s1d2",
                    5),
            new Lesson(
                    Technique.NAKED_SUBSET,
                    List.of(
                            "When two cells of a row can hold only the same two digits, those two digits are shared out "
                                    + "between them: no other cell of the row can have either.",
                            "The same holds for three cells with three digits between them, and so on, in rows and in "
                                    + "columns."),
                    "4:_a__a_a5_3aa,s2a5m16s2d2m12a5",
                    6),
            new Lesson(
                    Technique.HIDDEN_SUBSET,
                    List.of(
                            "Turn a naked subset inside out: when two digits of a row fit in only the same two cells, "
                                    + "those cells hold those two digits, so every other digit leaves them.",
                            "Look for digits with few places in a line, not for cells with few digits."),
                    "5:a__a__a_7aa__a_a4ca_,s1s1s2a5d2m36s3m24a7s3a6",
                    7),
            new Lesson(
                    Technique.FISH,
                    List.of(
                            "Take one digit. If in two rows it can stand only in the same two columns, then those two "
                                    + "columns get it from those two rows, one each: no other cell of those columns can "
                                    + "hold it.",
                            "This is the X-wing; three rows and three columns make a swordfish. Rows and columns may swap "
                                    + "places."),
                    "4:aba_aa__aa_5a,s2d2m24a5d2m6s2",
                    5),
            new Lesson(
                    Technique.FORCING_CHAIN,
                    List.of(
                            "Follow cells with two digits left: if this one is 1, that one must be 3, and the next one 4. "
                                    + "Either the first cell holds the digit, or the chain forces it at its far end.",
                            "A cell that shares a line with both ends of the chain cannot hold that digit, whichever way "
                                    + "the chain goes."),
                    "4:_b_a_a5_5a,s1m8s1s2d2a10s2",
                    4),
            new Lesson(
                    Technique.GUESS,
                    List.of(
                            "When no step of logic is left, pick a cell with few digits and try one. Follow it: if it "
                                    + "leads to a row with a digit twice or a cage that cannot be made, that digit was "
                                    + "wrong.",
                            "Only Unreasonable puzzles need this. Pencil the try in as a note, so that undoing it is easy."),
                    "4:_a_6a_a4ba,s1m12a5s2m8a5s1",
                    5));

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
