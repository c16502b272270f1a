package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.ui.AccountView;
import org.calcoolation.account.ui.ForgotPasswordView;
import org.calcoolation.account.ui.LoginView;
import org.calcoolation.account.ui.RegisterView;
import org.calcoolation.base.ui.ErrorView;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.NotFoundView;
import org.calcoolation.base.ui.Press;
import org.calcoolation.club.Clubs;
import org.calcoolation.club.ui.ClubsView;
import org.calcoolation.game.ui.PlayView;
import org.calcoolation.help.ui.HowToPlayView;
import org.calcoolation.print.ui.PrintView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;
import tools.jackson.databind.JsonNode;

/**
 * Walks the pages already translated in German and fails on any text a player reads (text, aria
 * labels, titles, the login form's texts, the page title) that equals an English message: a word
 * written into the code instead of taken from the bundles.
 */
@SpringBootTest
@ViewPackages(
        classes = {
            LoginView.class,
            NotFoundView.class,
            ErrorView.class,
            ClubsView.class,
            PrintView.class,
            PlayView.class,
            HowToPlayView.class
        })
class TranslatedPagesTest extends SpringBrowserlessTest {

    /**
     * Views whose every word comes from the bundles; each is walked below. Issue 44 moves views from
     * {@link #NOT_YET_CONVERTED} to here as they are converted.
     */
    static final Set<String> CONVERTED = Set.of(
            "LoginView",
            "RegisterView",
            "AccountView",
            "ForgotPasswordView",
            "ResetPasswordView",
            "ConfirmEmailView",
            "ClubsView",
            "ClubView",
            "JoinView",
            "PrintView",
            "HowToPlayView",
            "PlayView",
            "HomeView",
            "DailyView",
            "DailyPlayView",
            "ArchiveView",
            "ReplayView",
            "BestTimesView",
            "RatedView",
            "TimedView",
            "RunView",
            "ReviewView",
            "RankedReplayView");

    /**
     * Views still written in English, one at a time to be converted (issue 44). A new view must be
     * listed in one of the two sets, so that none is forgotten; this list may only shrink.
     */
    static final Set<String> NOT_YET_CONVERTED = Set.of(
            "AssignmentView",
            "ClassReplayView",
            "ClassView",
            "ClassesView",
            "CreateView",
            "FirstPasswordView",
            "LearnView",
            "NotForStudentsView",
            "TechniqueView");

    static final String NAME = "Sprach_Pruefer";
    static final String PASSWORD = "sprache laterne mosaik 1";

    @Autowired
    PlayerService players;

    @Autowired
    Clubs clubs;

    private final Map<String, String> english =
            BundleCheck.read(Path.of("src/main/resources/i18n/messages.properties"));
    private final Map<String, String> german =
            BundleCheck.read(Path.of("src/main/resources/i18n/messages_de.properties"));

    @BeforeEach
    void inGerman() {
        UI.getCurrent().setLocale(Locale.GERMAN);
        // Deleted as an account is, so that what other features keep of it (a club it owns) goes too.
        players.findByUsername(NAME).ifPresent(left -> players.deleteMade(new PlayerRef.Account(left.id())));
        players.register(new Registration(NAME, PASSWORD, PASSWORD, ""));
    }

    @Test
    void every_view_is_listed_as_converted_or_not_yet() {
        var scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        Set<String> views = scanner.findCandidateComponents("org.calcoolation").stream()
                .map(bean -> bean.getBeanClassName().replaceFirst("^.*\\.", ""))
                .filter(view -> !view.contains("Test"))
                .collect(Collectors.toCollection(TreeSet::new));

        assertThat(new TreeSet<>(CONVERTED)).doesNotContainAnyElementsOf(NOT_YET_CONVERTED);
        Set<String> listed = new TreeSet<>(CONVERTED);
        listed.addAll(NOT_YET_CONVERTED);
        assertThat(listed).as("each view in one list or the other").isEqualTo(views);
    }

    @Test
    void the_login_page_and_the_header_speak_german() {
        navigate(LoginView.class);

        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Anmelden", "Spielregeln", "Benutzername");
    }

    @Test
    void the_login_pages_messages_speak_german() {
        UI.getCurrent().navigate("login", QueryParameters.of("ended", ""));

        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Abgemeldet");
    }

