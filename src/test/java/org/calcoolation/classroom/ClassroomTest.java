package org.calcoolation.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.calcoolation.HandClock;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.Problem;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.classroom.Assignments.Play;
import org.calcoolation.classroom.Assignments.Source;
import org.calcoolation.classroom.Assignments.Status;
import org.calcoolation.classroom.Classroom.Added;
import org.calcoolation.classroom.Classroom.Card;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.mydata.MyDataService;
import org.calcoolation.print.BookletTest;
import org.calcoolation.print.FontFinderTest;
import org.calcoolation.print.PageLayout;
import org.calcoolation.print.Paper;
import org.calcoolation.print.PrintService;
import org.calcoolation.print.Printed;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Classes on a real database (H2, and PostgreSQL by the {@code postgresql} execution), under a clock
 * the test moves: who sees a class, its students, assignments, progress, replays and export (its
 * teacher; its students their own class's; nobody else), what a class account may open, the sign-in
 * card spent at its first use, names pasted in bulk with repeats and markup, an assignment before,
 * during and after its hours, archiving, deleting a student, and the exports of other players.
 * Names are unique per run: the database outlives it.
 */
@SpringBootTest
class ClassroomTest {

    private static final String PASSWORD = "classes of cage solvers";
    private static final PageLayout A4_FOUR = new PageLayout(Paper.A4, 4);

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    MyDataService myData;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PrintService printing;

    /** The site's live events: in-process on H2, through PostgreSQL's NOTIFY in the run on it. */
    @Autowired
    LiveEvents live;

    private final HandClock clock = new HandClock();
    private ClassSignals signals;
    private Classroom classes;
    private Assignments assignments;
    private AssignmentStarts starts;
    private ClassExport export;
    private String run;
    private PlayerRef.Account teacher, otherTeacher;
    private long classId, otherClassId;

    @BeforeEach
    void twoTeachersWithAClassEach() {
        signals = new ClassSignals(live);
        classes = new Classroom(jdbc, players, signals, clock);
        assignments = new Assignments(jdbc, classes, games, daily, signals, clock);
        starts = new AssignmentStarts(jdbc, classes, assignments, signals, clock);
        export = new ClassExport(classes, assignments, daily, printing);
        run = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        teacher = register("teach_" + run);
        otherTeacher = register("other_" + run);
        classId = done(classes.create(teacher, "Class 4B " + run));
        otherClassId = done(classes.create(otherTeacher, "Class 5C " + run));
    }

    private PlayerRef.Account register(String name) {
        RegisterResult registered = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
    }

    private static long done(Classroom.Result result) {
        return ((Classroom.Result.Done) result).id();
    }

    private List<Card> add(PlayerRef.Account who, long inClass, String names) {
        return ((Added.Cards) classes.addStudents(who, inClass, names)).cards();
    }

    private PlayerRef.Account account(Card card) {
        return new PlayerRef.Account(
                players.findByUsername(card.username()).orElseThrow().id());
    }

    /** A student who signed in with their card and chose their password. */
    private PlayerRef.Account signedUp(Card card) {
        PlayerRef.Account student = account(card);
        classes.signedIn(student);
        assertThat(classes.choosePassword(student, PASSWORD + " own", PASSWORD + " own"))
                .isInstanceOf(ChangeResult.Changed.class);
        return student;
    }

    private long assignment(long inClass, Duration opensIn, Duration lasts) {
        return assignment(teacher, inClass, opensIn, lasts);
    }

    private long assignment(PlayerRef.Account by, long inClass, Duration opensIn, Duration lasts) {
        Instant opens = clock.instant().plus(opensIn);
        Assignments.Result made = assignments.create(
                by,
                inClass,
                "Two small ones",
                new Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 2),
                opens,
                opens.plus(lasts));
        return ((Assignments.Result.Done) made).id();
    }

    @Test
    void a_teacher_adds_students_who_get_neutral_names_and_cards_and_no_one_else_sees_them() {
        List<Card> cards = add(teacher, classId, "Ann\nBo\n\nCyd\n");

        assertThat(cards).extracting(Card::name).containsExactly("Ann", "Bo", "Cyd");
        assertThat(cards).allSatisfy(card -> {
            assertThat(card.username()).startsWith("pupil-").doesNotContainIgnoringCase(card.name());
            assertThat(card.password()).matches("[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}");
        });
        assertThat(classes.students(teacher, classId))
                .extracting(Classroom.Student::name)
                .containsExactly("Ann", "Bo", "Cyd");
        // Not the card's password in the table: only the account's hash, through account.
        assertThat(jdbc.queryForObject("select count(*) from class_student where class_id = ?", Integer.class, classId))
                .isEqualTo(3);
        assertThat(classes.students(otherTeacher, classId)).isEmpty();
        assertThat(classes.visible(otherTeacher, classId)).isEmpty();
        assertThat(classes.teaching(otherTeacher, classId)).isEmpty();
        assertThat(classes.addStudents(otherTeacher, classId, "Eve")).isEqualTo(new Added.Refused(Classroom.NOT_YOURS));
        assertThat(export.csv(otherTeacher, classId)).isEmpty();
        assertThat(export.json(otherTeacher, classId)).isEmpty();
    }

    @Test
    void a_student_sees_their_own_class_only_and_cannot_teach_or_read_progress() {
        PlayerRef.Account ann = signedUp(add(teacher, classId, "Ann").getFirst());
        long other = assignment(otherTeacher, otherClassId, Duration.ZERO, Duration.ofHours(1));
        long mine = assignment(classId, Duration.ZERO, Duration.ofHours(1));

        assertThat(classes.visible(ann, classId)).isPresent();
        assertThat(classes.teaching(ann, classId)).isEmpty();
        assertThat(classes.visible(ann, otherClassId)).isEmpty();
        assertThat(assignments.of(ann, otherClassId)).isEmpty();
        assertThat(assignments.visible(ann, other)).isEmpty();
        assertThat(assignments.board(ann, other)).isEmpty();
        assertThat(assignments.play(ann, other, 0)).isEqualTo(new Play.Refused(Assignments.NO_SUCH));
        assertThat(assignments.progress(ann, mine)).isEmpty();
        assertThat(export.csv(ann, classId)).isEmpty();
        assertThat(classes.create(ann, "My own class"))
                .isEqualTo(new Classroom.Result.Refused(Classroom.STUDENTS_CANNOT_TEACH));
        assertThat(classes.addStudents(ann, classId, "Zed")).isEqualTo(new Added.Refused(Classroom.TEACHER_ONLY));
        // A teacher reads no other class's assignments.
        assertThat(assignments.progress(otherTeacher, mine)).isEmpty();
        assertThat(assignments.of(otherTeacher, classId)).isEmpty();
        // Nor does a player with no class play one.
        assertThat(assignments.play(otherTeacher, mine, 0)).isEqualTo(new Play.Refused(Assignments.ONLY_STUDENTS));
    }

    @Test
    void a_class_account_opens_its_class_pages_only() {
        assertThat(StudentRules.refusal("classes")).isEmpty();
        assertThat(StudentRules.refusal("classes/play/4/1")).isEmpty();
        assertThat(StudentRules.refusal("how-to-play")).isEmpty();
        assertThat(StudentRules.refusal("daily/2026-11-21")).contains(StudentRules.BOARDS);
        assertThat(StudentRules.refusal("today")).contains(StudentRules.BOARDS);
        assertThat(StudentRules.refusal("records")).contains(StudentRules.BOARDS);
        assertThat(StudentRules.refusal("replay/abc")).contains(StudentRules.BOARDS);
        assertThat(StudentRules.refusal("rated")).contains(StudentRules.RATED);
        assertThat(StudentRules.refusal("timed/3")).contains(StudentRules.RATED);
        assertThat(StudentRules.refusal("play")).contains(StudentRules.PLAY);
        assertThat(StudentRules.refusal("run")).contains(StudentRules.RUNS);
        assertThat(StudentRules.refusal("clubs/join/abc")).contains(StudentRules.CLUBS);
        assertThat(StudentRules.refusal("account")).contains(StudentRules.ACCOUNT);
        assertThat(StudentRules.refusal("somewhere-new")).contains(StudentRules.ELSEWHERE);
    }

    @Test
    void the_cards_password_signs_in_once_then_the_student_must_choose_their_own() {
        Card card = add(teacher, classId, "Ann").getFirst();
        PlayerRef.Account ann = account(card);
        assertThat(players.isPasswordOf(ann, card.password())).isTrue();
        assertThat(classes.mustChoosePassword(ann)).isTrue();

        classes.signedIn(ann);

        assertThat(players.isPasswordOf(ann, card.password()))
                .as("a card used twice")
                .isFalse();
        assertThat(classes.mustChoosePassword(ann)).isTrue();
        assertThat(classes.choosePassword(ann, "short", "short")).isNotInstanceOf(ChangeResult.Changed.class);
        assertThat(classes.choosePassword(ann, PASSWORD + " own", PASSWORD + " own"))
                .isInstanceOf(ChangeResult.Changed.class);
        assertThat(classes.mustChoosePassword(ann)).isFalse();
        assertThat(players.isPasswordOf(ann, PASSWORD + " own")).isTrue();
        // Signing in again spends nothing; choosing again is refused.
        classes.signedIn(ann);
        assertThat(players.isPasswordOf(ann, PASSWORD + " own")).isTrue();
        assertThat(classes.choosePassword(ann, PASSWORD + " two", PASSWORD + " two"))
                .isNotInstanceOf(ChangeResult.Changed.class);
        assertThat(classes.mustChoosePassword(teacher))
                .as("a teacher has nothing to choose")
                .isFalse();

        // A new card, from the teacher only: the student chooses again.
        assertThat(classes.newCard(otherTeacher, classId, ann.id())).isEmpty();
        Card again = classes.newCard(teacher, classId, ann.id()).orElseThrow();
        assertThat(players.isPasswordOf(ann, again.password())).isTrue();
        assertThat(classes.mustChoosePassword(ann)).isTrue();
    }

    @Test
    void two_hundred_names_with_repeats_and_markup_are_refused_whole_or_added_once_each_as_text() {
        String tooMany = IntStream.range(0, 200).mapToObj(i -> "Student " + i).collect(Collectors.joining("\n"));
        Added refused = classes.addStudents(teacher, classId, tooMany);
        assertThat(refused)
                .isEqualTo(new Added.Refused(Problem.of("classes.problem.tooMany", Classroom.MOST_STUDENTS, 200)));
        assertThat(classes.students(teacher, classId)).isEmpty();

        List<String> lines = new ArrayList<>();
        for (int copy = 0; copy < 4; copy++)
            for (int i = 0; i < 50; i++) lines.add(i == 0 ? "<b>Ann</b>" : (copy % 2 == 0 ? "pupil " : "PUPIL ") + i);
        Added added = classes.addStudents(teacher, classId, String.join("\n", lines));

        assertThat(added).isInstanceOf(Added.Cards.class);
        assertThat(((Added.Cards) added).cards()).hasSize(50);
        assertThat(((Added.Cards) added).repeated()).isEqualTo(150);
        assertThat(classes.students(teacher, classId))
                .extracting(Classroom.Student::name)
                .contains("<b>Ann</b>")
                .hasSize(50);
        // A name already in the class is not added again.
        assertThat(classes.addStudents(teacher, classId, "pupil 7")).isEqualTo(new Added.Cards(List.of(), 1));
        Added badName = classes.addStudents(teacher, classId, "Bo\nBad\u202Ename");
        assertThat(badName).isInstanceOf(Added.Refused.class);
        assertThat(((Added.Refused) badName).problem().key()).isEqualTo("classes.problem.line");
        assertThat(((Added.Refused) badName).problem().arguments()).first().isEqualTo(2);
    }

    @Test
    void an_assignment_is_played_only_between_its_start_and_its_end() {
        PlayerRef.Account ann = signedUp(add(teacher, classId, "Ann").getFirst());
        long id = assignment(classId, Duration.ofHours(1), Duration.ofHours(1));

        Play before = assignments.play(ann, id, 0);
        assertThat(before).isInstanceOf(Play.Refused.class);
        assertThat(before)
                .isEqualTo(new Play.Refused(
                        Problem.of("classes.problem.opensAt", clock.instant().plus(Duration.ofHours(1)))));
        assertThat(assignments.openFor(ann)).isEmpty();

        clock.advance(Duration.ofHours(1));
        Play during = assignments.play(ann, id, 0);
        assertThat(during).isInstanceOf(Play.Game.class);
        assertThat(assignments.openFor(ann))
                .extracting(Assignments.Assignment::id)
                .containsExactly(id);
        // The same puzzle again is the same game, kept apart from /play.
        UUID game = ((Play.Game) during).game().id();
        assertThat(((Play.Game) assignments.play(ann, id, 0)).game().id()).isEqualTo(game);
        assertThat(games.practiceGames(ann)).noneMatch(g -> g.id().equals(game));
        assertThat(assignments.play(ann, id, 7)).isEqualTo(new Play.Refused(Assignments.NO_SUCH_PUZZLE));

        clock.advance(Duration.ofHours(1));
        Play after = assignments.play(ann, id, 0);
        assertThat(after).isInstanceOf(Play.Refused.class);
        assertThat(after).isEqualTo(new Play.Refused(Problem.of("classes.problem.closedAt", clock.instant())));
        assertThat(assignments.openFor(ann)).isEmpty();
    }

    @Test
    void an_assignment_with_a_bad_time_or_bad_ids_is_refused_in_a_sentence() {
        Instant now = clock.instant();
        Source two = new Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 2);
        assertThat(assignments.create(teacher, classId, "x", two, now, now))
                .isEqualTo(new Assignments.Result.Refused(Assignments.END_BEFORE_START));
        assertThat(assignments.create(teacher, classId, "x", two, now.minusSeconds(7200), now.minusSeconds(3600)))
                .isEqualTo(new Assignments.Result.Refused(Assignments.ENDED_ALREADY));
        assertThat(assignments.create(teacher, classId, "x", new Source.Ids("not an id"), now, now.plusSeconds(60)))
                .isInstanceOf(Assignments.Result.Refused.class);
        // The line at fault and print's reason, as keys a page words in its language (no English passed through).
        var secondLine = (Assignments.Result.Refused) assignments.create(
                teacher,
                classId,
                "x",
                new Source.Ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2\n4:_aa_a_ab_5a3,m6d2m4s1s2"),
                now,
                now.plusSeconds(60));
        assertThat(secondLine.problem().key()).isEqualTo("refusals.print.line");
        assertThat(secondLine.problem().arguments().getFirst()).isEqualTo(2);
        assertThat(secondLine.problem().arguments().get(1))
                .isInstanceOfSatisfying(
                        Problem.class, reason -> assertThat(reason.key()).startsWith("refusals."));
        assertThat(secondLine.problem().english()).startsWith("Line 2: ").doesNotContain("{");
        assertThat(assignments.create(
                        teacher,
                        classId,
                        "x",
                        new Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 13),
                        now,
                        now.plusSeconds(60)))
                .isInstanceOf(Assignments.Result.Refused.class);
        assertThat(assignments.create(otherTeacher, classId, "x", two, now, now.plusSeconds(60)))
                .isEqualTo(new Assignments.Result.Refused(Classroom.NOT_YOURS));
        assertThat(jdbc.queryForObject(
                        "select count(*) from class_assignment where class_id = ?", Integer.class, classId))
                .isZero();
    }

    @Test
    void a_finish_moves_the_teachers_table_tells_the_teachers_page_and_its_replay_is_theirs_and_the_students() {
        List<Card> cards = add(teacher, classId, "Ann\nBo");
        PlayerRef.Account ann = signedUp(cards.get(0)), bo = signedUp(cards.get(1));
        long id = assignment(classId, Duration.ZERO, Duration.ofHours(1));
        heardAllSentSoFar();
        AtomicInteger told = new AtomicInteger();
        Runnable stop = signals.watch(classId, told::incrementAndGet);

        UUID game = ((Play.Game) assignments.play(ann, id, 1)).game().id();
        heardAllSentSoFar();
        assertThat(told).hasValue(1);
        assertThat(assignments
                        .progress(teacher, id)
                        .orElseThrow()
                        .of(ann.id(), 1)
                        .status())
                .isEqualTo(Status.PLAYING);
        assertThat(assignments
                        .progress(teacher, id)
                        .orElseThrow()
                        .of(bo.id(), 1)
                        .status())
                .isEqualTo(Status.NOT_STARTED);

        assignments.finished(finish(ann, game, Outcome.ASSISTED, Duration.ofSeconds(83)));

        Assignments.Progress solved =
                assignments.progress(teacher, id).orElseThrow().of(ann.id(), 1);
        assertThat(solved.status()).isEqualTo(Status.SOLVED);
        assertThat(solved.time()).contains(Duration.ofSeconds(83));
        assertThat(solved.helped()).isTrue();
        heardAllSentSoFar();
        assertThat(told).hasValue(2);
        assertThat(assignments.mine(ann, id).get(1).status()).isEqualTo(Status.SOLVED);
        assertThat(assignments.mine(bo, id)).isEmpty();
        assertThat(assignments.mine(otherTeacher, id))
                .as("another class's teacher")
                .isEmpty();
        assertThat(assignments.board(bo, id).getFirst())
                .isEqualTo(new Assignments.BoardLine("Ann", 1, Duration.ofSeconds(83)));
        assertThat(assignments.mayWatch(teacher, game)).isTrue();
        assertThat(assignments.mayWatch(ann, game)).isTrue();
        assertThat(assignments.mayWatch(bo, game)).as("a classmate").isFalse();
        assertThat(assignments.mayWatch(otherTeacher, game)).isFalse();
        stop.run();
        String csv = new String(export.csv(teacher, classId).orElseThrow().body(), StandardCharsets.UTF_8);
        assertThat(csv)
                .contains("Ann,")
                .contains("solved,83.000,yes")
                .contains("Bo,")
                .contains("not started");
    }

    /**
     * Waits until this node has heard every live event sent before: they are heard one at a time, in
     * the order sent, so a fence sent now and heard means all before it were.
     */
    private void heardAllSentSoFar() {
        CountDownLatch heard = new CountDownLatch(1);
        String fence = "fence-" + UUID.randomUUID();
        Runnable stop = live.subscribe("test.fence", event -> {
            if (event.key().equals(fence)) heard.countDown();
        });
        try {
            live.publish("test.fence", fence, "");
            assertThat(heard.await(20, TimeUnit.SECONDS)).as("the fence heard").isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            stop.run();
        }
    }

    @Test
    void a_start_set_or_brought_forward_by_the_teacher_is_told_to_the_class_once_and_nothing_refused_is() {
        PlayerRef.Account ann = signedUp(add(teacher, classId, "Ann").getFirst());
        List<String> started = Collections.synchronizedList(new ArrayList<>());
        List<String> othersStarted = Collections.synchronizedList(new ArrayList<>());
        Runnable stop = signals.onStart(classId, assignment -> started.add(Long.toString(assignment)));
        Runnable stopOther = signals.onStart(otherClassId, assignment -> othersStarted.add(Long.toString(assignment)));
        try {
            long open = assignment(classId, Duration.ZERO, Duration.ofHours(1));
            long later = assignment(classId, Duration.ofHours(2), Duration.ofHours(1));
            heardAllSentSoFar();
            assertThat(started)
                    .as("an assignment open at once is not counted down to")
                    .containsExactly("" + later);
            assertThat(starts.nextOpening(ann).map(Assignments.Assignment::id)).contains(later);

            assertThat(starts.startNow(otherTeacher, later))
                    .isEqualTo(new Assignments.Result.Refused(Assignments.NO_SUCH));
            assertThat(starts.startNow(ann, later)).isEqualTo(new Assignments.Result.Refused(Classroom.TEACHER_ONLY));
            assertThat(starts.startNow(teacher, open))
                    .isEqualTo(new Assignments.Result.Refused(AssignmentStarts.OPEN_ALREADY));
            assertThat(starts.startNow(teacher, Long.MAX_VALUE))
                    .isEqualTo(new Assignments.Result.Refused(Assignments.NO_SUCH));
            assertThat(starts.startNow(teacher, later)).isEqualTo(new Assignments.Result.Done(later));
            heardAllSentSoFar();
            assertThat(started).containsExactly("" + later, "" + later);
            assertThat(othersStarted).isEmpty();
            Assignments.Assignment soon = assignments.visible(ann, later).orElseThrow();
            assertThat(soon.opens()).isEqualTo(clock.instant().plus(AssignmentStarts.COUNTDOWN));
            assertThat(assignments.play(ann, later, 0)).isInstanceOf(Play.Refused.class);

            clock.advance(AssignmentStarts.COUNTDOWN);
            assertThat(assignments.play(ann, later, 0)).isInstanceOf(Play.Game.class);
            assertThat(starts.nextOpening(ann)).isEmpty();
            assertThat(starts.startNow(teacher, later))
                    .isEqualTo(new Assignments.Result.Refused(AssignmentStarts.OPEN_ALREADY));
            heardAllSentSoFar();
            assertThat(started).hasSize(2);
        } finally {
            stop.run();
            stopOther.run();
        }
    }

    @Test
    void an_archived_class_starts_nothing_and_counts_down_to_nothing() {
        PlayerRef.Account ann = signedUp(add(teacher, classId, "Ann").getFirst());
        long later = assignment(classId, Duration.ofHours(2), Duration.ofHours(1));
        assertThat(classes.archive(teacher, classId)).isInstanceOf(Classroom.Result.Done.class);

        assertThat(starts.startNow(teacher, later)).isEqualTo(new Assignments.Result.Refused(Classroom.ARCHIVED));
        assertThat(starts.nextOpening(ann)).isEmpty();
        assertThat(assignments.visible(ann, later).orElseThrow().opens())
                .isEqualTo(clock.instant().plus(Duration.ofHours(2)));
    }

    private GameFinished finish(PlayerRef.Account who, UUID game, Outcome outcome, Duration time) {
        return new GameFinished(
                game,
                who,
                OptionalLong.empty(),
                "3:_",
                games.state(game).kind(),
                outcome,
                time,
                time,
                clock.instant(),
                List.of());
    }

    @Test
    void an_archived_class_is_read_and_exported_but_not_changed_or_played() {
        PlayerRef.Account ann = signedUp(add(teacher, classId, "Ann").getFirst());
        long id = assignment(classId, Duration.ZERO, Duration.ofHours(1));

        assertThat(classes.archive(teacher, classId)).isInstanceOf(Classroom.Result.Done.class);

        assertThat(classes.addStudents(teacher, classId, "Bo")).isEqualTo(new Added.Refused(Classroom.ARCHIVED));
        assertThat(assignments.create(
                        teacher,
                        classId,
                        "x",
                        new Source.Generated(Set.of(3), Set.of(Difficulty.EASY), 1),
                        clock.instant(),
                        clock.instant().plusSeconds(60)))
                .isEqualTo(new Assignments.Result.Refused(Classroom.ARCHIVED));
        assertThat(assignments.play(ann, id, 0)).isEqualTo(new Play.Refused(Classroom.ARCHIVED));
        assertThat(assignments.openFor(ann)).isEmpty();
        assertThat(classes.archive(teacher, classId)).isEqualTo(new Classroom.Result.Refused(Classroom.ARCHIVED));
        assertThat(classes.visible(ann, classId)).isPresent();
        assertThat(export.json(teacher, classId)).isPresent();
        assertThat(assignments.progress(teacher, id)).isPresent();
    }

    @Test
    void a_deleted_student_is_gone_with_their_account_and_games() {
        List<Card> cards = add(teacher, classId, "Ann\nBo");
        PlayerRef.Account ann = signedUp(cards.getFirst());
        long id = assignment(classId, Duration.ZERO, Duration.ofHours(1));
        assignments.play(ann, id, 0);

        assertThat(classes.deleteStudent(otherTeacher, classId, ann.id()))
                .isEqualTo(new Classroom.Result.Refused(Classroom.NOT_YOURS));
        assertThat(classes.deleteStudent(teacher, otherClassId, ann.id()))
                .isEqualTo(new Classroom.Result.Refused(Classroom.NOT_YOURS));
        assertThat(classes.deleteStudent(teacher, classId, ann.id())).isInstanceOf(Classroom.Result.Done.class);

        assertThat(players.find(ann)).isEmpty();
        assertThat(classes.students(teacher, classId))
                .extracting(Classroom.Student::name)
                .containsExactly("Bo");
        assertThat(assignments.progress(teacher, id).orElseThrow().progress()).isEmpty();
    }

    @Test
    void no_players_own_export_names_a_student_and_a_deleted_teacher_takes_the_students_accounts() {
        List<Card> cards = add(teacher, classId, "Annabel Quist\nBo");
        PlayerRef.Account ann = signedUp(cards.getFirst());
        assignments.play(ann, assignment(classId, Duration.ZERO, Duration.ofHours(1)), 0);

        String teachers = json(teacher), others = json(otherTeacher), own = json(ann);
        assertThat(teachers).contains("Class 4B " + run).contains("\"teacher\"").doesNotContain("Annabel");
        assertThat(teachers)
                .doesNotContain(cards.getFirst().username())
                .doesNotContain(cards.get(1).username());
        assertThat(others).doesNotContain("Annabel").doesNotContain("Class 4B " + run);
        assertThat(own).contains("Class 4B " + run).contains("\"student\"");

        assertThat(players.deleteAccount(teacher, PASSWORD)).isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.find(ann)).isEmpty();
        assertThat(players.findByUsername(cards.get(1).username())).isEmpty();
        assertThat(classes.visible(ann, classId)).isEmpty();
    }

    private String json(PlayerRef.Account who) {
        return new String(myData.json(who).orElseThrow().body(), StandardCharsets.UTF_8);
    }

    @Test
    void an_assignment_prints_as_a_booklet_for_its_teacher_only() {
        long id = assignment(classId, Duration.ZERO, Duration.ofHours(1));
        Printed mine = export.booklet(teacher, id, A4_FOUR, Locale.ENGLISH);
        assertThat(mine).isInstanceOf(Printed.Pdf.class);
        assertThat(((Printed.Pdf) mine).puzzles()).isEqualTo(2);
        assertThat(((Printed.Pdf) mine).fileName()).isEqualTo("assignment-" + id + ".pdf");
        assertThat(export.booklet(otherTeacher, id, A4_FOUR, Locale.ENGLISH))
                .isEqualTo(new Printed.Refused(Assignments.NO_SUCH));
    }

    @Test
    void an_assignment_booklet_speaks_its_teachers_language() throws IOException {
        long id = assignment(classId, Duration.ZERO, Duration.ofHours(1));
        String opens = Wording.momentUtc(clock.instant(), Locale.GERMAN);
        assertThat(opens)
                .as("a German moment, not an English one")
                .isNotEqualTo(Wording.momentUtc(clock.instant(), Locale.ENGLISH));
        assertThat(text(export.booklet(teacher, id, A4_FOUR, Locale.GERMAN), "class-de"))
                .contains("Lösungen · ", "Rätsel 1", opens)
                .doesNotContain("Answers", "Page 1", "Puzzle 1", "UTC UTC");
        FontFinderTest.assumeJapaneseFont();
        assertThat(text(export.booklet(teacher, id, A4_FOUR, Locale.JAPANESE), "class-ja"))
                .contains("解答 · ", "第1問", Wording.momentUtc(clock.instant(), Locale.JAPANESE))
                .doesNotContain("Answers", "Puzzle 1");
    }

    /** The booklet's text; its pages drawn into target/print-pages as {@code name}, to be looked at. */
    private static String text(Printed printed, String name) throws IOException {
        try (PDDocument doc = Loader.loadPDF(((Printed.Pdf) printed).bytes())) {
            BookletTest.render(doc, name);
            return new PDFTextStripper().getText(doc);
        }
    }
}
