package org.calcoolation.account.ui;

import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.Optional;
import org.calcoolation.account.Player;
import org.calcoolation.base.ui.PlayerName;
import org.springframework.stereotype.Component;

/** The header's name for the signed-in player, read afresh each time: a display name can change on the account page. */
@Component
@VaadinSessionScope
class HeaderName implements PlayerName {

    private final CurrentPlayer current;

    HeaderName(CurrentPlayer current) {
        this.current = current;
    }

    @Override
    public Optional<String> shown() {
        return current.account().map(Player::shownName);
    }
}
