package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's own scripts and stylesheets stay readable (issue 39, item 5), as the Java does: a
 * script of at most 400 lines (the grid's rules, the largest, are about 370 with the types of the
 * server's messages), a stylesheet of at most 400 (the largest, after calcoolation.css was split by
 * what it styles, is under 350), and a function of at most 40 lines, the Java's method rule. A file
 * past its cap wants splitting where a reader would look for a second thing, not squeezing.
 */
class FrontendSizeTest {

    static final int MOST_SCRIPT_LINES = 400, MOST_STYLESHEET_LINES = 400, MOST_FUNCTION_LINES = 40;

    /**
     * A line that opens a function body: a method of an object ({@code name(args) {}}), a {@code
     * function}, or an arrow function whose body is a block. The body ends at the first line after
     * it that starts with its closing brace at the same indentation, as the scripts are laid out.
     */
    private static final Pattern OPENS = Pattern.compile("^(\\s*)(?!if\\b|for\\b|while\\b|switch\\b|catch\\b|}|//|\\*)"
            + "(.*\\bfunction\\b.*\\{|(async\\s+)?[A-Za-z_$][\\w$]*\\s*\\([^)]*\\)\\s*\\{|.*=>\\s*\\{)\\s*$");

    /** A whole file wrapped in one function that runs at once, {@code (() => { ... })();}: its parts are measured, not it. */
    private static final Pattern WRAPPER = Pattern.compile("^\\s*\\((async\\s*)?(\\(\\)\\s*=>|function)");

    @Test
    void no_script_is_longer_than_four_hundred_lines() {
        assertThat(longer(files("frontend/scripts", ".js"), MOST_SCRIPT_LINES)).isEmpty();
    }

    @Test
    void no_stylesheet_is_longer_than_four_hundred_lines() {
        assertThat(longer(files("frontend/styles", ".css"), MOST_STYLESHEET_LINES))
                .isEmpty();
    }

    @Test
    void no_function_of_a_script_is_longer_than_forty_lines() {
        List<String> longer = new ArrayList<>();
        for (Path script : files("frontend/scripts", ".js")) {
            for (Function function : functions(lines(script)))
                if (function.lines() > MOST_FUNCTION_LINES)
                    longer.add(script + ":" + function.line() + " " + function.head() + ": " + function.lines()
                            + " lines");
        }
        assertThat(longer).isEmpty();
    }

    @Test
    void the_measure_finds_methods_functions_and_arrow_blocks_but_not_a_files_wrapper() {
        List<String> script = List.of(
                "(() => {",
                "    const a = {",
                "        shown(x) {",
                "            if (x) {",
                "                return 1;",
                "            }",
                "        },",
                "    };",
                "    function two() {",
                "        return 2;",
                "    }",
                "    list.forEach(item => {",
                "    });",
                "})();");
        assertThat(functions(script))
                .extracting(Function::head, Function::lines)
                .containsExactly(
                        tuple("shown(x) {", 5), tuple("function two() {", 3), tuple("list.forEach(item => {", 2));
    }

    /** A function's first line (1 on), its head and how many lines it spans, braces included. */
    record Function(int line, String head, int lines) {}

    static List<Function> functions(List<String> lines) {
        List<Function> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher opens = OPENS.matcher(lines.get(i));
            if (!opens.matches() || WRAPPER.matcher(lines.get(i)).find()) continue;
            String close = opens.group(1) + "}";
            for (int j = i + 1; j < lines.size(); j++) {
                if (lines.get(j).startsWith(close)) {
                    found.add(new Function(i + 1, lines.get(i).strip(), j - i + 1));
                    break;
                }
            }
        }
        return found;
    }

    private static List<String> longer(List<Path> files, int most) {
        return files.stream()
                .filter(f -> lines(f).size() > most)
                .map(f -> f + ": " + lines(f).size() + " lines")
                .toList();
    }

    private static List<Path> files(String folder, String ending) {
        try (Stream<Path> files = Files.list(Path.of(folder))) {
            List<Path> found =
                    files.filter(f -> f.toString().endsWith(ending)).sorted().toList();
            assertThat(found).as("files in " + folder).isNotEmpty();
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
