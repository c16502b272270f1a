package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Registering with an address while the mail server refuses connections: the account is made,
 * and the page says that the confirming mail was not sent, and stays until the player goes on, rather
 * than signing in at once and taking the message away with the page.
 */
@SpringBootTest(properties = {"spring.mail.host=127.0.0.1", "spring.mail.port=1"})
@ViewPackages(classes = RegisterView.class)
class RegisterWithMailDownViewTest extends SpringBrowserlessTest {

    @Autowired
    PlayerService players;

    @Test
    void the_account_is_made_and_the_page_says_the_mail_was_not_sent_before_signing_in() {
        RegisterView view = navigate(RegisterView.class);
        String name = "nomail_" + UUID.randomUUID().toString().substring(0, 8);
        test(view.username).setValue(name);
        test(view.email).setValue(name + "@example.org");
        test(view.password).setValue("a password for a day without mail");
        test(view.passwordAgain).setValue("a password for a day without mail");
        test(view.register).click();

        assertThat(players.findByUsername(name)).isPresent();
        assertThat(players.findByUsername(name).orElseThrow().email()).isEmpty();
        assertThat(view.notSent.isVisible()).isTrue();
        assertThat(view.notSent.getText()).isEqualTo(view.getTranslation(RegisterView.NOT_SENT));
        assertThat(view.carryOn.isVisible()).isTrue();
        assertThat(view.register.isVisible()).isFalse();
        assertThat(view.username.isReadOnly()).isTrue();
    }
}
