package org.calcoolation.cli;

import java.io.PrintStream;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
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

/**
 * {@code generate [--size N] [--difficulty D] [--style keen|classic|merge] [--mean-cage 1.5..5.0]
 * [--ops all|addsub|muldiv|add|mul] [--twists hidden,extended,xor|none] [--weights add=4,sub=2,mul=3,div=1]
 * [--count K] [--seed S] [--format keen|json]}: one puzzle per line.
 * With a seed, puzzle i uses seed S+i, so each one can be made again alone.
 * {@code --variant standard|multiplication} is the older spelling of {@code --ops}, kept for scripts;
 * it also takes a variant's key such as {@code keen-all-hidden}.
 */
final class GenerateCommand {

    private static final Set<String> OPTIONS = Set.of(
            "size",
            "difficulty",
            "style",
            "mean-cage",
            "ops",
            "twists",
            "weights",
            "variant",
            "count",
            "seed",
            "format");

    /** {@code note}: what the command chose that was not asked, said on stderr; empty if nothing. */
    record Request(int size, Difficulty difficulty, Variant variant, int count, long seed, boolean json, String note) {}

    private GenerateCommand() {}

    static Request parse(List<String> args, RandomGenerator random) {
        Options options = Options.parse("generate", args, OPTIONS);
        int size = options.integer("size", 6, Puzzle.MIN_SIZE, Puzzle.MAX_SIZE);
        Difficulty difficulty = options.read("difficulty", Difficulty::parse, "a difficulty", Difficulty.NORMAL);
        Variant older = options.read("variant", Variant::parse, "a variant", Variant.STANDARD);
        if (options.has("variant") && options.has("ops"))
            throw new UsageException("generate: give --ops or --variant, not both");
        CageStyle style = options.read("style", CageStyle::parse, "a cage style", older.style());
        OperationMix ops = options.read("ops", OperationMix::parse, "an operation mix", older.operations());
        Set<Twist> twists = options.read(
                "twists",
                GenerateCommand::twists,
                "twists (hidden, extended or xor, several joined by commas, or none)",
                older.twists());
        if (options.has("mean-cage") && style != CageStyle.MERGE)
            throw new UsageException("generate: --mean-cage goes with --style merge, the cut made to a mean size");
        int mean = style != CageStyle.MERGE
                ? 0
                : options.read(
                        "mean-cage",
                        Variant::parseMean,
                        "a mean cage size",
                        older.meanTenths() > 0 ? older.meanTenths() : Variant.DEFAULT_MEAN_TENTHS);
        OperationWeights weights = options.read("weights", OperationWeights::parse, "weights", older.weights());
        Variant variant;
        try {
            variant = new Variant(style, ops, twists, mean, weights);
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        }
        if (!Generator.supports(size, difficulty)) {
            throw new UsageException(
                    "generate: " + difficulty.key() + " puzzles of size " + size + " are not available");
        }
        String note = "";
        if (!options.has("difficulty") && !Generator.supports(size, difficulty, variant)) {
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
        int count = options.integer("count", 1, 1, 1_000_000);
        long seed = options.longInteger("seed", random.nextLong());
        String format = options.text("format", "keen");
        if (!format.equals("keen") && !format.equals("json")) {
            throw new UsageException("generate: --format must be keen or json, not '" + format + "'");
        }
        return new Request(size, difficulty, variant, count, seed, format.equals("json"), note);
    }

    /** {@code hidden}, {@code extended}, {@code xor}, several such as {@code extended,xor}, or {@code none}. */
    static Set<Twist> twists(String text) {
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        if (text.strip().equalsIgnoreCase("none")) return twists;
        for (String word : text.split(",")) twists.add(Twist.parse(word));
        return twists;
    }

    /** {"add":4,"sub":2,...} over the operations the kind uses, or null for the even balance. */
    private static String weights(Variant variant) {
        if (variant.weights().isEven()) return "null";
        StringBuilder json = new StringBuilder("{");
        for (Operation op : variant.used()) {
            if (json.length() > 1) json.append(',');
            json.append('"')
                    .append(OperationWeights.name(op))
                    .append("\":")
                    .append(variant.weights().of(op));
        }
        return json.append('}').toString();
    }

    static void run(Request request, PrintStream out, PrintStream err) {
        if (!request.note().isEmpty()) err.println(request.note());
        for (int i = 0; i < request.count(); i++) {
            Puzzle puzzle =
                    Generator.generate(request.size(), request.difficulty(), request.variant(), request.seed() + i);
            out.println(request.json() ? json(puzzle, request) : KeenCodec.encode(puzzle));
        }
    }

    static String json(Puzzle puzzle, Request request) {
        Json json = new Json()
                .field("size", puzzle.size())
                .field("difficulty", request.difficulty().key())
                .field("style", request.variant().style().key())
                .field("ops", request.variant().operations().key())
                .raw(
                        "meanCage",
                        request.variant().style() == CageStyle.MERGE
                                ? request.variant().meanCage()
                                : "null")
                .raw("weights", weights(request.variant()))
                .raw(
                        "twists",
                        request.variant().twists().stream()
                                .sorted()
                                .map(t -> "\"" + t.key() + "\"")
                                .toList()
                                .toString()
                                .replace(" ", ""))
                .field("variant", request.variant().key())
                .field("id", KeenCodec.encode(puzzle))
                .cages(puzzle.cages());
        puzzle.solution().ifPresent(solution -> json.field("solution", solution));
        return json.toString();
    }
}
