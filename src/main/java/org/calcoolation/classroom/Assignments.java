package org.calcoolation.classroom;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.classroom.Classroom.SchoolClass;
import org.calcoolation.classroom.Classroom.Student;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A class's assignments: a set of puzzles open from a start time to an end time, each student's game
 * of each puzzle (played apart from /play) and the progress the teacher watches. Set by the teacher
 * of a class that is not archived; seen by the class; played by its students while open only.
 */
@Service
public class Assignments {

    /** The most puzzles an assignment holds: a lesson's work, and the teacher's table stays one screen wide. */
    public static final int MOST_PUZZLES = 12;

    static final Problem END_BEFORE_START = Problem.of("classes.problem.endBeforeStart");
    static final Problem ENDED_ALREADY = Problem.of("classes.problem.endedAlready");
    public static final Problem NO_SUCH = Problem.of("classes.problem.noSuchAssignment");
    static final Problem NO_SUCH_PUZZLE = Problem.of("classes.problem.noSuchPuzzle");
    static final Problem ONLY_STUDENTS = Problem.of("classes.problem.onlyStudents");
    static final Problem NO_TITLE = Problem.of("classes.problem.noTitle");

    /** Where the puzzles come from. */
    public sealed interface Source {
        /** {@code count} new puzzles of each size at each level, smallest first. */
        record Generated(Set<Integer> sizes, Set<Difficulty> levels, int count) implements Source {
            public Generated {
                sizes = Set.copyOf(sizes);
                levels = Set.copyOf(levels);
            }
        }

        /** Today's daily ladder, its six rungs (played apart: nothing counts on the daily boards). */
        record TodaysDaily() implements Source {}

        /** Keen IDs pasted, one a line. */
        record Ids(String text) implements Source {}
    }

    /** A puzzle of an assignment; {@code level} is its level's English label, as stored. */
    public record AssignedPuzzle(int position, String keenId, int size, String level) {
        /** In English, for the export. */
        public String label() {
            return size + "×" + size + " · " + level;
        }

        public Difficulty difficulty() {
            return Difficulty.parse(level);
        }
    }

    /** When an assignment may be played. */
    public enum When {
        NOT_YET,
        OPEN,
        CLOSED
    }

    public record Assignment(
            long id,
            long classId,
            String title,
            Instant opens,
            Instant closes,
            Optional<LocalDate> dailyDay,
            List<AssignedPuzzle> puzzles) {
        public Assignment {
            puzzles = List.copyOf(puzzles);
        }

        public When at(Instant now) {
            if (now.isBefore(opens)) return When.NOT_YET;
            return now.isBefore(closes) ? When.OPEN : When.CLOSED;
        }
    }

    /** What a change did; a refusal as a bundle key the page words. */
    public sealed interface Result {
        record Done(long id) implements Result {}

        record Refused(Problem problem) implements Result {}
    }

    /** A student's game of an assigned puzzle to play, or why not. */
    public sealed interface Play {
        record Game(Assignment assignment, AssignedPuzzle puzzle, GameState game) implements Play {}

        record Refused(Problem problem) implements Play {}
    }

    /** A student's state of a puzzle; {@link #words()} in English for the export, the pages word it from the bundles. */
    public enum Status {
        NOT_STARTED("not started"),
        PLAYING("playing"),
        SOLVED("solved"),
        GIVEN_UP("given up");

        private final String words;

