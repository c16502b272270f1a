package org.calcoolation.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class CageFillingsTest {

    private static final Clock STOPPED = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    private static int full(int n) {
        return ((1 << (n + 1)) - 1) & ~1;
    }

    private static int[] masks(int cells, int mask) {
        return IntStream.range(0, cells).map(i -> mask).toArray();
    }

    private static List<String> fillings(Cage cage, int[] masks) {
        List<String> seen = new ArrayList<>();
        int count = CageFillings.forEach(cage, masks, digits -> seen.add(Arrays.toString(digits)));
        assertThat(count).isEqualTo(seen.size());
        return seen;
    }

    /** Every tuple of allowed digits, kept when it makes the target and repeats nothing in a line: slow and plainly right. */
    private static List<String> bruteForce(Cage cage, int[] masks) {
        List<String> found = new ArrayList<>();
        int k = cage.size();
        int[] digits = new int[k];
        tuples(cage, masks, digits, 0, found);
        return found;
    }

    private static void tuples(Cage cage, int[] masks, int[] digits, int i, List<String> found) {
        if (i == digits.length) {
            for (int a = 0; a < digits.length; a++) {
                for (int b = 0; b < a; b++) {
                    if (digits[a] == digits[b]
                            && cage.cells().get(a).sharesLineWith(cage.cells().get(b))) return;
                }
            }
            if (cage.isSatisfiedBy(digits)) found.add(Arrays.toString(digits));
            return;
        }
        for (int d = 1; d < 31; d++) {
            if ((masks[i] & (1 << d)) == 0) continue;
            digits[i] = d;
            tuples(cage, masks, digits, i + 1, found);
        }
    }

    /** A snake of {@code size} cells from a random start on an n×n grid: rows and columns shared in every way a cage can. */
    private static List<Cell> snake(int n, int size, SplittableRandom random) {
        List<Cell> cells = new ArrayList<>();
        int r = random.nextInt(n), c = random.nextInt(n);
        while (cells.size() < size) {
            Cell cell = new Cell(r, c);
            if (!cells.contains(cell)) cells.add(cell);
            if (random.nextBoolean()) r = Math.floorMod(r + (random.nextBoolean() ? 1 : -1), n);
            else c = Math.floorMod(c + (random.nextBoolean() ? 1 : -1), n);
        }
        cells.sort(null);
        return cells;
    }

    @Test
    void pruning_by_the_least_and_greatest_the_other_cells_can_make_loses_no_filling() {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 400; round++) {
            int n = random.nextInt(3, 8);
            int size = random.nextInt(2, 6);
            List<Cell> cells = snake(n, size, random);
            Operation op = random.nextBoolean() ? Operation.ADD : Operation.MULTIPLY;
            int most = op == Operation.ADD ? size * n + 2 : (int) Math.pow(n, size) + 2;
            Cage cage = new Cage(op, random.nextInt(1, most), cells);
            int[] masks = IntStream.range(0, size)
                    .map(i -> random.nextInt(1 << (n + 1)) & full(n))
                    .toArray();

            assertThat(fillings(cage, masks))
                    .as(cage + " with masks " + Arrays.toString(masks))
                    .containsExactlyElementsOf(bruteForce(cage, masks));
        }
    }

    @Test
    void a_sum_out_of_reach_of_a_whole_grid_cage_is_known_at_once() {
        List<Cell> all =
                IntStream.range(0, 144).mapToObj(i -> Cell.ofIndex(i, 12)).toList();
        for (int target : new int[] {143, 12 * 144 + 1, Integer.MAX_VALUE}) {
            Budget budget = Budget.of(100, Duration.ofSeconds(1), STOPPED);

            int count = CageFillings.forEach(
                    new Cage(Operation.ADD, target, all), masks(144, full(12)), budget, digits -> {});

            assertThat(count).isZero();
            assertThat(budget.spent()).as("steps for a target of " + target).isEqualTo(1);
        }
    }

    @Test
    void a_product_beyond_what_its_cells_can_make_is_known_at_once() {
        List<Cell> six = IntStream.range(0, 6).mapToObj(c -> new Cell(0, c)).toList();
        Budget budget = Budget.of(100, Duration.ofSeconds(1), STOPPED);

        // 9^6 is more than any six digits of a 9×9 make, even with repeats.
        int count = CageFillings.forEach(
                new Cage(Operation.MULTIPLY, 531_441 + 1, six), masks(6, full(9)), budget, digits -> {});

        assertThat(count).isZero();
        assertThat(budget.spent()).isEqualTo(1);
    }

    @Test
    void a_cage_with_more_fillings_than_the_budget_stops_part_way() {
        // The whole 6×6 as one 126+ cage: every one of the 812,851,200 Latin squares of order 6 fills it.
        List<Cell> all =
                IntStream.range(0, 36).mapToObj(i -> Cell.ofIndex(i, 6)).toList();
        Cage cage = new Cage(Operation.ADD, 126, all);
        Budget budget = Budget.of(1_000_000, Duration.ofHours(1), STOPPED);
        int[] visited = {0};

        assertThatThrownBy(() -> CageFillings.forEach(cage, masks(36, full(6)), budget, digits -> visited[0]++))
                .isInstanceOf(Budget.Exhausted.class)
                .hasMessage("gave up after 1000000 steps");
        assertThat(visited[0]).as("fillings visited before the budget ran out").isBetween(1, 1_000_000 / 36);
    }

    @Test
    void the_two_ends_of_an_l_may_share_a_digit_that_its_corner_may_not() {
        // 4+ over (0,0), (0,1), (1,0): the ends are in different lines, so 2 + 1 + 1 is the one way.
        Cage cage = new Cage(Operation.ADD, 4, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 0)));

        int[] options = CageFillings.optionsPerCell(cage, masks(3, full(4)));

        assertThat(options).containsExactly(1 << 2, 1 << 1, 1 << 1);
    }

    @Test
    void extended_subtraction_and_division_take_the_largest_digit_against_the_rest() {
        assertThat(Operation.SUBTRACT.apply(6, 2, 1)).isEqualTo(3);
        assertThat(Operation.SUBTRACT.apply(1, 3, 2)).isZero();
        assertThat(Operation.SUBTRACT.apply(4, 3, 2)).isEqualTo(-1);
        assertThat(Operation.DIVIDE.apply(2, 6, 1)).isEqualTo(3);
        assertThat(Operation.DIVIDE.apply(4, 4, 1)).isEqualTo(1);
        assertThat(Operation.DIVIDE.apply(6, 4, 1)).as("6 / 4 is not whole").isZero();
        // Hand-listed: an L of three cells in a 4×4 grid, whose ends share no line; a − of 0 wants the largest to be
        // the sum
        // of the others: any order of {1, 2, 3} or {1, 3, 4}, and 1-2-1, 2-4-2 with the equal digits at the ends.
        Cage zero = new Cage(Operation.SUBTRACT, 0, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 1)));
        assertThat(fillings(zero, masks(3, full(4))))
                .containsExactlyInAnyOrder(
                        "[1, 2, 3]",
                        "[1, 3, 2]",
                        "[2, 1, 3]",
                        "[2, 3, 1]",
                        "[3, 1, 2]",
                        "[3, 2, 1]",
                        "[1, 3, 4]",
                        "[1, 4, 3]",
                        "[3, 1, 4]",
                        "[3, 4, 1]",
                        "[4, 1, 3]",
                        "[4, 3, 1]",
                        "[1, 2, 1]",
                        "[2, 4, 2]");
        assertThatThrownBy(() -> new Cage(Operation.SUBTRACT, 0, List.of(new Cell(0, 0), new Cell(0, 1))))
                .hasMessageContaining("positive");
        assertThatThrownBy(
                        () -> new Cage(Operation.SUBTRACT, -1, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))))
                .hasMessageContaining("positive or 0, not -1");
    }

    @Test
    void extended_and_hidden_cages_list_exactly_the_fillings_a_plain_search_finds_each_once() {
        SplittableRandom random = new SplittableRandom(11);
        for (int round = 0; round < 300; round++) {
            int n = random.nextInt(3, 7);
            int size = random.nextInt(2, 5);
            List<Cell> cells = snake(n, size, random);
            int[] digits = random.ints(size, 1, n + 1).toArray();
            Cage cage = switch (random.nextInt(3)) {
                case 0 ->
                    new Cage(
                            Operation.SUBTRACT,
                            (int) Math.max(size > 2 ? 0 : 1, Operation.SUBTRACT.apply(digits)),
                            cells);
                case 1 -> new Cage(Operation.DIVIDE, (int) Math.max(1, Operation.DIVIDE.apply(digits)), cells);
                default ->
                    Cage.hidden(
                            (int) Math.max(1, Operation.values()[random.nextInt(4)].apply(digits)),
                            cells,
                            random.nextBoolean());
            };
            int[] masks = IntStream.range(0, size)
                    .map(i -> random.nextInt(1, 1 << n) << 1)
                    .toArray();
            List<String> found = fillings(cage, masks);
            assertThat(found)
                    .as(cage + " " + Arrays.toString(masks))
                    .doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(bruteForce(cage, masks));
        }
    }

    @Test
    void a_hidden_clue_counts_a_filling_that_two_operations_make_once() {
        // 1, 2, 3 make 6 both as a sum and as a product; in a row of three cells its six orders are the only fillings
        // of a hidden 6.
        List<Cell> row = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2));
        Cage hidden = Cage.hidden(6, row, false);
        assertThat(fillings(hidden, masks(3, full(3)))).hasSize(6).doesNotHaveDuplicates();
        assertThat(hidden.clue()).isEqualTo("6");
        assertThat(hidden.isSatisfiedBy(new int[] {3, 2, 1})).isTrue();
        // A domino of 2 hidden: 1+1 cannot be (one line), 2×1, 4−2, 3−1, 4÷2, 2÷1 can; in 1..4 that is 1·2 twice over
        // (× and ÷), 2·4, 1·3.
        Cage domino = Cage.hidden(2, List.of(new Cell(0, 0), new Cell(0, 1)), false);
        assertThat(fillings(domino, masks(2, full(4))))
                .containsExactlyInAnyOrder("[1, 2]", "[2, 1]", "[2, 4]", "[4, 2]", "[1, 3]", "[3, 1]");
    }

    @Test
    void exclusive_or_cages_list_exactly_the_fillings_a_plain_search_finds_each_once() {
        SplittableRandom random = new SplittableRandom(23);
        for (int round = 0; round < 300; round++) {
            // Up to 16, where the digits reach a fifth bit.
            int n = random.nextInt(3, 17);
            int size = random.nextInt(2, n > 9 ? 4 : 5);
            List<Cell> cells = snake(n, size, random);
            int[] digits = random.ints(size, 1, n + 1).toArray();
            int target = (int) Operation.XOR.apply(digits);
            // Two cells make 0 only by repeating a digit, which their shared line forbids: no such clue exists.
            if (target == 0 && size == 2) continue;
            Cage cage = new Cage(Operation.XOR, target, cells);
            int[] masks = IntStream.range(0, size)
                    .map(i -> random.nextInt(1, 1 << n) << 1)
                    .toArray();
            List<String> found = fillings(cage, masks);
            assertThat(found)
                    .as(cage + " " + Arrays.toString(masks))
                    .doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(bruteForce(cage, masks));
        }
    }

    @Test
    void exclusive_or_combines_the_digits_bit_by_bit_and_may_make_0_over_three_cells() {
        assertThat(Operation.XOR.apply(3, 5)).isEqualTo(6);
        assertThat(Operation.XOR.apply(1, 2, 3)).isZero();
        assertThat(Operation.XOR.apply(16, 9, 4)).isEqualTo(29);
        List<Cell> domino = List.of(new Cell(0, 0), new Cell(0, 1));
        // 6 on two cells of a 7×7: 1 and 7, 2 and 4, 3 and 5, each either way round.
        assertThat(fillings(new Cage(Operation.XOR, 6, domino), masks(2, full(7))))
                .containsExactlyInAnyOrder("[1, 7]", "[7, 1]", "[2, 4]", "[4, 2]", "[3, 5]", "[5, 3]");
        assertThat(new Cage(Operation.XOR, 6, domino).clue()).isEqualTo("6⊕");
        List<Cell> row = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2));
        // 0 over a row of three in 1..3: 1, 2 and 3 in any order.
        assertThat(fillings(new Cage(Operation.XOR, 0, row), masks(3, full(3)))).hasSize(6);
        assertThatThrownBy(() -> new Cage(Operation.XOR, 0, domino)).hasMessageContaining("positive");
        // A hidden clue never stands for ⊕: IDs with hidden clues were written before it.
        assertThat(Cage.hidden(6, domino, true).operations()).doesNotContain(Operation.XOR);
        assertThatThrownBy(() -> new Cage(EnumSet.allOf(Operation.class), 6, domino))
                .hasMessageContaining("never ⊕");
    }
}
