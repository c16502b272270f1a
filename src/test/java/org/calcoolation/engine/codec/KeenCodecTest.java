package org.calcoolation.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.KeenSamples.Sample;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class KeenCodecTest {

    private static final String WORKED_EXAMPLE = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";

    static List<Sample> samples() {
        return KeenSamples.all();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void every_keen_sample_decodes_to_its_listed_cages(Sample sample) {
        Puzzle puzzle = valid(sample.id()).puzzle();

        assertThat(puzzle.size()).isEqualTo(sample.size());
        assertThat(puzzle.cages()).containsExactlyInAnyOrderElementsOf(sample.cages());
        assertThat(puzzle.isSolvedBy(sample.solutionGrid())).isTrue();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void every_keen_sample_encodes_back_to_its_exact_id(Sample sample) {
        assertThat(KeenCodec.encode(valid(sample.id()).puzzle())).isEqualTo(sample.id());
    }

    @Test
    void the_worked_example_of_the_format_decodes_to_exactly_its_cages() {
        assertThat(valid(WORKED_EXAMPLE).puzzle().cages())
                .containsExactly(
                        cage(Operation.MULTIPLY, 6, 0, 0, 1, 0, 1, 1),
                        cage(Operation.DIVIDE, 2, 0, 1, 0, 2),
                        cage(Operation.MULTIPLY, 4, 0, 3, 1, 3),
                        cage(Operation.SUBTRACT, 1, 1, 2, 2, 2),
                        cage(Operation.SUBTRACT, 2, 2, 0, 2, 1),
                        cage(Operation.ADD, 6, 2, 3, 3, 2, 3, 3),
                        cage(Operation.DIVIDE, 2, 3, 0, 3, 1));
    }

    @Test
    void an_id_with_only_the_size_says_nothing_about_difficulty_or_variant() {
        DecodeResult.Valid result = valid(WORKED_EXAMPLE);

        assertThat(result.difficulty()).isEmpty();
        assertThat(result.multiplicationOnly()).isFalse();
    }

    @Test
    void the_parameters_give_the_difficulty_and_the_multiplication_only_variant() {
        String description = WORKED_EXAMPLE.substring(1);

        assertThat(valid("4dx" + description).difficulty()).contains(Difficulty.EXTREME);
        assertThat(valid("4dx" + description).multiplicationOnly()).isFalse();
        assertThat(valid("4dum" + description).difficulty()).contains(Difficulty.UNREASONABLE);
        assertThat(valid("4dum" + description).multiplicationOnly()).isTrue();
        assertThat(valid("4m" + description).difficulty()).isEmpty();
        assertThat(valid("4m" + description).multiplicationOnly()).isTrue();
    }

    @Test
    void encoding_with_parameters_writes_the_difficulty_letter_and_the_variant() {
        Puzzle puzzle = KeenCodec.decodeOrThrow(WORKED_EXAMPLE);
        String description = WORKED_EXAMPLE.substring(1);

        assertThat(KeenCodec.encode(puzzle, Difficulty.HARD, Variant.STANDARD)).isEqualTo("4dh" + description);
        assertThat(KeenCodec.encode(puzzle, Difficulty.EASY, Variant.MULTIPLICATION_ONLY))
                .isEqualTo("4dem" + description);
        assertThat(valid(KeenCodec.encode(puzzle, Difficulty.NORMAL, Variant.MULTIPLICATION_ONLY)))
                .isEqualTo(new DecodeResult.Valid(puzzle, Optional.of(Difficulty.NORMAL), true));
    }

    @Test
    void whitespace_around_an_id_is_ignored() {
        assertThat(valid("  \t" + WORKED_EXAMPLE + "\n").puzzle()).isEqualTo(KeenCodec.decodeOrThrow(WORKED_EXAMPLE));
    }

    @ParameterizedTest
    @CsvSource({
        // 132 open vertical lines = five z (25 each) and g (7, then the first horizontal wall).
        "true, 12:z5g_132",
        "false, 12:_132z5g"
    })
    void a_twelve_by_twelve_grid_of_whole_rows_or_columns_uses_z_runs_and_repeat_counts(boolean rows, String layout) {
        List<Cage> lines = new ArrayList<>();
        for (int k = 0; k < 12; k++) lines.add(line(k, rows));
        Puzzle puzzle = new Puzzle(12, lines);
        String id = layout + "," + "a78".repeat(12);

        assertThat(KeenCodec.encode(puzzle)).isEqualTo(id);
        // Such cages are refused from outside (see below), but the runs still read back.
        assertThat(KeenCodec.decodeOrThrow(id)).isEqualTo(puzzle);
    }

    @Test
    void a_cage_of_six_cells_is_let_in_and_one_of_seven_is_refused_with_its_size_and_the_limit() {
        // Row 0 as single cells; below it one cage of row 1 and the first cells of row 2, the rest single.
        for (int cells : new int[] {6, 7}) {
            List<Cage> cages = new ArrayList<>();
            List<Cell> big = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                if (i >= 4 && i < 4 + cells) big.add(Cell.ofIndex(i, 4));
                else cages.add(new Cage(Operation.ADD, 1, List.of(Cell.ofIndex(i, 4))));
            }
            cages.add(new Cage(Operation.ADD, 20, big));
            String id = KeenCodec.encode(new Puzzle(4, cages));

            if (cells == 6) {
                assertThat(valid(id).puzzle()).isEqualTo(new Puzzle(4, cages));
            } else {
                assertThat(technical(KeenCodec.decode(id)))
                        .isEqualTo(new Technical(
                                "The cage layout at position 2 gives the cage at (1,0) 7 cells, but a cage may have at most 6",
                                2));
                assertThat(KeenCodec.decodeOrThrow(id))
                        .as("an ID stored here is read whatever its cages")
                        .isEqualTo(new Puzzle(4, cages));
            }
        }
    }

    @Test
    void an_id_a_megabyte_long_is_refused_by_its_count_of_clues() {
        // How fast is a benchmark's question (no timed unit tests): this says the refusal is the count's.
        String id = WORKED_EXAMPLE + "a5".repeat(500_000);

        DecodeResult result = KeenCodec.decode(id);

        assertThat(technical(result))
                .isEqualTo(new Technical(
                        "Too many clues: the layout has 7 cages but 500007 clues are given", WORKED_EXAMPLE.length()));
    }

    @Test
    void a_run_of_exactly_two_letters_is_written_twice_and_longer_runs_with_a_count() {
        // 3×3 of single cells: thirteen walls in a row.
        List<Cage> givens = new ArrayList<>();
        for (int i = 0; i < 9; i++) givens.add(new Cage(Operation.ADD, i % 3 + 1, List.of(Cell.ofIndex(i, 3))));

        assertThat(KeenCodec.encode(new Puzzle(3, givens))).isEqualTo("3:_13,a1a2a3a1a2a3a1a2a3");
        assertThat(KeenCodec.encode(KeenCodec.decodeOrThrow("3:aa_aa_a_,m3s1m6a3")))
                .isEqualTo("3:aa_aa_a_,m3s1m6a3");
    }

    static IntStream sizes() {
        return IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE);
    }

    @ParameterizedTest
    @MethodSource("sizes")
    void random_cage_layouts_of_every_size_round_trip(int size) {
        Random random = new Random(size * 7919L);
        for (int i = 0; i < 40; i++) {
            Puzzle puzzle = randomPuzzle(size, random);
            String id = KeenCodec.encode(puzzle);

            assertThat(valid(id).puzzle()).as(id).isEqualTo(puzzle);
        }
    }

    static Stream<Arguments> malformedIds() {
        String layout = "4:_aa_a_ab_5a3,";
        return Stream.of(
                Arguments.of(null, "No game ID was given", 0),
                Arguments.of("", "The game ID is empty", 0),
                Arguments.of("4", "Expected ':' after the size at position 1, but the ID ends there", 1),
                Arguments.of("4x:_aa", "Expected ':' after the size at position 1, not 'x'", 1),
                Arguments.of("4dh_aa", "Expected ':' after the parameters at position 3, not '_'", 3),
                Arguments.of("x:_aa", "Expected the grid size at position 0, not 'x'", 0),
                Arguments.of("٤:_aa", "Expected the grid size at position 0, not '٤'", 0),
                Arguments.of("2:a,a1", "Grid size 2 at position 0 is not supported; sizes run from 3 to 16", 0),
                Arguments.of("0:_,a1", "Grid size 0 at position 0 is not supported; sizes run from 3 to 16", 0),
                Arguments.of("17:_313,a1", "Grid size 17 at position 0 is not supported; sizes run from 3 to 16", 0),
                Arguments.of(
                        "99999999999999999999:_",
                        "Grid size 999999999999… at position 0 is not supported; sizes run from 3 to 16",
                        0),
                Arguments.of("4dq:_aa", "Unknown difficulty 'q' at position 2; use e, n, h, x or u", 2),
                Arguments.of("4d", "Expected a difficulty letter (e, n, h, x or u) after 'd' at position 2", 2),
                Arguments.of("4:_aa_a_ab_5a3", "Expected ',' and the clues after the cage layout at position 14", 14),
                Arguments.of("4:_aa_a_Qb_5a3,m6", "Unexpected character 'Q' at position 8 in the cage layout", 8),
                Arguments.of("  4:_aa_a_Qb_5a3,m6", "Unexpected character 'Q' at position 10 in the cage layout", 10),
                Arguments.of("4:_aé", "Unexpected character 'é' at position 4 in the cage layout", 4),
                Arguments.of("4:_a😀,m1", "Unexpected character '😀' at position 4 in the cage layout", 4),
                Arguments.of("4:3a,m1", "The repeat count at position 2 must follow a layout letter", 2),
                Arguments.of("4:a0_,m1", "The repeat count at position 3 must be at least 1", 3),
                Arguments.of("4:_11,m1", "The cage layout describes 10 grid lines but a 4×4 grid has 24", 5),
                Arguments.of("4:,m1", "The cage layout describes 0 grid lines but a 4×4 grid has 24", 2),
                Arguments.of(
                        "4:_999999999999,m1",
                        "The cage layout describes 999999999998 grid lines but a 4×4 grid has 24",
                        2),
                Arguments.of(
                        "4:_aa_a_ab_5a3a,m6d2m4s1s2a6d2",
                        "The cage layout describes 26 grid lines but a 4×4 grid has 24",
                        14),
                Arguments.of(
                        "4:z,m1",
                        "The cage layout must end with a wall, but 'z' at position 2 leaves the last line open",
                        2),
                Arguments.of("3:_13,", "Too few clues: the layout has 9 cages but no clues are given", 6),
                Arguments.of(
                        layout + "m6d2m4s1s2a6",
                        "Too few clues: the layout has 7 cages but only 6 clues are given",
                        27),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d2a5",
                        "Too many clues: the layout has 7 cages but 8 clues are given",
                        29),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d2x", "Unexpected character 'x' at position 29 after the last clue", 29),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d2 a5",
                        "Unexpected character U+0020 at position 29 after the last clue",
                        29),
                Arguments.of(
                        layout + "m6d2m4s1s2s6d2",
                        "Clue 6 is s6 on a cage of 3 cells but the ID does not allow extended operations (flag X after the size)",
                        25),
                Arguments.of(
                        layout + "d6d2m4s1s2a6d2",
                        "Clue 1 is d6 on a cage of 3 cells but the ID does not allow extended operations (flag X after the size)",
                        15),
                Arguments.of(
                        layout + "h6d2m4s1s2a6d2",
                        "Clue 1 at position 15 is hidden ('h'), but the ID does not allow hidden clues (flag H after the size)",
                        15),
                Arguments.of("4XHX:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "The flag 'X' at position 3 is given twice", 3),
                Arguments.of(
                        "3H:_13,a1h2a3a2a3a1a3a1a2",
                        "Clue 2 at position 9 is hidden ('h') on a single cell; a single cell is written as a digit, such as a4",
                        9),
                Arguments.of(
                        "4X:_aa_a_ab_5a3,m6d2m4s1s2s-1d2",
                        "Clue 6 at position 26 has a negative target; targets here are 0 or more",
                        27),
                Arguments.of(
                        "4X:_aa_a_ab_5a3,m6d2m4s0s2a6d2",
                        "Clue target at position 23 must be positive (0 only for − over three or more cells)",
                        23),
                Arguments.of(layout + "m99999999999d2m4s1s2a6d2", "Clue target at position 16 is too large", 16),
                Arguments.of(layout + "m0d2m4s1s2a6d2", "Clue target at position 16 must be positive", 16),
                Arguments.of(
                        layout + "md2m4s1s2a6d2",
                        "The clue at position 15 has no target: expected digits at position 16",
                        16),
                Arguments.of(
                        layout + "q6d2m4s1s2a6d2",
                        "Unexpected character 'q' at position 15 in the clues; a clue starts with a, m, s or d",
                        15),
                Arguments.of(
                        layout + ",m6d2m4s1s2a6d2",
                        "Unexpected character ',' at position 15 in the clues; a clue starts with a, m, s or d",
                        15),
                Arguments.of(
                        "3:_13,a1a2a3a2a3a1a3a1a9",
                        "The clue at position 22 gives the single cell (2,2) the value 9, but a 3×3 grid holds only 1 to 3",
                        23));
    }

    @ParameterizedTest
    @MethodSource("malformedIds")
    void a_malformed_id_is_reported_with_what_is_wrong_and_where(String id, String message, int position) {
        assertThat(technical(KeenCodec.decode(id))).isEqualTo(new Technical(message, position));
    }

    /** The technical half of a refusal: what the command line prints and the page shows second. */
    record Technical(String message, int position) {}

    private static Technical technical(DecodeResult result) {
        assertThat(result).isInstanceOf(DecodeResult.Invalid.class);
        DecodeResult.Invalid invalid = (DecodeResult.Invalid) result;
        return new Technical(invalid.message(), invalid.position());
    }

    /** One ID for every problem, and what a player reads first: no positions, no parser words. */
    static Stream<Arguments> plainMessages() {
        String layout = "4:_aa_a_ab_5a3,";
        return Stream.of(
                Arguments.of(null, Problem.MISSING, "refusals.id.missing", "There is no puzzle ID here."),
                Arguments.of(" ", Problem.EMPTY, "refusals.id.empty", "The puzzle ID is empty."),
                Arguments.of(
                        "x:_aa",
                        Problem.NO_SIZE,
                        "refusals.id.noSize",
                        "This is not a puzzle ID: a puzzle ID starts with the grid’s size, a number from 3 to 16."),
                Arguments.of(
                        "17:_313,a1",
                        Problem.SIZE_UNSUPPORTED,
                        "refusals.id.sizeUnsupported",
                        "This puzzle’s grid size, 17, is not one played here: grids run from 3×3 to 16×16."),
                Arguments.of(
                        "4d",
                        Problem.NO_DIFFICULTY,
                        "refusals.id.noDifficulty",
                        "This puzzle ID is cut short: it ends where its difficulty should be."),
                Arguments.of(
                        "4dq:_aa",
                        Problem.UNKNOWN_DIFFICULTY,
                        "refusals.id.unknownDifficulty",
                        "This puzzle ID names a difficulty this game does not know."),
                Arguments.of(
                        "4",
                        Problem.NO_COLON,
                        "refusals.id.nothingAfterSize",
                        "This puzzle ID is cut short: there is nothing after its size."),
                Arguments.of(
                        "4x:_aa",
                        Problem.NO_COLON,
                        "refusals.id.noColon",
                        "This puzzle ID is mistyped near its start: the size must be followed by ':'."),
                Arguments.of(
                        "4:_aa_a_ab_5a3",
                        Problem.NO_CLUES,
                        "refusals.id.noClues",
                        "This puzzle ID is cut short: it draws the cages but has no clues."),
                Arguments.of(
                        "4:_aa_a_Qb_5a3,m6",
                        Problem.LAYOUT_CHARACTER,
                        "refusals.id.layoutCharacter",
                        "This puzzle ID is mistyped in the part that draws the cages: 'Q' does not belong there."),
                Arguments.of(
                        "4:3a,m1",
                        Problem.COUNT_WITHOUT_LETTER,
                        "refusals.id.countWithoutLetter",
                        "This puzzle ID is mistyped in the part that draws the cages: a number stands where a letter should."),
                Arguments.of(
                        "4:a0_,m1",
                        Problem.COUNT_ZERO,
                        "refusals.id.countZero",
                        "This puzzle ID is mistyped in the part that draws the cages: a count of 0 repeats nothing."),
                Arguments.of(
                        "4:z,m1",
                        Problem.LAYOUT_OPEN_END,
                        "refusals.id.layoutOpenEnd",
                        "This puzzle ID is mistyped in the part that draws the cages: its last cage is left open."),
                Arguments.of(
                        "9:_75,a1",
                        Problem.LINE_COUNT,
                        "refusals.id.lineCount.fewer",
                        "This puzzle ID is cut short or mistyped: it describes 74 grid lines where a 9×9 grid has 144."),
                Arguments.of(
                        "4:_aa_a_ab_5a3a,m6d2m4s1s2a6d2",
                        Problem.LINE_COUNT,
                        "refusals.id.lineCount.more",
                        "This puzzle ID is mistyped: it describes 26 grid lines where a 4×4 grid has 24."),
                Arguments.of(
                        "6:zzj,a126",
                        Problem.CAGE_TOO_BIG,
                        "refusals.id.cageTooBig",
                        "This puzzle has a cage of 36 cells; cages here have at most 6, as bigger ones take too long to check."),
                Arguments.of(
                        "3:_13,",
                        Problem.TOO_FEW_CLUES,
                        "refusals.id.tooFewClues",
                        "This puzzle ID is cut short: it has 9 cages but no clues."),
                Arguments.of(
                        layout + "m6d2m4s1s2a6",
                        Problem.TOO_FEW_CLUES,
                        "refusals.id.tooFewClues",
                        "This puzzle ID is cut short: it has 7 cages but only 6 clues."),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d2a5",
                        Problem.TOO_MANY_CLUES,
                        "refusals.id.tooManyClues",
                        "This puzzle ID is mistyped: it has 8 clues for 7 cages; part of it may be pasted twice."),
                Arguments.of(
                        layout + "q6d2m4s1s2a6d2",
                        Problem.CLUE_CHARACTER,
                        "refusals.id.clueCharacter",
                        "This puzzle ID is mistyped in its clues: each clue starts with a, m, s or d (add, multiply, subtract, divide), not 'q'."),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d2 a5",
                        Problem.AFTER_LAST_CLUE,
                        "refusals.id.afterLastClue",
                        "This puzzle ID is mistyped: a space follows its last clue."),
                Arguments.of(
                        layout + "md2m4s1s2a6d2",
                        Problem.NO_TARGET,
                        "refusals.id.clueNoNumber",
                        "This puzzle ID is mistyped in its clues: a clue has no number."),
                Arguments.of(
                        layout + "m6d2m4s1s2a6d",
                        Problem.NO_TARGET,
                        "refusals.id.lastClueNoNumber",
                        "This puzzle ID is cut short: its last clue has no number."),
                Arguments.of(
                        layout + "m99999999999d2m4s1s2a6d2",
                        Problem.TARGET_TOO_LARGE,
                        "refusals.id.targetTooLarge",
                        "This puzzle has a clue too large for any grid."),
                Arguments.of(
                        layout + "m0d2m4s1s2a6d2",
                        Problem.TARGET_ZERO,
                        "refusals.id.targetZero",
                        "This puzzle has a clue of 0; every clue is at least 1."),
                Arguments.of(
                        layout + "d6d2m4s1s2a6d2",
                        Problem.TWO_CELL_OPERATION,
                        "refusals.id.twoCellOperation",
                        "This puzzle has a division cage of 3 cells; subtraction and division take exactly two."),
                Arguments.of(
                        "3:_13,a1a2a3a2a3a1a3a1a9",
                        Problem.GIVEN_OUT_OF_RANGE,
                        "refusals.id.givenOutOfRange",
                        "This puzzle gives a cell the value 9, but a 3×3 grid holds only 1 to 3."),
                Arguments.of(
                        layout + "h6d2m4s1s2a6d2",
                        Problem.HIDDEN_NOT_ALLOWED,
                        "refusals.id.hiddenNotAllowed",
                        "This puzzle ID is mistyped in its clues: clue 1 hides its operator, but the ID does not say it hides operators."),
                Arguments.of(
                        "4HH:_aa_a_ab_5a3,m6d2m4s1s2a6d2",
                        Problem.FLAG_TWICE,
                        "refusals.id.flagTwice",
                        "This puzzle ID is mistyped near its start: it gives the flag 'H' twice."),
                Arguments.of(
                        "3H:_13,a1h2a3a2a3a1a3a1a2",
                        Problem.HIDDEN_GIVEN,
                        "refusals.id.hiddenGiven",
                        "This puzzle ID is mistyped in its clues: clue 2 hides the operator of a single cell, which has none."),
                Arguments.of(
                        "4X:_aa_a_ab_5a3,m6d2m4s1s2s-1d2",
                        Problem.TARGET_NEGATIVE,
                        "refusals.id.targetNegative",
                        "This puzzle ID is mistyped in its clues: clue 6 is negative; targets are never below 0."),
                Arguments.of(
                        layout + "x6d2m4s1s2a6d2",
                        Problem.XOR_NOT_ALLOWED,
                        "refusals.id.xorNotAllowed",
                        "This puzzle ID is mistyped in its clues: clue 1 is an exclusive or, but the ID does not say it has ⊕ cages."),
                Arguments.of(
                        "4HB:_aa_a_ab_5a3,h6d2m4s1s2a6d2",
                        Problem.FLAGS_CLASH,
                        "refusals.id.flagsClash",
                        "This puzzle ID both hides operators (H) and has ⊕ cages (B), which do not go together here."),
                Arguments.of(
                        "4Z:_aa_a_ab_5a3,m6d2m4s1s2a6d2",
                        Problem.UNKNOWN_FLAG,
                        "refusals.id.unknownFlag",
                        "This puzzle ID is mistyped near its start: 'Z' is no flag of ours; the flags are X, H and B."));
    }

    @ParameterizedTest
    @MethodSource("plainMessages")
    void every_refusal_says_first_in_plain_words_what_is_wrong(String id, Problem problem, String key, String plain) {
        DecodeResult.Invalid invalid = (DecodeResult.Invalid) KeenCodec.decode(id);
        assertThat(invalid.problem()).isEqualTo(problem);
        assertThat(invalid.refusal().key()).as("the key a page words it by").isEqualTo(key);
        assertThat(invalid.plain()).isEqualTo(plain);
    }

    @Test
    void the_plain_messages_cover_every_problem_the_decoder_can_find() {
        assertThat(plainMessages().map(args -> args.get()[1]).distinct())
                .containsExactlyInAnyOrder((Object[]) Problem.values());
    }

    @ParameterizedTest
    @MethodSource("malformedIds")
    void no_plain_message_speaks_of_positions_or_the_layout(String id, String message, int position) {
        String plain = ((DecodeResult.Invalid) KeenCodec.decode(id)).plain();
        assertThat(plain)
                .doesNotContain("position")
                .doesNotContain("layout")
                .doesNotContain("U+")
                .endsWith(".");
    }

    @Test
    void decode_or_throw_gives_the_reason_in_the_exception() {
        assertThatThrownBy(() -> KeenCodec.decodeOrThrow("4:_aa_a_Qb_5a3,m6"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Unexpected character 'Q' at position 8 in the cage layout");
    }

    @Test
    void thousands_of_random_mutations_of_the_samples_never_make_decode_throw() {
        Random random = new Random(20_240_601L);
        String alphabet = "_abcdyz0123456789:,msdxnhe Q-é😀";
        List<String> ids = samples().stream().map(Sample::id).toList();
        int valid = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder id = new StringBuilder(ids.get(random.nextInt(ids.size())));
            for (int edits = 1 + random.nextInt(3); edits > 0; edits--) mutate(id, alphabet, random);

            DecodeResult result = KeenCodec.decode(id.toString());

            assertThat(result).as(id.toString()).isNotNull();
            if (result instanceof DecodeResult.Valid v) {
                valid++;
                // Whatever was accepted must be written and read back to the same puzzle.
                assertThat(valid(KeenCodec.encode(v.puzzle())).puzzle())
                        .as(id.toString())
                        .isEqualTo(v.puzzle());
            } else if (result instanceof DecodeResult.Invalid invalid) {
                assertThat(invalid.position()).as(id.toString()).isBetween(0, id.length());
            }
        }
        assertThat(valid).as("some mutations are still valid IDs").isPositive();
    }

    private static void mutate(StringBuilder id, String alphabet, Random random) {
        int at = random.nextInt(id.length() + 1);
        char c = alphabet.charAt(random.nextInt(alphabet.length()));
        switch (random.nextInt(3)) {
            case 0 -> {
                if (at < id.length()) id.deleteCharAt(at);
            }
            case 1 -> id.insert(at, c);
            default -> {
                if (at < id.length()) id.setCharAt(at, c);
            }
        }
    }

    private static DecodeResult.Valid valid(String id) {
        DecodeResult result = KeenCodec.decode(id);
        assertThat(result).as(id).isInstanceOf(DecodeResult.Valid.class);
        return (DecodeResult.Valid) result;
    }

    private static Cage cage(Operation op, int target, int... rowCols) {
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < rowCols.length; i += 2) cells.add(new Cell(rowCols[i], rowCols[i + 1]));
        return new Cage(op, target, cells);
    }

    private static Cage line(int index, boolean row) {
        List<Cell> cells = new ArrayList<>();
        for (int k = 0; k < 12; k++) cells.add(row ? new Cell(index, k) : new Cell(k, index));
        return new Cage(Operation.ADD, 78, cells);
    }

    /** A random partition into connected cages of 1 to 6 cells with arbitrary clues; no solution needed. */
    private static Puzzle randomPuzzle(int size, Random random) {
        int[] cageOf = new int[size * size];
        Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        for (int start = 0; start < cageOf.length; start++) {
            if (cageOf[start] >= 0) continue;
            List<Cell> cells = new ArrayList<>(List.of(Cell.ofIndex(start, size)));
            cageOf[start] = cages.size();
            int want = 1 + random.nextInt(6);
            while (cells.size() < want) {
                List<Cell> frontier = new ArrayList<>();
                for (Cell c : cells) {
                    for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                        int r = c.row() + d[0], col = c.col() + d[1];
                        if (r >= 0 && r < size && col >= 0 && col < size && cageOf[r * size + col] < 0)
                            frontier.add(new Cell(r, col));
                    }
                }
                if (frontier.isEmpty()) break;
                Collections.shuffle(frontier, random);
                Cell next = frontier.getFirst();
                cageOf[next.index(size)] = cages.size();
                cells.add(next);
            }
            cages.add(randomClue(cells, size, random));
        }
        return new Puzzle(size, cages);
    }

    private static Cage randomClue(List<Cell> cells, int size, Random random) {
        if (cells.size() == 1) return new Cage(Operation.ADD, 1 + random.nextInt(size), cells);
        Operation[] ops = cells.size() == 2
                ? new Operation[] {Operation.ADD, Operation.SUBTRACT, Operation.MULTIPLY, Operation.DIVIDE}
                : new Operation[] {Operation.ADD, Operation.MULTIPLY};
        return new Cage(ops[random.nextInt(ops.length)], 1 + random.nextInt(3000), cells);
    }

    @Test
    void a_plain_keen_id_never_reads_as_extended_or_hidden() {
        Puzzle plain = ((DecodeResult.Valid) KeenCodec.decode("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2")).puzzle();
        assertThat(Variant.readFrom(plain).twists()).isEmpty();
        assertThat(plain.cages()).noneMatch(Cage::isExtended).noneMatch(Cage::isHidden);
        assertThat(KeenCodec.encode(plain)).isEqualTo("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2");
    }

    @Test
    void the_extension_flags_read_extended_clues_zero_targets_and_hidden_clues() {
        // Cage 1 covers three cells: with X it may be a − of 0 or a ÷; with H its clue may hide its operator.
        Puzzle extended = ((DecodeResult.Valid) KeenCodec.decode("4dhX:_aa_a_ab_5a3,s0d2m4s1s2d2d2")).puzzle();
        assertThat(extended.cages().getFirst().operation()).isEqualTo(Operation.SUBTRACT);
        assertThat(extended.cages().getFirst().target()).isZero();
        assertThat(Variant.readFrom(extended).twists()).containsExactly(Twist.EXTENDED_OPERATIONS);
        assertThat(KeenCodec.encode(extended)).isEqualTo("4X:_aa_a_ab_5a3,s0d2m4s1s2d2d2");

        Puzzle hidden = ((DecodeResult.Valid) KeenCodec.decode("4H:_aa_a_ab_5a3,h6h2h4h1h2h6h2")).puzzle();
        assertThat(hidden.cages()).allMatch(Cage::isHidden);
        assertThat(hidden.cages().getFirst().operations()).containsExactlyInAnyOrder(Operation.ADD, Operation.MULTIPLY);
        assertThat(hidden.cages().get(1).operations()).isEqualTo(Operation.ARITHMETIC);
        assertThat(hidden.cages().getFirst().clue()).isEqualTo("6");
        assertThat(KeenCodec.encode(hidden)).isEqualTo("4H:_aa_a_ab_5a3,h6h2h4h1h2h6h2");

        Puzzle both = ((DecodeResult.Valid) KeenCodec.decode("4HX:_aa_a_ab_5a3,h0h2h4h1h2h6h2")).puzzle();
        assertThat(both.cages().getFirst().operations()).isEqualTo(Operation.ARITHMETIC);
        assertThat(KeenCodec.encode(both)).isEqualTo("4XH:_aa_a_ab_5a3,h0h2h4h1h2h6h2");
        assertThat(KeenCodec.decode("4XH:_aa_a_ab_5a3,h0h2h4h1h2h6h2"))
                .isEqualTo(KeenCodec.decode("4HX:_aa_a_ab_5a3,h0h2h4h1h2h6h2"));
    }

    @Test
    void the_flag_b_reads_exclusive_or_clues_and_a_zero_over_three_cells() {
        Puzzle xor = ((DecodeResult.Valid) KeenCodec.decode("4dhB:_aa_a_ab_5a3,x0d2x5s1s2a6d2")).puzzle();
        assertThat(xor.cages().getFirst().operation()).isEqualTo(Operation.XOR);
        assertThat(xor.cages().getFirst().target()).isZero();
        assertThat(xor.cages().get(2).clue()).isEqualTo("5⊕");
        assertThat(Variant.readFrom(xor).twists()).containsExactly(Twist.XOR);
        assertThat(Variant.readFrom(xor).operations()).isEqualTo(OperationMix.ALL);
        assertThat(KeenCodec.encode(xor)).isEqualTo("4B:_aa_a_ab_5a3,x0d2x5s1s2a6d2");
        assertThat(KeenCodec.encode(xor, Difficulty.HARD, Variant.readFrom(xor)))
                .isEqualTo("4dhB:_aa_a_ab_5a3,x0d2x5s1s2a6d2");
    }

    @Test
    void exclusive_or_clues_without_their_flag_or_beside_hidden_ones_are_refused_in_plain_words() {
        assertThat(problem("4:_aa_a_ab_5a3,x1d2x5s1s2a6d2")).isEqualTo(DecodeResult.Problem.XOR_NOT_ALLOWED);
        assertThat(problem("4BH:_aa_a_ab_5a3,x1d2x5s1s2a6d2")).isEqualTo(DecodeResult.Problem.FLAGS_CLASH);
        assertThat(problem("4BB:_aa_a_ab_5a3,x1d2x5s1s2a6d2")).isEqualTo(DecodeResult.Problem.FLAG_TWICE);
        // Two cells in one line never repeat a digit, so their ⊕ is never 0.
        assertThat(problem("4B:_aa_a_ab_5a3,x1d2x0s1s2a6d2")).isEqualTo(DecodeResult.Problem.TARGET_ZERO);
        DecodeResult unknown = KeenCodec.decode("4Q:_aa_a_ab_5a3,x1d2x5s1s2a6d2");
        assertThat(unknown).isInstanceOfSatisfying(DecodeResult.Invalid.class, invalid -> {
            assertThat(invalid.problem()).isEqualTo(DecodeResult.Problem.UNKNOWN_FLAG);
            assertThat(invalid.plain()).contains("'Q'").contains("X, H and B");
        });
    }

    private static DecodeResult.Problem problem(String id) {
        return ((DecodeResult.Invalid) KeenCodec.decode(id)).problem();
    }
}
