package org.calcoolation.cli;

import java.io.PrintStream;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;

/**
 * {@code generate [--size N] [--difficulty D] [--style keen|classic] [--ops all|addsub|muldiv|add|mul]
 * [--twists hidden,extended,xor|none] [--count K] [--seed S] [--format keen|json]}: one puzzle per line.
 * With a seed, puzzle i uses seed S+i, so each one can be made again alone.
 * {@code --variant standard|multiplication} is the older spelling of {@code --ops}, kept for scripts;
 * it also takes a variant's key such as {@code keen-all-hidden}.
 */
final class GenerateCommand {

    private static final Set<String> OPTIONS =
            Set.of("size", "difficulty", "style", "ops", "twists", "variant", "count", "seed", "format");

    record Request(int size, Difficulty difficulty, Variant variant, int count, long seed, boolean json) {}

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
        Variant variant;
        try {
            variant = new Variant(style, ops, twists);
        } catch (IllegalArgumentException e) {
            throw new UsageException("generate: " + e.getMessage());
        }
        if (!Generator.supports(size, difficulty)) {
            throw new UsageException(
                    "generate: " + difficulty.key() + " puzzles of size " + size + " are not available");
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
        return new Request(size, difficulty, variant, count, seed, format.equals("json"));
    }

    /** {@code hidden}, {@code extended}, {@code xor}, several such as {@code extended,xor}, or {@code none}. */
    static Set<Twist> twists(String text) {
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        if (text.strip().equalsIgnoreCase("none")) return twists;
        for (String word : text.split(",")) twists.add(Twist.parse(word));
        return twists;
    }

    static void run(Request request, PrintStream out) {
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
