package org.calcoolation.classroom;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.NameRules;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.Problem;
import org.calcoolation.account.Rejected;
import org.jspecify.annotations.Nullable;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.interceptor.TransactionAspectSupport;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Classes and their students: making a class, adding students in bulk with their sign-in cards, a
 * new card, deleting a student, archiving. Every question names the account asking: a class is
 * shown to its teacher and its students only, and to anyone else a class that exists and one that
 * does not read the same. Only the teacher changes a class, and nobody changes an archived one.
 */
@Service
public class Classroom {

    /** The most students a class holds: one sheet of cards a lesson, one table on the teacher's page. */
    public static final int MOST_STUDENTS = 60;

    public static final Problem NOT_YOURS = Problem.of("classes.problem.notYours");
    static final Problem TEACHER_ONLY = Problem.of("classes.problem.teacherOnly");
    static final Problem ARCHIVED = Problem.of("classes.problem.archived");
    static final Problem NO_NAME = Problem.of("classes.problem.noName");
    static final Problem NO_STUDENTS = Problem.of("classes.problem.noStudents");
    static final Problem STUDENTS_CANNOT_TEACH = Problem.of("classes.problem.studentsCannotTeach");
    static final Problem NOT_IN_CLASS = Problem.of("classes.problem.notInClass");
    static final Problem NO_ACCOUNT = Problem.of("classes.problem.noAccount");

    /** A class as its teacher and students see it. */
    public record SchoolClass(long id, String name, long teacherId, Optional<Instant> archivedAt) {
        public boolean taughtBy(PlayerRef.Account account) {
            return teacherId == account.id();
        }

        public boolean archived() {
            return archivedAt.isPresent();
        }
    }

    /** A student as the class knows them: the name the teacher typed and the account's neutral user name. */
    public record Student(long id, long classId, String name, String username, boolean ownPassword) {}

    /** A sign-in card, shown once: the password is not kept, only its hash. */
    public record Card(String name, String username, String password) {}

    /** What a change did; a refusal as a bundle key the page words. */
    public sealed interface Result {
        record Done(long id) implements Result {}

        record Refused(Problem problem) implements Result {}
    }

    /** Students added, with their cards and how many names were left out as repeated, or why none were. */
    public sealed interface Added {
        record Cards(List<Card> cards, int repeated) implements Added {
            public Cards {
                cards = List.copyOf(cards);
            }
        }

        record Refused(Problem problem) implements Added {}
    }

    private final JdbcTemplate jdbc;
    private final PlayerService players;
    private final ClassSignals signals;
    private final Clock clock;

    Classroom(JdbcTemplate jdbc, PlayerService players, ClassSignals signals, Clock clock) {
        this.jdbc = jdbc;
        this.players = players;
        this.signals = signals;
        this.clock = clock;
    }

