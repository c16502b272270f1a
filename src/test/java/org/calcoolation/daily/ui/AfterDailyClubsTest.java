package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.calcoolation.daily.RungPlaces;
import org.junit.jupiter.api.Test;

/** The finish panel's club places: named when there are some, in the share text only when chosen. */
class AfterDailyClubsTest {

    @Test
    void places_are_named_and_go_into_the_share_text_only_when_chosen() {
        AfterDaily after = new AfterDaily();
        after.places(List.of(new RungPlaces.Place(2, 5, "Tuesday Solvers")));

        assertThat(after.clubPlaces.isVisible()).isTrue();
        assertThat(after.clubPlaces.getText()).isEqualTo("In your clubs: 2nd of 5 in Tuesday Solvers.");
        assertThat(after.shareClubs.isVisible()).isTrue();
        assertThat(after.shareClubs.getValue()).as("off by default").isFalse();
        assertThat(after.shareText.getText()).doesNotContain("Tuesday");

        after.shareClubs.setValue(true);
        assertThat(after.shareText.getText()).contains("2nd of 5 in Tuesday Solvers");

        after.places(List.of());
        assertThat(after.clubPlaces.isVisible()).isFalse();
        assertThat(after.shareClubs.isVisible()).isFalse();
        assertThat(after.shareText.getText()).doesNotContain("Tuesday");
    }
}
