package org.calcoolation.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code reach [--variants key,...] [--sizes 3-16] [--seeds 5]}: measures which sizes each variant
 * can be made in at each level, the table the generator keeps to ({@code engine.generate.Reach}),
 * and prints rows in that table's own format. A size is in reach when all its puzzles (seeds 1001
 * on) were made, each within {@link #LIMIT} and the median within {@link #MEDIAN}. After two sizes
 * in a row out of reach, larger ones are not tried: they only take longer.
 */
final class ReachCommand {

    static final Duration LIMIT = Duration.ofSeconds(5);
    static final Duration MEDIAN = Duration.ofSeconds(1);
    static final long FIRST_SEED = 1001;

    private static final int WARM_UP_PUZZLES = 20;

    record Request(List<Variant> variants, int fromSize, int toSize, int seeds) {}

    private ReachCommand() {}

    /** The options as picocli reads them. */
    @Command(
            name = "reach",
            description = {
                "Measures which sizes each variant can be made in at each level (each puzzle within 5 s, the median"
                        + " within 1 s) and prints the rows of the generator's reach table."
            })
    static final class Args {
        @Option(names = "--variants", paramLabel = "key", split = ",", description = "(default: every variant)")
        List<Variant> variants = new ArrayList<>();

        @Option(names = "--sizes", paramLabel = "3-16", description = "a size or a range of sizes (default 3-16)")
        SizeRange sizes = new SizeRange(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE);

        @Option(names = "--seeds", paramLabel = "1..100", description = "puzzles a size (default 5)")
        int seeds = 5;
    }

    static Request parse(List<String> args) {
        Args options = Arguments.parse(new Args(), args);
        SizeRange sizes = options.sizes;
        if (sizes.isEmpty())
            throw new UsageException("reach: --sizes " + sizes.from() + "-" + sizes.to() + " is empty");
        int seeds = Arguments.within("reach", "--seeds", options.seeds, 1, 100);
        List<Variant> variants = options.variants.isEmpty() ? Variant.values() : List.copyOf(options.variants);
        return new Request(variants, sizes.from(), sizes.to(), seeds);
    }

    static void run(Request request, PrintStream out, LongSupplier nanoTime) {
        for (int i = 0; i < WARM_UP_PUZZLES; i++)
            Generator.nanosToMake(6, Difficulty.NORMAL, Variant.STANDARD, -1 - i, LIMIT, nanoTime);
        out.printf(
                "# %d puzzles a size, seeds %d on; in reach: each made within %d s, the median within %d s%n",
                request.seeds(), FIRST_SEED, LIMIT.toSeconds(), MEDIAN.toSeconds());
        StringBuilder header = new StringBuilder(String.format("%-29s", "# variant"));
        for (Difficulty difficulty : Difficulty.values()) header.append(String.format("%-8s", difficulty.key()));
        out.println(header.toString().strip());
        for (Variant variant : request.variants()) {
            StringBuilder row = new StringBuilder(String.format("%-29s", variant.key()));
            for (Difficulty difficulty : Difficulty.values())
                row.append(String.format("%-8s", cell(sizes(request, variant, difficulty, nanoTime))));
            out.println(row.toString().strip());
            out.flush();
        }
    }

    /** The sizes in reach at this level, from the smallest asked; 3×3 has no level above Normal. */
    private static BitSet sizes(Request request, Variant variant, Difficulty difficulty, LongSupplier nanoTime) {
        BitSet reached = new BitSet();
        int missedInARow = 0;
        for (int size = request.fromSize(); size <= request.toSize() && missedInARow < 2; size++) {
            if (size == 3 && difficulty.compareTo(Difficulty.NORMAL) > 0) continue;
            if (inReach(size, difficulty, variant, request.seeds(), nanoTime)) {
                reached.set(size);
                missedInARow = 0;
            } else {
                missedInARow++;
            }
        }
        return reached;
    }

    private static boolean inReach(int size, Difficulty difficulty, Variant variant, int seeds, LongSupplier nanoTime) {
        long[] nanos = new long[seeds];
        for (int i = 0; i < seeds; i++) {
            OptionalLong made = Generator.nanosToMake(size, difficulty, variant, FIRST_SEED + i, LIMIT, nanoTime);
            if (made.isEmpty()) return false;
            nanos[i] = made.getAsLong();
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[(seeds - 1) / 2] < MEDIAN.toNanos();
    }

    /** {@code -} for none, else runs and single sizes such as {@code 4-10,12}, as the table writes them. */
    static String cell(BitSet sizes) {
        if (sizes.isEmpty()) return "-";
        StringBuilder cell = new StringBuilder();
        for (int from = sizes.nextSetBit(0); from >= 0; from = sizes.nextSetBit(from + 1)) {
            int to = sizes.nextClearBit(from) - 1;
            if (!cell.isEmpty()) cell.append(',');
            cell.append(from == to ? Integer.toString(from) : from + "-" + to);
            from = to;
        }
        return cell.toString();
    }
}
