package org.calcoolation.mydata.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Section;
import java.util.List;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.ui.AccountView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/** "Your data" on the account page: two links the browser downloads, past Vaadin's router. */
@SpringBootTest
@ViewPackages(classes = AccountView.class)
class YourDataSectionTest extends SpringBrowserlessTest {

    static final String NAME = "Data_Viewer";
    static final String PASSWORD = "viewer of lanterns and cages";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aFreshPlayer() {
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase());
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_account_page_offers_the_json_and_the_csv_as_downloads() {
        AccountView view = navigate(AccountView.class);

        Section section = $(Section.class, view).all().stream()
                .filter(s ->
                        $(H2.class, s).all().stream().anyMatch(h -> h.getText().equals("Your data")))
                .findFirst()
                .orElseThrow();
        List<Anchor> links = $(Anchor.class, section).all();
        assertThat(links).extracting(Anchor::getText).containsExactly("Download my data (JSON)", "Games as CSV");
        assertThat(links).extracting(Anchor::getHref).containsExactly("my/data.json", "my/games.csv");
        for (Anchor link : links) {
            assertThat(link.getElement().hasAttribute("download"))
                    .as("saved, not opened")
                    .isTrue();
            assertThat(link.isRouterIgnore())
                    .as("not taken for a view by Vaadin's router")
                    .isTrue();
        }
        assertThat(section.getElement().getTextRecursively())
                .contains("every game you finished", "left out until its day is over");
    }
}