    @Test
    void the_not_found_page_speaks_german() {
        navigate("no-such-page-for-german", NotFoundView.class);

        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page())).contains("Seite nicht gefunden");
    }

    @Test
    void the_error_page_speaks_german() {
        // Made by hand: the test's router answers a failing view with the failure, not with the page.
        ErrorView page = new ErrorView();
        List<String> shown = texts(page.getElement());
        shown.add(page.getPageTitle());

        assertThat(shown).filteredOn(englishOnly()::contains).isEmpty();
        assertThat(shown).contains("Etwas ist schiefgelaufen", "Etwas ist schiefgelaufen · Calcoolation");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void a_signed_in_players_header_speaks_german() {
        navigate(LoginView.class);

        assertThat($(MainLayout.class).single().getElement().toString()).contains("Abmelden", "Bestzeiten");
        assertThat(englishLeft()).isEmpty();
    }

    @Test
    void the_register_page_and_its_refusals_speak_german() {
        navigate(RegisterView.class);
        TextField email =
                $(TextField.class).withLabel("E-Mail-Adresse (optional)").single();
        test(email).setValue("not an address");
        test($(Button.class).withText("Konto anlegen").single()).click();
        assertThat(email.getErrorMessage()).startsWith("Das sieht nicht wie eine E-Mail-Adresse aus");
        assertThat(englishLeft()).isEmpty();

        test(email).setValue("");
        test($(PasswordField.class).withLabel("Passwort").single()).setValue("password");
        test($(Button.class).withText("Konto anlegen").single()).click();

        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page()))
                .contains("Konto anlegen", "Wähle einen Benutzernamen.", "Verwende mindestens 10 Zeichen.");
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_account_page_its_sections_and_its_refusals_speak_german() {
        navigate(AccountView.class);
        assertThat(englishLeft()).isEmpty();
        assertThat(texts(page()))
                .contains("Dein Konto", "Zeitzone", "Passkeys", "Tägliche Erinnerung", "Deine Daten", "Konto löschen");

        test($(TextField.class).withLabel("Gib deinen Benutzernamen ein").single())
                .setValue("someone else");
        test($(Button.class).withText("Mein Konto löschen").single()).click();
        PasswordField current =
                $(PasswordField.class).withLabel("Aktuelles Passwort").single();
        test(current).setValue("not the password");
        test($(Button.class).withText("Passwort ändern").single()).click();
        test($(Button.class).withText("Passkey hinzufügen").single()).click();

        assertThat(current.getErrorMessage()).isEqualTo("Das ist nicht dein aktuelles Passwort.");
        assertThat(englishLeft()).isEmpty();
    }

    @Test
    void forgot_password_and_the_mailed_links_pages_speak_german() {
        navigate(ForgotPasswordView.class);
        test($(Button.class).withText("Link zuschicken").single()).click();
        assertThat(englishLeft()).isEmpty();
        test($(TextField.class).withLabel("E-Mail-Adresse oder Benutzername").single())
                .setValue("niemand_" + System.nanoTime() + "@example.org");
        test($(Button.class).withText("Link zuschicken").single()).click();
        assertThat(texts(page())).anyMatch(text -> text.startsWith("Wenn ein Konto"));
        assertThat(englishLeft()).isEmpty();

        UI.getCurrent().navigate("reset-password", QueryParameters.of("token", "forged"));
        assertThat(texts(page())).contains("Dieser Link funktioniert nicht");
        assertThat(englishLeft()).isEmpty();

        UI.getCurrent().navigate("confirm-email", QueryParameters.of("token", "forged"));
        assertThat(texts(page())).contains("Adresse nicht bestätigt");
        assertThat(englishLeft()).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_clubs_pages_speak_german() {
        PlayerRef.Account me =
                new PlayerRef.Account(players.findByUsername(NAME).orElseThrow().id());
        long club = ((Clubs.Result.Done) clubs.create(me, "Sprachclub " + System.nanoTime(), "Nur für uns")).clubId();
        navigate(ClubsView.class);
        assertThat(texts(page())).contains("1 Mitglied · dein Club");
        Press.on($(NativeButton.class).withText("Club gründen").single());
        assertThat(texts(page())).contains("Gib dem Club einen Namen.");
        assertThat(englishLeft()).isEmpty();

        UI.getCurrent().navigate("clubs/" + club);
        Press.on($(NativeButton.class).withText("Neuer Einladungslink").single());
        assertThat(texts(page()))
                .contains(
                        "Die heutige Leiter",
                        "Diese Woche",
                        "Mitglieder und Serien",
                        "Einladen",
                        "Verlassen und Club schließen");
        assertThat(englishLeft()).isEmpty();

        UI.getCurrent().navigate("clubs/join/no-such-link");
        assertThat(texts(page())).anyMatch(text -> text.startsWith("Dieser Einladungslink funktioniert nicht"));
        assertThat(englishLeft()).isEmpty();
    }

    @Test
    @WithUserDetails(value = NAME, setupBefore = TestExecutionEvent.TEST_EXECUTION)
    void the_print_page_its_refusal_and_its_download_speak_german() {
        UI.getCurrent().navigate("print", QueryParameters.of("week", "kein Datum"));
        assertThat(texts(page())).anyMatch(text -> text.startsWith("„kein Datum“ ist kein Datum"));
        assertThat(englishLeft()).isEmpty();

        navigate(PrintView.class);
        test($(TextArea.class).withLabel("Rätsel-IDs, eine pro Zeile").single())
                .setValue("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2");
        Press.on($(NativeButton.class).withText("PDF erstellen").single());
        assertThat(texts(page())).contains("puzzles.pdf herunterladen (1 Rätsel, 2 Seiten)");
        assertThat(englishLeft()).isEmpty();
    }

    /** A 4×4 whose first hint on the empty grid takes four steps (as in HintViewTest). */
    static final String FOUR_STEPS = "4:_aa_abb_5aa__,m4m12s2a7s1a4d2";

    @Test
    void the_play_page_and_its_hint_at_each_level_speak_german() {
        UI.getCurrent().navigate("play", QueryParameters.of("id", FOUR_STEPS));

        assertThat(englishLeftAnywhere()).isEmpty();
        assertThat(texts(page())).contains("Spielen", "Tipp", "Notizen", "Einstellungen");
        assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Spielen · Calcoolation");
        press("Tipp");
        assertThat(englishLeftAnywhere()).isEmpty();
        assertThat(String.join("\n", texts(page())))
                .contains("Tipp 1 von 3: wo du hinschauen solltest", "Käfigziffern");
        press("Begründung zeigen");
        assertThat(englishLeftAnywhere()).isEmpty();
        List<String> reasoning = texts(page());
        assertThat(String.join("\n", reasoning))
                .contains("Tipp 2 von 3: die Begründung", "Schritt 1 von", "Zeile")
                .doesNotContain("row ", "column ", " cage ");
        press("Ziffer zeigen");
        assertThat(englishLeftAnywhere()).isEmpty();
        assertThat(String.join("\n", texts(page())))
                .containsPattern("Also steht in Zeile \\d+, Spalte \\d+ eine \\d+\\.");
    }

    @Test
    void giving_up_asks_and_finishes_in_german() {
        UI.getCurrent().navigate("play", QueryParameters.of("id", FOUR_STEPS));

        press("Lösung zeigen");
        assertThat(englishLeftAnywhere()).isEmpty();
        assertThat(dialogTexts()).contains("Aufgeben und die Lösung ansehen?", "Abbrechen", "Aufgeben");
        test($(ConfirmDialog.class).single()).confirm();
        // A finish is told once it is stored, off the UI thread; the page asks again as its poll would.
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(String.join("\n", texts(page()))).contains("Aufgegeben");
        });

        assertThat(englishLeftAnywhere()).isEmpty();
        assertThat(String.join("\n", texts(page())))
                .contains("Aufgegeben", "Du hast die Lösung aufgedeckt", "Genutzte Hilfe", "Spielzeit", "Rätselgitter")
                .doesNotContain("Saving", "Time ", "Puzzle grid");
    }

    @Test
    void how_to_play_speaks_german() {
        navigate(HowToPlayView.class);

        assertThat(englishLeft()).isEmpty();
        String page = String.join("\n", texts(page()));
        assertThat(page)
                .contains("Spielregeln", "Die Regeln", "Ein 4×4, in Worten gelöst", "Zeit und Spielzeit", "Leicht:")
                .doesNotContain("row ", "blank");
    }

    /** Presses the button with this text, wherever it is on the page or in a dialog. */
    private void press(String text) {
        NativeButton button = $(NativeButton.class).all().stream()
                .filter(b -> b.isVisible() && text.equals(b.getText()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text + " among " + texts(page())));
        Press.on(button);
    }

    /** English left on the page, in its dialogs and in its title. */
    private List<String> englishLeftAnywhere() {
        List<String> shown = texts(page());
        shown.addAll(dialogTexts());
        shown.add(UI.getCurrent().getInternals().getTitle());
        return shown.stream().filter(englishOnly()::contains).toList();
    }

    /** The texts of the dialogs open over the page. */
    private List<String> dialogTexts() {
        List<String> shown = new ArrayList<>();
        $(ConfirmDialog.class).all().forEach(dialog -> shown.addAll(texts(dialog.getElement())));
        return shown;
    }

    /** The outermost component of the page shown: its layout, or the view when it has none. */
    private static Element page() {
        var chain = UI.getCurrent().getInternals().getActiveRouterTargetsChain();
        return chain.get(chain.size() - 1).getElement();
    }

    /** The texts on the page that are an English message which German says otherwise. */
    private List<String> englishLeft() {
        List<String> shown = texts(page());
        shown.add(UI.getCurrent().getInternals().getTitle());
        return shown.stream().filter(englishOnly()::contains).toList();
    }

    /** English's messages that German says otherwise ("Clubs" is both, and proves nothing). */
    private Set<String> englishOnly() {
        return english.entrySet().stream()
                .filter(message -> !message.getValue().equals(german.get(message.getKey())))
                .map(Map.Entry::getValue)
                .collect(Collectors.toSet());
    }

    /** Every text a player can read or hear: text nodes, labels, titles, and string leaves of JSON properties (i18n). */
    static List<String> texts(Element root) {
        List<String> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Element element, List<String> found) {
        if (element.isTextNode()) {
            found.add(element.getText().strip());
            return;
        }
        for (String attribute : List.of("aria-label", "title", "placeholder", "alt", "label"))
            if (element.hasAttribute(attribute))
                found.add(element.getAttribute(attribute).strip());
        element.getPropertyNames().forEach(name -> {
            Object value = element.getPropertyRaw(name);
            if (value instanceof String text) found.add(text.strip());
            else if (value instanceof JsonNode json) leaves(json, found);
        });
        element.getChildren().forEach(child -> collect(child, found));
    }

    private static void leaves(JsonNode json, List<String> found) {
        if (json.isString()) found.add(json.asString().strip());
        else json.values().forEach(child -> leaves(child, found));
    }
}
