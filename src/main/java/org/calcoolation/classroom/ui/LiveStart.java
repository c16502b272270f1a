package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.UIDetachedException;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.classroom.AssignmentStarts;
import org.calcoolation.classroom.Assignments.Assignment;
import org.calcoolation.classroom.ClassSignals;
import org.jspecify.annotations.Nullable;

/**
 * The class's live start on a student's page, whichever page it is: when the teacher starts an
 * assignment (or its start time comes), the page counts down the last {@link AssignmentStarts#COUNTDOWN}
 * ("… starts in 3", 2, 1: a polite live region, so that a screen reader says each number without
 * cutting in) and opens the assignment's first puzzle at its opening moment, the same for every
 * student on every node (the stored start, by the nodes' clocks). Told of starts by {@link
 * ClassSignals} from any node; times its steps by {@link LiveStarts}.
 */
@StyleSheet("styles/classes.css")
final class LiveStart extends Div {

    /** How long "… has started" stays on the page once the puzzle is open. */
    private static final Duration SAID_FOR = Duration.ofSeconds(5);

    private final LiveStarts timer;
    private final AssignmentStarts starts;
    private final ClassSignals signals;
    private final PlayerRef.Account student;
    private final long classId;
    private Optional<Assignment> next = Optional.empty();
    private @Nullable Runnable stopHearing;
    private @Nullable Runnable cancelStep;
    /** Counts the plans made, so that a step of an earlier plan does nothing. */
    private int round;

    LiveStart(
            LiveStarts timer, AssignmentStarts starts, ClassSignals signals, PlayerRef.Account student, long classId) {
        this.timer = timer;
        this.starts = starts;
        this.signals = signals;
        this.student = student;
        this.classId = classId;
        addClassName("class-start");
        // In the page, empty, from its load: a live region that appears with its text is often not read.
        getElement().setAttribute("role", "status");
        getElement().setAttribute("aria-live", "polite");
        getElement().setAttribute("aria-atomic", "true");
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        UI ui = attach.getUI();
        if (stopHearing == null) stopHearing = signals.onStart(classId, assignment -> later(ui, this::plan));
        plan();
    }

    @Override
    protected void onDetach(DetachEvent detach) {
        if (stopHearing != null) stopHearing.run();
        stopHearing = null;
        cancel();
    }

    /** Reads the class's next start and times the countdown to it. */
    void plan() {
        cancel();
        round++;
        next = starts.nextOpening(student);
        if (next.isEmpty()) setText("");
        else step();
    }

    /** One step of the countdown: quiet until its last seconds, then a number a second, then the first puzzle opened. */
    private void step() {
        Assignment a = next.orElseThrow();
        Duration left = Duration.between(timer.now(), a.opens());
        if (left.isNegative() || left.isZero()) {
            open(a);
            return;
        }
        long seconds = (left.toMillis() + 999) / 1000;
        if (seconds > AssignmentStarts.COUNTDOWN.toSeconds()) {
            setText("");
            at(a.opens().minus(AssignmentStarts.COUNTDOWN), this::step);
            return;
        }
        setText("“" + a.title() + "” starts in " + seconds + "…");
        at(a.opens().minusSeconds(seconds - 1), this::step);
    }

    private void open(Assignment a) {
        setText("“" + a.title() + "” has started: puzzle 1 is open.");
        getUI().ifPresent(ui -> ui.navigate(AssignmentView.path(a.id(), 0)));
        // The words stay a few seconds, then the next start (if any) is timed.
        at(timer.now().plus(SAID_FOR), this::plan);
    }

    /**
     * Runs {@code then} in the page at {@code when}, unless the countdown was planned again meanwhile
     * (a step already handed to the page is not cancelled by a new plan: it must not run a second chain).
     */
    private void at(Instant when, Runnable then) {
        UI ui = getUI().orElse(null);
        if (ui == null) return;
        int planned = round;
        cancelStep = timer.at(
                when,
                () -> later(ui, () -> {
                    if (round == planned) then.run();
                }));
    }

    private void cancel() {
        if (cancelStep != null) cancelStep.run();
        cancelStep = null;
    }

    /** Hands the work to the page; a page closed meanwhile has nothing left to count down. */
    private static void later(UI ui, Runnable work) {
        try {
            ui.access(work::run);
        } catch (UIDetachedException closed) {
            // The page is gone: its detach stops the rest.
        }
    }
}
