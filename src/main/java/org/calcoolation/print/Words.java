package org.calcoolation.print;

import org.calcoolation.engine.Difficulty;

/**
 * The booklet's own words (each puzzle's number and level, the answer pages' heading, page numbers,
 * how to play online) in the
 * language of whoever asked for it; {@link #ENGLISH} for the command line and for booklets of other
 * features.
 */
public interface Words {

    /** The heading of the answer pages of the set named so. */
    String answers(String setName);

    String page(int number, int total);

    String howToPlay();

    /** "Puzzle 3", over its grid. */
    String puzzle(int number);

    /** "Hard", after the grid's size. */
    String level(Difficulty level);

    Words ENGLISH = new Words() {
        @Override
        public String answers(String setName) {
            return "Answers · " + setName;
        }

        @Override
        public String page(int number, int total) {
            return "Page " + number + " of " + total;
        }

        @Override
        public String howToPlay() {
            return Booklet.HOW_TO_PLAY;
        }

        @Override
        public String puzzle(int number) {
            return "Puzzle " + number;
        }

        @Override
        public String level(Difficulty level) {
            return level.label();
        }
    };
}
