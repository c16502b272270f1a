package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.game.ui.CallsTester;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
@ViewPackages(classes = RegisterView.class)
class RegisterViewTest extends SpringBrowserlessTest {

    @Autowired
    PlayerService players;

    private RegisterView view;
    private String name;

    @BeforeEach
    void open() {
        view = navigate(RegisterView.class);
        name = "reg_" + UUID.randomUUID().toString().substring(0, 8);
    }

    private void fillIn(String username, String password, String again, String displayName) {
        test(view.username).setValue(username);
        test(view.password).setValue(password);
        test(view.passwordAgain).setValue(again);
        test(view.displayName).setValue(displayName);
        test(view.register).click();
    }

    @Test
    void mistakes_are_shown_under_their_fields_and_what_was_typed_stays() {
        // A display name of the run's own: another class's "Ada" in the same database would make it a look-alike.
        String shown = "Ada " + name;
        fillIn("bad name", "short", "other", shown);

        assertThat(view.username.isInvalid()).isTrue();
        assertThat(view.username.getErrorMessage()).contains("no spaces");
        assertThat(view.password.getErrorMessage()).contains("at least 10");
        assertThat(view.passwordAgain.getErrorMessage()).contains("not the same");
        assertThat(view.displayName.isInvalid()).isFalse();
        assertThat(view.username.getValue()).isEqualTo("bad name");
        assertThat(view.displayName.getValue()).isEqualTo(shown);
        assertThat(view.password.getValue()).isEqualTo("short");
        assertThat(players.findByUsername("bad name")).isEmpty();
    }

    @Test
    void a_corrected_field_loses_its_message_on_the_next_try() {
        fillIn("bad name", "long enough walnut secret", "long enough walnut secret", "");
        assertThat(view.username.isInvalid()).isTrue();

        fillIn(name, "password123", "password123", "");

        assertThat(view.username.isInvalid()).isFalse();
        assertThat(view.password.getErrorMessage()).contains("easy to guess");
    }

    @Test
    void a_taken_name_is_refused_whatever_its_case() {
        fillIn(name, "long enough walnut secret", "long enough walnut secret", "");
        view = navigate(RegisterView.class);

        fillIn(name.toUpperCase(), "another long walnut secret", "another long walnut secret", "");

        assertThat(view.username.getErrorMessage()).isEqualTo("This user name is taken. Choose another.");
    }

    @Test
    void a_new_account_signs_in_with_what_was_typed_through_the_login_post() {
        String shown = "Ada L. " + name.substring(4);
        fillIn(name, "long enough walnut secret", "long enough walnut secret", shown);

        assertThat(players.findByUsername(name))
                .get()
                .extracting(p -> p.shownName())
                .isEqualTo(shown);
        // The browser posts the two fields' values to /login; the server sends it the fields, not the password.
        assertThat(new CallsTester<>(view).calls()).singleElement().satisfies(call -> {
            assertThat(call.script()).contains(RegisterView.SIGN_IN);
            assertThat(call.arguments()).containsExactly(view.username.getElement(), view.password.getElement());
        });
    }

    @Test
    void a_refused_registration_does_not_sign_in() {
        fillIn(name, "short", "short", "");

        assertThat(new CallsTester<>(view).calls()).isEmpty();
        assertThat(players.findByUsername(name)).isEmpty();
    }
}
