package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.account.signin.Passkeys;
import org.calcoolation.base.ui.MainLayout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithAnonymousUser;
import org.springframework.security.test.context.support.WithUserDetails;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.ImmutableCredentialRecord;
import org.springframework.security.web.webauthn.api.ImmutablePublicKeyCose;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialType;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;

@SpringBootTest
@ViewPackages(classes = {AccountView.class, LoginView.class})
class AccountViewTest extends SpringBrowserlessTest {

    static final String NAME = "Account_Viewer";
    static final String PASSWORD = "viewer lantern mosaic 1";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    Passkeys passkeys;

    @Autowired
    UserCredentialRepository credentials;

    @BeforeEach
    void aFreshPlayer() {
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase());
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    private AccountView open() {
        return navigate(AccountView.class);
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_passkeys_are_listed_and_one_removed_says_so_and_leaves_the_list_empty() {
        PlayerRef.Account account =
                new PlayerRef.Account(players.findByUsername(NAME).orElseThrow().id());
        Bytes handle = ((Passkeys.Started.Begun) passkeys.start(account, PASSWORD))
                .ceremony()
                .options()
                .getUser()
                .getId();
        credentials.save(ImmutableCredentialRecord.builder()
                .credentialId(Bytes.random())
                .userEntityUserId(handle)
                .publicKey(new ImmutablePublicKeyCose(new byte[] {1}))
                .credentialType(PublicKeyCredentialType.PUBLIC_KEY)
                .label("Phone")
                .build());
        PasskeySection section = $(PasskeySection.class, open()).single();

        assertThat(section.list.getElement().getTextRecursively())
                .startsWith("Phone: added ")
                .contains("last used never");
        test($(Button.class, section.list).single()).click();

        assertThat(section.list.getElement().getTextRecursively()).isEqualTo("You have no passkey yet.");
        assertThat(section.answer.getText()).startsWith("Passkey \u201cPhone\u201d removed.");
        assertThat(passkeys.of(account)).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void adding_a_passkey_asks_for_the_password_again() {
        PasskeySection section = $(PasskeySection.class, open()).single();

        test(section.password).setValue("not my password");
        test(section.add).click();

        assertThat(section.answer.getText()).startsWith("That is not your password.");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_passkey_the_browser_did_not_make_is_explained_and_nothing_is_kept() {
        PlayerRef.Account account =
                new PlayerRef.Account(players.findByUsername(NAME).orElseThrow().id());
        PasskeySection section = $(PasskeySection.class, open()).single();
        Passkeys.Ceremony ceremony = ((Passkeys.Started.Begun) passkeys.start(account, PASSWORD)).ceremony();

        section.finish(ceremony, "cancelled");
        assertThat(section.answer.getText()).isEqualTo("No passkey was made.");
        section.finish(ceremony, "{\"id\":\"forged\"}");
        assertThat(section.answer.getText()).isEqualTo("The browser’s answer could not be read. Try again.");
        assertThat(passkeys.of(account)).isEmpty();
    }

    @Test
    @WithAnonymousUser
    void an_anonymous_visitor_is_sent_to_log_in() {
        UI.getCurrent().navigate("account");

        // The browser is sent to /login (SignInTest follows that through the real server).
        assertThat($(AccountView.class).all()).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_page_says_who_is_logged_in_and_the_header_offers_to_log_out() {
        AccountView view = open();

        assertThat(view.who.getText()).startsWith("You are logged in as " + NAME + ", registered on ");
        MainLayout layout = $(MainLayout.class).single();
        assertThat($(Anchor.class, layout).all()).extracting(Anchor::getText).contains(NAME);
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_display_name_field_tells_the_player_their_tag_for_leaderboards() {
        AccountView view = open();

        String tag = PlayerTag.of(players.findByUsername(NAME).orElseThrow().id());
        assertThat(view.displayName.getHelperText()).contains("your tag " + tag + " follows yours");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_display_name_is_saved_or_its_mistake_shown() {
        AccountView view = open();

        test(view.displayName).setValue("   ");
        test(view.saveName).click();
        assertThat(view.displayName.getErrorMessage()).contains("not only spaces");

        test(view.displayName).setValue("Viewer");
        test(view.saveName).click();
        assertThat(view.displayName.isInvalid()).isFalse();
        assertThat(players.findByUsername(NAME).orElseThrow().shownName()).isEqualTo("Viewer");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void changing_the_password_needs_the_current_one() {
        AccountView view = open();
        String newPassword = "an entirely new one";

        test(view.currentPassword).setValue("wrong wrong wrong");
        test(view.newPassword).setValue(newPassword);
        test(view.newPasswordAgain).setValue(newPassword);
        test(view.changePassword).click();
        assertThat(view.currentPassword.getErrorMessage()).isEqualTo("This is not your current password.");
        assertThat(view.newPassword.getValue()).as("kept").isEqualTo(newPassword);

        test(view.currentPassword).setValue(PASSWORD);
        test(view.changePassword).click();
        assertThat(view.currentPassword.isInvalid()).isFalse();
        assertThat(view.newPassword.getValue()).as("cleared after the change").isEmpty();
        assertThat(players.changePassword(
                        new PlayerRef.Account(
                                players.findByUsername(NAME).orElseThrow().id()),
                        newPassword,
                        PASSWORD,
                        PASSWORD))
                .isInstanceOf(ChangeResult.Changed.class);
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void deleting_needs_the_user_name_typed_exactly_and_the_password() {
        AccountView view = open();

        test(view.deleteName).setValue(NAME.toLowerCase());
        test(view.deletePassword).setValue(PASSWORD);
        test(view.delete).click();
        assertThat(view.deleteName.getErrorMessage()).contains("exactly");

        test(view.deleteName).setValue(NAME);
        test(view.deletePassword).setValue("not my password");
        test(view.delete).click();
        assertThat(view.deletePassword.getErrorMessage()).isEqualTo("This is not your current password.");
        assertThat(view.deleteName.isInvalid()).isFalse();
        assertThat(players.findByUsername(NAME)).isPresent();

        test(view.deletePassword).setValue(PASSWORD);
        // Deleting logs out, which invalidates the session; the simulated one then refuses further use.
        assertThatThrownBy(() -> test(view.delete).click()).hasMessageStartingWith("invalidated");
        assertThat(players.findByUsername(NAME)).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void deleting_says_what_goes_and_what_stays_after_the_sections_other_features_add() {
        AccountView view = open();

        List<String> headings =
                $(H2.class, view).all().stream().map(H2::getText).toList();
        assertThat(headings.getLast()).isEqualTo("Delete account");
        assertThat(headings).as("added by the data export").containsSubsequence("Your data", "Delete account");
        List<String> listed =
                $(ListItem.class, view).all().stream().map(ListItem::getText).toList();
        List<String> goes =
                AccountView.DELETE_GOES.stream().map(view::getTranslation).toList();
        List<String> stays =
                AccountView.DELETE_STAYS.stream().map(view::getTranslation).toList();
        assertThat(listed).containsAll(goes).containsAll(stays);
        assertThat(goes)
                .anyMatch(item -> item.contains("every game you played"))
                .anyMatch(item -> item.contains("every leaderboard"));
        assertThat(stays).anyMatch(item -> item.contains("30 days"));
        assertThat($(Paragraph.class, view).all())
                .extracting(Paragraph::getText)
                .contains("What stays:");
    }
}
