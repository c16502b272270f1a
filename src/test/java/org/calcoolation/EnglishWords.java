package org.calcoolation;

import com.ibm.icu.text.MessagePattern;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of the English bundle that a language does not use itself: a text on a page in that
 * language holding one of them is English left behind. The words are those of the messages' own
 * text, as ICU reads it (not the names of arguments, nor plural or select keywords). A word both
 * bundles write ("Club", "OK", "Calcoolation") proves nothing and is not one of them; so is a word
 * shorter than two letters.
 */
final class EnglishWords {

    /** Letters, with the marks that belong to them; an apostrophe or a hyphen ends a word. */
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}\\p{M}]*");

    /**
     * A chunk of text that is an address or an ID, not words: a path or link (a slash), a puzzle ID
     * or a user name (an underscore), or a colon between two letters or digits ("4:_aa", "https:").
     */
    private static final Pattern CODE = Pattern.compile(".*(/|_|\\w:\\w|\\w://).*");

    private final Set<String> english;

    private EnglishWords(Set<String> english) {
        this.english = english;
    }

    /** The English words that {@code language}'s bundle does not write anywhere. */
    static EnglishWords against(String language) {
        Set<String> words = words(bundle(""));
        words.removeAll(words(bundle(language.equals("en") ? "" : "_" + language)));
        return new EnglishWords(words);
    }

    /** The English words in a text a player reads, each once, in the order met; none in an address or ID. */
    List<String> in(String text) {
        Set<String> found = new LinkedHashSet<>();
        for (String chunk : text.split("\\s+")) {
            if (CODE.matcher(chunk).matches()) continue;
            Matcher words = WORD.matcher(chunk);
            while (words.find()) {
                String word = words.group().toLowerCase(Locale.ROOT);
                if (english.contains(word)) found.add(word);
            }
        }
        return List.copyOf(found);
    }

    /** The bundle's messages, read as the site reads them (UTF-8). */
    static Properties bundle(String suffix) {
        Path file = Path.of("src/main/resources/i18n/messages" + suffix + ".properties");
        Properties messages = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            messages.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return messages;
    }

    private static Set<String> words(Properties bundle) {
        Set<String> words = new HashSet<>();
        for (String message : bundle.stringPropertyNames()) {
            for (String text : literalText(bundle.getProperty(message))) {
                Matcher word = WORD.matcher(text);
                while (word.find())
                    if (word.group().length() >= 2) words.add(word.group().toLowerCase(Locale.ROOT));
            }
        }
        return words;
    }

    /** The stretches of a message that are its own text: what follows a message's start, an argument or a '#'. */
    static List<String> literalText(String message) {
        MessagePattern pattern = new MessagePattern(message);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i + 1 < pattern.countParts(); i++) {
            MessagePattern.Part part = pattern.getPart(i);
            switch (part.getType()) {
                case MSG_START, ARG_LIMIT, SKIP_SYNTAX, INSERT_CHAR, REPLACE_NUMBER ->
                    texts.add(message.substring(
                            part.getLimit(), pattern.getPart(i + 1).getIndex()));
                default -> {}
            }
        }
        return texts;
    }
}
