package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The hint's sentences, one example per technique, as a player reads them: each is taken from the
 * first hint that uses the technique while following hints through Keen's sample puzzles.
 */
class HintSentencesTest {

    private static final Map<Technique, String> EXAMPLES = new EnumMap<>(
            Map.of(
                    Technique.CAGE_DIGITS,
                            "The 3× cage at row 1, column 1 can only be made with 1 and 3, so its cells cannot hold any other digit.",
                    Technique.SINGLE, "The only place left for a 2 in row 1 is row 1, column 3.",
                    Technique.CAGE_CELLS,
                            "Trying every way to make the 6× cage at row 2, column 2 shows that row 3, column 3 cannot be 1.",
                    Technique.CAGE_LINE,
                            "Every way to make the 4× cage at row 1, column 1 puts a 1 in row 2 and a 1 in column 1 within the cage,"
                                    + " so no other cell of row 2 can be 1, and no other cell of column 1 can be 1.",
                    Technique.NAKED_SUBSET,
                            "Row 4, column 4 and row 5, column 4 can only hold 1 and 5 between them, so no other cell of column 4 can be 1 or 5.",
                    Technique.HIDDEN_SUBSET,
                            "In row 6, the digits 1 and 5 fit only in row 6, column 2 and row 6, column 3, so those two cells can hold"
                                    + " nothing but 1 and 5.",
                    Technique.FISH,
                            "In rows 2 and 3, a 1 can only go in columns 3 and 4, so no other cell of columns 3 and 4 can be 1.",
                    Technique.FORCING_CHAIN,
                            "Row 1, column 2 is 3 or 4, and if it is 4, then row 1, column 4 must be 2, then row 2, column 4 must be 4,"
                                    + " then row 2, column 1 must be 3; so either row 1, column 2 or row 2, column 1 is 3, and row 2, column 2 cannot be 3.",
                    Technique.GUESS,
                            "No step of logic is left, but trying 3 and 4 in row 1, column 3 in turn shows that only 3 leads to a solution."));

    private static final List<String> VERBS =
            List.of("is", "are", "must", "can", "cannot", "puts", "fit", "stands", "shows", "leads");

    /** Every step of every hint met while following hints through all the samples, in order. */
    private static List<Deduction> sweep() {
        List<Deduction> all = new ArrayList<>();
        for (KeenSamples.Sample sample : KeenSamples.all()) {
            Puzzle puzzle = sample.puzzle();
            int n = puzzle.size();
            int[] entries = new int[n * n];
            while (Solver.hint(puzzle, entries) instanceof Hint.Next next) {
                all.addAll(next.steps());
                entries[next.cell().index(n)] = next.digit();
            }
        }
        return all;
    }

    @Test
    void every_technique_a_hint_can_use_reads_as_one_plain_english_sentence() {
        List<Deduction> steps = sweep();
        Map<Technique, String> first = new EnumMap<>(Technique.class);
        for (Deduction step : steps) first.putIfAbsent(step.technique(), step.explanation());
        first.forEach((technique, sentence) -> System.out.println(technique.label() + ": " + sentence));

        assertThat(first.keySet())
                .as("every technique of the ladder, and trial and error")
                .containsExactlyInAnyOrder(Technique.values());
        assertThat(first).isEqualTo(EXAMPLES);
        for (Deduction step : steps) readsAsEnglish(step.explanation());
    }

    @Test
    void a_cell_settled_by_the_players_digits_alone_and_a_one_cell_cage_say_so() {
        Puzzle puzzle = new Puzzle(
                        3,
                        List.of(
                                new Cage(Operation.ADD, 2, List.of(new Cell(0, 0))),
                                new Cage(Operation.MULTIPLY, 3, List.of(new Cell(0, 1), new Cell(1, 1))),
                                new Cage(Operation.DIVIDE, 2, List.of(new Cell(0, 2), new Cell(1, 2))),
                                new Cage(Operation.MULTIPLY, 3, List.of(new Cell(1, 0), new Cell(2, 0))),
                                new Cage(Operation.ADD, 5, List.of(new Cell(2, 1), new Cell(2, 2)))))
                .withSolution(Grid.ofRows(new int[][] {{2, 3, 1}, {3, 1, 2}, {1, 2, 3}}));

        Hint.Next given = (Hint.Next) Solver.hint(puzzle, new int[9]);
        assertThat(given.steps().getFirst().explanation())
                .isEqualTo("Row 1, column 1 is a cage of one cell with the clue 2, so it must be 2.");

        Hint.Next single = (Hint.Next) Solver.hint(puzzle, new int[] {2, 3, 0, 3, 0, 0, 0, 0, 0});
        assertThat(single.steps())
                .singleElement()
                .satisfies(
                        step -> assertThat(step.explanation())
                                .isEqualTo(
                                        "Every other digit already stands in row 1 or column 3, so row 1, column 3 must be 1."));
        assertThat(single.conclusion()).isEqualTo("So row 1, column 3 is 1.");
    }

