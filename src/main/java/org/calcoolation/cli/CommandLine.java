package org.calcoolation.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;

/**
 * The command-line tools of the jar. They run as plain Java: no Spring, no web server.
 */
public final class CommandLine {

    private static final Set<String> COMMANDS = Set.of("generate", "solve", "bench", "help", "--help", "-h");

    private CommandLine() {}

    /** Whether these program arguments ask for a command-line tool rather than the web app. */
    public static boolean handles(String[] args) {
        return args.length > 0 && COMMANDS.contains(args[0]);
    }

    /** Runs the tool named by {@code args[0]}; returns the exit code (0 done, 1 failed, 2 bad usage). */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        out.println("usage: java -jar calcoolation.jar [generate|solve|bench|help]");
        return 0;
    }
}