        Status(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** One student's state of one puzzle: solved ones with the game's clock and whether help was used. */
    public record Progress(Status status, Optional<Duration> time, boolean helped, Optional<UUID> game) {
        public static final Progress NONE = new Progress(Status.NOT_STARTED, Optional.empty(), false, Optional.empty());
    }

    /** The teacher's table of an assignment: each student's progress by puzzle position. */
    public record Table(Assignment assignment, List<Student> students, Map<Long, Map<Integer, Progress>> progress) {
        public Progress of(long student, int position) {
            return progress.getOrDefault(student, Map.of()).getOrDefault(position, Progress.NONE);
        }
    }

    private final JdbcTemplate jdbc;
    private final Classroom classes;
    private final GameService games;
    private final DailyPuzzleService daily;
    private final ClassSignals signals;
    private final Clock clock;
    private final AssignmentPuzzles sources;

    Assignments(
            JdbcTemplate jdbc,
            Classroom classes,
            GameService games,
            DailyPuzzleService daily,
            ClassSignals signals,
            Clock clock) {
        this.jdbc = jdbc;
        this.classes = classes;
        this.games = games;
        this.daily = daily;
        this.signals = signals;
        this.clock = clock;
        this.sources = new AssignmentPuzzles(daily);
    }

    /**
     * Sets an assignment for the teacher's class; every fault refused, with nothing stored. The page
     * gives an untitled assignment its title, in the teacher's language.
     */
    @Transactional
    public Result create(
            PlayerRef.Account teacher, long classId, String title, Source source, Instant opens, Instant closes) {
        Optional<Problem> refused = classes.changeCheck(teacher, classId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        String name = title.replaceAll("\\p{Cntrl}", " ").strip();
        if (name.isEmpty()) return new Result.Refused(NO_TITLE);
        if (!closes.isAfter(opens)) return new Result.Refused(END_BEFORE_START);
        if (!closes.isAfter(clock.instant())) return new Result.Refused(ENDED_ALREADY);
        Optional<LocalDate> day = source instanceof Source.TodaysDaily ? Optional.of(daily.today()) : Optional.empty();
        AssignmentPuzzles.Chosen puzzles = sources.chosen(source);
        if (puzzles instanceof AssignmentPuzzles.Chosen.Refused(Problem problem)) return new Result.Refused(problem);
        List<AssignedPuzzle> chosen = ((AssignmentPuzzles.Chosen.Puzzles) puzzles).puzzles();
        if (name.length() > 100) name = name.substring(0, 100);
        long id = insert(classId, name, opens, closes, day);
        for (AssignedPuzzle p : chosen)
            jdbc.update(
                    "insert into class_puzzle (assignment_id, position, keen_id, size, level) values (?, ?, ?, ?, ?)",
                    id,
                    p.position(),
                    p.keenId(),
                    p.size(),
                    p.level());
        // The students' open pages count down to a start to come (one already open waits for a click).
        if (opens.isAfter(clock.instant())) signals.started(classId, id);
        return new Result.Done(id);
    }

    private long insert(long classId, String title, Instant opens, Instant closes, Optional<LocalDate> day) {
        KeyHolder made = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into class_assignment (class_id, title, opens_at, closes_at, daily_day, created_at) "
                                    + "values (?, ?, ?, ?, ?, ?)",
                            new String[] {"id"});
                    insert.setLong(1, classId);
                    insert.setString(2, title);
                    insert.setObject(3, at(opens));
                    insert.setObject(4, at(closes));
                    insert.setObject(5, day.orElse(null));
                    insert.setObject(6, at(clock.instant()));
                    return insert;
                },
                made);
        return Objects.requireNonNull(made.getKey()).longValue();
    }

    /** The assignments of a class the viewer teaches or is in, latest first; none for anyone else. */
    @Transactional(readOnly = true)
    public List<Assignment> of(PlayerRef.Account viewer, long classId) {
        if (classes.visible(viewer, classId).isEmpty()) return List.of();
        List<Long> ids = jdbc.queryForList(
                "select id from class_assignment where class_id = ? order by opens_at desc, id desc",
                Long.class,
                classId);
        return ids.stream().map(this::load).flatMap(Optional::stream).toList();
    }

    /** The assignment, if the viewer teaches its class or is in it. */
    @Transactional(readOnly = true)
    public Optional<Assignment> visible(PlayerRef.Account viewer, long assignmentId) {
        return load(assignmentId)
                .filter(a -> classes.visible(viewer, a.classId()).isPresent());
    }

    /** The assignments the student may play now: their class's open ones (none once the class is archived). */
    @Transactional(readOnly = true)
    public List<Assignment> openFor(PlayerRef.Account student) {
        Optional<Student> place = classes.studentOf(student);
        if (place.isEmpty()
                || classes.find(place.get().classId())
                        .map(SchoolClass::archived)
                        .orElse(true)) return List.of();
        Instant now = clock.instant();
        return of(student, place.get().classId()).stream()
                .filter(a -> a.at(now) == When.OPEN)
                .toList();
    }

