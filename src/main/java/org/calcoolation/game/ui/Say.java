package org.calcoolation.game.ui;

import com.vaadin.flow.component.UI;
import java.util.Locale;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.engine.Cell;

/**
 * The play page's words from the bundles, in the language of the page being drawn; English where no
 * page is (a plain unit test), as the base bundle is.
 */
final class Say {

    private static final BundleMessages OUTSIDE_A_PAGE = new BundleMessages();

    private Say() {}

    static String of(String key, Object... arguments) {
        UI ui = UI.getCurrent();
        return ui == null
                ? OUTSIDE_A_PAGE.getTranslation(key, Locale.ENGLISH, arguments)
                : ui.getTranslation(key, arguments);
    }

    /** In English whatever the page's language: the words tests and the conformance checks compare with. */
    static String english(String key, Object... arguments) {
        return OUTSIDE_A_PAGE.getTranslation(key, Locale.ENGLISH, arguments);
    }

    /** "row 2, column 3". */
    static String cell(Cell cell) {
        return of("play.cell", cell.row() + 1, cell.col() + 1);
    }
}
