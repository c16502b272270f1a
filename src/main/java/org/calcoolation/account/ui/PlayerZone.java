package org.calcoolation.account.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.function.Consumer;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.TimeZones;
import org.springframework.stereotype.Component;

/**
 * The time zone to show this session's player times in: the account's own, else the one the
 * browser reports (which an account without one then keeps, so that its streak follows the
 * player's days), else UTC. A guest's zone is only used, never stored.
 */
@Component
@VaadinSessionScope
public class PlayerZone {

    private final PlayerService players;
    private final CurrentPlayer current;

    PlayerZone(PlayerService players, CurrentPlayer current) {
        this.players = players;
        this.current = current;
    }

    /** Calls {@code use} with the zone: at once when the account has one, else once the browser has said. */
    public void whenKnown(UI ui, Consumer<ZoneId> use) {
        Optional<Player> account = current.account();
        Optional<ZoneId> stored = account.flatMap(Player::timeZone);
        if (stored.isPresent()) {
            use.accept(stored.get());
            return;
        }
        ui.getPage().retrieveExtendedClientDetails(details -> {
            String told = details.getTimeZoneId();
            use.accept(account.map(player -> players.noteBrowserZone(new PlayerRef.Account(player.id()), told))
                    .orElseGet(() -> TimeZones.parse(told).orElse(ZoneOffset.UTC)));
        });
    }
}
