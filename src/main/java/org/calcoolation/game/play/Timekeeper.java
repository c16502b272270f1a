package org.calcoolation.game.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.calcoolation.game.store.GameStore;

/**
 * A game's two times, and whether it is paused or finished. The play time ({@link PlayTimeMeter}) runs
 * only while a page shows the grid in a visible tab and is in contact; the elapsed time runs from
 * the moment the grid was first sent to a browser until the finish, pauses included, which nothing
 * a browser says can shorten.
 *
 * <p>Counts its own changes that a save must keep, which are the game's too (see
 * {@link Game#version()}): whoever tells it of a page cannot forget to mark the game changed.
 * Not thread-safe: only the {@link GameStore} touches it, under the game's lock.
 */
public final class Timekeeper {

    /** How long a page may go unheard and still count as playing: see {@link PlayTimeMeter#CONTACT_GRACE}. */
    public static final Duration CONTACT_GRACE = PlayTimeMeter.CONTACT_GRACE;

    private final Clock clock;
    private final PlayTimeMeter playClock;
    private Optional<Instant> firstShownAt;
    private boolean paused;
    private Optional<Instant> finishedAt;

    private long changes;

    private Timekeeper(
            Clock clock,
            PlayTimeMeter playClock,
            Optional<Instant> firstShownAt,
            boolean paused,
            Optional<Instant> finishedAt) {
        this.clock = clock;
        this.playClock = playClock;
        this.firstShownAt = firstShownAt;
        this.paused = paused;
        this.finishedAt = finishedAt;
    }

    /** A game never shown yet. */
    static Timekeeper start(Clock clock) {
        return new Timekeeper(
                clock, new PlayTimeMeter(Duration.ZERO, false), Optional.empty(), false, Optional.empty());
    }

    /** A stored game's times: its play clock stands until a page shows the grid. */
    static Timekeeper restore(
            Clock clock,
            Duration played,
            Optional<Instant> firstShownAt,
            boolean paused,
            Optional<Instant> finishedAt) {
        return new Timekeeper(
                clock, new PlayTimeMeter(played, paused || finishedAt.isPresent()), firstShownAt, paused, finishedAt);
    }

    /** The changes so far that a save must keep. */
    long changes() {
        return changes;
    }

    /** A page shows the grid: the first time ever, both clocks start. A move from the page says the same. */
    public void shown(String viewer) {
        playClock.shown(viewer, startNow());
    }

    /**
     * A page's move, which says it shows the grid; the gap since its last move counts (see
     * {@link PlayTimeMeter#moved}), never once the game is finished.
     */
    public void moved(String viewer) {
        Instant now = startNow();
        if (isFinished()) playClock.shown(viewer, now);
        else playClock.moved(viewer, now);
    }

    /** Now, which starts both clocks if the grid was never shown before. */
    private Instant startNow() {
        Instant now = clock.instant();
        if (firstShownAt.isEmpty()) {
            firstShownAt = Optional.of(now);
            changes++;
        }
        return now;
    }

    /** Counts as a change (the play time so far is worth saving) only if the clock knew the page. */
    public void hidden(String viewer) {
        if (playClock.hidden(viewer, clock.instant())) changes++;
    }

    public void left(String viewer) {
        if (playClock.left(viewer, clock.instant())) changes++;
    }

    /** The page unloaded: see {@link PlayTimeMeter#gone}. */
    public void gone(String viewer) {
        if (playClock.gone(viewer, clock.instant())) changes++;
    }

    public void contact(String viewer) {
        playClock.contact(viewer, clock.instant());
    }

    /** This copy replaces {@code older} (read back after another node saved first): the pages showing it still do. */
    public void takeViewersOf(Timekeeper older) {
        playClock.takeViewersOf(older.playClock, clock.instant());
    }

    public void pause() {
        if (paused || isFinished()) return;
        playClock.stop(clock.instant());
        paused = true;
        changes++;
    }

    public void resume() {
        if (!paused) return;
        paused = false;
        playClock.unstop(clock.instant());
        changes++;
    }

    /** The grid is complete: both clocks stop now. Not a change of its own: the move that completed the grid is. */
    void finish() {
        if (finishedAt.isPresent()) return;
        Instant now = clock.instant();
        playClock.stop(now);
        finishedAt = Optional.of(now);
    }

    /** Whether moves are taken now: once the grid has been shown, not while paused, not once finished. */
    boolean inPlay() {
        return firstShownAt.isPresent() && !paused && finishedAt.isEmpty();
    }

    /** Whether a grid has ever been sent to a browser: a daily's Start step comes before. */
    public boolean isStarted() {
        return firstShownAt.isPresent();
    }

    public boolean isPaused() {
        return paused;
    }

    boolean isFinished() {
        return finishedAt.isPresent();
    }

    Optional<Instant> firstShownAt() {
        return firstShownAt;
    }

    Optional<Instant> finishedAt() {
        return finishedAt;
    }

    /** Whether any page shows the grid, in touch or not: one that goes away says so as it goes. */
    public boolean isViewed() {
        return playClock.isViewed();
    }

    /** Whether a page in touch with the server shows the grid: its player is online. */
    public boolean isWatched() {
        return playClock.isWatched(clock.instant());
    }

    public boolean isRunning() {
        return playClock.isRunning(clock.instant());
    }

    /**
     * The play time to record a move at: when the server took it. Never what a page says of it (a
     * page once said which moves had waited offline, and a script said it of every move, so that
     * none was timed and its rhythm went unjudged).
     */
    long moveTime() {
        return playTime().toMillis();
    }

    /** The play time so far, or at the finish. */
    public Duration playTime() {
        return playClock.time(finishedAt.orElseGet(clock::instant));
    }

    /** From the first showing of the grid until now or the finish, pauses included. */
    Duration elapsed() {
        return firstShownAt
                .map(start -> Duration.between(start, finishedAt.orElseGet(clock::instant)))
                .filter(d -> !d.isNegative())
                .orElse(Duration.ZERO);
    }
}
