package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** No main file grows past 300 lines (issue 26): a file that does wants splitting by what each part owns. */
class SourceSizeTest {

    static final int MOST_LINES = 300;

    @Test
    void no_main_source_file_is_longer_than_three_hundred_lines() throws IOException {
        List<String> longer;
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            longer = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> lines(f) > MOST_LINES)
                    .map(f -> f + ": " + lines(f) + " lines")
                    .toList();
        }
        assertThat(longer).isEmpty();
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
