package org.calcoolation.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code generate [--size N] [--difficulty D] [--style keen|classic|merge] [--mean-cage 1.5..5.0]
 * [--ops all|addsub|muldiv|add|mul] [--twists hidden,extended,xor|none] [--weights add=4,sub=2,mul=3,div=1]
 * [--count K] [--seed S] [--format keen|json]}: one puzzle per line.
 * With a seed, puzzle i uses seed S+i, so each one can be made again alone.
 * {@code --variant standard|multiplication} is the older spelling of {@code --ops}, kept for scripts;
 * it also takes a variant's key such as {@code keen-all-hidden}.
 */
final class GenerateCommand {

    /** The options as picocli reads them; null where not given, as some defaults follow others. */
    @Command(
            name = "generate",
            description = {
                "Prints K new puzzles, one per line: by default one 6×6 Normal puzzle with Keen cages and all"
                        + " operations, as a Keen game ID. With --seed, puzzle i uses seed S+i, so each can be made"
                        + " again on its own."
            })
    static final class Args {
        @Option(names = "--size", paramLabel = "3..16", description = "the grid's size (default 6)")
        int size = 6;

        @Option(
                names = "--difficulty",
                paramLabel = "easy|normal|hard|extreme|unreasonable",
                description = {
                    "the level (default normal; if the kind is not made at Normal, the nearest level that is, said on stderr)"
                })
        @Nullable
        Difficulty difficulty;

        @Option(
                names = "--style",
                paramLabel = "keen|classic|merge",
                description = {
                    "Keen's cages; Classic cuts larger cages from polyomino pieces; merge joins cells, smaller cages first,"
                            + " to the mean cage size asked"
                })
        @Nullable
        CageStyle style;

        @Option(
                names = "--mean-cage",
                paramLabel = "1.5..5.0",
                description = {
                    "with --style merge: the mean cage size (default 2.5, tenths at most; cages of at most 6 cells)"
                })
        @Nullable
        String meanCage;

        @Option(names = "--ops", paramLabel = "all|addsub|muldiv|add|mul", description = "the operations (default all)")
        @Nullable
        OperationMix ops;

        @Nullable
        Set<Twist> twists;

        @Option(
                names = "--twists",
                paramLabel = "hidden|extended|xor|none",
                description = {
                    "several joined by commas. hidden: clues show only their target (needs --ops all); extended: - and /"
                            + " on cages of three or more cells (needs a mix with - or /); xor: cages whose digits combined"
                            + " by exclusive or make the target (op \"^\" in JSON; not with hidden). IDs carry the flags H,"
                            + " X and B after the size, which Keen itself does not read."
                })
        void twists(String text) {
            twists = GenerateCommand.twists(text);
        }

        @Option(
                names = "--weights",
                paramLabel = "add=4,sub=2,mul=3,div=1",
                description = {
                    "each operation's chance where several fit a cage, whole numbers 0..9 (xor= too with the xor twist);"
                            + " one not named weighs 1, 0 leaves it out. Without them the operations are kept in balance."
                })
        @Nullable
        OperationWeights weights;

        @Option(
                names = "--variant",
                paramLabel = "standard|multiplication",
                description = {"the older spelling of --ops all|mul; also takes a variant's key such as keen-all-hidden"
                })
        @Nullable
        Variant variant;

        @Option(names = "--count", paramLabel = "K", description = "how many puzzles (default 1)")
        int count = 1;

        @Option(names = "--seed", paramLabel = "S", description = "the first puzzle's seed (default: random)")
        @Nullable
        Long seed;

        @Option(names = "--format", paramLabel = "keen|json", description = "Keen game IDs (default) or JSON")
        String format = "keen";
    }

    /** {@code note}: what the command chose that was not asked, said on stderr; empty if nothing. */
    record Request(int size, Difficulty difficulty, Variant variant, int count, long seed, boolean json, String note) {}

    private GenerateCommand() {}

    static Request parse(List<String> args, RandomGenerator random) {
        Args options = Arguments.parse(new Args(), args);
        int size = Arguments.within("generate", "--size", options.size, Puzzle.MIN_SIZE, Puzzle.MAX_SIZE);
        Variant variant = variant(options);
        Difficulty difficulty = options.difficulty == null ? Difficulty.NORMAL : options.difficulty;
        if (!Generator.supports(size, difficulty)) {
            throw new UsageException(
                    "generate: " + difficulty.key() + " puzzles of size " + size + " are not available");
        }
        String note = "";
        if (options.difficulty == null && !Generator.supports(size, difficulty, variant)) {
            // Not told a level: the one nearest Normal that the kind is made at, said aloud.
            Difficulty near = Generator.nearestLevel(size, difficulty, variant).orElse(difficulty);
            if (near != difficulty)
                note = "generate: " + difficulty.key() + " " + variant.key() + " puzzles of size " + size
                        + " are not made; making " + near.key() + ", the nearest level that is";
            difficulty = near;
        }
        if (!Generator.supports(size, difficulty, variant)) {
            throw new UsageException("generate: " + difficulty.key() + " " + variant.key() + " puzzles of size " + size
                    + " are not available (too slow to make; see docs/benchmarks.md, \"Which kinds can be made\")");
        }
        int count = Arguments.within("generate", "--count", options.count, 1, 1_000_000);
        long seed = options.seed == null ? random.nextLong() : options.seed;
        if (!options.format.equals("keen") && !options.format.equals("json")) {
            throw new UsageException("generate: --format must be keen or json, not '" + options.format + "'");
        }
        return new Request(size, difficulty, variant, count, seed, options.format.equals("json"), note);
    }

