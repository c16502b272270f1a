package org.calcoolation.game.ui;

import com.vaadin.flow.component.UI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;

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

    /** "Normal", "Schwer": a level as the site names it. */
    static String level(Difficulty level) {
        return of("play.level." + level.key());
    }

    /** "6×6 Normal", "6×6 Hard · Classic · ⊕ cages": as {@link PuzzleKind#label()}, in the page's language. */
    static String kind(PuzzleKind kind) {
        String sized = of("play.kind", kind.size(), level(kind.difficulty()));
        return kind.variant().equals(Variant.STANDARD) ? sized : sized + " · " + variant(kind.variant());
    }

    /** As {@link Variant#label()}: the cut, the mix, the twists and the weights, those that differ from Standard. */
    static String variant(Variant variant) {
        List<String> parts = new ArrayList<>();
        String style = of("play.style." + variant.style().name());
        String cut = variant.style() == CageStyle.MERGE ? style + " " + variant.meanCage() : style;
        String mix = of("play.mix." + variant.operations().name());
        if (variant.operations() != OperationMix.ALL)
            parts.add(variant.style() == CageStyle.KEEN ? mix : cut + " · " + mix);
        else if (variant.style() != CageStyle.KEEN) parts.add(cut);
        else if (variant.twists().isEmpty() && variant.weights().isEven()) parts.add(of("play.variant.standard"));
        variant.twists().stream().sorted().forEach(twist -> parts.add(twist(twist)));
        if (!variant.weights().isEven()) {
            List<String> weights = new ArrayList<>();
            for (Operation op : Operation.values())
                if (variant.used().contains(op))
                    weights.add(op.symbol() + " " + variant.weights().of(op));
            parts.add(of("play.variant.weighted", String.join(" · ", weights)));
        }
        return String.join(" · ", parts);
    }

    static String twist(Twist twist) {
        return of("play.twist." + twist.name());
    }

    /** "row 2, column 3". */
    static String cell(org.calcoolation.engine.Cell cell) {
        return of("play.cell", cell.row() + 1, cell.col() + 1);
    }
}
