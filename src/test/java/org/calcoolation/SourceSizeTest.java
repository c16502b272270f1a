package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sizes that matter (issue 39, item 5): a method a reader can hold at once, and a file that has not become two.
 *
 * <p>A method or constructor counts from its declaration line (after its annotations; the Javadoc is not counted)
 * to its closing brace, blank lines and comments included. Lambdas, anonymous classes and local classes inside it
 * are part of it: they make the method longer to read, so they count toward its length (their own methods are
 * checked too, but they are never longer than the method that holds them). The sources are parsed by the JDK's own
 * compiler (com.sun.source.tree), so text blocks, comments and braces in strings cannot fool the count.
 */
class SourceSizeTest {

    static final int MOST_METHOD_LINES = 40;

    /**
     * A backstop, not a target: short methods can still pile up into a class that owns two things. Well above the
     * longest file today, so nobody squeezes lines to meet it; reaching it is a cue to split by responsibility.
     */
    static final int MOST_FILE_LINES = 600;

    /** Search kernels whose one loop reads best whole; each with the reason it stays long. */
    static final Map<String, String> LONG_ON_PURPOSE = Map.of(
            "ForcingChains.apply",
            "one breadth-first search over (cell, digit) pairs whose queue arrays are made once per call and read whole");

    static final Path MAIN = Path.of("src", "main", "java");

    @Test
    void no_method_is_longer_than_forty_lines() throws IOException {
        List<String> longer = new ArrayList<>();
        for (LongMethod method : longMethods(MAIN)) {
            if (!LONG_ON_PURPOSE.containsKey(method.key())) {
                longer.add(method.toString());
            }
        }
        assertThat(longer)
                .as("methods longer than %d lines: split them into named steps", MOST_METHOD_LINES)
                .isEmpty();
    }

    @Test
    void every_named_exception_is_still_long() throws IOException {
        List<String> keys = longMethods(MAIN).stream().map(LongMethod::key).toList();
        assertThat(keys)
                .as("an exception whose method got short (or renamed) goes from LONG_ON_PURPOSE")
                .containsAll(LONG_ON_PURPOSE.keySet());
    }

    @Test
    void no_main_source_file_is_longer_than_six_hundred_lines() throws IOException {
        List<String> longer;
        try (Stream<Path> files = javaFiles(MAIN)) {
            longer = files.filter(f -> lines(f) > MOST_FILE_LINES)
                    .map(f -> f + ": " + lines(f) + " lines")
                    .toList();
        }
        assertThat(longer).isEmpty();
    }

    @Test
    void the_count_runs_from_the_declaration_to_the_closing_brace(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("Sample.java"), """
                class Sample {
                    /** Javadoc is not counted. */
                    @Deprecated
                    void fortyOne() {
                %s    }

                    Sample() {
                %s        String braces = "}}}";
                    }
                }
                """.formatted(lambdas(39), lambdas(37)));
        assertThat(longMethods(folder))
                .as("41 lines from `void fortyOne()` to its brace; the constructor's 40 are allowed")
                .extracting(LongMethod::toString)
                .containsExactly("Sample.java:4 Sample.fortyOne 41 lines");
    }

    private static String lambdas(int lines) {
        return "        Runnable r = () -> {};\n".repeat(lines);
    }

    record LongMethod(String file, int line, String key, int length) {
        @Override
        public String toString() {
            return file + ":" + line + " " + key + " " + length + " lines";
        }
    }

    static List<LongMethod> longMethods(Path root) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<LongMethod> found = new ArrayList<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
                Stream<Path> paths = javaFiles(root)) {
            JavacTask task = (JavacTask) javac.getTask(
                    null, files, null, List.of("-proc:none"), null, files.getJavaFileObjectsFromPaths(paths.toList()));
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            for (CompilationUnitTree unit : task.parse()) {
                new MethodLengths(unit, positions, root, found).scan(unit, null);
            }
        }
        return found;
    }

    /** Visits every method and constructor of one file, remembering the class it sits in for the message. */
    private static final class MethodLengths extends TreePathScanner<Void, Void> {
        private final CompilationUnitTree unit;
        private final SourcePositions positions;
        private final Path root;
        private final List<LongMethod> found;
        private final String source;
        private String className = "";

        MethodLengths(CompilationUnitTree unit, SourcePositions positions, Path root, List<LongMethod> found)
                throws IOException {
            this.unit = unit;
            this.positions = positions;
            this.root = root;
            this.found = found;
            this.source = unit.getSourceFile().getCharContent(true).toString();
        }

        @Override
        public Void visitClass(ClassTree type, Void unused) {
            String outer = className;
            String name = type.getSimpleName().toString();
            className = name.isEmpty() ? outer : name;
            super.visitClass(type, null);
            className = outer;
            return null;
        }

        @Override
        public Void visitMethod(MethodTree method, Void unused) {
            if (method.getBody() != null) {
                LineMap lines = unit.getLineMap();
                long first = lines.getLineNumber(declarationStart(method));
                long last = lines.getLineNumber(positions.getEndPosition(unit, method));
                int length = (int) (last - first + 1);
                if (length > MOST_METHOD_LINES) {
                    String name = method.getName().contentEquals("<init>")
                            ? className
                            : method.getName().toString();
                    Path file = root.toAbsolutePath()
                            .relativize(Path.of(unit.getSourceFile().toUri()));
                    found.add(new LongMethod(
                            file.toString().replace('\\', '/'), (int) first, className + "." + name, length));
                }
            }
            return super.visitMethod(method, null);
        }

        /** Where the method's own text starts: past its annotations, at the modifiers or the return type. */
        private long declarationStart(MethodTree method) {
            List<? extends AnnotationTree> annotations = method.getModifiers().getAnnotations();
            if (annotations.isEmpty()) {
                return positions.getStartPosition(unit, method);
            }
            int at = (int) positions.getEndPosition(unit, annotations.getLast());
            while (at < source.length() && Character.isWhitespace(source.charAt(at))) {
                at++;
            }
            return at;
        }
    }

    private static Stream<Path> javaFiles(Path root) throws IOException {
        return Files.walk(root).filter(f -> f.toString().endsWith(".java"));
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
