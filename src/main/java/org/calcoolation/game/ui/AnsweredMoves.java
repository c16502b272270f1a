package org.calcoolation.game.ui;

import com.vaadin.flow.server.VaadinRequest;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;

/**
 * The last numbered move one grid answered, by page: the grid's own, and those a browser sends
 * again for the pages before it (a reload). Bounds what a browser can make the server look at: no
 * more than {@link #MOST_A_REQUEST} moves a request, nor pages past {@link #PAGES_KEPT}.
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

    /**
     * A posted message carries at most {@link BoardFormat#MAX_MOVES_A_MESSAGE} moves (base.web.RequestGuard
     * refuses more with 413); this is the looser net for one that came otherwise, over the push channel,
     * where no answer can be refused. Not the posted bound itself: a view test plays a whole grid in
     * one mock request.
     */
    static final int MOST_A_REQUEST = BoardFormat.MAX_WAITING + 100;

    private final Map<String, Integer> byPage = new HashMap<>();
    /** Counts the moves of one request, against {@link #MOST_A_REQUEST}. */
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
        return ++movesInRequest > MOST_A_REQUEST;
    }
}
