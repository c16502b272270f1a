package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.NameRules;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Assignments.Assignment;
import org.calcoolation.classroom.Classroom;

/**
 * A teacher's classes and the form to make one; for a class account, its class: the assignments open
 * now with a link to each puzzle and how far the student got, those to come and those closed, and
 * the class's own board of each.
 */
@Route(value = "classes", layout = MainLayout.class)
@PermitAll
@StyleSheet("styles/classes.css")
public class ClassesView extends Main implements HasDynamicTitle {

    static final String NONE_YET = "classes.none";

    private final Classroom classes;
    private final Assignments assignments;
    private final Clock clock;
    private final PlayerRef.Account player;

    final UnorderedList list = new UnorderedList();
    final Paragraph none = new Paragraph(getTranslation(NONE_YET));
    final TextField name = new TextField(getTranslation("classes.name"));
    final NativeButton make = Buttons.primary(getTranslation("classes.make"), this::make);
    final Div assignmentList = new Div();

    public ClassesView(Classroom classes, Assignments assignments, CurrentPlayer signedIn, Clock clock) {
        this.classes = classes;
        this.assignments = assignments;
        this.clock = clock;
        this.player = new PlayerRef.Account(signedIn.required().id());
        addClassName("classes");
        Optional<Classroom.Student> student = classes.studentOf(player);
        if (student.isPresent()) drawStudent(student.get());
        else drawTeacher();
    }

    private void drawTeacher() {
        list.addClassName("class-list");
        name.setMaxLength(4 * NameRules.MAX);
        add(
                new H1(getTranslation("classes.heading")),
                new Paragraph(getTranslation("classes.about")),
                none,
                list,
                new H2(getTranslation("classes.makeHeading")),
                name,
                make);
        for (Classroom.SchoolClass c : classes.taught(player)) {
            int students = classes.students(player, c.id()).size();
            list.add(new ListItem(
                    new Anchor(ClassView.path(c.id()), c.name()),
                    new Paragraph(getTranslation(c.archived() ? "classes.sizeArchived" : "classes.size", students))));
        }
        none.setVisible(list.getChildren().findAny().isEmpty());
    }

    private void make() {
        switch (classes.create(player, name.getValue())) {
            case Classroom.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(ClassView.path(done.id())));
            case Classroom.Result.Refused refused -> {
                name.setErrorMessage(ClassWords.problem(refused.problem()));
                name.setInvalid(true);
            }
        }
    }

    private void drawStudent(Classroom.Student me) {
        String className = classes.visible(player, me.classId())
                .map(Classroom.SchoolClass::name)
                .orElse("");
        assignmentList.addClassName("assignment-list");
        add(new H1(className), new Paragraph(getTranslation("classes.signedInAs", me.name())), assignmentList);
        List<Assignment> all = assignments.of(player, me.classId());
        if (all.isEmpty()) assignmentList.add(new Paragraph(getTranslation("classes.noAssignmentForYou")));
        for (Assignment a : all) assignmentList.add(studentAssignment(a));
    }

    private Div studentAssignment(Assignment a) {
        Div box = new Div();
        box.addClassName("assignment");
        box.add(new H2(a.title()));
        switch (a.at(clock.instant())) {
            case NOT_YET -> box.add(new Paragraph(getTranslation("classes.opensAt", Wording.momentUtc(a.opens()))));
            case CLOSED -> box.add(new Paragraph(getTranslation("classes.closedAt", Wording.momentUtc(a.closes()))));
            case OPEN ->
                box.add(new Paragraph(getTranslation("classes.openUntil", Wording.momentUtc(a.closes()))), puzzles(a));
        }
        List<Assignments.BoardLine> board = assignments.board(player, a.id());
        if (!board.isEmpty()) box.add(new H3(getTranslation("classes.board")), board(a, board));
        return box;
    }

    /** The open assignment's puzzles, each a link to play it, with how far the student got. */
    private UnorderedList puzzles(Assignment a) {
        UnorderedList puzzles = new UnorderedList();
        puzzles.addClassName("assigned-puzzles");
        Map<Integer, Assignments.Progress> mine = assignments.mine(player, a.id());
        for (Assignments.AssignedPuzzle p : a.puzzles()) {
            Span state =
                    new Span(" · " + ClassWords.progress(mine.getOrDefault(p.position(), Assignments.Progress.NONE)));
            state.addClassName("my-progress");
            Anchor link = new Anchor(
                    AssignmentView.path(a.id(), p.position()),
                    getTranslation("classes.puzzleLink", p.position() + 1, ClassWords.kind(p)));
            puzzles.add(new ListItem(link, state));
        }
        return puzzles;
    }

    private static NativeTable board(Assignment a, List<Assignments.BoardLine> lines) {
        NativeTable table = new NativeTable();
        table.addClassName("class-board");
        Tables.header(
                table,
                List.of(
                        Wording.t("classes.board.student"),
                        Wording.t("classes.board.solved"),
                        Wording.t("classes.board.time")));
        for (Assignments.BoardLine line : lines)
            Tables.row(
                    table,
                    List.of(
                            line.name(),
                            Wording.t(
                                    "classes.board.solvedOf",
                                    line.solved(),
                                    a.puzzles().size()),
                            line.solved() == 0 ? "–" : TimeText.of(line.time())));
        return table;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("classes.heading"));
    }
}
