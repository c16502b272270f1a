package org.calcoolation.game.play;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.SequencedSet;

/**
 * A game's play time. It runs only while at least one browser page shows the grid, that page's
 * tab is visible, and the page is in contact with the server; never while the game is paused or
 * finished.
 *
 * <p>Pages are viewers, each known by an id of the page's choosing. A page tells when it shows the
 * grid, when its tab is hidden, when it leaves (navigation, a closed tab: Vaadin's detach), and
 * that it is still there (each round trip and heartbeat). A page not heard from for
 * {@link #CONTACT_GRACE} stops counting at its last contact plus that grace, so a lost network
 * costs at most the grace, however long it is gone. Time is settled lazily: nothing has to happen
 * at the moment a page goes quiet.
 *
 * <p>What a page says of itself (hidden, left, gone, paused) a script in it can say too, between
 * moves, to stop the clock while its player thinks. So the wall time between two moves of one page
 * counts whatever the page said meanwhile, when they are less than {@link #CONTACT_GRACE} apart:
 * the page was in contact at both ends. Time counted both ways counts once ({@link CountedSpans}).
 *
 * <p>Not thread-safe; the game store holds it under the game's lock.
 */
final class PlayTimeMeter {

    /**
     * How long a page may be silent and still count as playing: one Vaadin heartbeat interval
     * ({@code vaadin.heartbeatInterval}, 10 s) and some slack for a slow round trip.
     */
    static final Duration CONTACT_GRACE = Duration.ofSeconds(15);

    /** How many pages gone for good a clock remembers: a beacon needs no sign-in, so a stranger could send many. */
    static final int GONE_KEPT = 32;

    private record Viewer(boolean visible, Instant lastContact) {}

    private final Map<String, Viewer> viewers = new HashMap<>();
    /** Pages that said as they unloaded that they are gone (see {@link #gone}), oldest first. */
    private final SequencedSet<String> gone = new LinkedHashSet<>();
    /** Each page's last move, while it is recent enough that the gap to its next move counts. */
    private final Map<String, Instant> lastMoves = new HashMap<>();

    private final CountedSpans spans = new CountedSpans();

    private long countedMillis;
    private boolean running;
    /** When the current run began; meaningless while not running. */
    private Instant since = Instant.EPOCH;

    private boolean stopped;

    PlayTimeMeter(Duration counted, boolean stopped) {
        this.countedMillis = counted.toMillis();
        this.stopped = stopped;
    }

    /** A page shows the grid, in a visible tab, now. A move from a page says as much, unless the page is gone. */
    void shown(String viewer, Instant now) {
        if (gone.contains(viewer)) return;
        settle(now);
        viewers.put(viewer, new Viewer(true, now));
        decide(now);
    }

    /**
     * A page moved: it shows the grid (unless it is gone), and the time since its last move counts
     * if that is less than {@link #CONTACT_GRACE}, whatever the page said in between: a page that
     * keeps playing after it "left" or "paused" is timed from its first move after.
     */
    void moved(String viewer, Instant now) {
        settle(now);
        lastMoves.values().removeIf(at -> !at.isAfter(now.minus(CONTACT_GRACE)));
        Instant previous = lastMoves.put(viewer, now);
        if (previous != null) countedMillis += spans.count(previous, now);
        if (!gone.contains(viewer)) viewers.put(viewer, new Viewer(true, now));
        decide(now);
    }

    /** A page is still there (a round trip or a heartbeat); its tab may be visible or not, as it last said. */
    void contact(String viewer, Instant now) {
        Viewer known = viewers.get(viewer);
        if (known == null) return;
        settle(now);
        viewers.put(viewer, new Viewer(known.visible(), now));
        decide(now);
    }

    /** A page's tab went out of sight; false if the clock did not know the page. */
    boolean hidden(String viewer, Instant now) {
        if (!viewers.containsKey(viewer)) return false;
        settle(now);
        viewers.put(viewer, new Viewer(false, now));
        decide(now);
        return true;
    }

    /** A page no longer shows the grid: the player went elsewhere, or closed the tab; false if the clock did not know the page. */
    boolean left(String viewer, Instant now) {
        if (!viewers.containsKey(viewer)) return false;
        settle(now);
        viewers.remove(viewer);
        decide(now);
        return true;
    }

    /**
     * A page unloaded (its beacon): it leaves, and nothing it sent before can seat it again. Its
     * beacon and its last round trip travel side by side, and the beacon, which waits for no
     * session lock, may be handled first: a move or a show arriving after it seated the page again
     * and ran the clock for the {@link #CONTACT_GRACE}, as no other word of leaving came (Vaadin's
     * closing beacon is refused after a round trip cut short). A page never seated is remembered too,
     * as its first show may be the request still on its way.
     */
    boolean gone(String viewer, Instant now) {
        remember(viewer);
        return left(viewer, now);
    }

    private void remember(String goneViewer) {
        gone.add(goneViewer);
        if (gone.size() > GONE_KEPT) gone.removeFirst();
    }

    /** Knows the pages another clock of the same game knew, as a stored copy of the game replaces the one in memory. */
    void takeViewersOf(PlayTimeMeter older, Instant now) {
        settle(now);
        older.viewers.forEach(viewers::putIfAbsent);
        older.gone.forEach(this::remember);
        decide(now);
    }

    /** Paused or finished: the clock stands still whatever the pages say. */
    void stop(Instant now) {
        settle(now);
        stopped = true;
        decide(now);
    }

    /** Resumed after a pause. */
    void unstop(Instant now) {
        settle(now);
        stopped = false;
        decide(now);
    }

    Duration time(Instant now) {
        return Duration.ofMillis(countedMillis + runningMillis(now));
    }

    boolean isRunning(Instant now) {
        return running && now.isBefore(deadline());
    }

    /** Whether any page shows the grid, whatever its tab's state. */
    boolean isViewed() {
        return !viewers.isEmpty();
    }

    /** Whether a page that shows the grid, its tab visible or not, was heard from within {@link #CONTACT_GRACE}. */
    boolean isWatched(Instant now) {
        for (Viewer v : viewers.values()) {
            if (now.isBefore(v.lastContact().plus(CONTACT_GRACE))) return true;
        }
        return false;
    }

    /** Counts the run so far, up to where contact was lost, and starts a new run from now if it goes on. */
    private void settle(Instant now) {
        if (running) countedMillis += spans.count(since, min(deadline(), now));
        running = false;
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    private void decide(Instant now) {
        running = !stopped && now.isBefore(deadline());
        since = now;
    }

    private long runningMillis(Instant now) {
        if (!running) return 0;
        Instant end = deadline();
        if (end.isAfter(now)) end = now;
        return Math.max(0, Duration.between(since, end).toMillis());
    }

    /** The latest moment any visible page still counts as in contact. */
    private Instant deadline() {
        Instant latest = Instant.EPOCH;
        for (Viewer v : viewers.values()) {
            if (!v.visible()) continue;
            Instant until = v.lastContact().plus(CONTACT_GRACE);
            if (until.isAfter(latest)) latest = until;
        }
        return latest;
    }
}
