package org.calcoolation.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** {@code --name value} pairs after the command word, checked against the names a command knows. */
final class Options {

    private final String command;
    private final Map<String, String> values;

    private Options(String command, Map<String, String> values) {
        this.command = command;
        this.values = values;
    }

    static Options parse(String command, List<String> args, Set<String> known) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            // "--name value" or "--name=value"; anything else has no name a command knows.
            String option = arg.startsWith("--") ? arg.substring(2) : "";
            int equals = option.indexOf('=');
            String name = equals < 0 ? option : option.substring(0, equals);
            if (!known.contains(name)) {
                throw new UsageException(command + ": unknown option '" + arg + "' "
                        + (known.isEmpty()
                                ? "(it takes no options)"
                                : "(known: --"
                                        + String.join(
                                                ", --", known.stream().sorted().toList()) + ")"));
            }
            String value;
            if (equals >= 0) value = option.substring(equals + 1);
            else if (i + 1 < args.size()) value = args.get(++i);
            else throw new UsageException(command + ": --" + name + " needs a value");
            if (values.containsKey(name)) throw new UsageException(command + ": --" + name + " given twice");
            values.put(name, value);
        }
        return new Options(command, values);
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    int integer(String name, int fallback, int min, int max) {
        if (!has(name)) return fallback;
        int value = read(name, Integer::parseInt, "a whole number");
        if (value < min || value > max)
            throw new UsageException(command + ": --" + name + " must be " + min + ".." + max + ", not " + value);
        return value;
    }

    long longInteger(String name, long fallback) {
        return has(name) ? read(name, Long::parseLong, "a whole number") : fallback;
    }

    /** Reads the option with {@code parser}, turning its IllegalArgumentException into a usage error. */
    <T> T read(String name, Function<String, T> parser, String expected) {
        try {
            return parser.apply(values.get(name));
        } catch (NumberFormatException e) {
            throw new UsageException(
                    command + ": --" + name + " must be " + expected + ", not '" + values.get(name) + "'");
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }

    <T> T read(String name, Function<String, T> parser, String expected, T fallback) {
        return has(name) ? read(name, parser, expected) : fallback;
    }
}
