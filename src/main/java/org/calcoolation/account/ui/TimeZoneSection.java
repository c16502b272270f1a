package org.calcoolation.account.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import java.time.ZoneId;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.Rejected;
import org.calcoolation.account.TimeZones;

/**
 * The account page's time zone: the days of the player's streak and the times of the reminder and
 * of the next ladder run in it. Taken from the browser until the player chooses one; a list to
 * search by typing (a city: "Paris", "New_York").
 */
final class TimeZoneSection extends Section {

    static final String WHY = "account.zone.help";

    final ComboBox<String> zone = new ComboBox<>(getTranslation("account.zone"));
    final Button save = new Button(getTranslation("account.zone.save"));

    private final PlayerService players;
    private final PlayerZone zones;
    private final PlayerRef.Account account;
    private final boolean chosen;

    TimeZoneSection(PlayerService players, PlayerZone zones, Player player) {
        this.players = players;
        this.zones = zones;
        this.account = new PlayerRef.Account(player.id());
        this.chosen = player.timeZone().isPresent();
        addClassName("account-section");
        zone.setItems(TimeZones.CHOICES);
        zone.setHelperText(getTranslation(WHY));
        zone.setAllowCustomValue(false);
        zone.setManualValidation(true);
        player.timeZone().map(ZoneId::getId).ifPresent(zone::setValue);
        save.addClickListener(click -> save());
        add(new H2(getTranslation("account.zone")), zone, save);
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        // No zone yet: the browser's, which the account keeps from now on.
        if (!chosen)
            zones.whenKnown(attach.getUI(), told -> {
                if (TimeZones.CHOICES.contains(told.getId())) zone.setValue(told.getId());
            });
    }

    private void save() {
        String typed = zone.getValue() == null ? "" : zone.getValue();
        switch (players.changeTimeZone(account, typed)) {
            case ChangeResult.Changed changed -> {
                zone.setInvalid(false);
                Notification.show(
                                getTranslation(
                                        "account.zone.saved",
                                        changed.player().zone().getId()),
                                4000,
                                Notification.Position.BOTTOM_CENTER)
                        .addThemeVariants(NotificationVariant.LUMO_SUCCESS);
            }
            case Rejected rejected -> {
                zone.setErrorMessage(FieldErrors.said(this, rejected.problems().get(Field.TIME_ZONE)));
                zone.setInvalid(true);
            }
        }
    }
}
