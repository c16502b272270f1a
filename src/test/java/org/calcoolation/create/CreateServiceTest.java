package org.calcoolation.create;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.junit.jupiter.api.Test;

/** The judgement of a puzzle entered by hand: none, one with its grade, several with two, or too hard; plain Java. */
class CreateServiceTest {

    /** Keen's first 6×6 sample, Easy: the newspaper-style puzzle the browser journey enters too. */
    static final KeenSamples.Sample SIX =
            KeenSamples.all().stream().filter(s -> s.size() == 6).findFirst().orElseThrow();

    /** The cage at row 5, column 2 of {@link #SIX} is 1−; as 2− the puzzle has more than one solution. */
    static final Cell CHANGED = new Cell(4, 1);

    static Draft six() {
        return Draft.of(new Puzzle(SIX.size(), SIX.cages()));
    }

    static Judgement judge(Draft draft) {
        return CreateService.judge(draft, Budget.unlimited());
    }

    @Test
    void a_newspaper_puzzle_has_one_solution_its_grade_and_its_keen_id() {
        Judgement judged = judge(six());
        assertThat(judged).isInstanceOf(Judgement.Unique.class);
        Judgement.Unique unique = (Judgement.Unique) judged;
        assertThat(unique.grade()).isEqualTo(Difficulty.EASY);
        assertThat(unique.puzzle().solution()).contains(SIX.solutionGrid());
        assertThat(unique.keenId()).isEqualTo(SIX.id());
        assertThat(KeenCodec.decodeOrThrow(unique.keenId()).cages()).isEqualTo(SIX.cages());
    }

    @Test
    void one_clue_changed_gives_two_solutions_that_differ_where_marked() {
        Draft changed = six().withClue(CHANGED, Clue.parse("2-"));
        Judgement judged = judge(changed);
        assertThat(judged).isInstanceOf(Judgement.Several.class);
        Judgement.Several several = (Judgement.Several) judged;
        assertThat(several.first()).isNotEqualTo(several.second());
        Puzzle puzzle = DraftCheck.puzzle(changed);
        assertThat(puzzle.isSolvedBy(several.first())).isTrue();
        assertThat(puzzle.isSolvedBy(several.second())).isTrue();
        assertThat(several.differing())
                .isNotEmpty()
                .allSatisfy(cell -> assertThat(several.first().digit(cell))
                        .isNotEqualTo(several.second().digit(cell)));
        int same = 36 - several.differing().size();
        assertThat(IntStream.range(0, 36)
                        .mapToObj(i -> Cell.ofIndex(i, 6))
                        .filter(c ->
                                several.first().digit(c) == several.second().digit(c))
                        .count())
                .isEqualTo(same);
    }

    @Test
    void givens_that_clash_in_a_row_have_no_solution() {
        List<DraftCage> ones = IntStream.range(0, 9)
                .mapToObj(i -> new DraftCage(List.of(Cell.ofIndex(i, 3)), Clue.parse("1")))
                .toList();
        assertThat(judge(new Draft(3, ones))).isEqualTo(new Judgement.NoSolution());
    }

    @Test
    void a_puzzle_past_the_budget_is_too_hard_to_check_in_a_sentence() {
        KeenSamples.Sample nine = KeenSamples.all().stream()
                .filter(s -> s.size() == 9)
                .findFirst()
                .orElseThrow();
        Draft draft = Draft.of(new Puzzle(9, nine.cages()));
        assertThat(CreateService.judge(draft, Budget.ofSteps(1)))
                .isEqualTo(new Judgement.TooHard(CreateService.TOO_HARD));
    }

    @Test
    void the_solver_runs_off_the_callers_thread_with_the_import_budget() {
        List<Runnable> queued = new ArrayList<>();
        CreateService service = new CreateService(Clock.systemUTC(), queued::add);
        CompletableFuture<Judgement> later = service.judgeLater(six());
        assertThat(later).isNotDone();
        assertThat(queued).hasSize(1);
        queued.getFirst().run();
        assertThat(later.join()).isInstanceOf(Judgement.Unique.class);
    }

    @Test
    void a_refused_draft_is_answered_at_once_without_solving() {
        List<Runnable> queued = new ArrayList<>();
        CreateService service = new CreateService(Clock.systemUTC(), queued::add);
        CompletableFuture<Judgement> later = service.judgeLater(Draft.empty(6));
        assertThat(later).isDone();
        assertThat(queued).isEmpty();
        assertThat(later.join())
                .isEqualTo(refused(
                        "Row 1, column 1 and 35 more cells are in no cage yet: draw" + " cages over every cell."));
    }

    // ---- bad input: each a plain sentence, nothing solved ----

    static Judgement.Refused refused(String sentence) {
        return new Judgement.Refused(sentence);
    }

    @Test
    void a_cage_of_forty_cells_is_refused() {
        List<Cell> forty =
                IntStream.range(0, 40).mapToObj(i -> Cell.ofIndex(i, 9)).toList();
        Draft draft = Draft.empty(9).draw(forty);
        assertThat(judge(draft))
                .isEqualTo(refused("The cage at row 1, column 1 has 40 cells; a cage may have at most 6."));
    }

