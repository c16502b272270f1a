package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.login.AbstractLogin;
import com.vaadin.flow.router.QueryParameters;
import java.util.UUID;
import org.calcoolation.account.AccountTestTokens;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The pages of "Forgot password?" and of the links mailed to players, without a browser: what a
 * visitor reads for a link that works, one that does not, and a name that has no account.
 */
@SpringBootTest
@ViewPackages(classes = LoginView.class)
class MailedLinkViewsTest extends SpringBrowserlessTest {

    @Autowired
    PlayerService players;

    @Autowired
    ApplicationContext context;

    private static String unique(String prefix) {
        return prefix + "_" + UUID.randomUUID().toString().substring(0, 8);
    }

    private String heading() {
        return $(H1.class).single().getText();
    }

    @Test
    void the_login_forms_forgot_password_button_shows_and_leads_to_its_page() {
        LoginView login = navigate(LoginView.class);
        assertThat(login.login.isForgotPasswordButtonVisible()).isTrue();
        assertThat(login.i18n.getForm().getForgotPassword()).isEqualTo("Forgot password?");

        ComponentUtil.fireEvent(login.login, new AbstractLogin.ForgotPasswordEvent(login.login, true));

        assertThat($(ForgotPasswordView.class).all()).hasSize(1);
    }

    @Test
    void a_name_without_an_account_gets_the_same_answer_as_any_other_and_an_empty_field_a_reason() {
        ForgotPasswordView view = navigate(ForgotPasswordView.class);

        test(view.send).click();
        assertThat(view.who.isInvalid()).isTrue();
        assertThat(view.answer.getText()).isEmpty();

        view.who.setValue(unique("nobody") + "@example.org");
        test(view.send).click();
        assertThat(view.who.isInvalid()).isFalse();
        assertThat(view.answer.getText()).isEqualTo(view.getTranslation(ForgotPasswordView.ANSWER));
        assertThat(view.answer.getElement().getAttribute("role")).isEqualTo("status");
        assertThat(view.send.isEnabled()).as("ready for another try").isTrue();
    }

    @Test
    void a_forged_or_missing_reset_token_says_the_link_does_not_work_and_where_to_get_a_new_one() {
        for (String token : new String[] {"forged", "A".repeat(43), ""}) {
            UI.getCurrent().navigate("reset-password", QueryParameters.of("token", token));
            assertThat(heading()).isEqualTo("This link does not work");
            assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("forgot-password");
        }
    }

    @Test
    void a_working_reset_link_names_the_account_refuses_a_weak_password_and_then_sets_the_new_one() {
        String name = unique("viewreset");
        long id = ((RegisterResult.Registered) players.register(
                        new PlayerService.Registration(name, "correct horse battery", "correct horse battery", "")))
                .player()
                .id();
        String token = AccountTestTokens.resetToken(context, id);
        UI.getCurrent().navigate("reset-password", QueryParameters.of("token", token));
        ResetPasswordView view = $(ResetPasswordView.class).single();
        assertThat(heading()).isEqualTo("Choose a new password");
        assertThat($(Paragraph.class).all()).extracting(Paragraph::getText).contains("For the account " + name + ".");

        view.password.setValue("short");
        view.passwordAgain.setValue("short");
        test(view.save).click();
        assertThat(view.password.isInvalid()).isTrue();

        view.password.setValue("a quite different sentence");
        view.passwordAgain.setValue("a quite different sentence");
        test(view.save).click();
        assertThat(heading()).isEqualTo("Password changed");
        assertThat($(Anchor.class).all()).extracting(Anchor::getText).contains("Log in as " + name);
    }

    @Test
    void a_forged_confirmation_link_confirms_nothing_and_says_why() {
        UI.getCurrent().navigate("confirm-email", QueryParameters.of("token", "A".repeat(43)));
        assertThat(heading()).isEqualTo("Address not confirmed");
    }

    @Test
    void registering_with_a_bad_address_says_so_at_the_address_and_makes_no_account() {
        RegisterView view = navigate(RegisterView.class);
        String name = unique("bademail");
        view.username.setValue(name);
        view.email.setValue("not an address");
        view.password.setValue("correct horse battery");
        view.passwordAgain.setValue("correct horse battery");

        test(view.register).click();

        assertThat(view.email.isInvalid()).isTrue();
        assertThat(view.email.getErrorMessage()).startsWith("This does not look like an email address");
        assertThat(players.findByUsername(name)).isEmpty();
    }
}
