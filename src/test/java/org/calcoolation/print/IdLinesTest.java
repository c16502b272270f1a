package org.calcoolation.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;

/** Pasted Keen IDs become puzzles with their answers, or one plain sentence naming the first line at fault. */
class IdLinesTest {

    static final String WORKED = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
    /** Three rows, each one cage of sum 6: many solutions. */
    static final String AMBIGUOUS = "3:f_6,a6a6a6";

    @Test
    void ids_are_read_in_order_skipping_blank_lines_and_comments() {
        String text = "# my set\n" + WORKED + "\n\n  3:aa_aa_a_,m3s1m6a3  \r\n";
        Gathered read = IdLines.read(text);
        assertThat(read).isInstanceOf(Gathered.Puzzles.class);
        var puzzles = ((Gathered.Puzzles) read).puzzles();
        assertThat(puzzles).extracting(PrintedPuzzle::keenId).containsExactly(WORKED, "3:aa_aa_a_,m3s1m6a3");
        Finding.Unique solved = (Finding.Unique) Solver.solve(KeenCodec.decodeOrThrow(WORKED));
        assertThat(puzzles.getFirst().solution()).isEqualTo(solved.solution());
        assertThat(puzzles.getFirst().level()).isEqualTo(solved.difficulty());
        assertThat(puzzles.getFirst().kind(Words.ENGLISH)).startsWith("4×4 · ");
    }

    @Test
    void a_malformed_id_is_refused_with_its_line_number_and_the_decoders_plain_reason() {
        Gathered read = IdLines.read(WORKED + "\n\n4:_aa_a_ab_5a3,m6d2m4s1s2a6\n");
        assertThat(read).isInstanceOfSatisfying(Gathered.Refused.class, refused -> {
            assertThat(refused.message())
                    .isEqualTo("Line 3: This puzzle ID is cut short: it has 7 cages but only 6 clues.");
            assertThat(refused.line()).isEqualTo(3);
            assertThat(refused.reason().key()).isEqualTo("refusals.id.tooFewClues");
        });
    }

    @Test
    void an_id_with_two_solutions_has_no_answer_key_and_is_refused() {
        assertThat(IdLines.read(AMBIGUOUS))
                .isEqualTo(new Gathered.Refused(
                        Refusal.of(
                                "this puzzle has more than one solution, so it has no answer key.",
                                "refusals.print.ambiguous"),
                        1));
    }

    @Test
    void more_than_twenty_four_ids_are_refused_before_any_is_solved() {
        String text = String.join("\n", Collections.nCopies(25, WORKED));
        assertThat(IdLines.read(text))
                .isEqualTo(new Gathered.Refused(Refusal.of(
                        "There are 25 puzzle IDs; a set holds at most 24.", "refusals.print.tooMany", 25, 24)));
        assertThat(IdLines.read(String.join("\n", Collections.nCopies(24, WORKED))))
                .isInstanceOf(Gathered.Puzzles.class);
    }

    @Test
    void an_empty_paste_is_refused() {
        assertThat(IdLines.read(" \n# only a comment\n"))
                .isEqualTo(new Gathered.Refused(
                        Refusal.of("There are no puzzle IDs here: paste one a line.", "refusals.print.none")));
    }

    @Test
    void a_given_level_in_the_id_is_not_trusted_the_solver_grades() {
        var read = (Gathered.Puzzles) IdLines.read("4du" + WORKED.substring(1));
        assertThat(read.puzzles().getFirst().level()).isNotEqualTo(Difficulty.UNREASONABLE);
    }
}
