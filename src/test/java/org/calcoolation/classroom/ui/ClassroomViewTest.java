package org.calcoolation.classroom.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.NativeTable;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.base.ui.Press;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.classroom.StudentRules;
import org.calcoolation.engine.Difficulty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The class pages without a browser: a teacher makes a class, adds students (their cards shown once),
 * sets an assignment and sees its progress table; another teacher's class reads as none; a class
 * account meets the password page before anything else, then is refused the site's other pages with a
 * sentence, sees its class and plays an open assignment, and not another class's. Signed in by hand
 * for each test, so that students (whose user names are drawn at random) can be too.
 */
@SpringBootTest
class ClassroomViewTest extends SpringBrowserlessTest {

    private static final String PASSWORD = "classes of cage solvers";

    @Autowired
    PlayerService players;

    @Autowired
    Classroom classes;

    @Autowired
    Assignments assignments;

    private String run;
    private PlayerRef.Account teacher, otherTeacher;

    @BeforeEach
    void teachers() {
        run = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        teacher = register("tv_" + run);
        otherTeacher = register("tw_" + run);
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    private PlayerRef.Account register(String name) {
        players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(players.findByUsername(name).orElseThrow().id());
    }

    private void signIn(PlayerRef.Account who) {
        SignedInPlayer principal = new SignedInPlayer(players.find(who).orElseThrow());
        SecurityContextHolder.getContext()
                .setAuthentication(
                        UsernamePasswordAuthenticationToken.authenticated(principal, null, principal.getAuthorities()));
    }

    @Test
    void a_teacher_makes_a_class_adds_students_with_cards_and_sets_an_assignment() {
        signIn(teacher);
        ClassesView list = navigate(ClassesView.class);
        assertThat(list.none.isVisible()).isTrue();
        test(list.name).setValue("Class 6A " + run);
        Press.on(list.make);

        ClassView page = (ClassView) getCurrentView();
        assertThat(page.heading.getText()).isEqualTo("Class 6A " + run);
        test(page.names).setValue("Ann\nBo\nAnn\n<script>alert(1)</script>");
        Press.on(page.add);
        assertThat(page.cards.isVisible()).isTrue();
        assertThat(page.cards.cards.getChildren().count()).isEqualTo(3);
        assertThat(page.cards.cards.getElement().getTextRecursively())
                .contains("Ann", "<script>alert(1)</script>", "pupil-");
        assertThat(page.message.getText()).startsWith("One name was there twice");
        assertThat(page.students.getElement().getTextRecursively()).contains("Bo", "card not used yet");

        Press.on(page.set);
        assertThat(page.message.isVisible()).isFalse();
        List<NativeTable> tables = $(NativeTable.class).from(page.progress).all();
        assertThat(tables)
                .singleElement()
                .satisfies(t -> assertThat(t.getElement().getTextRecursively())
                        .contains("1: 5×5 · Easy", "2: 5×5 · Easy", "Ann", "not started"));
    }

    @Test
    void another_teachers_class_and_one_that_does_not_exist_read_the_same() {
        long theirs = ((Classroom.Result.Done) classes.create(otherTeacher, "Secret " + run)).id();
        classes.addStudents(otherTeacher, theirs, "Hidden Name");
        signIn(teacher);

        ClassView page = navigate(ClassView.path(theirs), ClassView.class);
        assertThat(page.message.getText()).isEqualTo(Classroom.NOT_YOURS);
        assertThat(page.heading.getText()).doesNotContain("Secret");
        assertThat(page.getElement().getTextRecursively()).doesNotContain("Hidden Name");
        ClassView missing = navigate("classes/" + Long.MAX_VALUE / 10, ClassView.class);
        assertThat(missing.message.getText()).isEqualTo(Classroom.NOT_YOURS);
    }

    @Test
    void a_student_chooses_a_password_first_then_sees_the_class_only() {
        long classId = ((Classroom.Result.Done) classes.create(teacher, "Class 7 " + run)).id();
        long otherClass = ((Classroom.Result.Done) classes.create(otherTeacher, "Class 8 " + run)).id();
        Classroom.Card card = ((Classroom.Added.Cards) classes.addStudents(teacher, classId, "Ann"))
                .cards()
                .getFirst();
        PlayerRef.Account ann = new PlayerRef.Account(
                players.findByUsername(card.username()).orElseThrow().id());
        Instant now = Instant.now();
        Assignments.Source one = new Assignments.Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 1);
        long mine = ((Assignments.Result.Done) assignments.create(
                        teacher, classId, "Warm-up " + run, one, now.minusSeconds(60), now.plusSeconds(3600)))
                .id();
        long theirs = ((Assignments.Result.Done) assignments.create(
                        otherTeacher, otherClass, "Other " + run, one, now.minusSeconds(60), now.plusSeconds(3600)))
                .id();
        classes.signedIn(ann);
        signIn(ann);

        navigate("daily/2026-11-21", FirstPasswordView.class);
        navigate("classes", FirstPasswordView.class);
        FirstPasswordView first = navigate("rated", FirstPasswordView.class);
        test(first.password).setValue("tiny");
        test(first.again).setValue("tiny");
        Press.on(first.save);
        assertThat(getCurrentView()).isInstanceOf(FirstPasswordView.class);
        test(first.password).setValue(PASSWORD + " mine");
        test(first.again).setValue(PASSWORD + " mine");
        Press.on(first.save);
        assertThat(getCurrentView()).isInstanceOf(ClassesView.class);

        assertThat(navigate("rated", NotForStudentsView.class).reason.getText()).isEqualTo(refusal("rated"));
        assertThat(navigate("clubs", NotForStudentsView.class).reason.getText()).isEqualTo(refusal("clubs"));
        assertThat(navigate("daily/2026-11-21", NotForStudentsView.class).reason.getText())
                .isEqualTo(refusal("daily"));
        assertThat(navigate("play", NotForStudentsView.class).reason.getText()).isEqualTo(refusal("play"));
        assertThat(navigate("account", NotForStudentsView.class).reason.getText())
                .isEqualTo(refusal("account"));
        assertThat(navigate(ClassView.path(classId), ClassView.class).message.getText())
                .isEqualTo(Classroom.NOT_YOURS);

        ClassesView home = navigate(ClassesView.class);
        assertThat(home.assignmentList.getElement().getTextRecursively())
                .contains("Warm-up " + run, "Puzzle 1", "not started");
        AssignmentView play = navigate(AssignmentView.path(mine, 0), AssignmentView.class);
        assertThat(play.panel.game()).isPresent();
        AssignmentView other = navigate(AssignmentView.path(theirs, 0), AssignmentView.class);
        assertThat(other.refusal.getText()).isEqualTo("There is no such assignment in your class.");
        assertThat(other.panel.game()).isEmpty();
    }

    private static String refusal(String path) {
        return StudentRules.refusal(path).orElseThrow();
    }
}