    /**
     * The student's game of an assigned puzzle: the one they began, or a new one. Refused before the
     * start time and after the end time, in an archived class, and for anyone not in the class.
     */
    public Play play(PlayerRef.Account student, long assignmentId, int position) {
        Optional<Student> place = classes.studentOf(student);
        Optional<Assignment> found = visible(student, assignmentId);
        if (found.isEmpty()) return new Play.Refused(place.isEmpty() ? ONLY_STUDENTS : NO_SUCH);
        if (place.isEmpty()) return new Play.Refused(ONLY_STUDENTS);
        Assignment assignment = found.get();
        if (classes.find(assignment.classId()).map(SchoolClass::archived).orElse(true))
            return new Play.Refused(Classroom.ARCHIVED);
        switch (assignment.at(clock.instant())) {
            case NOT_YET -> {
                return new Play.Refused(Problem.of("classes.problem.opensAt", assignment.opens()));
            }
            case CLOSED -> {
                return new Play.Refused(Problem.of("classes.problem.closedAt", assignment.closes()));
            }
            case OPEN -> {}
        }
        Optional<AssignedPuzzle> puzzle = assignment.puzzles().stream()
                .filter(p -> p.position() == position)
                .findFirst();
        if (puzzle.isEmpty()) return new Play.Refused(NO_SUCH_PUZZLE);
        Optional<UUID> begun = gameOf(assignmentId, position, student.id());
        if (begun.isPresent())
            return games.resume(student, begun.get())
                    .<Play>map(game -> new Play.Game(assignment, puzzle.get(), game))
                    .orElseGet(() -> new Play.Refused(Problem.of("classes.problem.gameGone")));
        return switch (games.importApart(student, puzzle.get().keenId())) {
            case ImportResult.Rejected rejected -> new Play.Refused(Problem.of(rejected.reason()));
            case ImportResult.Imported imported -> begin(student, assignment, puzzle.get(), imported.game());
        };
    }

    private Play begin(PlayerRef.Account student, Assignment assignment, AssignedPuzzle puzzle, GameState game) {
        try {
            jdbc.update(
                    "insert into class_game (assignment_id, position, student_id, game_id, started_at) values (?, ?, ?, ?, ?)",
                    assignment.id(),
                    puzzle.position(),
                    student.id(),
                    game.id(),
                    at(clock.instant()));
        } catch (DuplicateKeyException otherTab) {
            // Two tabs began it at once: the first one's game is the student's, the other is dropped.
            games.discard(student, game.id());
            return play(student, assignment.id(), puzzle.position());
        }
        signals.changed(assignment.classId());
        return new Play.Game(assignment, puzzle, game);
    }

    /** The teacher's table of the assignment's progress; empty for anyone but the class's teacher. */
    @Transactional(readOnly = true)
    public Optional<Table> progress(PlayerRef.Account teacher, long assignmentId) {
        Optional<Assignment> found = load(assignmentId)
                .filter(a -> classes.teaching(teacher, a.classId()).isPresent());
        if (found.isEmpty()) return Optional.empty();
        return Optional.of(
                new Table(found.get(), classes.students(teacher, found.get().classId()), progressOf(assignmentId)));
    }

    /**
     * The class's own board of an assignment, for its students: each classmate's solves and their
     * summed time, most solves first, then fastest. Empty for anyone outside the class.
     */
    @Transactional(readOnly = true)
    public List<BoardLine> board(PlayerRef.Account viewer, long assignmentId) {
        Optional<Assignment> found = visible(viewer, assignmentId);
        if (found.isEmpty()) return List.of();
        Map<Long, Map<Integer, Progress>> progress = progressOf(assignmentId);
        List<BoardLine> lines = new ArrayList<>();
        for (Student s : classes.students(viewer, found.get().classId())) {
            Map<Integer, Progress> mine = progress.getOrDefault(s.id(), Map.of());
            List<Progress> solved = mine.values().stream()
                    .filter(p -> p.status() == Status.SOLVED)
                    .toList();
            Duration time =
                    solved.stream().map(p -> p.time().orElse(Duration.ZERO)).reduce(Duration.ZERO, Duration::plus);
            lines.add(new BoardLine(s.name(), solved.size(), time));
        }
        lines.sort((a, b) ->
                a.solved() != b.solved() ? b.solved() - a.solved() : a.time().compareTo(b.time()));
        return lines;
    }

    public record BoardLine(String name, int solved, Duration time) {}

