package org.calcoolation.game.ui;

import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import org.calcoolation.game.PlayerKeys;

/** The player of the current Vaadin session, as the key {@code GameService} files games under. */
public final class CurrentPlayer {

    private CurrentPlayer() {}

    /**
     * The key that {@code PlayerKeyFilter} put in the session; the session id if there is none
     * (a session that no request through the filter has seen, as in browserless tests). Call on
     * the UI thread, where {@link VaadinSession#getCurrent()} is set.
     */
    public static String key() {
        WrappedSession session = VaadinSession.getCurrent().getSession();
        return PlayerKeys.valid(session.getAttribute(PlayerKeys.SESSION_ATTRIBUTE)).orElseGet(session::getId);
    }
}
