package org.calcoolation.base.i18n;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What a translator could break in a folder of bundles ({@code messages.properties}, the English
 * base, and {@code messages_xx.properties}): a key English has and the language misses, a key
 * English lacks, a message that ICU cannot read, or one whose arguments differ from English's.
 * Each problem is one plain line naming the file and the key.
 */
final class BundleCheck {

    private BundleCheck() {}

    static List<String> problems(Path folder) {
        Map<String, String> english = read(folder.resolve("messages.properties"));
        List<String> problems = new ArrayList<>();
        english.forEach((key, message) ->
                syntax("messages.properties", key, message, Locale.ENGLISH).ifPresent(problems::add));
        for (Path file : languageFiles(folder)) {
            String name = file.getFileName().toString();
            Locale language = Locale.forLanguageTag(
                    name.replaceAll("^messages_|\\.properties$", "").replace('_', '-'));
            Map<String, String> translated = read(file);
            for (String key : english.keySet())
                if (!translated.containsKey(key)) problems.add(name + ": misses " + key);
            for (String key : translated.keySet())
                if (!english.containsKey(key)) problems.add(name + ": has " + key + ", which English lacks");
            translated.forEach((key, message) -> {
                var broken = syntax(name, key, message, language);
                if (broken.isPresent()) problems.add(broken.get());
                else if (english.containsKey(key)) {
                    Set<String> want = arguments(english.get(key));
                    Set<String> got = arguments(message);
                    if (!want.equals(got))
                        problems.add(name + ": " + key + " has arguments " + got + ", English " + want);
                }
            });
        }
        return problems;
    }

    /** The languages' files, not the English base. */
    static List<Path> languageFiles(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().matches("messages_[A-Za-z_]+\\.properties"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Strictly UTF-8: a file saved in Latin-1 by a translator's editor fails here, not on a page. */
    static Map<String, String> read(Path file) {
        var decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        Properties properties = new Properties();
        try (var reader = new InputStreamReader(Files.newInputStream(file), decoder)) {
            properties.load(reader);
        } catch (CharacterCodingException notUtf8) {
            throw new IllegalArgumentException(file.getFileName() + " is not UTF-8", notUtf8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> messages = new TreeMap<>();
        properties.forEach((key, value) -> messages.put((String) key, (String) value));
        return messages;
    }

    private static java.util.Optional<String> syntax(String file, String key, String message, Locale language) {
        try {
            new MessageFormat(message, ULocale.forLocale(language));
            return java.util.Optional.empty();
        } catch (IllegalArgumentException broken) {
            return java.util.Optional.of(file + ": " + key + " is not ICU MessageFormat: " + broken.getMessage());
        }
    }

    private static Set<String> arguments(String message) {
        return new TreeSet<>(new MessageFormat(message, ULocale.ENGLISH).getArgumentNames());
    }
}
