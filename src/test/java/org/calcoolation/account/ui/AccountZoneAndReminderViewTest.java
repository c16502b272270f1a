package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.timepicker.TimePicker;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.TimeZones;
import org.calcoolation.reminder.Reminders;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/** The account page's time zone and daily reminder (issue 40), without a browser. */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/accounts")
@ViewPackages(classes = {AccountView.class, LoginView.class})
class AccountZoneAndReminderViewTest extends SpringBrowserlessTest {

    static final String NAME = "Zone_Viewer";
    static final String PASSWORD = "viewer lantern mosaic 2";

    @Autowired
    PlayerService players;

    @Autowired
    Reminders reminders;

    @Autowired
    JdbcTemplate jdbc;

    private PlayerRef.Account account;

    @BeforeEach
    void aFreshPlayer() {
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase());
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
        account =
                new PlayerRef.Account(players.findByUsername(NAME).orElseThrow().id());
    }

    private Optional<ZoneId> storedZone() {
        return players.find(account).orElseThrow().timeZone();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_time_zone_is_chosen_from_a_list_and_kept() {
        TimeZoneSection section =
                $(TimeZoneSection.class, navigate(AccountView.class)).single();
        assertThat(TimeZones.CHOICES).contains("UTC", "America/New_York", "Europe/Paris", "Asia/Kolkata");

        test(section.zone).selectItem("America/New_York");
        test(section.save).click();
        assertThat(storedZone()).contains(ZoneId.of("America/New_York"));
        assertThat(section.zone.isInvalid()).isFalse();

        section.zone.clear();
        test(section.save).click();
        assertThat(section.zone.isInvalid()).isTrue();
        assertThat(section.zone.getErrorMessage()).startsWith("This is not a time zone.");
        assertThat(storedZone()).as("nothing changed").contains(ZoneId.of("America/New_York"));
    }

    @Test
    void a_browsers_zone_is_kept_only_while_the_account_has_none_and_a_bogus_one_never() {
        assertThat(players.noteBrowserZone(account, "Not/AZone")).isEqualTo(ZoneOffset.UTC);
        assertThat(storedZone()).isEmpty();
        assertThat(players.noteBrowserZone(account, "Asia/Tokyo")).isEqualTo(ZoneId.of("Asia/Tokyo"));
        players.changeTimeZone(account, "Europe/Lisbon");
        assertThat(players.noteBrowserZone(account, "Asia/Tokyo"))
                .as("chosen on the account page: travelling does not change it")
                .isEqualTo(ZoneId.of("Europe/Lisbon"));
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_reminder_is_off_by_default_turned_on_at_a_time_and_25_00_is_refused_with_a_sentence() {
        navigate(AccountView.class);
        Checkbox on = $(Checkbox.class)
                .withCaption("Mail me if I have not played today’s daily by")
                .single();
        TimePicker at = $(TimePicker.class).single();
        Button save = $(Button.class).withText("Save reminder").single();
        assertThat(on.getValue()).isFalse();
        assertThat(at.isEnabled()).isFalse();

        test(on).click();
        test(at).setValue(LocalTime.of(21, 15));
        test(save).click();
        assertThat(reminders.of(account)).contains(LocalTime.of(21, 15));

        // What the picker sends when it cannot read what was typed: no value, and the text as typed.
        at.clear();
        at.getElement().setProperty("_inputElementValue", "25:00");
        test(save).click();
        assertThat(at.isInvalid()).isTrue();
        assertThat(at.getErrorMessage())
                .isEqualTo(
                        "25:00 is not a time of day. Give hours from 00 to 23 and minutes from 00 to 59, such as 20:30.");
        assertThat(reminders.of(account)).as("nothing changed").contains(LocalTime.of(21, 15));

        test(on).click();
        test(save).click();
        assertThat(reminders.of(account)).isEmpty();
    }
}
