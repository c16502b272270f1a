package org.calcoolation.game.ui;

import com.vaadin.flow.component.page.PendingJavaScriptResult;
import com.vaadin.flow.dom.Element;

/**
 * What the play page asks of frontend/scripts/page.js and of the browser itself, spelled once:
 * the names of page.js's functions and the browser's calls appear in no other Java of the game's
 * views. Each entry runs on the element given ({@code this} in the page).
 */
final class PageScript {

    private PageScript() {}

    /**
     * Shows {@code elapsedMillis} on a clock and, while {@code running}, lets the page count on from
     * it, stopping {@code graceMillis} after it last heard from the server, as the server does.
     */
    static void tick(Element clock, long elapsedMillis, boolean running, long graceMillis) {
        clock.executeJs("window.calcoolation.tick(this, $0, $1, $2)", elapsedMillis, running, graceMillis);
    }

    /** Tells the panel whenever its tab goes out of sight or comes back (see GamePanel). */
    static void watchVisibility(Element panel) {
        panel.executeJs("window.calcoolation.watchVisibility(this)");
    }

    /** Makes the button switch the page between light and dark, in the browser only. */
    static void theme(Element button) {
        button.executeJs("window.calcoolation.theme(this)");
    }

    /** Remembers a choice of this screen in the browser's localStorage. */
    static void remember(Element element, String key, String value) {
        element.executeJs("localStorage.setItem($0, $1)", key, value);
    }

    /** Whether the browser's localStorage holds anything but "off" under the key: true when it holds nothing. */
    static PendingJavaScriptResult notOff(Element element, String key) {
        return element.executeJs("return localStorage.getItem($0) !== 'off'", key);
    }

    /** Puts text on the clipboard; the result fails where the browser gives the page no clipboard. */
    static PendingJavaScriptResult copy(Element element, String text) {
        return element.executeJs("return navigator.clipboard.writeText($0)", text);
    }
}
