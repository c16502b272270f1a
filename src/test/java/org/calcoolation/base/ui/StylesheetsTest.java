package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every stylesheet the app serves reads as it looks (StylesheetCheck): one missing } in
 * comforts.css once swallowed every rule after it, and nothing else noticed (issue 20). Served are
 * the files under {@code frontend} (the build copies its styles to the static resources), under the
 * static resource folders, and the style elements of the HTML pages there.
 */
class StylesheetsTest {

    private static final List<Path> SERVED = List.of(
            Path.of("frontend"),
            Path.of("src/main/resources/META-INF/resources"),
            Path.of("src/main/resources/static"),
            Path.of("src/main/resources/public"),
            Path.of("src/main/resources/resources"));
    private static final Pattern STYLE_ELEMENT = Pattern.compile("(?is)<style[^>]*>(.*?)</style>");
    private static final Pattern STYLESHEET_ANNOTATION = Pattern.compile("@StyleSheet\\(\"([^\"]+)\"\\)");

    @Test
    void every_served_stylesheet_and_style_element_reads_as_it_looks() throws IOException {
        List<String> checked = new ArrayList<>(), problems = new ArrayList<>();
        for (Path file : files(SERVED, ".css")) {
            checked.add(file.toString());
            StylesheetCheck.problems(Files.readString(file)).forEach(problem -> problems.add(file + ", " + problem));
        }
        for (Path page : files(SERVED, ".html")) {
            Matcher style = STYLE_ELEMENT.matcher(Files.readString(page));
            while (style.find()) {
                checked.add(page + " <style>");
                StylesheetCheck.problems(style.group(1))
                        .forEach(problem -> problems.add(page + " <style>, " + problem));
            }
        }
        System.out.println("Stylesheets checked: " + checked);
        assertThat(checked)
                .contains(
                        "frontend/styles/calcoolation.css",
                        "frontend/styles/comforts.css",
                        "frontend/styles/account.css");
        assertThat(problems).isEmpty();
    }

    /** A stylesheet a view names (@StyleSheet) is one this test checks, so none escapes it by living elsewhere. */
    @Test
    void every_stylesheet_a_view_names_is_among_those_checked() throws IOException {
        List<Path> sources = files(List.of(Path.of("src/main/java")), ".java");
        List<String> named = new ArrayList<>();
        for (Path source : sources) {
            Matcher annotation = STYLESHEET_ANNOTATION.matcher(Files.readString(source));
            while (annotation.find()) named.add(annotation.group(1));
        }
        assertThat(named).contains("styles/calcoolation.css", "styles/comforts.css", "styles/account.css");
        for (String name : named) {
            assertThat(SERVED.stream().map(folder -> folder.resolve(name)).filter(Files::isRegularFile))
                    .as("the stylesheet %s is in one of %s", name, SERVED)
                    .isNotEmpty();
        }
    }

    private static List<Path> files(List<Path> folders, String ending) throws IOException {
        List<Path> found = new ArrayList<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) continue;
            try (Stream<Path> walk = Files.walk(folder)) {
                // frontend/generated is Vaadin's development-mode scratch, never served.
                walk.filter(Files::isRegularFile)
                        .filter(file -> file.toString().endsWith(ending))
                        .filter(file -> !file.startsWith(Path.of("frontend/generated")))
                        .sorted()
                        .forEach(found::add);
            }
        }
        return found;
    }
}