    @Test
    void a_hint_keeps_only_the_steps_its_digit_needs() {
        Cell target = new Cell(0, 0), near = new Cell(0, 1), far = new Cell(3, 3), read = new Cell(0, 2);
        Deduction aboutNear = step(near, "near");
        Deduction aboutFar = step(far, "far");
        Deduction aboutRead = step(read, "read");
        Deduction settles = step(target, "settles");

        List<Deduction> kept = Hints.needed(
                List.of(aboutRead, aboutNear, aboutFar, settles),
                List.of(Set.of(read), Set.of(near), Set.of(far), Set.of(target, near)),
                target);

        assertThat(kept)
                .as("the far step touched nothing the others read; the first step only what a dropped one read")
                .containsExactly(aboutNear, settles);
    }

    @Test
    void hints_through_the_samples_are_short_enough_to_read() {
        List<Integer> lengths = new ArrayList<>();
        for (KeenSamples.Sample sample : KeenSamples.all()) {
            Puzzle puzzle = sample.puzzle();
            int n = puzzle.size();
            int[] entries = new int[n * n];
            while (Solver.hint(puzzle, entries) instanceof Hint.Next next) {
                lengths.add(next.steps().size());
                entries[next.cell().index(n)] = next.digit();
            }
        }
        IntSummaryStatistics stats =
                lengths.stream().mapToInt(Integer::intValue).summaryStatistics();
        long oneOrTwo = lengths.stream().filter(l -> l <= 2).count();
        System.out.printf(
                "hints %d, steps per hint: mean %.2f, max %d, one or two steps %d%%%n",
                stats.getCount(), stats.getAverage(), stats.getMax(), 100 * oneOrTwo / stats.getCount());
        assertThat(stats.getAverage()).isLessThan(3);
    }

    private static Deduction step(Cell removedFrom, String text) {
        return new Deduction(
                Technique.SINGLE,
                List.of(removedFrom),
                Map.of(removedFrom, 1 << 2),
                new Reason.CellSingle(removedFrom, 2));
    }

    /** One sentence, capital to full stop, cells named "row R, column C", no leftovers of the old wording. */
    static void readsAsEnglish(String sentence) {
        assertThat(sentence).as("capital first, full stop last").matches("[A-Z].*[^.]\\.");
        assertThat(sentence.substring(0, sentence.length() - 1))
                .as("one sentence")
                .doesNotContain(".");
        assertThat(sentence)
                .doesNotContain("…", "→", "=", "·", "  ", " ,", " ;", ",,")
                .doesNotContainPattern("(?i)\\b(\\w+) \\1\\b")
                .as("cells only as row R, column C")
                .doesNotContainPattern("\\(\\d|[rR]\\d+[cC]\\d+|column \\d+, row|row \\d+ column")
                .as("a or an")
                .doesNotContainPattern("\\ba (8|11)\\b|\\ban (?!8\\b|11\\b)\\d")
                .as("counts in words")
                .doesNotContainPattern("\\b\\d+ cells\\b");
        for (String clause : sentence.substring(0, sentence.length() - 1).split("[,;:]| that ")) {
            Matcher verb =
                    Pattern.compile("\\b(" + String.join("|", VERBS) + ")\\b").matcher(clause);
            int verbs = 0;
            while (verb.find()) verbs++;
            assertThat(verbs).as("verbs in \"%s\" of \"%s\"", clause, sentence).isLessThanOrEqualTo(1);
        }
    }
}
