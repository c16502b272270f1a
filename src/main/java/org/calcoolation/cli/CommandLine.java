package org.calcoolation.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The command-line tools of the jar: {@code generate}, {@code solve}, {@code bench},
 * {@code reach}, {@code daily} and {@code help}. They run as plain Java, without Spring or a web server.
 */
public final class CommandLine {

    private static final Set<String> COMMANDS =
            Set.of("generate", "solve", "bench", "reach", "daily", "help", "--help", "-h");

    static final String USAGE = """
            usage: java -jar calcoolation.jar <command> [options]
              (no command starts the web app on port 8080)

            generate [--size 3..16] [--difficulty easy|normal|hard|extreme|unreasonable]
                     [--style keen|classic|merge] [--mean-cage 1.5..5.0]
                     [--ops all|addsub|muldiv|add|mul]
                     [--twists hidden|extended|xor, or several joined by commas|none]
                     [--weights add=4,sub=2,mul=3,div=1]
                     [--count K] [--seed S] [--format keen|json]
                prints K new puzzles, one per line (default: 1 puzzle, 6x6 normal, Keen cages, all
                operations, as a Keen game ID). Classic cuts larger cages from polyomino pieces;
                merge joins cells, smaller cages first, to the mean cage size asked (default 2.5,
                tenths at most; cages of at most 6 cells).
                Weights: each operation's chance where several fit a cage, whole numbers 0..9
                (xor= too with the xor twist); one not named weighs 1, 0 leaves it out. Without
                them the operations are kept in balance.
                Twists: hidden clues show only their target (needs --ops all); extended allows
                - and / on cages of three or more cells (needs a mix with - or /); xor adds cages
                whose digits combined by exclusive or make the target (op "^" in JSON; not with hidden).
                Their IDs carry the flags H, X and B after the size, which Keen itself does not read.
                --variant standard|multiplication is the older spelling of --ops all|mul.
                With --seed, puzzle i uses seed S+i, so each can be made again on its own.
            solve
                reads Keen game IDs (with our flags X, H and B too) from stdin, one per line, and prints one JSON object per line:
                status unique|ambiguous|impossible|invalid, the solution and its difficulty, micros.
                A puzzle too hard to check within the budget for imports stops the run (exit code 1).
            bench [--sizes 4-12] [--count N] [--seed S] [--format text|markdown]
                times generating and solving per size, level and variant (fixed seeds), then
                prints the share of cages of each size per style and size.
            reach [--variants key,...] [--sizes 3-16] [--seeds 5]
                measures which sizes each variant can be made in at each level (each puzzle within
                5 s, the median within 1 s) and prints the rows of the generator's reach table.
            daily --date yyyy-mm-dd
                prints the day's six daily puzzles as the site makes them, one line a rung, with the
                site's secret from the environment variable CALCOOLATION_DAILY_SECRET.
            help
                prints this text.
            """;

    private CommandLine() {}

    /** Whether these program arguments ask for a command-line tool rather than the web app. */
    public static boolean handles(String[] args) {
        return args.length > 0 && COMMANDS.contains(args[0]);
    }

    /** Runs the tool named by {@code args[0]}; returns the exit code: 0 done, 1 failed, 2 bad usage. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        List<String> options = Arrays.asList(args).subList(Math.min(1, args.length), args.length);
        try {
            switch (args.length == 0 ? "help" : args[0]) {
                case "generate" ->
                    GenerateCommand.run(GenerateCommand.parse(options, new SplittableRandom()), out, err);
                case "solve" -> {
                    Options.parse("solve", options, Set.of());
                    SolveCommand.run(in, out);
                }
                case "bench" -> BenchCommand.run(BenchCommand.parse(options), out);
                case "reach" -> ReachCommand.run(ReachCommand.parse(options), out, System::nanoTime);
                case "daily" ->
                    DailyCommand.run(DailyCommand.parse(options, System.getenv(DailyCommand.SECRET_VARIABLE)), out);
                case "help", "--help", "-h" -> out.print(USAGE);
                default ->
                    throw new UsageException(
                            "unknown command '" + args[0] + "' (generate, solve, bench, reach, daily or help)");
            }
            out.flush();
            return 0;
        } catch (UsageException e) {
            err.println(e.getMessage());
            return 2;
        } catch (CommandFailure e) {
            out.flush();
            err.println(e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            err.println((args.length > 0 ? args[0] + ": " : "") + "failed: " + e);
            return 1;
        }
    }
}