    /** The student's own progress in an assignment of their class, by puzzle position; none for anyone else. */
    @Transactional(readOnly = true)
    public Map<Integer, Progress> mine(PlayerRef.Account student, long assignmentId) {
        if (visible(student, assignmentId).isEmpty()) return Map.of();
        return progressOf(assignmentId).getOrDefault(student.id(), Map.of());
    }

    /** Whether the viewer may watch the replay of this game: its student, or their class's teacher. */
    @Transactional(readOnly = true)
    public boolean mayWatch(PlayerRef.Account viewer, UUID game) {
        List<Long> found = jdbc.queryForList(
                "select a.class_id from class_game g join class_assignment a on a.id = g.assignment_id "
                        + "where g.game_id = ? and (g.student_id = ? or a.class_id in "
                        + "(select id from school_class where teacher_id = ?))",
                Long.class,
                game,
                viewer.id(),
                viewer.id());
        return !found.isEmpty();
    }

    /**
     * Notes a student's finish of an assigned puzzle, in the transaction that stores it; the teacher's
     * pages on every node are told with its commit.
     */
    @EventListener
    @Transactional
    void finished(GameFinished finished) {
        if (!(finished.player() instanceof PlayerRef.Account)) return;
        List<Long> classIds = jdbc.queryForList(
                "select a.class_id from class_game g join class_assignment a on a.id = g.assignment_id where g.game_id = ?",
                Long.class,
                finished.gameId());
        if (classIds.isEmpty()) return;
        jdbc.update(
                "update class_game set finished_at = ?, outcome = ?, play_millis = ? where game_id = ?",
                at(finished.finishedAt()),
                finished.outcome().name(),
                finished.playTime().toMillis(),
                finished.gameId());
        signals.changed(classIds.getFirst());
    }

    /** Every game row of the class, for the teacher's export. */
    @Transactional(readOnly = true)
    public List<Assignment> all(PlayerRef.Account teacher, long classId) {
        return classes.teaching(teacher, classId).isPresent() ? of(teacher, classId) : List.of();
    }

    private Optional<UUID> gameOf(long assignmentId, int position, long student) {
        return jdbc
                .queryForList(
                        "select game_id from class_game where assignment_id = ? and position = ? and student_id = ?",
                        UUID.class,
                        assignmentId,
                        position,
                        student)
                .stream()
                .findFirst();
    }

    Map<Long, Map<Integer, Progress>> progressOf(long assignmentId) {
        Map<Long, Map<Integer, Progress>> all = new HashMap<>();
        jdbc.query(
                "select student_id, position, game_id, finished_at, outcome, play_millis from class_game where assignment_id = ?",
                row -> {
                    all.computeIfAbsent(row.getLong(1), s -> new HashMap<>()).put(row.getInt(2), progress(row));
                },
                assignmentId);
        return all;
    }

    private static Progress progress(ResultSet row) throws SQLException {
        UUID game = row.getObject(3, UUID.class);
        if (row.getObject(4, OffsetDateTime.class) == null)
            return new Progress(Status.PLAYING, Optional.empty(), false, Optional.of(game));
        Outcome outcome = Outcome.valueOf(row.getString(5));
        if (outcome == Outcome.GIVEN_UP)
            return new Progress(Status.GIVEN_UP, Optional.empty(), true, Optional.of(game));
        return new Progress(
                Status.SOLVED,
                Optional.of(Duration.ofMillis(row.getLong(6))),
                outcome == Outcome.ASSISTED,
                Optional.of(game));
    }

    Optional<Assignment> load(long assignmentId) {
        List<AssignedPuzzle> puzzles = jdbc.query(
                "select position, keen_id, size, level from class_puzzle where assignment_id = ? order by position",
                (row, i) -> new AssignedPuzzle(row.getInt(1), row.getString(2), row.getInt(3), row.getString(4)),
                assignmentId);
        return jdbc
                .query(
                        "select id, class_id, title, opens_at, closes_at, daily_day from class_assignment where id = ?",
                        (row, i) -> new Assignment(
                                row.getLong(1),
                                row.getLong(2),
                                row.getString(3),
                                row.getObject(4, OffsetDateTime.class).toInstant(),
                                row.getObject(5, OffsetDateTime.class).toInstant(),
                                Optional.ofNullable(row.getObject(6, LocalDate.class)),
                                puzzles),
                        assignmentId)
                .stream()
                .findFirst();
    }

    static OffsetDateTime at(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
