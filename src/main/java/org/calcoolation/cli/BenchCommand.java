package org.calcoolation.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Solver;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench [--sizes 4-12] [--variants key,...] [--count N] [--seed S] [--format text|markdown]}:
 * how long generating and solving take, per size and level. Seeds are fixed, so two runs time the
 * same puzzles. {@code --variants} keeps only the rows of those variants, such as {@code keen-all-hidden}.
 */
final class BenchCommand {

    /**
     * The twisted variants timed at 6×6, 9×9 and 12×12 Hard: each twist on both styles, and extended
     * on the narrower mixes.
     */
    private static final List<Variant> TWISTED = Stream.of(
                    "keen-all-hidden",
                    "classic-all-hidden",
                    "keen-all-extended",
                    "classic-all-extended",
                    "keen-all-hidden-extended",
                    "classic-all-hidden-extended",
                    "keen-addsub-extended",
                    "keen-muldiv-extended",
                    "keen-all-xor",
                    "classic-all-xor")
            .map(Variant::parse)
            .toList();

    private static final int WARM_UP_PUZZLES = 20;

    record Row(int size, Difficulty difficulty, Variant variant) {}

    record Request(int fromSize, int toSize, int count, long seed, boolean markdown, Set<Variant> only) {

        Request(int fromSize, int toSize, int count, long seed, boolean markdown) {
            this(fromSize, toSize, count, seed, markdown, Set.of());
        }

        /**
         * The rows to time: every level each size offers with Keen cages; Classic cages at 6×6, 9×9
         * and 12×12 at every level and 10×10, 11×11 at the two hardest; then rows for the other
         * operation mixes, and the twists; only those of the variants asked for, if any, and only
         * kinds the generator makes (12×12 Hard is out of reach for some twisted variants).
         */
        List<Row> rows() {
            return allRows().stream()
                    .filter(row -> only.isEmpty() || only.contains(row.variant()))
                    .filter(row -> Generator.supports(row.size(), row.difficulty(), row.variant()))
                    .toList();
        }

        private List<Row> allRows() {
            List<Row> rows = new ArrayList<>();
            addStandard(rows);
            addClassic(rows);
            addMixes(rows);
            for (int size : new int[] {6, 9, 12}) {
                if (size < fromSize || size > toSize) continue;
                for (Variant variant : TWISTED) rows.add(new Row(size, Difficulty.HARD, variant));
            }
            return rows;
        }

        /** Every level each size offers with Keen cages. */
        private void addStandard(List<Row> rows) {
            for (int size = fromSize; size <= toSize; size++) {
                for (Difficulty difficulty : Difficulty.values()) {
                    if (Generator.supports(size, difficulty)) rows.add(new Row(size, difficulty, Variant.STANDARD));
                }
            }
        }

        /** Classic cages at 6×6, 9×9 and 12×12 at every level, 10×10 and 11×11 at the two hardest. */
        private void addClassic(List<Row> rows) {
            Variant classic = new Variant(CageStyle.CLASSIC, OperationMix.ALL);
            for (int size : new int[] {6, 9, 10, 11, 12}) {
                if (size < fromSize || size > toSize) continue;
                for (Difficulty difficulty : Difficulty.values()) {
                    boolean everyLevel = size % 3 == 0;
                    if (Generator.supports(size, difficulty, classic)
                            && (everyLevel || difficulty.compareTo(Difficulty.EXTREME) >= 0)) {
                        rows.add(new Row(size, difficulty, classic));
                    }
                }
            }
        }

        /** The other operation mixes at Hard, and multiplication only at the levels it is played. */
        private void addMixes(List<Row> rows) {
            for (OperationMix mix : OperationMix.values()) {
                if (mix == OperationMix.ALL || mix == OperationMix.MUL) continue;
                for (CageStyle style : List.of(CageStyle.KEEN, CageStyle.CLASSIC)) {
                    for (Row row : List.of(
                            new Row(6, Difficulty.HARD, new Variant(style, mix)),
                            new Row(9, Difficulty.HARD, new Variant(style, mix)))) {
                        if (row.size() >= fromSize && row.size() <= toSize) rows.add(row);
                    }
                }
            }
            for (Row row : List.of(
                    new Row(6, Difficulty.NORMAL, Variant.MULTIPLICATION_ONLY),
                    new Row(8, Difficulty.HARD, Variant.MULTIPLICATION_ONLY),
                    new Row(9, Difficulty.HARD, Variant.MULTIPLICATION_ONLY),
                    new Row(9, Difficulty.EXTREME, Variant.MULTIPLICATION_ONLY),
                    new Row(9, Difficulty.UNREASONABLE, Variant.MULTIPLICATION_ONLY),
                    new Row(12, Difficulty.HARD, Variant.MULTIPLICATION_ONLY),
                    new Row(9, Difficulty.HARD, new Variant(CageStyle.CLASSIC, OperationMix.MUL)))) {
                if (row.size() >= fromSize && row.size() <= toSize) rows.add(row);
            }
        }

        /** Puzzles per row: as asked, or fewer for the big sizes, which are slow to make. */
        int countFor(Row row) {
            if (count > 0) return count;
            return row.size() <= 7 ? 100 : row.size() <= 9 ? 60 : 25;
        }
    }

