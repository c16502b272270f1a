package org.calcoolation.reminder.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.timepicker.TimePicker;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Optional;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.reminder.Reminders;

/**
 * The reminder's switch and time, off until the player turns it on. The time is of the player's
 * own day; what the picker could not read (25:00) goes to the service as typed, which says why it
 * is no time, in place of the picker's own message.
 */
final class ReminderForm extends Div {

    static final String LABEL = "reminder.label";

    final Checkbox on = new Checkbox(getTranslation(LABEL));
    final TimePicker at = new TimePicker(getTranslation("reminder.at"));
    final Button save = new Button(getTranslation("reminder.save"));
    final Paragraph note = new Paragraph();

    private final Reminders reminders;
    private final PlayerRef.Account account;

    ReminderForm(Reminders reminders, PlayerRef.Account account, Player player) {
        this.reminders = reminders;
        this.account = account;
        addClassName("reminder-form");
        Optional<LocalTime> chosen = reminders.of(account);
        on.setValue(chosen.isPresent());
        at.setValue(chosen.orElse(LocalTime.of(20, 0)));
        at.setManualValidation(true);
        at.setEnabled(chosen.isPresent());
        on.addValueChangeListener(change -> at.setEnabled(change.getValue()));
        save.addClickListener(click -> save());
        note.setText(note(player));
        add(new Div(on), new Div(at), new Div(save), note); // one to a line, as the other sections have them
    }

    private String note(Player player) {
        String when = player.zone().normalized().equals(ZoneOffset.UTC)
                ? getTranslation("reminder.note.utc")
                : getTranslation("reminder.note.zone", player.zone().getId());
        String where = player.email()
                .map(address -> getTranslation("reminder.note.address", address))
                .orElse(getTranslation("reminder.note.noAddress"));
        return when + " " + where + " " + getTranslation("reminder.note.off");
    }

    private void save() {
        switch (reminders.choose(account, on.getValue(), typed())) {
            case Reminders.Choice.Saved saved -> {
                at.setInvalid(false);
                saved.at().ifPresent(at::setValue);
                done(saved.at()
                        .map(time -> getTranslation("reminder.saved", time.toString()))
                        .orElse(getTranslation("reminder.off")));
            }
            case Reminders.Choice.Refused refused -> {
                at.setErrorMessage(getTranslation(
                        refused.message().key(), refused.message().args()));
                at.setInvalid(true);
            }
        }
    }

    /** The time as the picker read it, or as typed when it could not read it. */
    private String typed() {
        return at.getValue() != null
                ? at.getValue().toString()
                : at.getElement().getProperty("_inputElementValue", "");
    }

    private static void done(String message) {
        Notification.show(message, 4000, Notification.Position.BOTTOM_CENTER)
                .addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }
}
