package org.calcoolation.print;

import java.util.ArrayList;
import java.util.List;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;

/**
 * Keen IDs pasted or read from a file, one a line, as puzzles to print: each must read and have
 * exactly one solution (the answer key needs it), found within the steps an import may cost, so
 * that the page and the command line answer alike on any machine. Blank lines and lines starting
 * with {@code #} are skipped. The first line at fault is named by its number.
 */
public final class IdLines {

    /** Far more than 24 IDs of 16×16 need; a longer paste is refused before any is read. */
    static final int MAX_CHARACTERS = 40_000;

    private IdLines() {}

    public static Gathered read(String text) {
        if (text.length() > MAX_CHARACTERS)
            return new Gathered.Refused(Refusal.of(
                    "That is more text than " + PuzzleSet.MAX_CHOSEN + " puzzle IDs need.",
                    "refusals.print.tooLong",
                    PuzzleSet.MAX_CHOSEN));
        String[] lines = text.split("\\R", -1);
        int ids = 0;
        for (String line : lines) if (isId(line)) ids++;
        if (ids == 0)
            return new Gathered.Refused(
                    Refusal.of("There are no puzzle IDs here: paste one a line.", "refusals.print.none"));
        if (ids > PuzzleSet.MAX_CHOSEN)
            return new Gathered.Refused(Refusal.of(
                    "There are " + ids + " puzzle IDs; a set holds at most " + PuzzleSet.MAX_CHOSEN + ".",
                    "refusals.print.tooMany",
                    ids,
                    PuzzleSet.MAX_CHOSEN));
        List<PrintedPuzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (!isId(lines[i])) continue;
            String id = lines[i].strip();
            switch (line(id)) {
                case Line.Read read -> puzzles.add(read.puzzle());
                case Line.Wrong wrong -> {
                    return new Gathered.Refused(wrong.reason(), i + 1);
                }
            }
        }
        return new Gathered.Puzzles(puzzles);
    }

    private static boolean isId(String line) {
        String stripped = line.strip();
        return !stripped.isEmpty() && !stripped.startsWith("#");
    }

    private sealed interface Line {
        record Read(PrintedPuzzle puzzle) implements Line {}

        record Wrong(Refusal reason) implements Line {}
    }

    private static Line line(String id) {
        return switch (KeenCodec.decode(id)) {
            case DecodeResult.Invalid invalid -> new Line.Wrong(invalid.refusal());
            case DecodeResult.Valid valid -> solved(id, valid.puzzle());
        };
    }

    private static Line solved(String id, Puzzle puzzle) {
        return switch (Solver.solve(puzzle, Budget.ofSteps(Budget.IMPORT_STEPS))) {
            case Finding.Unique unique ->
                new Line.Read(new PrintedPuzzle(
                        puzzle.withSolution(unique.solution()), unique.solution(), unique.difficulty(), id, ""));
            case Finding.Ambiguous _ ->
                new Line.Wrong(Refusal.of(
                        "this puzzle has more than one solution, so it has no answer key.",
                        "refusals.print.ambiguous"));
            case Finding.Impossible _ ->
                new Line.Wrong(Refusal.of("this puzzle has no solution.", "refusals.print.impossible"));
            case Finding.TooHard _ ->
                new Line.Wrong(Refusal.of("this puzzle is too hard to check here.", "refusals.print.tooHard"));
        };
    }
}