    private BenchCommand() {}

    /** The options as picocli reads them. */
    @Command(
            name = "bench",
            description = {
                "Times generating and solving per size, level and variant (fixed seeds), then prints the share of"
                        + " cages of each size per style and size."
            })
    static final class Args {
        @Option(names = "--sizes", paramLabel = "4-12", description = "a size or a range of sizes (default 4-12)")
        SizeRange sizes = new SizeRange(4, 12);

        @Option(
                names = "--variants",
                paramLabel = "key",
                split = ",",
                description = {"only the rows of these variants, such as keen-all-hidden"})
        List<Variant> variants = new ArrayList<>();

        @Option(
                names = "--count",
                paramLabel = "N",
                description = {"puzzles per row (default 100 up to 7×7, 60 for 8×8 and 9×9, 25 above)"})
        @Nullable
        Integer count;

        @Option(names = "--seed", paramLabel = "S", description = "the first seed of each row (default 1)")
        long seed = 1;

        @Option(names = "--format", paramLabel = "text|markdown", description = "a text table (default) or Markdown")
        String format = "text";
    }

    static Request parse(List<String> args) {
        Args options = Arguments.parse(new Args(), args);
        int count = options.count == null ? 0 : Arguments.within("bench", "--count", options.count, 1, 10_000);
        if (!options.format.equals("text") && !options.format.equals("markdown")) {
            throw new UsageException("bench: --format must be text or markdown, not '" + options.format + "'");
        }
        SizeRange sizes = options.sizes;
        if (sizes.isEmpty())
            throw new UsageException("bench: --sizes " + sizes.from() + "-" + sizes.to() + " is empty");
        return new Request(
                sizes.from(),
                sizes.to(),
                count,
                options.seed,
                options.format.equals("markdown"),
                Set.copyOf(options.variants));
    }

    static void run(Request request, PrintStream out) {
        for (int i = 0; i < WARM_UP_PUZZLES; i++)
            Solver.solve(Generator.generate(6, Difficulty.NORMAL, Variant.STANDARD, -1 - i));
        Table table = new Table(request.markdown(), out);
        table.header("size", "variant", "level", "puzzles", "generate median ms", "generate p90 ms", "solve median ms");
        CageSizes cageSizes = new CageSizes();
        for (Row row : request.rows()) {
            int count = request.countFor(row);
            long[] generate = new long[count];
            long[] solve = new long[count];
            // As many untimed puzzles of the row's own kind first (seeds -1, -2, ...): the row is timed as a
            // server that has been up a while runs it, its code compiled by C2, and not while the JIT is still at
            // it (9x9 Hard's median moved between 1.5 and 2.7 ms from one cold run to the next, 1.3-1.4 warmed).
            // keen-times.c gives Keen's C, which needs no JIT, three untimed calls a level.
            for (int i = 1; i <= count; i++)
                Solver.solve(Generator.generate(row.size(), row.difficulty(), row.variant(), -i));
            for (int i = 0; i < count; i++) {
                long start = System.nanoTime();
                Puzzle puzzle = Generator.generate(row.size(), row.difficulty(), row.variant(), request.seed() + i);
                long made = System.nanoTime();
                Solver.solve(puzzle);
                cageSizes.count(row.size(), row.variant().style(), puzzle);
                generate[i] = made - start;
                solve[i] = System.nanoTime() - made;
            }
            table.row(
                    row.size() + "×" + row.size(),
                    row.variant().key(),
                    row.difficulty().key(),
                    Integer.toString(count),
                    millis(percentile(generate, 50)),
                    millis(percentile(generate, 90)),
                    millis(percentile(solve, 50)));
        }
        out.println();
        cageSizes.print(request.markdown(), out);
    }

    /** The nearest-rank percentile. */
    static long percentile(long[] values, int percent) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    static String millis(long nanos) {
        double ms = nanos / 1e6;
        return String.format(Locale.ROOT, ms < 10 ? "%.2f" : ms < 1000 ? "%.1f" : "%.0f", ms);
    }

    /** Prints rows as they are measured: fixed-width text, or a Markdown table. */
    private static final class Table {

        private static final int[] WIDTHS = {7, 27, 12, 7, 18, 15, 15};

        private final boolean markdown;
        private final PrintStream out;

        Table(boolean markdown, PrintStream out) {
            this.markdown = markdown;
            this.out = out;
        }

        void header(String... cells) {
            row(cells);
            if (markdown) out.println("|" + "---|".repeat(3) + "---:|".repeat(4));
        }

        void row(String... cells) {
            StringBuilder line = new StringBuilder(markdown ? "| " : "");
            for (int i = 0; i < cells.length; i++) {
                if (markdown) {
                    line.append(cells[i]).append(" | ");
                } else {
                    String pad = " ".repeat(Math.max(0, WIDTHS[i] - cells[i].length()));
                    line.append(i < 3 ? cells[i] + pad : pad + cells[i]).append(i + 1 < cells.length ? "  " : "");
                }
            }
            out.println(line.toString().stripTrailing());
            out.flush();
        }
    }
}