    @Test
    void a_clue_of_ten_to_the_twelfth_is_refused() {
        Draft draft = six().withClue(new Cell(0, 0), Clue.parse("1000000000000×"));
        assertThat(judge(draft))
                .isEqualTo(refused("The clue 1000000000000× of the cage at row 1, column 1 cannot be made by 2 digits"
                        + " from 1 to 6 with × (the most they make is 36)."));
        assertThat(Clue.parse("99999999999999999999999+"))
                .contains(new Clue(Long.MAX_VALUE, Optional.of(Operation.ADD)));
        assertThat(Clue.parse("10^12")).isEmpty();
    }

    @Test
    void overlapping_cages_are_refused() {
        List<DraftCage> cages = new ArrayList<>(six().cages());
        cages.add(new DraftCage(List.of(new Cell(2, 2)), Clue.parse("3")));
        assertThat(judge(new Draft(6, cages)))
                .isEqualTo(refused("Row 3, column 3 is in two cages: a cell belongs to one cage only."));
    }

    @Test
    void a_hole_is_refused() {
        assertThat(judge(six().free(new Cell(5, 5)))).isEqualTo(refused("Row 6, column 6 is in no cage yet."));
    }

    @Test
    void a_cage_in_pieces_is_refused() {
        Draft draft = six().free(new Cell(4, 5)).draw(List.of(new Cell(4, 4), new Cell(4, 5)));
        assertThat(judge(draft))
                .isEqualTo(refused("The cage at row 4, column 6 is in pieces: its cells must join side by side."));
    }

    @Test
    void an_operation_that_cannot_fit_its_cells_is_refused() {
        Cell threeCells = new Cell(0, 3);
        assertThat(judge(six().withClue(threeCells, Clue.parse("5-"))))
                .isEqualTo(refused("The clue 5− of the cage at row 1, column 4 cannot be made by 3 digits from 1 to 6"
                        + " with − (the most they make is 4)."));
        assertThat(judge(six().withClue(threeCells, Clue.parse("0/"))))
                .as("0 is a target only for − over three cells or more")
                .isInstanceOf(Judgement.Refused.class);
        Draft single = six().free(new Cell(1, 4)).draw(List.of(new Cell(1, 4)));
        assertThat(judge(single.withClue(new Cell(1, 4), Clue.parse("1/"))))
                .isEqualTo(
                        refused(
                                "The cage at row 2, column 5 is a single cell: its clue is just its digit, such as 4, not 1÷."));
        assertThat(judge(six().withClue(new Cell(0, 0), Clue.parse("6"))))
                .isEqualTo(refused("The clue 6 of the cage at row 1, column 1 needs its operation: +, −, × or ÷."));
    }

    /**
     * − and ÷ over three cells or more are the engine's extended operations (the largest digit less the
     * rest, or divided by their product): the editor takes them, and the ID carries them by the flag X.
     */
    @Test
    void subtraction_and_division_over_three_cells_are_extended_operations_judged_and_carried_by_the_id() {
        Cell threeCells = new Cell(0, 3);
        DraftCage cage = six().cageAt(threeCells).orElseThrow();
        int[] digits =
                cage.cells().stream().mapToInt(c -> SIX.solutionGrid().digit(c)).toArray();
        int judged3 = 0;
        for (Operation op : List.of(Operation.SUBTRACT, Operation.DIVIDE)) {
            long target = op.apply(digits);
            System.out.println("EXTENDED " + op + " of " + java.util.Arrays.toString(digits) + " = " + target);
            if (target < 0 || op == Operation.DIVIDE && target == 0) continue; // no clue of this sign fits these digits
            judged3++;
            Draft draft = six().withClue(threeCells, Optional.of(new Clue(target, Optional.of(op))));

            Judgement judged = judge(draft);

            assertThat(judged)
                    .as(op + " " + target + " over " + cage.cells().size() + " cells")
                    .isInstanceOf(Judgement.Unique.class);
            String id = KeenCodec.encode(DraftCheck.puzzle(draft));
            assertThat(id).startsWith("6X:");
            assertThat(KeenCodec.decodeOrThrow(id).cages())
                    .isEqualTo(DraftCheck.puzzle(draft).cages());
            if (judged instanceof Judgement.Unique unique)
                assertThat(unique.keenId()).isEqualTo(id);
        }
        assertThat(judged3).as("both 0− and 2÷ fit the cage's digits 1, 2, 1").isEqualTo(2);
    }

    @Test
    void a_cage_without_a_clue_is_named() {
        Draft draft = six().withClue(new Cell(0, 0), Optional.empty()).withClue(new Cell(5, 2), Optional.empty());
        assertThat(judge(draft))
                .isEqualTo(refused("The cage at row 1, column 1 has no clue yet; 1 more cage has none."));
    }

    @Test
    void a_size_past_nine_is_refused() {
        assertThat(judge(Draft.empty(12))).isEqualTo(refused("Choose a size from 3 to 9; this grid is 12 × 12."));
    }
}
