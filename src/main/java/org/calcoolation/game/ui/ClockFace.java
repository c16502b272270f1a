package org.calcoolation.game.ui;

import com.vaadin.flow.component.html.Span;
import java.time.Duration;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.GameService;

/**
 * The play time on the puzzle. The server measures it ({@code GameState.playTime()}); the browser counts on
 * from the server's value, and is given it again when the clock starts or stops, or when
 * {@link #resync()} says the server's count may have parted from the browser's.
 */
class ClockFace extends Span {

    ClockFace() {
        addClassName("clock");
        getElement().setAttribute("role", "timer");
        // Play time, not Time: it stops while the game is paused or off screen (see FinishPanel#times).
        getElement().setAttribute("aria-label", Say.of("play.playTime"));
        setText(TimeText.of(Duration.ZERO));
    }

    /** What the browser's clock was last told: nothing yet, running or standing. */
    private enum Told {
        NOTHING,
        RUNNING,
        STANDING
    }

    private Told told = Told.NOTHING;

    /** The server stops counting this long after it last heard from the page; so does the page's clock, offline. */
    private static final long CONTACT_GRACE_MILLIS = GameService.CONTACT_GRACE.toMillis();

    /** Shows the server's time and lets the browser count on from it if the clock runs; once per start or stop. */
    void sync(Duration elapsed, boolean running) {
        Told now = running ? Told.RUNNING : Told.STANDING;
        if (told == now) return;
        told = now;
        setText(TimeText.of(elapsed));
        PageScript.tick(getElement(), elapsed.toMillis(), running, CONTACT_GRACE_MILLIS);
    }

    /** The next {@link #sync} sends the time: a new game, or a tab that was hidden and may not have counted. */
    void resync() {
        told = Told.NOTHING;
    }
}
