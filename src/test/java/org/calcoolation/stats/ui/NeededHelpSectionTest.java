package org.calcoolation.stats.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.stats.HelpTechniques;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/** /records names the techniques a player most often needed help with, each linked to its /learn page. */
@SpringBootTest
class NeededHelpSectionTest extends SpringBrowserlessTest {

    private static final String HINTED = "hinted.player", UNHINTED = "unhinted.player";

    @Autowired
    PlayerService players;

    @Autowired
    HelpTechniques techniques;

    @Autowired
    JdbcTemplate jdbc;

    private long player(String name) {
        return players.findByUsername(name).map(Player::id).orElseGet(() -> {
            players.register(
                    new PlayerService.Registration(name, "correct horse battery", "correct horse battery", null));
            return players.findByUsername(name).orElseThrow().id();
        });
    }

    @BeforeEach
    void thePlayersExist() {
        player(HINTED);
        player(UNHINTED);
    }

    private void finished(long player, Instant at, Technique... hinted) {
        UUID game = UUID.randomUUID();
        jdbc.update("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis,
                    elapsed_millis, finished_at)
                values (?, ?, '4:x', 4, 'EASY', 'STANDARD', 'ASSISTED', 60000, 61000, ?)""", player, game, Timestamp.from(at));
        techniques.record(player, game, List.of(hinted), at);
    }

    private Div section() {
        return $(Div.class).withClassName("needed-help").single();
    }

    @Test
    @WithUserDetails(value = HINTED, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_techniques_most_needed_come_first_each_with_a_link_to_practise_it() {
        long id = player(HINTED);
        jdbc.update("delete from solve_record where player_id = ?", id); // a database kept from an earlier run
        Instant now = Instant.now();
        finished(id, now.minus(Duration.ofHours(1)), Technique.CAGE_CELLS);
        finished(id, now.minus(Duration.ofHours(2)), Technique.NAKED_SUBSET, Technique.NAKED_SUBSET);
        finished(id, now.minus(Duration.ofHours(3)), Technique.NAKED_SUBSET, Technique.CAGE_CELLS);
        finished(id, now.minus(Duration.ofHours(4)), Technique.NAKED_SUBSET);

        navigate(BestTimesView.class);

        List<ListItem> items = $(ListItem.class, section()).all();
        assertThat(items)
                .extracting(ListItem::getText)
                .containsExactly("Naked subset: in 3 games, 4 hints · ", "Cage combinations: in 2 games, 2 hints · ");
        assertThat($(Anchor.class, section()).all())
                .extracting(Anchor::getHref, Anchor::getText)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("learn/naked-subset", "Practise this"),
                        org.assertj.core.groups.Tuple.tuple("learn/cage-combinations", "Practise this"));
        assertThat($(Anchor.class, section()).first().getElement().getAttribute("aria-label"))
                .isEqualTo("Practise this: Naked subset");
    }

    @Test
    @WithUserDetails(value = UNHINTED, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_player_no_hint_helped_lately_is_told_so_and_shown_no_list() {
        long id = player(UNHINTED);
        finished(id, Instant.now().minus(Duration.ofDays(40)), Technique.FISH);

        navigate(BestTimesView.class);

        assertThat($(Paragraph.class, section()).all())
                .extracting(Paragraph::getText)
                .containsExactly(NeededHelpSection.NONE);
        assertThat($(ListItem.class, section()).all()).isEmpty();
    }

    @Test
    void a_guest_has_no_records_page_and_so_no_techniques() {
        navigate("records", com.vaadin.flow.component.Component.class);

        assertThat(UI.getCurrent().getCurrentView()).isNotInstanceOf(BestTimesView.class);
        assertThat($(Div.class).withClassName("needed-help").all()).isEmpty();
    }
}
