package org.calcoolation.print;

/**
 * The booklet's own words (the answer pages' heading, page numbers, how to play online) in the
 * language of whoever asked for it; {@link #ENGLISH} for the command line and for booklets of other
 * features.
 */
public interface Words {

    /** The heading of the answer pages of the set named so. */
    String answers(String setName);

    String page(int number, int total);

    String howToPlay();

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
    };
}
