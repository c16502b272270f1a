package org.calcoolation.learn;

import java.util.List;
import org.calcoolation.engine.solve.Technique;

/**
 * What /learn says about one technique: its idea in plain words (a paragraph each),
 * the Keen ID of the real puzzle its worked example comes from, and the size its practice puzzles
 * are made at (the smallest where the generator meets the technique often).
 */
public record Lesson(Technique technique, List<String> words, String exampleId, int practiseSize) {

    public Lesson {
        words = List.copyOf(words);
        if (words.isEmpty()) throw new IllegalArgumentException("a lesson needs words");
    }

    /** "naked-subset": the technique's own, which hints link to as well. */
    public String slug() {
        return technique.slug();
    }

    public String title() {
        return technique.label();
    }

    /** "learn/naked-subset". */
    public String path() {
        return "learn/" + slug();
    }
}
