package org.calcoolation.game.ui;

import java.time.Duration;

import com.vaadin.flow.component.html.Span;
import org.calcoolation.base.ui.TimeText;

/**
 * The time on the puzzle. The server measures it ({@code Game.elapsed()}); the browser counts on
 * from the server's value, and is given it again when the clock starts or stops, or when
 * {@link #resync()} says the server's count may have parted from the browser's.
 */
class GameClock extends Span {

    /**
     * Counts on from {@code $0} ms while {@code $1} is true. It writes into the text node the
     * server made, so the server's next value replaces it cleanly.
     */
    private static final String TICK = """
            const el = this, base = $0, running = $1, since = Date.now();
            const two = v => String(v).padStart(2, '0');
            const format = s => s >= 3600
                ? Math.floor(s / 3600) + ':' + two(Math.floor(s / 60) % 60) + ':' + two(s % 60)
                : two(Math.floor(s / 60)) + ':' + two(s % 60);
            const show = () => {
                const text = format(Math.floor((base + (running ? Date.now() - since : 0)) / 1000));
                if (el.firstChild) el.firstChild.nodeValue = text;
            };
            clearInterval(el._tick);
            show();
            if (running) el._tick = setInterval(show, 250);
            """;

    GameClock() {
        addClassName("clock");
        getElement().setAttribute("role", "timer");
        getElement().setAttribute("aria-label", "Time");
        setText(TimeText.of(Duration.ZERO));
    }

    /** Whether the browser's clock runs; null until it is first given the time. */
    private Boolean shownRunning;

    /** Shows the server's time and lets the browser count on from it if the clock runs; once per start or stop. */
    void sync(Duration elapsed, boolean running) {
        if (shownRunning != null && shownRunning == running) return;
        shownRunning = running;
        setText(TimeText.of(elapsed));
        getElement().executeJs(TICK, elapsed.toMillis(), running);
    }

    /** The next {@link #sync} sends the time: a new game, or a tab that was hidden and may not have counted. */
    void resync() {
        shownRunning = null;
    }

}
