package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * Trying display names tells which names are taken, so the account page counts each new name
 * against the address's registrations: past the limit (two an hour here) it is refused with a
 * plain message, nothing is stored, and what was typed stays.
 */
@SpringBootTest(
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.registrations.count=2",
            "calcoolation.rate-limit.registrations.per=1h"
        })
@ViewPackages(classes = {AccountView.class, LoginView.class})
class AccountViewLimitsTest extends SpringBrowserlessTest {

    static final String NAME = "Name_Tryer";
    static final String PASSWORD = "a name tryer's passphrase";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aFreshPlayer() {
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase());
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    private void save(AccountView view, String name) {
        test(view.displayName).setValue(name);
        test(view.saveName).click();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void new_names_past_the_limit_are_refused_and_saving_the_same_one_again_costs_nothing() {
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        AccountView view = navigate(AccountView.class);

        save(view, "First try " + suffix);
        save(view, "First try " + suffix);
        save(view, "Second try " + suffix);
        assertThat(view.displayName.isInvalid()).isFalse();

        save(view, "Third try " + suffix);

        assertThat(view.displayName.getErrorMessage()).isEqualTo(view.getTranslation(AccountView.TOO_MANY_NAMES));
        assertThat(view.displayName.getValue()).as("kept").isEqualTo("Third try " + suffix);
        assertThat(players.findByUsername(NAME).orElseThrow().shownName()).isEqualTo("Second try " + suffix);
    }
}
