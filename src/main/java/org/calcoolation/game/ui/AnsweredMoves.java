package org.calcoolation.game.ui;

import com.vaadin.flow.server.VaadinRequest;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;

/**
 * The last numbered move one grid answered, by page: the grid's own, and those a browser sends
 * again for the pages before it (a reload). Bounds what a browser can make the server look at: no
 * more than {@link BoardFormat#MAX_MOVES_A_MESSAGE} moves a request, nor pages past
 * {@link #PAGES_KEPT}.
 */
final class AnsweredMoves {

    /** What to do with a move that came in. */
    enum Verdict {
        /** Not answered before: apply it, then answer. */
        NEW,
        /** Answered before: answer again, so that the browser stops drawing it. */
        AGAIN,
        /** Past a bound: not looked at. */
        IGNORED
    }

    /** How many pages' moves one grid answers: its own, and those of the pages before it that the browser kept. */
    private static final int PAGES_KEPT = 32;

    private final Map<String, Integer> byPage = new HashMap<>();
    /**
     * Counts the moves of one request, which a page sends at most {@link BoardFormat#MAX_MOVES_A_MESSAGE}
     * of. base.RequestGuard refuses a posted message with more; this bounds one that came otherwise
     * (Vaadin also reads messages sent over the push channel).
     */
    private WeakReference<VaadinRequest> countedRequest = new WeakReference<>(null);

    private int movesInRequest;

    /** Move {@code id} of {@code page}, counted against the request's bound and, if new, noted as answered. */
    Verdict admit(String page, int id) {
        if (flooded()) return Verdict.IGNORED;
        if (id <= byPage.getOrDefault(page, 0)) return Verdict.AGAIN;
        // Pages before this one are few: a browser sends again only what it kept of this game.
        if (!byPage.containsKey(page) && byPage.size() > PAGES_KEPT) return Verdict.IGNORED;
        byPage.put(page, id);
        return Verdict.NEW;
    }

    /** The last move answered, by page. */
    Map<String, Integer> byPage() {
        return byPage;
    }

    /** A new grid: the moves of the old one are no longer this grid's to answer. */
    void clear() {
        byPage.clear();
    }

    /** Whether this request has brought more moves than a page ever sends at once: the rest are not looked at. */
    private boolean flooded() {
        VaadinRequest request = VaadinRequest.getCurrent();
        if (request != countedRequest.get()) {
            countedRequest = new WeakReference<>(request);
            movesInRequest = 0;
        }
        return ++movesInRequest > BoardFormat.MAX_MOVES_A_MESSAGE;
    }
}
