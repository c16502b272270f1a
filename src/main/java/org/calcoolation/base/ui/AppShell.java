package org.calcoolation.base.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.component.page.ColorScheme;
import com.vaadin.flow.component.page.Inline;
import com.vaadin.flow.component.page.Meta;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.server.AppShellSettings;
import com.vaadin.flow.shared.ui.Transport;
import com.vaadin.flow.theme.lumo.Lumo;

/**
 * The page around every view: the Lumo theme (light or dark, as the device prefers or as the player
 * chose with the play page's Dark theme button) and our own stylesheets. They load as plain
 * stylesheets ({@code frontend/styles} is copied into the served static resources by the build),
 * so the app needs no npm bundle of its own.
 */
@ColorScheme(ColorScheme.Value.LIGHT_DARK)
// The server tells a page what it did not ask for (another tab's move, a finish stored) over a
// WebSocket; the page's own messages stay plain HTTP posts, which the request guards and rate
// limits already read. Atmosphere falls back to long polling where a WebSocket cannot open.
@Push(transport = Transport.WEBSOCKET_XHR)
@StyleSheet(Lumo.STYLESHEET)
// Our own, split by what each styles; in this order, which is the cascade's (see calcoolation.css).
@StyleSheet("styles/calcoolation.css")
@StyleSheet("styles/play.css")
@StyleSheet("styles/board.css")
@StyleSheet("styles/pad.css")
@StyleSheet("styles/print.css")
@StyleSheet("styles/lists.css")
@StyleSheet("styles/hints.css")
@StyleSheet("styles/replays.css")
@StyleSheet("styles/touch.css")
@StyleSheet("styles/comforts.css")
@Meta(name = "description", content = "Cage arithmetic puzzles: fill the grid so each cage makes its number.")
public class AppShell implements AppShellConfigurator {

    @Override
    public void configurePage(AppShellSettings settings) {
        settings.setPageTitle("Calcoolation");
        // The player's light or dark, from the first paint of every page (frontend/scripts/theme.js).
        settings.addInlineWithContents(Inline.Position.PREPEND, Scripts.text("theme.js"), Inline.Wrapping.JAVASCRIPT);
        // A page that names its icon spares the browser a request for /favicon.ico, which no file
        // answers and which would reach Vaadin and cost a session.
        settings.addFavIcon("icon", "icons/favicon.svg", "any");
    }
}
