package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinServletRequest;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.PermitAll;
import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayInputStream;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.classroom.AssignmentStarts;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.ClassExport;
import org.calcoolation.classroom.ClassSignals;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.print.PageLayout;
import org.calcoolation.print.Paper;
import org.calcoolation.print.Printed;
import org.jspecify.annotations.Nullable;

/**
 * A class's page for its teacher: the students (a new card, delete), adding students and their cards,
 * setting an assignment, starting one now (the students' pages count down and open it), each
 * assignment's progress (moving as the students play, on any node, without a reload: {@link
 * ClassSignals} and this UI's push), its booklet, the class's export and archiving. Anyone
 * else, a student of the class included, is told there is no such class among theirs.
 */
@Route(value = "classes/:id", layout = MainLayout.class)
@PermitAll
@StyleSheet("styles/classes.css")
public class ClassView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final Classroom classes;
    private final Assignments assignments;
    private final AssignmentStarts starts;
    private final ClassExport export;
    private final ClassSignals signals;
    private final PlayerRef.Account teacher;
    private final Clock clock;

    /** Words a refused booklet in the page's language from the download's own thread, where no page is current. */
    private static final BundleMessages WORDS = new BundleMessages();

    final H1 heading = new H1(getTranslation("classes.class"));
    final Paragraph message = new Paragraph();
    final Div body = new Div();
    final NativeTable students = new NativeTable();
    final TextArea names = new TextArea(getTranslation("classes.names"));
    final NativeButton add = Buttons.primary(getTranslation("classes.add"), this::addStudents);
    final CardSheet cards = new CardSheet();
    final AssignmentForm form;
    final NativeButton set = Buttons.primary(getTranslation("classes.set"), this::setAssignment);
    final Div progress = new Div();
    final Anchor csv = new Anchor();
    final Anchor json = new Anchor();
    final NativeButton archive = Buttons.quiet(getTranslation("classes.archive"), this::archive);
    private long classId = -1;
    private boolean archived;
    private @Nullable Runnable stopWatching;

    public ClassView(
            Classroom classes,
            Assignments assignments,
            AssignmentStarts starts,
            ClassExport export,
            ClassSignals signals,
            CurrentPlayer signedIn,
            Clock clock) {
        this.classes = classes;
        this.assignments = assignments;
        this.starts = starts;
        this.export = export;
        this.signals = signals;
        this.clock = clock;
        var player = signedIn.required();
        this.teacher = new PlayerRef.Account(player.id());
        this.form = new AssignmentForm(clock, player.zone());
        addClassName("classes");
        message.addClassName("refusal");
        message.setVisible(false);
        students.addClassName("student-table");
        progress.addClassName("class-progress");
        names.setHelperText(getTranslation("classes.names.help", Classroom.MOST_STUDENTS));
        add(heading, message, body);
    }

    public static String path(long classId) {
        return "classes/" + classId;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Optional<Classroom.SchoolClass> found =
                event.getRouteParameters().getLong("id").flatMap(id -> classes.teaching(teacher, id));
        body.removeAll();
        if (found.isEmpty()) {
            heading.setText(getTranslation("classes.class"));
            say(Classroom.NOT_YOURS);
            return;
        }
        classId = found.get().id();
        heading.setText(found.get().name());
        csv.setText(getTranslation("classes.csv"));
        csv.setHref(download(t -> export.csv(teacher, classId)));
        json.setText(getTranslation("classes.json"));
        json.setHref(download(t -> export.json(teacher, classId)));
        Div exports = new Div(csv, json);
        exports.addClassName("class-exports");
        archived = found.get().archived();
        if (archived) body.add(new Paragraph(getTranslation("classes.archivedNote")));
        body.add(new H2(getTranslation("classes.studentsHeading")), ScrollingTable.of(students));
        if (!archived) body.add(names, add, cards, form, set);
        body.add(
                new H2(getTranslation("classes.assignmentsHeading")),
                progress,
                new H2(getTranslation("classes.dataHeading")),
                exports);
        if (!archived) body.add(archive);
        drawStudents();
        drawProgress();
    }

    private DownloadHandler download(Function<Void, Optional<ClassExport.File>> file) {
        return DownloadHandler.fromInputStream(event -> {
            ClassExport.File made = file.apply(null).orElseThrow();
            return new DownloadResponse(
                    new ByteArrayInputStream(made.body()), made.name(), made.contentType(), made.body().length);
        });
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        UI ui = attach.getUI();
        if (classId >= 0 && stopWatching == null) stopWatching = signals.watch(classId, () -> ui.access(this::redraw));
    }

    @Override
    protected void onDetach(DetachEvent detach) {
        if (stopWatching != null) stopWatching.run();
        stopWatching = null;
    }

    private void drawStudents() {
        students.removeAll();
        Tables.header(
                students,
                List.of(
                        getTranslation("classes.table.name"),
                        getTranslation("classes.table.username"),
                        getTranslation("classes.table.password"),
                        ""));
        for (Classroom.Student s : classes.students(teacher, classId)) {
            NativeButton card = Buttons.quiet(getTranslation("classes.newCard"), () -> newCard(s.id()));
            NativeButton delete = Buttons.quiet(getTranslation("classes.delete"), () -> deleteStudent(s));
            NativeTableCell actions = new NativeTableCell(card, delete);
            Tables.row(
                    students,
                    new NativeTableCell(s.name()),
                    new NativeTableCell(s.username()),
                    new NativeTableCell(getTranslation(
                            s.ownPassword() ? "classes.password.chosen" : "classes.password.cardUnused")),
                    actions);
        }
    }

    /** A student started, finished or chose their password: the tables as they stand now. */
    private void redraw() {
        drawStudents();
        drawProgress();
    }

    void drawProgress() {
        progress.removeAll();
        List<Assignments.Assignment> all = assignments.of(teacher, classId);
        if (all.isEmpty()) progress.add(new Paragraph(getTranslation("classes.noAssignmentYet")));
        Locale language = Wording.locale();
        for (Assignments.Assignment a : all) {
            Optional<Assignments.Table> table = assignments.progress(teacher, a.id());
            if (table.isEmpty()) continue;
            Div box = new Div();
            box.addClassName("assignment");
            Anchor booklet = booklet(a, language);
            boolean dailyToday = a.dailyDay()
                    .map(day -> !day.isBefore(LocalDate.now(clock.withZone(ZoneOffset.UTC))))
                    .orElse(false);
            Paragraph notYet = new Paragraph(getTranslation("classes.printTomorrow"));
            box.add(
                    new H3(a.title()),
                    new Paragraph(getTranslation(
                            "classes.openFromTo", Wording.momentUtc(a.opens()), Wording.momentUtc(a.closes()))));
            if (a.at(clock.instant()) == Assignments.When.NOT_YET && !archived)
                box.add(Buttons.primary(getTranslation("classes.startNow"), () -> startNow(a)));
            box.add(ScrollingTable.of(ProgressTable.of(table.get())), dailyToday ? notYet : booklet);
            progress.add(box);
        }
    }

    /** The link that downloads the assignment's booklet, or says in the page's language why there is none. */
    private Anchor booklet(Assignments.Assignment a, Locale language) {
        Anchor booklet = new Anchor();
        booklet.setText(getTranslation("classes.print"));
        booklet.setHref(DownloadHandler.fromInputStream(event -> switch (export.booklet(
                teacher, a.id(), new PageLayout(Paper.A4, 4), language)) {
            case Printed.Pdf pdf ->
                new DownloadResponse(
                        new ByteArrayInputStream(pdf.bytes()), pdf.fileName(), "application/pdf", pdf.bytes().length);
            case Printed.Refused refused ->
                DownloadResponse.error(
                        409,
                        WORDS.getTranslation(
                                refused.problem().key(),
                                language,
                                refused.problem().args()));
        }));
        booklet.setDownload(true);
        return booklet;
    }

    private void addStudents() {
        switch (classes.addStudents(teacher, classId, names.getValue())) {
            case Classroom.Added.Refused refused -> say(refused.problem());
            case Classroom.Added.Cards made -> {
                names.clear();
                cards.show(made.cards(), site());
                say(made.repeated() == 0 ? "" : getTranslation("classes.repeated", made.repeated()));
                drawStudents();
                drawProgress();
            }
        }
    }

    private void newCard(long studentId) {
        classes.newCard(teacher, classId, studentId)
                .ifPresentOrElse(
                        card -> {
                            cards.show(List.of(card), site());
                            say("");
                            drawStudents();
                        },
                        () -> say(Classroom.NOT_YOURS));
    }

    private void deleteStudent(Classroom.Student student) {
        switch (classes.deleteStudent(teacher, classId, student.id())) {
            case Classroom.Result.Done done -> {
                say(getTranslation("classes.deleted", student.name()));
                drawStudents();
                drawProgress();
            }
            case Classroom.Result.Refused refused -> say(refused.problem());
        }
    }

    private void setAssignment() {
        Optional<Instant> opens = form.opensAt(), closes = form.closesAt();
        if (opens.isEmpty() || closes.isEmpty()) {
            say(getTranslation("classes.giveTimes"));
            return;
        }
        switch (assignments.create(
                teacher, classId, form.titleOrDefault(opens.get()), form.chosen(), opens.get(), closes.get())) {
            case Assignments.Result.Done done -> {
                say("");
                form.title.clear();
                drawProgress();
            }
            case Assignments.Result.Refused refused -> say(refused.problem());
        }
    }

    /** Starts the assignment in a few seconds: the students' open pages count down and open it together. */
    private void startNow(Assignments.Assignment a) {
        switch (starts.startNow(teacher, a.id())) {
            case Assignments.Result.Done done -> {
                say(getTranslation("classes.startsIn", a.title(), AssignmentStarts.COUNTDOWN.toSeconds()));
                drawProgress();
            }
            case Assignments.Result.Refused refused -> say(refused.problem());
        }
    }

    private void archive() {
        switch (classes.archive(teacher, classId)) {
            case Classroom.Result.Done done -> getUI().ifPresent(ui -> ui.navigate(path(classId)));
            case Classroom.Result.Refused refused -> say(refused.problem());
        }
    }

    private void say(Problem problem) {
        say(ClassWords.problem(problem));
    }

    private void say(String text) {
        message.setText(text);
        message.setVisible(!text.isEmpty());
    }

    /** The site's address for the cards, as the teacher's browser reached it. */
    private String site() {
        if (!(VaadinServletRequest.getCurrent() instanceof VaadinServletRequest request))
            return getTranslation("classes.card.thisSite");
        HttpServletRequest http = request.getHttpServletRequest();
        String port = http.getServerPort() == 80 || http.getServerPort() == 443 ? "" : ":" + http.getServerPort();
        return http.getServerName() + port + http.getContextPath() + "/login";
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("classes.class"));
    }
}
