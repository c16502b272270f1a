package org.calcoolation.game.ui;

import com.vaadin.flow.server.VaadinRequest;
import java.lang.ref.WeakReference;
import java.util.HashSet;
import java.util.Set;

/**
 * What one grid looks at of the moves a browser sends: no more than {@link #MOST_A_REQUEST} moves
 * a request, and the moves of at most {@link #PAGES_KEPT} pages, its own and those a browser sends
 * again for the pages before it (a reload), whose receipts it then tells the page. Which moves were
 * taken the game alone remembers ({@code MoveReceipts}): this is a bound, not a second memory.
 */
final class MoveBounds {

    /** How many pages' moves one grid answers: its own, and those of the pages before it that the browser kept. */
    private static final int PAGES_KEPT = 32;

    /**
     * A posted message carries at most {@link BoardFormat#MAX_MOVES_A_MESSAGE} moves (base.web.RequestGuard
     * refuses more with 413); this is the looser net for one that came otherwise, over the push channel,
     * where no answer can be refused. Not the posted bound itself: a view test plays a whole grid in
     * one mock request.
     */
    static final int MOST_A_REQUEST = BoardFormat.MAX_WAITING + 100;

    /** The pages whose moves this grid answered: each answer tells their receipts. */
    private final Set<String> pages = new HashSet<>();
    /** Counts the moves of one request, against {@link #MOST_A_REQUEST}. */
    private WeakReference<VaadinRequest> countedRequest = new WeakReference<>(null);

    private int movesInRequest;

    /** Whether a move of {@code page} is looked at: within this request's bound, of a page within the bound of pages. */
    boolean admit(String page) {
        if (flooded()) return false;
        // Pages before this one are few: a browser sends again only what it kept of this game.
        if (!pages.contains(page) && pages.size() > PAGES_KEPT) return false;
        pages.add(page);
        return true;
    }

    /** The pages whose moves this grid answered. */
    Set<String> pages() {
        return pages;
    }

    /** A new grid: the moves of the old one are no longer this grid's to answer. */
    void clear() {
        pages.clear();
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
