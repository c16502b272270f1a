package org.calcoolation.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String stdin, String... args) {
        return Cli.run(
                args,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> outLines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void only_the_tool_words_keep_spring_from_starting() {
        assertThat(Cli.handles(new String[] {"generate"})).isTrue();
        assertThat(Cli.handles(new String[] {"--help"})).isTrue();
        assertThat(Cli.handles(new String[] {})).isFalse();
        assertThat(Cli.handles(new String[] {"--server.port=9090"})).isFalse();
    }

    @Test
    void generate_has_defaults_of_one_normal_six_by_six_standard_puzzle_as_a_keen_id() {
        var request = GenerateCommand.parse(List.of(), new SplittableRandom(7));
        assertThat(request.size()).isEqualTo(6);
        assertThat(request.difficulty()).isEqualTo(Difficulty.NORMAL);
        assertThat(request.variant()).isEqualTo(Variant.STANDARD);
        assertThat(request.count()).isEqualTo(1);
        assertThat(request.json()).isFalse();
    }

    @Test
    void generate_reads_every_option_in_either_spelling() {
        var request = GenerateCommand.parse(
                List.of(
                        "--size",
                        "9",
                        "--difficulty",
                        "hard",
                        "--variant=multiplication",
                        "--count",
                        "10",
                        "--seed",
                        "42",
                        "--format",
                        "json"),
                new SplittableRandom());
        assertThat(request)
                .isEqualTo(
                        new GenerateCommand.Request(9, Difficulty.HARD, Variant.MULTIPLICATION_ONLY, 10, 42, true, ""));
    }

    @Test
    void bad_usage_gives_exit_code_2_and_one_line_on_stderr() {
        assertThat(run("", "generate", "--size", "17")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("generate: --size must be 3..16, not 17\n");
        assertThat(out.size()).isZero();
    }

    @Test
    void unknown_options_values_and_unavailable_levels_are_usage_errors() {
        var random = new SplittableRandom();
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--colour", "red"), random))
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith("generate: unknown option '--colour'");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--difficulty", "brutal"), random))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("unknown difficulty 'brutal'");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--size", "3", "--difficulty", "extreme"), random))
                .hasMessage("generate: extreme puzzles of size 3 are not available");
        assertThatThrownBy(() -> GenerateCommand.parse(
                        List.of("--size", "12", "--difficulty", "unreasonable", "--twists", "hidden"), random))
                .hasMessage("generate: unreasonable keen-all-hidden puzzles of size 12 are not available"
                        + " (too slow to make; see docs/benchmarks.md, \"Which kinds can be made\")");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--count"), random))
                .hasMessage("generate: --count needs a value");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--seed", "x"), random))
                .hasMessage("generate: --seed must be a whole number, not 'x'");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--size", "5", "--size=6"), random))
                .hasMessage("generate: --size given twice");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("size", "5"), random))
                .hasMessageStartingWith("generate: unknown option 'size'");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--=5"), random))
                .hasMessageStartingWith("generate: unknown option '--=5'");
        assertThat(run("", "frobnicate")).isEqualTo(2);
    }

    @Test
    void generate_reads_a_cage_style_and_an_operation_mix_and_writes_them_in_json() {
        var request = GenerateCommand.parse(
                List.of(
                        "--size",
                        "6",
                        "--difficulty",
                        "hard",
                        "--style",
                        "classic",
                        "--ops",
                        "addsub",
                        "--seed",
                        "3",
                        "--format",
                        "json"),
                new SplittableRandom());
        assertThat(request.variant()).isEqualTo(new Variant(CageStyle.CLASSIC, OperationMix.ADD_SUB));

        assertThat(run(
                        "",
                        "generate",
                        "--size",
                        "6",
                        "--difficulty",
                        "hard",
                        "--style",
                        "classic",
                        "--ops",
                        "addsub",
                        "--seed",
                        "3",
                        "--format",
                        "json"))
                .isEqualTo(0);
        String json = out.toString(StandardCharsets.UTF_8);
        assertThat(json)
                .contains("\"style\":\"classic\"", "\"ops\":\"addsub\"")
                .doesNotContain("\"op\":\"*\"", "\"op\":\"/\"");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--ops", "xor"), new SplittableRandom()))
                .hasMessage("generate: unknown operation mix 'xor' (all, addsub, muldiv, add or mul)");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--style", "square"), new SplittableRandom()))
                .hasMessage("generate: unknown cage style 'square' (keen, classic or merge)");
        assertThatThrownBy(() ->
                        GenerateCommand.parse(List.of("--ops", "mul", "--variant", "standard"), new SplittableRandom()))
                .hasMessage("generate: give --ops or --variant, not both");
        assertThatThrownBy(() ->
                        GenerateCommand.parse(List.of("--ops", "mul", "--twists", "hidden"), new SplittableRandom()))
                .hasMessageStartingWith("generate: hidden operators need all four operations");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--twists", "upside-down"), new SplittableRandom()))
                .hasMessage("generate: unknown twist 'upside-down' (hidden, extended or xor)");
    }

    @Test
    void generate_cuts_to_a_mean_cage_size_and_weighs_operations_and_refuses_bad_values_with_exit_2() {
        assertThat(run(
                        "",
                        "generate",
                        "--size",
                        "6",
                        "--style",
                        "merge",
                        "--mean-cage",
                        "3",
                        "--count",
                        "4",
                        "--seed",
                        "5"))
                .isEqualTo(0);
        int[] perOperation = new int[Operation.values().length];
        for (String id : outLines()) {
            Puzzle puzzle = KeenCodec.decodeOrThrow(id);
            assertThat(36.0 / puzzle.cages().size()).as(id).isBetween(2.7, 3.3);
            for (Cage cage : puzzle.cages())
                if (cage.size() > 1) perOperation[cage.operation().ordinal()]++;
        }
        // The merged cut's operation mix, counted here from the IDs, is said on stderr.
        String mix = err.toString(StandardCharsets.UTF_8);
        assertThat(mix).startsWith("generate: operations of the cages of two cells or more in 4 normal puzzles: ");
        for (Operation op : Operation.values())
            if (perOperation[op.ordinal()] > 0)
                assertThat(mix).contains(op.symbol() + " " + perOperation[op.ordinal()] + " (");
        out.reset();
        err.reset();
        assertThat(run(
                        "",
                        "generate",
                        "--size",
                        "5",
                        "--weights",
                        "add=4,sub=2,mul=3,div=0",
                        "--seed",
                        "2",
                        "--format",
                        "json"))
                .isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("\"weights\":{\"add\":4,\"sub\":2,\"mul\":3}", "\"variant\":\"keen-all-w42300\"")
                .doesNotContain("\"op\":\"/\"");

        for (String[] bad : new String[][] {
            {"--style", "merge", "--mean-cage", "0"},
            {"--style", "merge", "--mean-cage", "99"},
            {"--mean-cage", "3"},
            {"--weights", "add=4,pow=1"},
            {"--weights", "add=-1"},
            {"--weights", "add=0,sub=0,mul=0,div=0"},
        }) {
            err.reset();
            String[] args = new String[bad.length + 1];
            args[0] = "generate";
            System.arraycopy(bad, 0, args, 1, bad.length);
            assertThat(run("", args)).as(String.join(" ", bad)).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8))
                    .as(String.join(" ", bad))
                    .startsWith("generate: ")
                    .doesNotContain("Exception", "\tat ");
        }
        assertThatThrownBy(() ->
                        GenerateCommand.parse(List.of("--style", "merge", "--mean-cage", "99"), new SplittableRandom()))
                .hasMessage("generate: a mean cage size runs from 1.5 to 5.0, not 99");
        assertThatThrownBy(() -> GenerateCommand.parse(List.of("--weights", "add=4,pow=1"), new SplittableRandom()))
                .hasMessage("generate: unknown operation 'pow' in the weights (add, sub, mul, div or xor)");
        assertThatThrownBy(() ->
                        GenerateCommand.parse(List.of("--weights", "add=0,mul=0,sub=0,div=0"), new SplittableRandom()))
                .hasMessage("generate: the weights leave every operation of this kind at 0: no cage could take a clue");
        assertThatThrownBy(() -> GenerateCommand.parse(
                        List.of("--twists", "xor", "--weights", "add=0,mul=0,sub=0,div=0,xor=0"),
                        new SplittableRandom()))
                .hasMessage("generate: the weights cannot all be 0: no cage could take a clue");
    }

    @Test
    void generate_makes_twisted_puzzles_whose_ids_and_json_carry_the_twists() {
        var request = GenerateCommand.parse(
                List.of(
                        "--size",
                        "5",
                        "--difficulty",
                        "hard",
                        "--twists",
                        "hidden,extended",
                        "--seed",
                        "3",
                        "--format",
                        "json"),
                new SplittableRandom());
        assertThat(request.variant()).isEqualTo(Variant.parse("keen-all-hidden-extended"));
        assertThat(run(
                        "",
                        "generate",
                        "--size",
                        "5",
                        "--difficulty",
                        "hard",
                        "--twists",
                        "hidden,extended",
                        "--seed",
                        "3",
                        "--format",
                        "json"))
                .isEqualTo(0);
        String json = out.toString(StandardCharsets.UTF_8);
        assertThat(json)
                .contains(
                        "\"twists\":[\"hidden\",\"extended\"]",
                        "\"variant\":\"keen-all-hidden-extended\"",
                        "\"id\":\"5XH:",
                        "\"op\":\"?\"");
        String id = json.substring(json.indexOf("5XH:"), json.indexOf('"', json.indexOf("5XH:")));
        out.reset();
        assertThat(run(id + "\n", "solve")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"status\":\"unique\"");
    }

    @Test
    void bench_times_classic_rows_and_prints_the_share_of_each_cage_size() {
        assertThat(BenchCommand.parse(List.of("--sizes", "9")).rows())
                .contains(new BenchCommand.Row(9, Difficulty.HARD, new Variant(CageStyle.CLASSIC, OperationMix.ALL)));
        assertThat(BenchCommand.parse(List.of("--sizes", "12")).rows())
                .contains(
                        new BenchCommand.Row(12, Difficulty.UNREASONABLE, Variant.STANDARD),
                        new BenchCommand.Row(12, Difficulty.EXTREME, new Variant(CageStyle.CLASSIC, OperationMix.ALL)));
        assertThat(run("", "bench", "--sizes", "4", "--count", "2")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("cage sizes (% of cages)", "4×4 | keen |");
    }

    @Test
    void bench_reads_a_size_range_and_picks_rows_for_it() {
        var request = BenchCommand.parse(List.of("--sizes", "4-5", "--count", "3", "--format", "markdown"));
        assertThat(request.markdown()).isTrue();
        assertThat(request.rows()).hasSize(10).allMatch(row -> row.size() >= 4 && row.size() <= 5);
        assertThat(request.countFor(request.rows().getFirst())).isEqualTo(3);
        assertThat(BenchCommand.parse(List.of("--sizes", "9")).rows())
                .contains(new BenchCommand.Row(9, Difficulty.HARD, Variant.MULTIPLICATION_ONLY));
        assertThatThrownBy(() -> BenchCommand.parse(List.of("--sizes", "9-4")))
                .hasMessage("bench: --sizes 9-4 is empty");
        assertThat(BenchCommand.parse(List.of("--sizes", "6-12", "--variants", "keen-all-hidden,classic-all-extended"))
                        .rows())
                .containsExactly(
                        new BenchCommand.Row(6, Difficulty.HARD, Variant.parse("keen-all-hidden")),
                                new BenchCommand.Row(6, Difficulty.HARD, Variant.parse("classic-all-extended")),
                        new BenchCommand.Row(9, Difficulty.HARD, Variant.parse("keen-all-hidden")),
                                new BenchCommand.Row(9, Difficulty.HARD, Variant.parse("classic-all-extended")),
                        new BenchCommand.Row(12, Difficulty.HARD, Variant.parse("keen-all-hidden")),
                                new BenchCommand.Row(12, Difficulty.HARD, Variant.parse("classic-all-extended")));
        assertThatThrownBy(() -> BenchCommand.parse(List.of("--sizes", "2-4"))).isInstanceOf(UsageException.class);
    }

    @Test
    void percentiles_use_the_nearest_rank() {
        long[] values = {5, 1, 4, 2, 3, 6, 7, 8, 9, 10};
        assertThat(BenchCommand.percentile(values, 50)).isEqualTo(5);
        assertThat(BenchCommand.percentile(values, 90)).isEqualTo(9);
        assertThat(BenchCommand.millis(1_234_000)).isEqualTo("1.23");
    }

    @Test
    void solve_prints_the_unique_solution_of_a_keen_id_and_reports_bad_lines_without_stopping() {
        String keen = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
        assertThat(run(keen + "\n\n  \nnot an id\n", "solve")).isZero();

        List<String> lines = outLines();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0))
                .startsWith("{\"id\":\"" + keen + "\",\"status\":\"unique\",\"solution\":[[")
                .containsPattern("\"difficulty\":\"(easy|normal|hard|extreme|unreasonable)\",\"micros\":\\d+}$");
        assertThat(lines.get(1))
                .startsWith("{\"id\":\"not an id\",\"status\":\"invalid\",\"error\":\"")
                .endsWith("\"}");
    }

    @Test
    void solve_reports_a_puzzle_with_two_solutions_as_ambiguous() {
        // Each row is one 6+ cage: every 3x3 Latin square fits.
        List<Cage> rows = IntStream.range(0, 3)
                .mapToObj(r -> new Cage(Operation.ADD, 6, List.of(new Cell(r, 0), new Cell(r, 1), new Cell(r, 2))))
                .toList();
        String id = KeenCodec.encode(new Puzzle(3, rows));

        assertThat(SolveCommand.solve(id))
                .startsWith("{\"id\":\"" + id + "\",\"status\":\"ambiguous\",\"solutions\":[[[");
    }

    @Test
    void solve_refuses_the_probes_one_cage_link_as_an_invalid_id_and_goes_on() {
        assertThat(run("6:zzj,a126\n4:_aa_a_ab_5a3,m6d2m4s1s2a6d2\n", "solve")).isZero();

        assertThat(outLines()).hasSize(2);
        assertThat(outLines().getFirst())
                .isEqualTo(
                        "{\"id\":\"6:zzj,a126\",\"status\":\"invalid\",\"error\":"
                                + "\"The cage layout at position 2 gives the cage at (0,0) 36 cells, but a cage may have at most 6\"}");
        assertThat(outLines().getLast()).contains("\"status\":\"unique\"");
    }

    @Test
    void solve_stops_at_a_puzzle_too_hard_to_check_with_one_plain_line_and_exit_code_1() {
        // Each row of a 12×12 is two 6-cell cages, the first row's 38+ and 40+: nothing the decoder
        // refuses, yet no solver could tell in a lifetime that it has no solution.
        List<Cage> halves = new ArrayList<>();
        for (int r = 0; r < 12; r++) {
            int row = r;
            halves.add(new Cage(
                    Operation.ADD,
                    r == 0 ? 38 : 39,
                    IntStream.range(0, 6).mapToObj(c -> new Cell(row, c)).toList()));
            halves.add(new Cage(
                    Operation.ADD,
                    r == 0 ? 40 : 39,
                    IntStream.range(6, 12).mapToObj(c -> new Cell(row, c)).toList()));
        }
        String hostile = KeenCodec.encode(new Puzzle(12, halves));
        String keen = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
        // That the work ends is said by the step count in the refusal below (and by the run returning at
        // all), not by a wall-clock bound: a timed assertion failed on a busy machine (5.43 s against 5).
        int exit = run(keen + "\n" + hostile + "\n" + keen + "\n", "solve");

        assertThat(exit).isEqualTo(1);
        assertThat(outLines()).hasSize(1).allMatch(line -> line.contains("\"status\":\"unique\""));
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(
                        "solve: the puzzle " + hostile + " is too hard to check here (gave up after 50000000 steps)\n");
    }

    @Test
    void solve_checks_the_generators_own_twelve_by_twelve_unreasonable_puzzles_whatever_the_machine() {
        // Seeds 1011 to 1013. Before, seed 1011 made a puzzle that needed 129 million steps, more
        // than solve allows, and 1013's took 1 s in a fresh JVM, past the 500 ms solve allowed then.
        assertThat(run(
                        "",
                        "generate",
                        "--size",
                        "12",
                        "--difficulty",
                        "unreasonable",
                        "--count",
                        "3",
                        "--seed",
                        "1011"))
                .isZero();
        String ids = out.toString(StandardCharsets.UTF_8);
        out.reset();

        int exit = run(ids, "solve");

        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(exit).isZero();
        assertThat(outLines())
                .hasSize(3)
                .allMatch(line ->
                        line.contains("\"status\":\"unique\"") && line.contains("\"difficulty\":\"unreasonable\""));
    }

    @Test
    void json_text_is_escaped() {
        assertThat(SolveCommand.solve("a\"b\\c\nd\u0001"))
                .startsWith("{\"id\":\"a\\\"b\\\\c\\nd\\u0001\",\"status\":\"invalid\",\"error\":\"");
    }
}
