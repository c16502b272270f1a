package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import com.vaadin.flow.shared.Registration;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.jspecify.annotations.Nullable;

/**
 * A page's presence at the game it shows, so that the play clock runs only while someone plays:
 * its seat, taken when a game comes on screen and given up when the page goes (another page of the
 * app, or a closed tab, which Vaadin reports by a beacon); a word at each heartbeat that it is
 * still there; and the service's news of the game's changes made elsewhere, which it pushes to the
 * page. Whether its tab is in sight page.js tells the panel's own element, see
 * {@code GamePanel.pageVisibility}.
 */
final class Presence {

    private final GameService games;
    private final Component page;
    private final Runnable refresh;
    /** This page's id at its game, for the play clock. */
    private final String viewer = UUID.randomUUID().toString();

    private @Nullable Seat seat;
    private @Nullable Registration heartbeats;
    /** Stops the service telling this page of its game's changes. */
    private @Nullable Runnable unwatch;

    /** {@code refresh} draws the game as it stands, when it changed elsewhere. */
    Presence(GameService games, Component page, Runnable refresh) {
        this.games = games;
        this.page = page;
        this.refresh = refresh;
    }

    /** The seat at the game on screen; null while the page has none. */
    @Nullable
    Seat seat() {
        return seat;
    }

    /** Sits at this game, leaving the one before if it was another, and hears of its changes. */
    Seat sit(UUID game) {
        if (seat != null && !seat.game().equals(game)) games.leave(seat);
        Seat here = new Seat(game, viewer);
        seat = here;
        signed(here).ifPresent(text -> page.getElement().setAttribute("data-seat", text));
        watch(game);
        return here;
    }

    /**
     * The seat as page.js's beacon sends it as the page unloads ({@link LeftBeacon}), signed for this
     * session only; none outside a request.
     */
    private static Optional<String> signed(Seat seat) {
        VaadinSession vaadin = VaadinSession.getCurrent();
        WrappedSession session = vaadin == null ? null : vaadin.getSession();
        return session == null ? Optional.empty() : Optional.of(LeftBeacon.seatText(seat, session.getId()));
    }

    /** The page is in the browser: each heartbeat says it is still there. */
    void hearHeartbeats(UI ui) {
        heartbeats = ui.addHeartbeatListener(beat -> {
            if (seat != null) games.contact(seat);
        });
    }

    void stopHeartbeats() {
        if (heartbeats != null) heartbeats.remove();
        heartbeats = null;
    }

    /** The page shows no game now: its share of the clock stops. */
    void leave() {
        if (seat != null) games.leave(seat);
        seat = null;
        page.getElement().removeAttribute("data-seat");
        stopWatching();
    }

    /**
     * Hears of every change of the game made elsewhere on this node (another tab or device, a
     * finish stored, a write that failed or went through again) and pushes what differs to the
     * browser. A change this page made itself it has drawn already.
     */
    private void watch(UUID game) {
        stopWatching();
        UI ui = page.getUI().orElse(null);
        if (ui == null) return;
        unwatch = games.watch(game, () -> {
            if (UI.getCurrent() != ui && ui.isAttached()) ui.access(refresh::run);
        });
    }

    private void stopWatching() {
        if (unwatch != null) unwatch.run();
        unwatch = null;
    }
}
