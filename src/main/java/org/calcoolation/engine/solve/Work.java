package org.calcoolation.engine.solve;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;

/**
 * The reasoning a puzzle asks of whoever solves it, counted as hints count it: {@code steps} are the
 * deductions the ladder makes one at a time (each the step a hint would show, cheapest technique
 * first) until every cell is settled, by technique; {@code guessed} the cells still open when no
 * technique short of trial and error helps (an Unreasonable puzzle's); {@code cells} the grid's.
 *
 * <p>{@link #leastTime()} is what no person can beat: typing every cell, a digit and a move to the next
 * at eight keys a second (a quarter second a cell), plus at least one look at the cells each step
 * reads. A look (a fixation and the jump to it, as in reading) takes about a quarter second, so an
 * Easy step (a cage's digits, a single) costs {@value #LOOK_MILLIS} ms; a Normal
 * one weighs a cage's fillings cell by cell, two looks; a Hard one compares a line's cells or a cage
 * against a line, five; an Extreme one follows a fish or a chain across lines, a dozen. A guessed
 * cell counts as one Easy step, the least it can cost (one guess may settle many). The solver needs
 * no more steps than a person does (it never wanders), and the looks are the shortest a person
 * makes, so the sum is a floor, not an estimate: people take many times longer.
 */
public record Work(Map<Technique, Integer> steps, int guessed, int cells) {

    /** Two keys a cell at eight keys a second. */
    public static final Duration TYPING_A_CELL = Duration.ofMillis(250);

    static final long LOOK_MILLIS = 250;

    public Work {
        steps = Map.copyOf(steps);
        if (guessed < 0 || cells < 0 || steps.values().stream().anyMatch(n -> n < 0))
            throw new IllegalArgumentException("work cannot be negative");
    }

    /** How many steps of every technique together. */
    public int stepCount() {
        return steps.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The least time anyone can type the grid in, with no thought at all. */
    public Duration typing() {
        return TYPING_A_CELL.multipliedBy(cells);
    }

    /** The least time the looks take that the steps need (see the class comment). */
    public Duration thinking() {
        long millis = guessed * LOOK_MILLIS;
        for (Map.Entry<Technique, Integer> step : steps.entrySet())
            millis += step.getValue() * looks(step.getKey().difficulty()) * LOOK_MILLIS;
        return Duration.ofMillis(millis);
    }

    /** Typing and thinking: what no person can solve the puzzle faster than. */
    public Duration leastTime() {
        return typing().plus(thinking());
    }

    /** The looks a step of this level takes at the least. */
    static int looks(Difficulty level) {
        return switch (level) {
            case EASY -> 1;
            case NORMAL -> 2;
            case HARD -> 5;
            case EXTREME, UNREASONABLE -> 12;
        };
    }

    /** Counts the steps of a fresh solve; throws {@link Budget.Exhausted} when the budget runs out first. */
    static Work of(Puzzle puzzle, Budget budget) {
        State state = new State(new Layout(puzzle, budget));
        // Listening makes each technique stop at its first deduction, so that each is counted alone.
        Explainer oneAtATime = (technique, cells, reads, text) -> {};
        Map<Technique, Integer> steps = new EnumMap<>(Technique.class);
        while (!state.isSolved() && !state.contradiction) {
            Optional<Technique> step = Ladder.deduce(state, Difficulty.EXTREME, oneAtATime, true);
            if (step.isEmpty()) break;
            steps.merge(step.get(), 1, Integer::sum);
        }
        int open = 0;
        for (int mask : state.mask) if (!State.isSingle(mask)) open++;
        return new Work(steps, open, state.mask.length);
    }
}
