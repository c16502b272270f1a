package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.dom.Element;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.base.ui.Press;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.classroom.ui.AssignmentView;
import org.calcoolation.classroom.ui.ClassReplayView;
import org.calcoolation.classroom.ui.ClassView;
import org.calcoolation.classroom.ui.ClassesView;
import org.calcoolation.classroom.ui.NotForStudentsView;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.daily.ui.ArchiveView;
import org.calcoolation.daily.ui.DailyPlayView;
import org.calcoolation.daily.ui.DailyView;
import org.calcoolation.daily.ui.HomeView;
import org.calcoolation.daily.ui.ReplayView;
import org.calcoolation.daily.ui.ReviewView;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.GameService;
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
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
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
@ViewPackages(classes = {HomeView.class, BestTimesView.class, RatedView.class, RunView.class, ClassesView.class})
class FeaturePagesTranslatedTest extends SpringBrowserlessTest {

    static final String NAME = "Seiten_Pruefer";
    static final String PASSWORD = "sprache laterne mosaik 2";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    Classroom classes;

    @Autowired
    Assignments assignments;

    @Autowired
    GameService games;

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

    /**
     * A teacher's class as its teacher sees it (a refusal, the cards just made, the progress of an
     * assignment given up, one to start now), then as its student sees it (the class page with its
     * board, an assignment open and one not yet, a page refused to class accounts), and the replay of
     * the game given up, all in German.
     */
    @Test
    void a_teachers_class_and_its_students_pages_speak_german() {
        String run = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        players.register(new Registration("Lehrerin_" + run, PASSWORD, PASSWORD, ""));
        PlayerRef.Account teacher = new PlayerRef.Account(
                players.findByUsername("Lehrerin_" + run).orElseThrow().id());
        signIn(teacher);
        try {
            navigate(ClassesView.class);
            TextField name = $(TextField.class).withLabel("Name der Klasse").single();
            press("Klasse anlegen");
            assertThat(englishLeft()).isEmpty();
            assertThat(name.getErrorMessage()).isEqualTo("Gib der Klasse einen Namen.");
            test(name).setValue("Klasse 6A " + run);
            press("Klasse anlegen");

            assertThat(getCurrentView()).isInstanceOf(ClassView.class);
            test($(TextArea.class)
                            .withLabel("Namen der Schüler, einer pro Zeile")
                            .single())
                    .setValue("Ann\nBo\nAnn");
            press("Schüler hinzufügen");
            assertThat(englishLeft()).isEmpty();
            assertThat(texts(page()))
                    .contains("Anmeldekarten", "Karte noch nicht benutzt")
                    .anyMatch(text -> text.startsWith("Ein Name stand doppelt da"));
            press("Aufgabe stellen");
            assertThat(englishLeft()).isEmpty();
            assertThat(texts(page()))
                    .contains("nicht begonnen", "Aufgaben", "Ausdrucken (PDF)")
                    .anyMatch(text -> text.startsWith("Aufgabe vom "));

            long classId = classes.taught(teacher).getFirst().id();
            Classroom.Student ann = classes.students(teacher, classId).getFirst();
            Instant now = Instant.now();
            Assignments.Source one = new Assignments.Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 1);
            long open = done(assignments.create(
                    teacher, classId, "Jetzt " + run, one, now.minusSeconds(60), now.plusSeconds(3600)));
            long later = done(assignments.create(
                    teacher, classId, "Später " + run, one, now.plusSeconds(3600), now.plusSeconds(7200)));
            UUID game = ((Assignments.Play.Game) assignments.play(new PlayerRef.Account(ann.id()), open, 0))
                    .game()
                    .id();
            games.revealSolution(new GameService.Seat(game, "walk"));
            await().atMost(Duration.ofSeconds(10))
                    .until(() -> assignments.mayWatch(teacher, game)
                            && assignments
                                            .progress(teacher, open)
                                            .orElseThrow()
                                            .of(ann.id(), 0)
                                            .status()
                                    == Assignments.Status.GIVEN_UP);
            navigate(ClassView.path(classId), ClassView.class);
            press("Jetzt starten");
            assertThat(englishLeft()).isEmpty();
            assertThat(texts(page()))
                    .contains("aufgegeben", "Wiederholung", "Jetzt starten")
                    .anyMatch(text -> text.startsWith("„Später " + run + "“ beginnt in 3 Sekunden"));

            // Not started now (as "Später" was), so that it is still to come when the student opens it.
            long tomorrow = done(assignments.create(
                    teacher,
                    classId,
                    "Morgen " + run,
                    one,
                    now.plus(Duration.ofDays(1)),
                    now.plus(Duration.ofDays(2))));
            navigate(ClassReplayView.path(game), ClassReplayView.class);
            assertThat(englishLeft(GAME_PANEL)).isEmpty();
            assertThat(String.join("\n", texts(page()))).contains("Spielzeit", "Zurück zur Klasse");

            PlayerRef.Account student = new PlayerRef.Account(ann.id());
            classes.signedIn(student);
            classes.choosePassword(student, PASSWORD + " mine", PASSWORD + " mine");
            signIn(student);
            navigate(ClassesView.class);
            assertThat(englishLeft()).isEmpty();
            assertThat(texts(page())).contains("Die Tabelle deiner Klasse", "Gelöst", "Rätsel 1: 3×3 · Leicht");

            navigate(AssignmentView.path(open, 0), AssignmentView.class);
            assertThat(englishLeft(GAME_PANEL)).isEmpty();
            assertThat(texts(page())).anyMatch(text -> text.startsWith("Jetzt " + run + " · Rätsel 1 · 3×3 · Leicht"));
            navigate(AssignmentView.path(tomorrow, 0), AssignmentView.class);
            assertThat(englishLeft(GAME_PANEL)).isEmpty();
            assertThat(texts(page())).anyMatch(text -> text.startsWith("Diese Aufgabe beginnt am "));

            navigate("rated", NotForStudentsView.class);
            assertThat(englishLeft()).isEmpty();
            assertThat(texts(page())).contains("Für Klassenkonten nicht geöffnet", "Zurück zu deiner Klasse");
        } finally {
            SecurityContextHolder.clearContext();
        }
    }

    private void press(String text) {
        Press.on($(NativeButton.class).withText(text).single());
    }

    private void signIn(PlayerRef.Account who) {
        SignedInPlayer principal = new SignedInPlayer(players.find(who).orElseThrow());
        SecurityContextHolder.getContext()
                .setAuthentication(
                        UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
    }

    private static long done(Assignments.Result made) {
        return ((Assignments.Result.Done) made).id();
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
