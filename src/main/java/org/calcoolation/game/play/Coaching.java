package org.calcoolation.game.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.CageTimes;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Technique;

/**
 * The coach's review of a finished game, from its replay and the solver: where the play time went
 * cage by cage ({@link CageTimes} says the rule; a move that places a digit is the digit's, though it
 * also clears that digit from the notes along its lines), where the player stalled longest and the
 * deduction that would have moved them on there, and each use of help with the cage it led to.
 *
 * @param stall the longest stretch before a move in one cage, with the hint the solver gives for
 *     the position at its start (empty where it gives none, as on a mistaken digit)
 * @param help each check, hint level, revealed digit and giving up, in order
 * @param hinted the hardest technique of each hint asked for, once per position
 */
public record Coaching(
        Puzzle puzzle, CageTimes times, Optional<Stall> stall, List<HelpUse> help, List<Technique> hinted) {

    /** At most this many positions are worked out again for the techniques hinted: each costs a solve. */
    static final int MAX_HINTS_READ = 30;

    public Coaching {
        help = List.copyOf(help);
        hinted = List.copyOf(hinted);
    }

    /** Where the player stalled longest: the cage they then moved in, from when to when, and what would have helped. */
    public record Stall(Cage cage, Duration from, Duration to, Optional<Hint.Reasoned> wouldHelp) {
        public Duration length() {
            return to.minus(from);
        }
    }

    /** One use of help, at a play time, and the cage of the next move in one cage after it (none if no move followed). */
    public record HelpUse(Replay.Step step, Duration at, Optional<Cage> cage) {}

    /** The time per cage, in the order of the puzzle's cages. */
    public Duration timeIn(Cage cage) {
        return Duration.ofMillis(times.millis()[puzzle.cages().indexOf(cage)]);
    }

    public static Coaching of(Replay replay) {
        Puzzle puzzle = replay.puzzle();
        int n = puzzle.size();
        int[] entries = new int[n * n], notes = new int[n * n];
        List<CageTimes.Touch> touches = new ArrayList<>();
        List<int[][]> before = new ArrayList<>();
        List<HelpUse> help = new ArrayList<>();
        List<Integer> waiting = new ArrayList<>();
        List<Technique> hinted = new ArrayList<>();
        Set<List<Integer>> hintedAt = new LinkedHashSet<>();
        for (Replay.Frame frame : replay.frames()) {
            before.add(new int[][] {entries.clone(), notes.clone()});
            List<Cell> cells = new ArrayList<>(), digits = new ArrayList<>();
            for (CellChange change : frame.changes()) {
                Cell cell = Cell.ofIndex(change.cell(), n);
                cells.add(cell);
                if (entries[change.cell()] != change.digit()) digits.add(cell);
                entries[change.cell()] = change.digit();
                notes[change.cell()] = change.notes();
            }
            // A digit placed also strikes its notes along its row and column: the move is the digit's.
            if (!digits.isEmpty()) cells = digits;
            touches.add(new CageTimes.Touch(frame.millis(), cells));
            if (isHelp(frame.step())) {
                if (frame.step() == Replay.Step.HINT) readHint(puzzle, before.getLast(), hintedAt, hinted);
                waiting.add(help.size());
                help.add(new HelpUse(frame.step(), Duration.ofMillis(frame.millis()), Optional.empty()));
            }
            Optional<Cage> cage = oneCage(puzzle, cells);
            if (cage.isPresent()) {
                for (int i : waiting)
                    help.set(i, new HelpUse(help.get(i).step(), help.get(i).at(), cage));
                waiting.clear();
            }
        }
        CageTimes times = CageTimes.of(puzzle, touches);
        return new Coaching(puzzle, times, stall(puzzle, times, before), help, hinted);
    }

    /** The technique of the hint the player read at {@code at} (digits, notes), once a position, for so many. */
    private static void readHint(Puzzle puzzle, int[][] at, Set<List<Integer>> hintedAt, List<Technique> hinted) {
        if (hintedAt.size() >= MAX_HINTS_READ || !hintedAt.add(key(at))) return;
        if (Solver.hint(puzzle, at[0], at[1]) instanceof Hint.Reasoned reasoned) hinted.add(reasoned.technique());
    }

    /** The longest stretch in one cage, with the hint that would have moved the player on from where it began. */
    private static Optional<Stall> stall(Puzzle puzzle, CageTimes times, List<int[][]> before) {
        return times.longest().map(s -> {
            int[][] at = before.get(s.touch());
            Hint hint = Solver.hint(puzzle, at[0], at[1]);
            return new Stall(
                    puzzle.cages().get(s.cage()),
                    Duration.ofMillis(s.fromMillis()),
                    Duration.ofMillis(s.toMillis()),
                    hint instanceof Hint.Reasoned reasoned ? Optional.of(reasoned) : Optional.empty());
        });
    }

    private static boolean isHelp(Replay.Step step) {
        return switch (step) {
            case CHECK, HINT, REVEALED_DIGIT, GAVE_UP -> true;
            default -> false;
        };
    }

    private static Optional<Cage> oneCage(Puzzle puzzle, List<Cell> cells) {
        if (cells.isEmpty()) return Optional.empty();
        Cage cage = puzzle.cageAt(cells.getFirst());
        return cells.stream().allMatch(c -> puzzle.cageAt(c).equals(cage)) ? Optional.of(cage) : Optional.empty();
    }

    private static List<Integer> key(int[][] position) {
        List<Integer> key = new ArrayList<>();
        for (int[] part : position) for (int v : part) key.add(v);
        return key;
    }
}
