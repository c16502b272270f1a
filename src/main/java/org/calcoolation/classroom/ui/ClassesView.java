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
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.NameRules;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Assignments.Assignment;
import org.calcoolation.classroom.ClassTimes;
import org.calcoolation.classroom.Classroom;

/**
 * A teacher's classes and the form to make one; for a class account, its class: the assignments open
 * now with a link to each puzzle and how far the student got, those to come and those closed, and
 * the class's own board of each.
 */
@Route(value = "classes", layout = MainLayout.class)
@PageTitle("Classes · Calcoolation")
@PermitAll
@StyleSheet("styles/classes.css")
public class ClassesView extends Main {

    static final String NONE_YET =
            "You teach no class yet. Make one below: you add the students and print their cards.";

    private final Classroom classes;
    private final Assignments assignments;
    private final Clock clock;
    private final PlayerRef.Account player;

    final UnorderedList list = new UnorderedList();
    final Paragraph none = new Paragraph(NONE_YET);
    final TextField name = new TextField("Class name");
    final NativeButton make = Buttons.primary("Make the class", this::make);
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
                new H1("Classes"),
                new Paragraph("Teach with the puzzles: add your students (they need no email), print their sign-in "
                        + "cards, set assignments and watch each student's progress as they play."),
                none,
                list,
                new H2("Make a class"),
                name,
                make);
        for (Classroom.SchoolClass c : classes.taught(player)) {
            String size = classes.students(player, c.id()).size() + " students";
            list.add(new ListItem(
                    new Anchor(ClassView.path(c.id()), c.name()),
                    new Paragraph(size + (c.archived() ? " · archived" : ""))));
        }
        none.setVisible(list.getChildren().findAny().isEmpty());
    }

    private void make() {
        switch (classes.create(player, name.getValue())) {
            case Classroom.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(ClassView.path(done.id())));
            case Classroom.Result.Refused refused -> {
                name.setErrorMessage(refused.message());
                name.setInvalid(true);
            }
        }
    }

    private void drawStudent(Classroom.Student me) {
        String className = classes.visible(player, me.classId())
                .map(Classroom.SchoolClass::name)
                .orElse("");
        assignmentList.addClassName("assignment-list");
        add(new H1(className), new Paragraph("Signed in as " + me.name() + "."), assignmentList);
        List<Assignment> all = assignments.of(player, me.classId());
        if (all.isEmpty()) assignmentList.add(new Paragraph("Your teacher has set no assignment yet."));
        for (Assignment a : all) assignmentList.add(studentAssignment(a));
    }

    private Div studentAssignment(Assignment a) {
        Div box = new Div();
        box.addClassName("assignment");
        box.add(new H2(a.title()));
        switch (a.at(clock.instant())) {
            case NOT_YET -> box.add(new Paragraph("Opens at " + ClassTimes.spoken(a.opens()) + "."));
            case CLOSED -> box.add(new Paragraph("Closed at " + ClassTimes.spoken(a.closes()) + "."));
            case OPEN -> box.add(new Paragraph("Open until " + ClassTimes.spoken(a.closes()) + "."), puzzles(a));
        }
        List<Assignments.BoardLine> board = assignments.board(player, a.id());
        if (!board.isEmpty()) box.add(new H3("Your class's board"), board(a, board));
        return box;
    }

    /** The open assignment's puzzles, each a link to play it, with how far the student got. */
    private UnorderedList puzzles(Assignment a) {
        UnorderedList puzzles = new UnorderedList();
        puzzles.addClassName("assigned-puzzles");
        Map<Integer, Assignments.Progress> mine = assignments.mine(player, a.id());
        for (Assignments.AssignedPuzzle p : a.puzzles()) {
            Span state =
                    new Span(" · " + ProgressTable.words(mine.getOrDefault(p.position(), Assignments.Progress.NONE)));
            state.addClassName("my-progress");
            Anchor link = new Anchor(
                    AssignmentView.path(a.id(), p.position()), "Puzzle " + (p.position() + 1) + ": " + p.label());
            puzzles.add(new ListItem(link, state));
        }
        return puzzles;
    }

    private static NativeTable board(Assignment a, List<Assignments.BoardLine> lines) {
        NativeTable table = new NativeTable();
        table.addClassName("class-board");
        Tables.header(table, List.of("Student", "Solved", "Time"));
        for (Assignments.BoardLine line : lines)
            Tables.row(
                    table,
                    List.of(
                            line.name(),
                            line.solved() + " of " + a.puzzles().size(),
                            line.solved() == 0 ? "–" : TimeText.of(line.time())));
        return table;
    }
}