    /** The kind asked for: each option given, else what the older {@code --variant} said, else the default. */
    private static Variant variant(Args options) {
        Variant older = options.variant == null ? Variant.STANDARD : options.variant;
        if (options.variant != null && options.ops != null)
            throw new UsageException("generate: give --ops or --variant, not both");
        CageStyle style = options.style == null ? older.style() : options.style;
        OperationMix ops = options.ops == null ? older.operations() : options.ops;
        Set<Twist> twists = options.twists == null ? older.twists() : options.twists;
        if (options.meanCage != null && style != CageStyle.MERGE)
            throw new UsageException("generate: --mean-cage goes with --style merge, the cut made to a mean size");
        OperationWeights weights = options.weights == null ? older.weights() : options.weights;
        try {
            int mean = style != CageStyle.MERGE
                    ? 0
                    : options.meanCage != null
                            ? Variant.parseMean(options.meanCage)
                            : older.meanTenths() > 0 ? older.meanTenths() : Variant.DEFAULT_MEAN_TENTHS;
            return new Variant(style, ops, twists, mean, weights);
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        }
    }

    /** {@code hidden}, {@code extended}, {@code xor}, several such as {@code extended,xor}, or {@code none}. */
    static Set<Twist> twists(String text) {
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        if (text.strip().equalsIgnoreCase("none")) return twists;
        for (String word : text.split(",")) twists.add(Twist.parse(word));
        return twists;
    }

    /** {"add":4,"sub":2,...} over the operations the kind uses, or null for the even balance. */
    private static @Nullable Map<String, Integer> weights(Variant variant) {
        if (variant.weights().isEven()) return null;
        Map<String, Integer> weights = new LinkedHashMap<>();
        for (Operation op : variant.used())
            weights.put(OperationWeights.name(op), variant.weights().of(op));
        return weights;
    }

    static void run(Request request, PrintStream out, PrintStream err) {
        if (!request.note().isEmpty()) err.println(request.note());
        Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
        for (int i = 0; i < request.count(); i++) {
            Puzzle puzzle =
                    Generator.generate(request.size(), request.difficulty(), request.variant(), request.seed() + i);
            out.println(request.json() ? json(puzzle, request) : KeenCodec.encode(puzzle));
            for (Cage cage : puzzle.cages())
                if (cage.size() > 1 && !cage.isHidden()) mix.merge(cage.operation(), 1, Integer::sum);
        }
        // The merged cut's balance of operations is watched (issue 45); stderr keeps stdout one puzzle a line.
        if (request.variant().style() == CageStyle.MERGE && !mix.isEmpty()) err.println(mixLine(mix, request));
    }

    /** {@code generate: operations of the cages of two cells or more in 6 hard puzzles: + 60 (48 %), ...}. */
    static String mixLine(Map<Operation, Integer> mix, Request request) {
        int total = mix.values().stream().mapToInt(Integer::intValue).sum();
        StringJoiner line = new StringJoiner(
                ", ",
                "generate: operations of the cages of two cells or more in " + request.count() + " "
                        + request.difficulty().key() + " puzzles: ",
                "");
        for (Map.Entry<Operation, Integer> each : mix.entrySet())
            line.add(String.format(
                    Locale.ROOT,
                    "%s %d (%d %%)",
                    each.getKey().symbol(),
                    each.getValue(),
                    Math.round(100.0 * each.getValue() / total)));
        return line.toString();
    }

    static String json(Puzzle puzzle, Request request) {
        Variant variant = request.variant();
        Json json = new Json()
                .field("size", puzzle.size())
                .field("difficulty", request.difficulty().key())
                .field("style", variant.style().key())
                .field("ops", variant.operations().key())
                .number("meanCage", variant.style() == CageStyle.MERGE ? new BigDecimal(variant.meanCage()) : null)
                .numbers("weights", weights(variant))
                .strings(
                        "twists",
                        variant.twists().stream().sorted().map(Twist::key).toList())
                .field("variant", variant.key())
                .field("id", KeenCodec.encode(puzzle))
                .cages(puzzle.cages());
        puzzle.solution().ifPresent(solution -> json.grid("solution", solution.rows()));
        return json.line();
    }
}
