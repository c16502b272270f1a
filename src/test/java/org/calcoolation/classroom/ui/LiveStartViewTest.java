package org.calcoolation.classroom.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.NativeButton;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.classroom.AssignmentStarts;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.engine.Difficulty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The class's live start without a browser: a student's open page, whichever it is, counts down
 * (3, 2, 1 in a polite live region) when the teacher starts an assignment, or when its start time
 * comes, and then opens its first puzzle; the teacher's page offers "Start now" until it is open.
 * The countdown runs on the real clock: each test waits about three seconds, for the state it
 * needs, not for a moment.
 */
@SpringBootTest
class LiveStartViewTest extends SpringBrowserlessTest {

    private static final String PASSWORD = "classes of cage solvers";
    private static final Pattern COUNT = Pattern.compile("starts in (\\d)…");

    @Autowired
    PlayerService players;

    @Autowired
    Classroom classes;

    @Autowired
    Assignments assignments;

    @Autowired
    AssignmentStarts starts;

    private String run;
    private PlayerRef.Account teacher, ann;
    private long classId;

    @BeforeEach
    void aClassWithAStudent() {
        run = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        players.register(new PlayerService.Registration("ls_" + run, PASSWORD, PASSWORD, null));
        teacher = new PlayerRef.Account(
                players.findByUsername("ls_" + run).orElseThrow().id());
        classId = ((Classroom.Result.Done) classes.create(teacher, "Class 9 " + run)).id();
        Classroom.Card card = ((Classroom.Added.Cards) classes.addStudents(teacher, classId, "Ann"))
                .cards()
                .getFirst();
        ann = new PlayerRef.Account(
                players.findByUsername(card.username()).orElseThrow().id());
        classes.signedIn(ann);
        classes.choosePassword(ann, PASSWORD + " mine", PASSWORD + " mine");
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    private void signIn(PlayerRef.Account who) {
        SignedInPlayer principal = new SignedInPlayer(players.find(who).orElseThrow());
        SecurityContextHolder.getContext()
                .setAuthentication(
                        UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
    }

    private long assignment(String title, Instant opens) {
        return ((Assignments.Result.Done) assignments.create(
                        teacher,
                        classId,
                        title,
                        new Assignments.Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 2),
                        opens,
                        opens.plus(Duration.ofHours(1))))
                .id();
    }

    private LiveStart liveStart() {
        return $(LiveStart.class).single();
    }

    /** What the live region said, each change once, until the page shows the assignment's first puzzle. */
    private List<String> saidUntilOpened(long assignment) {
        List<String> said = new ArrayList<>();
        await().atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(50))
                .pollInSameThread()
                .until(() -> {
                    Pushed.run();
                    String now = liveStart().getElement().getText();
                    if (!now.isEmpty() && (said.isEmpty() || !said.getLast().equals(now))) said.add(now);
                    return currentPath().equals(AssignmentView.path(assignment, 0));
                });
        return said;
    }

    private static String currentPath() {
        return UI.getCurrent().getInternals().getActiveViewLocation().getPath();
    }

    private static List<Integer> counted(List<String> said) {
        List<Integer> numbers = new ArrayList<>();
        for (String line : said) {
            Matcher count = COUNT.matcher(line);
            if (count.find()) numbers.add(Integer.parseInt(count.group(1)));
        }
        return numbers;
    }

    @Test
    void the_teacher_starts_an_assignment_and_a_students_open_page_counts_down_politely_and_opens_its_first_puzzle() {
        long id = assignment("Race " + run, Instant.now().plus(Duration.ofHours(1)));
        signIn(teacher);
        ClassView page = navigate(ClassView.path(classId), ClassView.class);
        assertThat($(NativeButton.class)
                        .from(page.progress)
                        .withText("Start now")
                        .all())
                .hasSize(1);
        signIn(ann);
        navigate(ClassesView.class);
        LiveStart start = liveStart();
        assertThat(start.getElement().getAttribute("role")).isEqualTo("status");
        assertThat(start.getElement().getAttribute("aria-live")).isEqualTo("polite");
        assertThat(start.getElement().getText())
                .as("nothing to say an hour before")
                .isEmpty();

        // Another page of the student's: the countdown is on every page, not the class page alone.
        navigate("how-to-play", com.vaadin.flow.component.Component.class);
        assertThat(starts.startNow(teacher, id)).isEqualTo(new Assignments.Result.Done(id));

        List<String> said = saidUntilOpened(id);
        List<Integer> numbers = counted(said);
        System.out.println("The student's page said: " + said);
        assertThat(numbers).as("a count from at most 3 down to 1, each once").isNotEmpty();
        assertThat(numbers.getFirst()).isBetween(1, 3);
        assertThat(numbers.getLast()).isEqualTo(1);
        for (int i = 1; i < numbers.size(); i++) assertThat(numbers.get(i)).isEqualTo(numbers.get(i - 1) - 1);
        assertThat(said.getLast()).isEqualTo("“Race " + run + "” has started: puzzle 1 is open.");
        AssignmentView play = (AssignmentView) getCurrentView();
        assertThat(play.panel.game())
                .as("the puzzle opened, not refused as not yet open")
                .isPresent();
        assertThat(liveStart()).as("one countdown a page, after it opened too").isSameAs(start);

        signIn(teacher);
        ClassView after = navigate(ClassView.path(classId), ClassView.class);
        assertThat($(NativeButton.class)
                        .from(after.progress)
                        .withText("Start now")
                        .all())
                .as("open now")
                .isEmpty();
    }

    @Test
    void an_assignment_set_to_start_in_a_moment_opens_by_itself_on_the_students_page() {
        signIn(ann);
        navigate(ClassesView.class);
        long id = assignment("Soon " + run, Instant.now().plus(Duration.ofSeconds(2)));

        List<String> said = saidUntilOpened(id);

        assertThat(counted(said))
                .as("counted down to its start time")
                .isNotEmpty()
                .endsWith(1);
        assertThat(((AssignmentView) getCurrentView()).panel.game()).isPresent();
    }
}
