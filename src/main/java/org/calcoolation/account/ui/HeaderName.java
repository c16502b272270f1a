package org.calcoolation.account.ui;

import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import java.util.Optional;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.Player;
import org.calcoolation.base.ui.PlayerName;
import org.springframework.stereotype.Component;

/**
 * The header's name for the signed-in player, read afresh each time: a display name can change on the
 * account page; and whether they moderate.
 */
@Component
@VaadinSessionScope
class HeaderName implements PlayerName {

    private final CurrentPlayer current;
    private final Moderators moderators;

    HeaderName(CurrentPlayer current, Moderators moderators) {
        this.current = current;
        this.moderators = moderators;
    }

    @Override
    public Optional<String> shown() {
        return current.account().map(Player::shownName);
    }

    @Override
    public boolean moderates() {
        return moderators.isModerator(current.ref());
    }
}
