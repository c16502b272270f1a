package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Header;
import org.calcoolation.game.ui.PlayView;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
@ViewPackages(classes = {PlayView.class, NotFoundView.class})
class ErrorViewsTest extends SpringBrowserlessTest {

    @Test
    void a_wrong_address_says_page_not_found_inside_the_sites_header_with_ways_on() {
        navigate("no-such-page", NotFoundView.class);

        assertThat($(H1.class).single().getText()).isEqualTo("Page not found");
        assertThat($(Header.class).single().hasClassName("site-header")).isTrue();
        assertThat($(Anchor.class).withClassName("brand").single().getHref())
                .as("the logo leads home")
                .isEqualTo(".");
        assertThat($(Anchor.class).all())
                .extracting(Anchor::getHref)
                .contains("play", "how-to-play", "login", "register", "today");
    }
}
