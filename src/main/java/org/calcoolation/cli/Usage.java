package org.calcoolation.cli;

import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The usage text, written by picocli from the commands' annotated options. */
final class Usage {

    static final String COMMAND_LIST = "(generate, solve, bench, reach, daily, print or help)";

    @Command(
            name = "java -jar calcoolation.jar",
            customSynopsis = "java -jar calcoolation.jar <command> [options]",
            description = "(no command starts the web app on port 8080)",
            commandListHeading = "%nCommands:%n",
            footer = "%nExit code 0 means done, 1 a failure, 2 bad usage (one line on stderr).")
    private static final class Jar {}

    @Command(
            name = "help",
            description = "Prints this text; help <command>, or <command> --help, prints one command's.")
    private static final class Help {}

    private Usage() {}

    /** Every command's usage, one after another. */
    static String all() {
        CommandLine jar = jar();
        StringBuilder text = new StringBuilder(jar.getUsageMessage());
        for (CommandLine command : jar.getSubcommands().values())
            text.append(System.lineSeparator()).append(command.getUsageMessage());
        return text.toString();
    }

    /** One command's usage. */
    static String of(String name) {
        Map<String, CommandLine> commands = jar().getSubcommands();
        if (name.equals("--help") || name.equals("-h")) return all();
        if (!commands.containsKey(name))
            throw new UsageException("help: unknown command '" + name + "' " + COMMAND_LIST);
        return commands.get(name).getUsageMessage();
    }

    private static CommandLine jar() {
        CommandLine jar = Arguments.commandLine(new Jar());
        for (Object command : new Object[] {
            new GenerateCommand.Args(),
            new SolveCommand.Args(),
            new BenchCommand.Args(),
            new ReachCommand.Args(),
            new DailyCommand.Args(),
            new PrintCommand.Args(),
            new Help()
        }) jar.addSubcommand(Arguments.commandLine(command));
        return jar;
    }
}
