package org.calcoolation.print;

import java.nio.file.Path;
import java.util.List;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.daily.DailyPuzzleService;

/** Print services for the tests of other packages (the print page's), with the fonts they choose. */
public final class PrintServices {

    private PrintServices() {}

    /**
     * A print service whose fonts are those in {@code folder} alone (calcoolation.print.fonts), not
     * the machine's: an empty folder is a server with no font for Japanese.
     */
    public static PrintService withFontsIn(DailyPuzzleService daily, Path folder) {
        return new PrintService(daily, new BundleMessages(), new FontFinder(List.of(folder), List.of()));
    }

    /** Skips the test, saying why, on a machine with no font for Japanese. */
    public static void assumeJapaneseFont() {
        FontFinderTest.assumeJapaneseFont();
    }
}
