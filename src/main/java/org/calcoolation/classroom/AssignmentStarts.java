package org.calcoolation.classroom;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.classroom.Assignments.Assignment;
import org.calcoolation.classroom.Assignments.Result;
import org.calcoolation.classroom.Assignments.When;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * When the class begins an assignment together: the teacher's Start now, and the next start a
 * student's open pages count down to. A start set or brought forward is told to the class's pages on
 * every node ({@link ClassSignals}), which count down to the stored start and open the first puzzle
 * at that moment.
 */
@Service
public class AssignmentStarts {

    /** How long the students' pages count down before an assignment started now opens: 3, 2, 1. */
    public static final Duration COUNTDOWN = Duration.ofSeconds(3);

    static final String OPEN_ALREADY = "This assignment is open already.";

    private final JdbcTemplate jdbc;
    private final Classroom classes;
    private final Assignments assignments;
    private final ClassSignals signals;
    private final Clock clock;

    AssignmentStarts(JdbcTemplate jdbc, Classroom classes, Assignments assignments, ClassSignals signals, Clock clock) {
        this.jdbc = jdbc;
        this.classes = classes;
        this.assignments = assignments;
        this.signals = signals;
        this.clock = clock;
    }

    /**
     * Starts an assignment now, for its teacher: it opens {@link #COUNTDOWN} from now (or sooner, if
     * it was to open sooner), and every student's open page, on any node, counts down to that moment
     * and opens its first puzzle then. Refused once it is open or closed, in an archived class, and to
     * anyone but the class's teacher.
     */
    @Transactional
    public Result startNow(PlayerRef.Account teacher, long assignmentId) {
        Optional<Assignment> found = assignments.load(assignmentId);
        if (found.isEmpty()) return new Result.Refused(Assignments.NO_SUCH);
        Optional<String> refused = classes.changeCheck(teacher, found.get().classId());
        if (refused.isPresent())
            return new Result.Refused(refused.get().equals(Classroom.NOT_YOURS) ? Assignments.NO_SUCH : refused.get());
        Assignment a = found.get();
        Instant now = clock.instant();
        switch (a.at(now)) {
            case OPEN -> {
                return new Result.Refused(OPEN_ALREADY);
            }
            case CLOSED -> {
                return new Result.Refused("This assignment closed at " + ClassTimes.spoken(a.closes()) + ".");
            }
            case NOT_YET -> {}
        }
        Instant opens = now.plus(COUNTDOWN);
        if (opens.isBefore(a.opens()))
            jdbc.update("update class_assignment set opens_at = ? where id = ?", Assignments.at(opens), assignmentId);
        signals.started(a.classId(), assignmentId);
        return new Result.Done(assignmentId);
    }

    /** The next assignment to open in the student's class, if any: the one their open pages count down to. */
    @Transactional(readOnly = true)
    public Optional<Assignment> nextOpening(PlayerRef.Account student) {
        Optional<Classroom.Student> place = classes.studentOf(student);
        if (place.isEmpty()
                || classes.find(place.get().classId())
                        .map(Classroom.SchoolClass::archived)
                        .orElse(true)) return Optional.empty();
        Instant now = clock.instant();
        return assignments.of(student, place.get().classId()).stream()
                .filter(a -> a.at(now) == When.NOT_YET)
                .min(Comparator.comparing(Assignment::opens));
    }
}
