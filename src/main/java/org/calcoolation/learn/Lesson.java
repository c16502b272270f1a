package org.calcoolation.learn;

import java.util.List;
import java.util.stream.IntStream;
import org.calcoolation.engine.solve.Technique;

/**
 * What /learn says about one technique: the Keen ID of the real puzzle its worked example comes
 * from, and the size its practice puzzles are made at (the smallest where the generator meets the
 * technique often). Its idea in plain words is in the bundles, a paragraph a key ({@link #words}).
 */
public record Lesson(Technique technique, String exampleId, int practiseSize) {

    /** Paragraphs each lesson says its idea in. */
    static final int PARAGRAPHS = 2;

    /** The bundle keys of the idea's paragraphs: "learn.lesson.NAKED_SUBSET.1", ".2". */
    public List<String> words() {
        return IntStream.rangeClosed(1, PARAGRAPHS)
                .mapToObj(i -> "learn.lesson." + technique.name() + "." + i)
                .toList();
    }

    /** The key of the technique's name, "Naked subset" in English, as hints name it. */
    public String titleKey() {
        return "hint.technique." + technique.name();
    }

    /** "naked-subset": the technique's own, which hints link to as well. */
    public String slug() {
        return technique.slug();
    }

    /** "learn/naked-subset". */
    public String path() {
        return "learn/" + slug();
    }
}
