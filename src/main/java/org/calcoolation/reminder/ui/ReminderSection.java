package org.calcoolation.reminder.ui;

import com.vaadin.flow.component.Component;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.AccountSection;
import org.calcoolation.reminder.Reminders;
import org.springframework.core.annotation.Order;

/** "Daily reminder" on the account page: the {@link ReminderForm}; ordered first of the added sections, near the time zone and address it uses. */
@org.springframework.stereotype.Component
@Order(1)
class ReminderSection implements AccountSection {

    static final String TITLE = "reminder.title";

    private final Reminders reminders;

    ReminderSection(Reminders reminders) {
        this.reminders = reminders;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Component[] content(Player player) {
        return new Component[] {new ReminderForm(reminders, new PlayerRef.Account(player.id()), player)};
    }
}
