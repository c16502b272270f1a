package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinRequest;
import jakarta.servlet.http.Cookie;
import java.util.Locale;
import java.util.Optional;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.ui.LoginView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

@SpringBootTest
@ViewPackages(classes = LoginView.class)
class LanguageChoiceTest extends SpringBrowserlessTest {

    static final String NAME = "Taal_Kiezer";
    static final String PASSWORD = "taal lantaarn mozaiek 1";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PageLanguage pages;

    @BeforeEach
    void aFreshPlayer() {
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase(Locale.ROOT));
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    private Optional<String> kept() {
        return players.findByUsername(NAME).orElseThrow().language();
    }

    @Test
    void the_header_offers_every_language_by_its_own_name_with_the_pages_selected() {
        UI.getCurrent().setLocale(Locale.JAPANESE);
        navigate(LoginView.class);
        LanguageSwitch languages = $(LanguageSwitch.class).single();

        assertThat(languages.select.getChildren().map(o -> o.getText()))
                .containsExactly("English", "Deutsch", "Français", "Español", "Nederlands", "日本語");
        assertThat(languages.select.getProperty("value")).isEqualTo("ja");
        assertThat(languages.select.getAttribute("aria-label")).isEqualTo("言語");
    }

    @Test
    void a_guest_choice_changes_the_page_and_keeps_nothing_on_an_account() {
        navigate(LoginView.class);

        $(LanguageSwitch.class).single().choose("nl");

        assertThat(UI.getCurrent().getLocale()).isEqualTo(Locale.forLanguageTag("nl"));
        assertThat(kept()).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_players_choice_is_kept_on_the_account_and_wins_over_the_cookie_and_the_browser() {
        navigate(LoginView.class);

        $(LanguageSwitch.class).single().choose("ja");

        assertThat(kept()).contains("ja");
        assertThat(pages.chosen(withCookie("fr"))).isEqualTo(Locale.JAPANESE);
    }

    @Test
    void a_guests_cookie_wins_over_the_browser_and_a_language_not_spoken_is_ignored() {
        navigate(LoginView.class);

        assertThat(pages.chosen(withCookie("fr"))).isEqualTo(Locale.FRENCH);
        assertThat(PageLanguage.fromCookie(withCookie("xx"))).isEmpty();
        $(LanguageSwitch.class).single().choose("xx");
        assertThat(kept()).isEmpty();
    }

    private static VaadinRequest withCookie(String tag) {
        VaadinRequest request = mock(VaadinRequest.class);
        when(request.getCookies()).thenReturn(new Cookie[] {new Cookie(PageLanguage.COOKIE, tag)});
        return request;
    }
}
