package org.calcoolation.game.ui;

import java.util.Optional;

import com.vaadin.flow.di.Instantiator;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.WrappedSession;
import org.calcoolation.account.Player;
import org.calcoolation.account.ui.SignedIn;
import org.calcoolation.game.GameService;
import org.calcoolation.game.PlayerKeys;

/**
 * The player of the current Vaadin session, as the key {@code GameService} files games under: the
 * account's key when someone is signed in, else the browser's guest key.
 */
public final class CurrentPlayer {

    /** The account this session last handed its guest games to. */
    private static final String ADOPTED = "calcoolation.adoptedBy";

    private CurrentPlayer() {}

    /**
     * Call on the UI thread, where {@link VaadinSession#getCurrent()} is set. The guest key is the
     * one {@code PlayerKeyFilter} put in the session, or the session id if there is none (a
     * session no request through the filter has seen, as in browserless tests). The first time a
     * session is seen signed in, the guest's games follow the player into the account.
     */
    public static String key() {
        VaadinSession vaadin = VaadinSession.getCurrent();
        WrappedSession session = vaadin.getSession();
        String guest = PlayerKeys.valid(session.getAttribute(PlayerKeys.SESSION_ATTRIBUTE)).orElseGet(session::getId);
        Instantiator beans = vaadin.getService().getInstantiator();
        Optional<Player> player = beans.getOrCreate(SignedIn.class).player();
        if (player.isEmpty()) return guest;
        String account = GameService.accountKey(player.get().id());
        if (!account.equals(session.getAttribute(ADOPTED))) {
            beans.getOrCreate(GameService.class).adopt(guest, account);
            session.setAttribute(ADOPTED, account);
        }
        return account;
    }
}
