package org.calcoolation.game.play;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which numbered moves a game has taken from which page, so that each is applied once: a page that
 * lost the answer to a move sends it again, and after a reload, a closed tab or a restarted server
 * the browser sends the moves it kept (see board.js). A page numbers its moves 1, 2, 3...; the game
 * keeps the last number it took from each of the {@link #PAGES} pages that moved last. Stored with
 * the game, in the same row as the moves themselves, so that what was taken and what is known to be
 * taken never part.
 *
 * <p>The {@linkplain #epoch() epoch} counts the restarts of the game: a move made on the grid before
 * a restart (in a window that was offline meanwhile) is not applied to the grid after it.
 *
 * <p>Not thread-safe: the game's lock guards it, as it guards the game.
 */
public final class MoveReceipts {

    /** How many pages are remembered. A page forgotten is taken as a new one: 32 other pages must have moved since. */
    static final int PAGES = 32;

    /** What became of a numbered move. */
    public enum Verdict {
        /** Not seen before: apply it. */
        NEW,
        /** Taken before; a resend. */
        SEEN,
        /** Made before the game was restarted. */
        OLD_EPOCH,
        /** The game takes no moves now (paused, finished): not counted as taken, so that it may come again. */
        NOT_IN_PLAY
    }

    private int epoch;
    /** The last move taken by page, the page that moved longest ago first. */
    private final LinkedHashMap<String, Integer> lastTaken = new LinkedHashMap<>(4, 0.75f, true);

    int epoch() {
        return epoch;
    }

    /** The game was restarted: moves made before no longer apply. */
    void newEpoch() {
        epoch++;
    }

    /** Whether move {@code id} of {@code page}, made in {@code epoch}, is new; a new one counts as taken. */
    Verdict admit(String page, int id, int epoch) {
        if (epoch != this.epoch) return Verdict.OLD_EPOCH;
        Integer last = lastTaken.get(page);
        if (last != null && id <= last) return Verdict.SEEN;
        lastTaken.put(page, id);
        if (lastTaken.size() > PAGES) {
            Iterator<String> oldest = lastTaken.keySet().iterator();
            oldest.next();
            oldest.remove();
        }
        return Verdict.NEW;
    }

    /** The last move taken by page, as a copy. */
    public Map<String, Integer> taken() {
        return Map.copyOf(lastTaken);
    }

    /** As stored: {@code epoch;page:id,page:id}, the page that moved longest ago first. */
    String encode() {
        StringBuilder text = new StringBuilder().append(epoch).append(';');
        lastTaken.forEach((page, id) -> text.append(page).append(':').append(id).append(','));
        if (!lastTaken.isEmpty()) text.setLength(text.length() - 1);
        return text.toString();
    }

    /** The receipts {@link #encode()} wrote. Throws {@link IllegalArgumentException} for text it cannot have written. */
    public static MoveReceipts decode(String text) {
        MoveReceipts receipts = new MoveReceipts();
        int semicolon = text.indexOf(';');
        if (semicolon < 0) throw new IllegalArgumentException("move receipts without an epoch: " + text);
        receipts.epoch = Integer.parseInt(text.substring(0, semicolon));
        String pages = text.substring(semicolon + 1);
        if (pages.isEmpty()) return receipts;
        for (String entry : pages.split(",")) {
            int colon = entry.lastIndexOf(':');
            String page = colon < 0 ? "" : entry.substring(0, colon);
            if (!PlayerMove.Number.isPage(page))
                throw new IllegalArgumentException("move receipt of no page: " + entry);
            receipts.lastTaken.put(page, Integer.parseInt(entry.substring(colon + 1)));
        }
        return receipts;
    }
}
