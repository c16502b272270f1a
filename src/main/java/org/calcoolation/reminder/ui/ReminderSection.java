package org.calcoolation.reminder.ui;

import com.vaadin.flow.component.Component;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.AccountSection;
import org.calcoolation.reminder.Reminders;

/** "Daily reminder" on the account page: the {@link ReminderForm}. */
@org.springframework.stereotype.Component
class ReminderSection implements AccountSection {

    static final String TITLE = "Daily reminder";

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
