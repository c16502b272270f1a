package org.calcoolation.classroom;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.classroom.Assignments.AssignedPuzzle;
import org.calcoolation.classroom.Assignments.Assignment;
import org.calcoolation.classroom.Assignments.Progress;
import org.calcoolation.classroom.Classroom.SchoolClass;
import org.calcoolation.classroom.Classroom.Student;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.print.Gathered;
import org.calcoolation.print.IdLines;
import org.calcoolation.print.PageLayout;
import org.calcoolation.print.PrintService;
import org.calcoolation.print.Printed;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A class's data for its teacher: each student's state of each assigned puzzle, as a CSV a
 * spreadsheet opens (one row a student and puzzle) or as JSON, and each assignment as a booklet to
 * print. Nobody else gets them; no other player's export ({@code mydata}) names a student of the class.
 */
@Service
public class ClassExport {

    static final List<String> COLUMNS = List.of(
            "student",
            "username",
            "assignment",
            "opens",
            "closes",
            "puzzle",
            "kind",
            "keen_id",
            "status",
            "play_seconds",
            "help");

    private static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    /** A file to download. */
    public record File(String name, String contentType, byte[] body) {}

    private final Classroom classes;
    private final Assignments assignments;
    private final DailyPuzzleService daily;
    private final PrintService printing;

    ClassExport(Classroom classes, Assignments assignments, DailyPuzzleService daily, PrintService printing) {
        this.classes = classes;
        this.assignments = assignments;
        this.daily = daily;
        this.printing = printing;
    }

    @Transactional(readOnly = true)
    public Optional<File> csv(PlayerRef.Account teacher, long classId) {
        return rows(teacher, classId).map(rows -> {
            StringBuilder out = new StringBuilder("\uFEFF");
            line(out, COLUMNS);
            for (Map<String, Object> row : rows)
                line(out, row.values().stream().map(String::valueOf).toList());
            return new File("class-" + classId + ".csv", "text/csv; charset=UTF-8", bytes(out.toString()));
        });
    }

    @Transactional(readOnly = true)
    public Optional<File> json(PlayerRef.Account teacher, long classId) {
        Optional<SchoolClass> found = classes.teaching(teacher, classId);
        return found.flatMap(c -> rows(teacher, classId).map(rows -> {
            Map<String, Object> all = new LinkedHashMap<>();
            all.put("class", c.name());
            all.put("archivedAt", c.archivedAt().map(Instant::toString).orElse(null));
            all.put(
                    "students",
                    classes.students(teacher, classId).stream()
                            .map(s -> Map.of("name", s.name(), "username", s.username()))
                            .toList());
            all.put("progress", rows);
            return new File("class-" + classId + ".json", "application/json", JSON.writeValueAsBytes(all));
        }));
    }

    /**
     * The assignment as a booklet with its answer key, in {@code language} (the teacher's page's) as
     * the print page writes it; one copied from a daily is printed once its day is over, as the print
     * page does with every day's puzzles.
     */
    @Transactional(readOnly = true)
    public Printed booklet(PlayerRef.Account teacher, long assignmentId, PageLayout layout, Locale language) {
        Optional<Assignment> found = assignments
                .load(assignmentId)
                .filter(a -> classes.teaching(teacher, a.classId()).isPresent());
        if (found.isEmpty()) return new Printed.Refused(Assignments.NO_SUCH);
        Assignment a = found.get();
        if (a.dailyDay().map(day -> !day.isBefore(daily.today())).orElse(false))
            return new Printed.Refused(Problem.of("classes.problem.printTomorrow"));
        String ids = String.join(
                "\n", a.puzzles().stream().map(AssignedPuzzle::keenId).toList());
        return switch (IdLines.read(ids)) {
            case Gathered.Refused refused -> Printed.Refused.of(refused);
            case Gathered.Puzzles read ->
                printing.chosen(
                        a.title(),
                        in -> Wording.momentUtc(a.opens(), in),
                        read.puzzles(),
                        layout,
                        "assignment-" + a.id(),
                        language);
        };
    }

    private Optional<List<Map<String, Object>>> rows(PlayerRef.Account teacher, long classId) {
        if (classes.teaching(teacher, classId).isEmpty()) return Optional.empty();
        List<Student> students = classes.students(teacher, classId);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Assignment a : assignments.all(teacher, classId)) {
            Map<Long, Map<Integer, Progress>> progress = assignments.progressOf(a.id());
            for (Student s : students)
                for (AssignedPuzzle p : a.puzzles()) {
                    Progress state = progress.getOrDefault(s.id(), Map.of()).getOrDefault(p.position(), Progress.NONE);
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("student", s.name());
                    row.put("username", s.username());
                    row.put("assignment", a.title());
                    row.put("opens", a.opens().toString());
                    row.put("closes", a.closes().toString());
                    row.put("puzzle", p.position() + 1);
                    row.put("kind", p.label());
                    row.put("keen_id", p.keenId());
                    row.put("status", state.status().words());
                    row.put(
                            "play_seconds",
                            state.time()
                                    .map(t ->
                                            BigDecimal.valueOf(t.toMillis(), 3).toPlainString())
                                    .orElse(""));
                    row.put("help", state.status() == Assignments.Status.SOLVED ? (state.helped() ? "yes" : "no") : "");
                    rows.add(row);
                }
        }
        return Optional.of(rows);
    }

    private static void line(StringBuilder out, List<String> cells) {
        out.append(cells.stream().map(ClassExport::field).collect(Collectors.joining(",")))
                .append("\r\n");
    }

    /** As {@code mydata}'s export: a cell a spreadsheet would run as a formula gets an apostrophe, then quotes if needed. */
    static String field(String cell) {
        String safe = !cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
        boolean quote = safe.chars().anyMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r');
        return quote ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
