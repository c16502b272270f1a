package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.dom.Element;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.daily.ui.ArchiveView;
import org.calcoolation.daily.ui.DailyPlayView;
import org.calcoolation.daily.ui.DailyView;
import org.calcoolation.daily.ui.HomeView;
import org.calcoolation.daily.ui.ReplayView;
import org.calcoolation.daily.ui.ReviewView;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.ui.BoardTester;
import org.calcoolation.practice.ui.RatedView;
import org.calcoolation.practice.ui.TimedView;
import org.calcoolation.run.ui.RunView;
import org.calcoolation.stats.ui.BestTimesView;
import org.calcoolation.stats.ui.RankedReplayView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * {@link TranslatedPagesTest}'s walk over the daily, records, practice and run pages (issue 44): each
 * opened in German, in the state a player sees it (a finished rung, its replay, the records), fails on
 * a text a player reads in the view or its page title that equals an English message German says
 * otherwise. The header is that class's to check: the test's UI opens the front page ("") before German
 * is set, and the header made there stays for the walk.
 */
@SpringBootTest
@ViewPackages(classes = {HomeView.class, BestTimesView.class, RatedView.class, RunView.class})
class FeaturePagesTranslatedTest extends SpringBrowserlessTest {

    static final String NAME = "Seiten_Pruefer";
    static final String PASSWORD = "sprache laterne mosaik 2";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DailyPuzzleService daily;

    private final Map<String, String> english =
            BundleCheck.read(Path.of("src/main/resources/i18n/messages.properties"));
    private final Map<String, String> german =
            BundleCheck.read(Path.of("src/main/resources/i18n/messages_de.properties"));

    @BeforeEach
    void inGerman() {
        UI.getCurrent().setLocale(Locale.GERMAN);
        jdbc.update("delete from player where username_key = ?", NAME.toLowerCase(Locale.ROOT));
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    private void frontPage() {
        navigate(HomeView.class);
    }

    @Test
    void a_guests_front_page_speaks_german() {
        frontPage();

        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Die Rätsel von heute", "Gewertetes Rätsel", "Drei-Minuten-Lauf");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_players_front_page_a_past_days_ladder_and_the_archive_speak_german() {
        frontPage();
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Archivkalender", "Deine Bestzeiten");

        navigate("daily/2026-02-12", DailyView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Rätsel vom Donnerstag, 12. Februar 2026", "Wie sich diese Rätsel spielten");

        navigate("archive/2026-02", ArchiveView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Archiv: Februar 2026", "Woche vom 2. Februar");
    }

    /**
     * A past day's rung solved: its finish panel (the board, where the player stands, the share text,
     * the talk), then the player's replay and records. The rung's grid is typed at once, as a script
     * would: the board then also says why the solve is held for review.
     */
    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_finished_daily_its_replay_and_the_records_speak_german() {
        LocalDate day = LocalDate.of(2026, 2, 12);
        navigate("daily/" + day + "/1", DailyPlayView.class);
        assertThat(englishLeft(GAME_PANEL)).isEmpty();
        assertThat(texts(page())).contains("Tagesrätsel 4×4 Leicht · Donnerstag, 12. Februar 2026");

        Press.on($(NativeButton.class).withText("Starten").single());
        Grid solution = ((DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst()
                .puzzle()
                .solution()
                .orElseThrow();
        BoardTester board =
                new BoardTester($(Div.class).withAttribute("role", "grid").single());
        double at = 0;
        for (int i = 0; i < solution.size() * solution.size(); i++) {
            board.click(Cell.ofIndex(i, solution.size()));
            board.press(Integer.toString(solution.digit(Cell.ofIndex(i, solution.size()))), false, false, at += 2000);
        }
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(texts(page())).contains("Rangliste");
        });
        assertThat(englishLeft(GAME_PANEL)).isEmpty();
        assertThat(texts(page())).contains("Teile dein Ergebnis", "Deine Wiederholung ansehen");
        assertThat(String.join("\n", texts(page()))).contains("Deine Zeit wird geprüft und ist nicht gewertet");

        String replay =
                $(Anchor.class).withText("Deine Wiederholung ansehen").single().getHref();
        navigate(replay, ReplayView.class);
        assertThat(englishLeft(GAME_PANEL)).isEmpty();
        assertThat(texts(page())).contains("Wiederholung: 4×4 Leicht");

        navigate(BestTimesView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Bestzeiten", "Persönliche Bestzeiten", "Wertung");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_rated_and_timed_pools_the_run_and_the_review_speak_german() {
        navigate(RatedView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Gewertetes Rätsel ziehen");

        navigate(TimedView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Rätsel auf Zeit ziehen", "Bestzeit");

        navigate(RunView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Drei-Minuten-Lauf", "Lauf starten");

        navigate(ReviewView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Prüfung");

        navigate("review/replay/" + UUID.randomUUID(), RankedReplayView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Wiederholung zur Prüfung");
    }

    /** The view shown (the route's target, inside the header's layout). */
    private static Element page() {
        return UI.getCurrent()
                .getInternals()
                .getActiveRouterTargetsChain()
                .getFirst()
                .getElement();
    }

    private List<String> englishLeft() {
        return englishLeft(Set.of());
    }

    /**
     * The play page's own words (game.ui: GamePanel, its tool column, finish panel and replay board, whose
     * Play button a replay shows), converted apart from the daily's (issue 44, branch fix44-play): a daily's page shows them too,
     * and some ("Play time", "Puzzle") are also words of this block. Drop each once game.ui speaks the
     * bundles.
     */
    static final Set<String> GAME_PANEL = Set.of("Play time", "Help", "Puzzle", "Replay", "Play");

    /** The view's texts and the page title that are an English message German says otherwise, but {@code notOurs}. */
    private List<String> englishLeft(Set<String> notOurs) {
        List<String> shown = TranslatedPagesTest.texts(page());
        shown.add(UI.getCurrent().getInternals().getTitle());
        Set<String> englishOnly = english.entrySet().stream()
                .filter(message -> !message.getValue().equals(german.get(message.getKey())))
                .map(Map.Entry::getValue)
                .collect(Collectors.toSet());
        return shown.stream()
                .filter(englishOnly::contains)
                .filter(text -> !notOurs.contains(text))
                .toList();
    }

    private static List<String> texts(Element root) {
        return TranslatedPagesTest.texts(root);
    }
}
