package org.calcoolation.cli;

import java.time.LocalDate;
import java.util.List;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Variant;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reads a command's options with picocli into its annotated holder ({@code GenerateCommand.Args}, …),
 * and turns picocli's parse errors into one plain line for stderr, named after the command.
 */
final class Arguments {

    private Arguments() {}

    /** Fills {@code holder} from {@code args}; a {@link UsageException} says what was wrong. */
    static <T> T parse(T holder, List<String> args) {
        // Nothing to read: the holder's defaults stand, without the quarter second of reflection
        // picocli spends building its model in a cold JVM (solve in a pipe, generate alone).
        if (args.isEmpty()) return holder;
        CommandLine line = commandLine(holder);
        try {
            line.parseArgs(args.toArray(String[]::new));
        } catch (ParameterException e) {
            throw new UsageException(line.getCommandName() + ": " + explain(e));
        }
        return holder;
    }

    /**
     * picocli's model of one command, with the engine's own parsers for its values, so that a bad
     * value gets the engine's words ("unknown difficulty 'brutal' (…)"). No {@code @file} arguments:
     * a puzzle's text is never a file name to open. No colours: the text goes to files and tests too.
     */
    static CommandLine commandLine(Object holder) {
        CommandLine line = new CommandLine(holder);
        // Options in the order they are declared, which is by meaning: size before difficulty.
        line.getCommandSpec().usageMessage().sortOptions(false).sortSynopsis(false);
        return line.setExpandAtFiles(false)
                .setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF))
                .registerConverter(Difficulty.class, Difficulty::parse)
                .registerConverter(CageStyle.class, CageStyle::parse)
                .registerConverter(OperationMix.class, OperationMix::parse)
                .registerConverter(Variant.class, Variant::parse)
                .registerConverter(OperationWeights.class, OperationWeights::parse)
                .registerConverter(SizeRange.class, SizeRange::parse)
                .registerConverter(LocalDate.class, LocalDate::parse);
    }

    /** A whole number within {@code min..max}, checked after parsing (picocli has no ranges). */
    static int within(String command, String option, int value, int min, int max) {
        if (value < min || value > max)
            throw new UsageException(command + ": " + option + " must be " + min + ".." + max + ", not " + value);
        return value;
    }

    private static String explain(ParameterException e) {
        return switch (e) {
            case UnmatchedArgumentException unmatched
            when !unmatched.getUnmatched().isEmpty() ->
                "unknown option '" + unmatched.getUnmatched().getFirst() + "' " + known(e.getCommandLine());
            case OverwrittenOptionException twice -> name(twice.getOverwritten()) + " given twice";
            case MissingParameterException missing
            when !missing.getMissing().isEmpty() -> name(missing.getMissing().getFirst()) + " needs a value";
            default -> invalid(e);
        };
    }

    /** A value its parser refused: the parser's own message if it has one, else what was expected. */
    private static String invalid(ParameterException e) {
        ArgSpec spec = e.getArgSpec();
        Class<?> type = spec == null ? Object.class : spec.type();
        boolean whole = type == int.class || type == long.class || type == Integer.class || type == Long.class;
        if (spec != null && whole) return name(spec) + " must be a whole number, not '" + e.getValue() + "'";
        if (e.getCause() instanceof IllegalArgumentException refused && refused.getMessage() != null)
            return refused.getMessage();
        if (spec != null) return name(spec) + " must be " + spec.paramLabel() + ", not '" + e.getValue() + "'";
        return e.getMessage();
    }

    private static String known(CommandLine line) {
        List<String> names = line.getCommandSpec().options().stream()
                .map(OptionSpec::longestName)
                .sorted()
                .toList();
        return names.isEmpty() ? "(it takes no options)" : "(known: " + String.join(", ", names) + ")";
    }

    private static String name(ArgSpec spec) {
        return spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
    }
}
