package org.calcoolation.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The command-line tools of the jar: {@code generate}, {@code solve}, {@code bench},
 * {@code reach}, {@code daily}, {@code print} and {@code help}. They run as plain Java, without Spring or a web server.
 * Options are read, and usage written, by picocli ({@link Arguments}, {@link Usage}).
 */
public final class Cli {

    private static final Set<String> COMMANDS =
            Set.of("generate", "solve", "bench", "reach", "daily", "print", "help", "--help", "-h");

    private Cli() {}

    /** Whether these program arguments ask for a command-line tool rather than the web app. */
    public static boolean handles(String[] args) {
        return args.length > 0 && COMMANDS.contains(args[0]);
    }

    /** Runs the tool named by {@code args[0]}; returns the exit code: 0 done, 1 failed, 2 bad usage. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        String command = args.length == 0 ? "help" : args[0];
        List<String> options = Arrays.asList(args).subList(Math.min(1, args.length), args.length);
        try {
            if (options.equals(List.of("--help")) || options.equals(List.of("-h"))) {
                out.print(Usage.of(command));
            } else {
                dispatch(command, options, in, out, err);
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

    private static void dispatch(
            String command, List<String> options, InputStream in, PrintStream out, PrintStream err) {
        switch (command) {
            case "generate" -> GenerateCommand.run(GenerateCommand.parse(options, new SplittableRandom()), out, err);
            case "solve" -> {
                Arguments.parse(new SolveCommand.Args(), options);
                SolveCommand.run(in, out);
            }
            case "bench" -> BenchCommand.run(BenchCommand.parse(options), out);
            case "reach" -> ReachCommand.run(ReachCommand.parse(options), out, System::nanoTime);
            case "daily" ->
                DailyCommand.run(DailyCommand.parse(options, System.getenv(DailyCommand.SECRET_VARIABLE)), out);
            case "print" -> PrintCommand.run(PrintCommand.parse(options, in), out);
            case "help", "--help", "-h" -> out.print(options.isEmpty() ? Usage.all() : Usage.of(options.getFirst()));
            default -> throw new UsageException("unknown command '" + command + "' " + Usage.COMMAND_LIST);
        }
    }
}
