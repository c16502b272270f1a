package org.calcoolation.base;

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st": a place on a board, said once for every board. */
public final class Ordinal {

    private Ordinal() {}

    public static String of(int n) {
        int lastTwo = n % 100, last = n % 10;
        String suffix =
                lastTwo >= 11 && lastTwo <= 13 ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
        return n + suffix;
    }
}