    /** Makes a class with the account as its teacher; a student cannot. */
    @Transactional
    public Result create(PlayerRef.Account teacher, String name) {
        if (studentOf(teacher).isPresent()) return new Result.Refused(STUDENTS_CANNOT_TEACH);
        String shown = NameRules.prepared(name.strip());
        if (shown.isEmpty()) return new Result.Refused(NO_NAME);
        Optional<Problem> problem = NameRules.check(shown);
        if (problem.isPresent()) return new Result.Refused(problem.get());
        KeyHolder made = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into school_class (name, teacher_id, created_at) values (?, ?, ?)",
                            new String[] {"id"});
                    insert.setString(1, shown);
                    insert.setLong(2, teacher.id());
                    insert.setObject(3, now());
                    return insert;
                },
                made);
        return new Result.Done(Objects.requireNonNull(made.getKey()).longValue());
    }

    /** The classes the account teaches, by name. */
    @Transactional(readOnly = true)
    public List<SchoolClass> taught(PlayerRef.Account teacher) {
        return jdbc.query(
                CLASS_SELECT + " where teacher_id = ? order by name, id", (row, i) -> schoolClass(row), teacher.id());
    }

    /** The class, if the viewer teaches it or is one of its students; empty alike for one that does not exist. */
    @Transactional(readOnly = true)
    public Optional<SchoolClass> visible(PlayerRef.Account viewer, long classId) {
        Optional<SchoolClass> found = find(classId);
        if (found.isEmpty()) return Optional.empty();
        boolean mine = found.get().taughtBy(viewer)
                || studentOf(viewer).map(s -> s.classId() == classId).orElse(false);
        return mine ? found : Optional.empty();
    }

    /** The class if the account teaches it; empty for its students and everyone else. */
    @Transactional(readOnly = true)
    public Optional<SchoolClass> teaching(PlayerRef.Account teacher, long classId) {
        return find(classId).filter(c -> c.taughtBy(teacher));
    }

    /** The account's place as a student, if it is a class account. */
    @Transactional(readOnly = true)
    public Optional<Student> studentOf(PlayerRef account) {
        if (!(account instanceof PlayerRef.Account student)) return Optional.empty();
        List<Student> found = jdbc.query(
                "select player_id, class_id, name, own_password from class_student where player_id = ?",
                (row, i) -> student(row, ""),
                student.id());
        return found.stream().findFirst().map(s -> withUsername(List.of(s)).getFirst());
    }

    /** The students of a class the viewer teaches or is in, by name; empty for anyone else. */
    @Transactional(readOnly = true)
    public List<Student> students(PlayerRef.Account viewer, long classId) {
        if (visible(viewer, classId).isEmpty()) return List.of();
        return withUsername(jdbc.query(
                "select player_id, class_id, name, own_password from class_student where class_id = ? order by name, player_id",
                (row, i) -> student(row, ""),
                classId));
    }

    /**
     * Adds a student for each name, one a line: blank lines skipped, a name twice (or too like one
     * already in the class) added once, and the whole list refused, with nothing stored, for a name
     * that cannot be shown or a class that would pass {@value #MOST_STUDENTS}.
     */
    @Transactional
    public Added addStudents(PlayerRef.Account teacher, long classId, String names) {
        Optional<Problem> refused = changeCheck(teacher, classId);
        if (refused.isPresent()) return new Added.Refused(refused.get());
        Set<String> seen = new HashSet<>();
        for (Student s : students(teacher, classId)) seen.addAll(NameRules.keys(s.name()));
        List<String> fresh = new ArrayList<>();
        int repeated = 0, line = 0;
        for (String typed : names.split("\\R", -1)) {
            line++;
            String name = NameRules.prepared(typed.strip());
            if (name.isEmpty()) continue;
            Optional<Problem> problem = NameRules.check(name);
            if (problem.isPresent()) return new Added.Refused(Problem.of("classes.problem.line", line, problem.get()));
            Set<String> keys = NameRules.keys(name);
            if (keys.stream().anyMatch(seen::contains)) {
                repeated++;
                continue;
            }
            seen.addAll(keys);
            fresh.add(name);
        }
        if (fresh.isEmpty())
            return repeated > 0 ? new Added.Cards(List.of(), repeated) : new Added.Refused(NO_STUDENTS);
        int total = studentCount(classId) + fresh.size();
        if (total > MOST_STUDENTS)
            return new Added.Refused(Problem.of("classes.problem.tooMany", MOST_STUDENTS, total));
        List<Card> cards = new ArrayList<>();
        for (String name : fresh) {
            Optional<Card> card = enrol(classId, name);
            if (card.isEmpty()) {
                // The accounts made so far go back with the rest: the whole list or none of it.
                if (TransactionSynchronizationManager.isActualTransactionActive())
                    TransactionAspectSupport.currentTransactionStatus().setRollbackOnly();
                return new Added.Refused(NO_ACCOUNT);
            }
            cards.add(card.get());
        }
        return new Added.Cards(cards, repeated);
    }

    private Optional<Card> enrol(long classId, String name) {
        String password = SignInCards.password();
        for (int tries = 0; tries < 10; tries++) {
            String username = SignInCards.username();
            Optional<Player> made = players.registerMade(username, password);
            if (made.isEmpty()) continue;
            jdbc.update(
                    "insert into class_student (player_id, class_id, name, added_at) values (?, ?, ?, ?)",
                    made.get().id(),
                    classId,
                    name,
                    now());
            return Optional.of(new Card(name, username, password));
        }
        return Optional.empty();
    }

    /** A new card for a student who lost theirs or whose session ended before they chose a password. */
    @Transactional
    public Optional<Card> newCard(PlayerRef.Account teacher, long classId, long studentId) {
        if (changeCheck(teacher, classId).isPresent()) return Optional.empty();
        Optional<Student> student = inClass(teacher, classId, studentId);
        if (student.isEmpty()) return Optional.empty();
        String password = SignInCards.password();
        players.resetMadePassword(new PlayerRef.Account(studentId), password);
        jdbc.update(
                "update class_student set card_used_at = null, own_password = false where player_id = ?", studentId);
        return Optional.of(new Card(student.get().name(), student.get().username(), password));
    }

    /** Deletes a student's account and everything of it, as deleting an account does. */
    @Transactional
    public Result deleteStudent(PlayerRef.Account teacher, long classId, long studentId) {
        Optional<Problem> refused = teacherCheck(teacher, classId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        if (inClass(teacher, classId, studentId).isEmpty()) return new Result.Refused(NOT_IN_CLASS);
        players.deleteMade(new PlayerRef.Account(studentId));
        return new Result.Done(studentId);
    }

    /** Archives the class: it stays readable and exportable, its assignments close, nothing changes it again. */
    @Transactional
    public Result archive(PlayerRef.Account teacher, long classId) {
        Optional<Problem> refused = changeCheck(teacher, classId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        jdbc.update("update school_class set archived_at = ? where id = ?", now(), classId);
        return new Result.Done(classId);
    }

    /** Why the teacher may not change the class, if they may not. */
    Optional<Problem> changeCheck(PlayerRef.Account teacher, long classId) {
        Optional<Problem> refused = teacherCheck(teacher, classId);
        if (refused.isPresent()) return refused;
        return find(classId).filter(SchoolClass::archived).map(c -> ARCHIVED);
    }

    Optional<Problem> teacherCheck(PlayerRef.Account teacher, long classId) {
        Optional<SchoolClass> found = visible(teacher, classId);
        if (found.isEmpty()) return Optional.of(NOT_YOURS);
        return found.get().taughtBy(teacher) ? Optional.empty() : Optional.of(TEACHER_ONLY);
    }

    /** A class the player teaches or is in, as their own data export lists it: never the other students. */
    public record Place(String className, boolean teacher, int students, Instant since) {}

    /** The player's classes, taught and attended, for their data export. */
    @Transactional(readOnly = true)
    public List<Place> places(PlayerRef.Account player) {
        List<Place> places = new ArrayList<>(jdbc.query(
                "select c.name, c.id, c.created_at from school_class c where c.teacher_id = ? order by c.created_at, c.id",
                (row, i) -> new Place(
                        row.getString(1),
                        true,
                        studentCount(row.getLong(2)),
                        row.getObject(3, OffsetDateTime.class).toInstant()),
                player.id()));
        places.addAll(jdbc.query(
                "select c.name, s.added_at from class_student s join school_class c on c.id = s.class_id where s.player_id = ?",
                (row, i) -> new Place(
                        row.getString(1),
                        false,
                        0,
                        row.getObject(2, OffsetDateTime.class).toInstant()),
                player.id()));
        return places;
    }

    /** Whether the student still has to choose their own password: until then they open that page only. */
    @Transactional(readOnly = true)
    public boolean mustChoosePassword(PlayerRef account) {
        return studentOf(account).map(s -> !s.ownPassword()).orElse(false);
    }

    /**
     * The card's sign-in: its one-time password is spent at once, so that it signs nobody in again,
     * while this session goes on to the page where the student chooses their own.
     */
    @Transactional
    public void signedIn(PlayerRef.Account account) {
        int spent = jdbc.update(
                "update class_student set card_used_at = ? where player_id = ? and card_used_at is null and not own_password",
                now(),
                account.id());
        if (spent == 1) players.spendPassword(account);
    }

    /** The student's own password, chosen at first sign-in; refused for anyone who has chosen theirs. */
    @Transactional
    public ChangeResult choosePassword(PlayerRef.Account student, String password, String again) {
        if (!mustChoosePassword(student))
            return new Rejected(Map.of(Field.PASSWORD, Problem.of("firstPassword.nothingToDo")));
        ChangeResult result = players.setMadePassword(student, password, again);
        if (result instanceof ChangeResult.Changed) {
            jdbc.update("update class_student set own_password = true where player_id = ?", student.id());
            studentOf(student).ifPresent(s -> signals.changed(s.classId()));
        }
        return result;
    }

    /**
     * A teacher's deleted account takes their classes with it, and the students' accounts too: nobody
     * is left to run them. Runs before the teacher's row goes.
     */
    @EventListener
    void accountDeleted(AccountDeleted deleted) {
        List<Long> students = jdbc.queryForList(
                "select s.player_id from class_student s join school_class c on c.id = s.class_id where c.teacher_id = ?",
                Long.class,
                deleted.playerId());
        for (long student : students) players.deleteMade(new PlayerRef.Account(student));
    }

    private Optional<Student> inClass(PlayerRef.Account teacher, long classId, long studentId) {
        return students(teacher, classId).stream()
                .filter(s -> s.id() == studentId)
                .findFirst();
    }

    Optional<SchoolClass> find(long classId) {
        return jdbc.query(CLASS_SELECT + " where id = ?", (row, i) -> schoolClass(row), classId).stream()
                .findFirst();
    }

    private int studentCount(long classId) {
        Integer n =
                jdbc.queryForObject("select count(*) from class_student where class_id = ?", Integer.class, classId);
        return n == null ? 0 : n;
    }

    private List<Student> withUsername(List<Student> students) {
        Map<Long, String> names =
                players.shownNames(students.stream().map(Student::id).toList());
        return students.stream()
                .map(s -> new Student(s.id(), s.classId(), s.name(), names.getOrDefault(s.id(), ""), s.ownPassword()))
                .toList();
    }

    private static final String CLASS_SELECT = "select id, name, teacher_id, archived_at from school_class";

    private static SchoolClass schoolClass(ResultSet row) throws SQLException {
        @Nullable OffsetDateTime archived = row.getObject(4, OffsetDateTime.class);
        return new SchoolClass(
                row.getLong(1),
                row.getString(2),
                row.getLong(3),
                Optional.ofNullable(archived).map(OffsetDateTime::toInstant));
    }

    private static Student student(ResultSet row, String username) throws SQLException {
        return new Student(row.getLong(1), row.getLong(2), row.getString(3), username, row.getBoolean(4));
    }

    private OffsetDateTime now() {
        return clock.instant().atOffset(ZoneOffset.UTC);
    }
}
