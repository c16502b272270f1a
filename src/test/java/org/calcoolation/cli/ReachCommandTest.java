package org.calcoolation.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.BitSet;
import java.util.List;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;

/** The command that measures the generator's reach table, and the generator's timed making it rests on. */
class ReachCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Cli.run(
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void cells_are_written_as_the_table_writes_them() {
        assertThat(ReachCommand.cell(new BitSet())).isEqualTo("-");
        assertThat(ReachCommand.cell(sizes(3, 4, 5, 6, 7, 8, 9, 10, 11, 12))).isEqualTo("3-12");
        assertThat(ReachCommand.cell(sizes(4, 5, 6, 7, 8, 9, 10, 12))).isEqualTo("4-10,12");
        assertThat(ReachCommand.cell(sizes(4, 6, 7, 8, 9))).isEqualTo("4,6-9");
        assertThat(ReachCommand.cell(sizes(7))).isEqualTo("7");
    }

    @Test
    void a_run_prints_a_row_per_variant_in_the_tables_format() {
        assertThat(run("reach", "--variants", "keen-all,keen-mul-xor", "--sizes", "3-5", "--seeds", "1"))
                .isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.getFirst()).startsWith("# 1 puzzles a size, seeds 1001 on");
        assertThat(lines.get(1).split("\\s+"))
                .containsExactly("#", "variant", "easy", "normal", "hard", "extreme", "unreasonable");
        // 3×3 has no level above Normal; small grids are made in milliseconds, well within reach.
        assertThat(lines.get(2).split("\\s+")).containsExactly("keen-all", "3-5", "3-5", "4-5", "4-5", "4-5");
        assertThat(lines.get(3).split("\\s+")[0]).isEqualTo("keen-mul-xor");
    }

    @Test
    void bad_options_are_refused_with_exit_code_two_and_a_plain_line() {
        assertThat(run("reach", "--sizes", "2-5")).isEqualTo(2);
        assertThat(run("reach", "--seeds", "0")).isEqualTo(2);
        assertThat(run("reach", "--variants", "keen-all-hidden-xor")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("reach: --sizes must lie within 3..16")
                .contains("do not go together")
                .doesNotContain("Exception");
    }

    @Test
    void making_gives_up_after_its_limit_between_attempts() {
        // A clock that moves a second at each look: past the half-second limit at the first check.
        long[] now = {0};
        assertThat(Generator.nanosToMake(
                        9,
                        Difficulty.HARD,
                        Variant.STANDARD,
                        1,
                        Duration.ofMillis(500),
                        () -> now[0] += 1_000_000_000L))
                .isEmpty();
        // A clock that stands still never runs out: the puzzle is made, in no time by that clock.
        assertThat(Generator.nanosToMake(6, Difficulty.HARD, Variant.STANDARD, 1, Duration.ofMillis(500), () -> 0L))
                .hasValue(0L);
    }

    private static BitSet sizes(int... sizes) {
        BitSet set = new BitSet();
        for (int size : sizes) set.set(size);
        return set;
    }
}
