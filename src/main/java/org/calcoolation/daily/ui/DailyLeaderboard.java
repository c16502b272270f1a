package org.calcoolation.daily.ui;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.base.Ordinal;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.Replays;
import org.calcoolation.game.ui.GoldMark;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.DailyBoards.Filter;
import org.calcoolation.stats.DailyBoards.Leaderboard;
import org.calcoolation.stats.Held;
import org.jspecify.annotations.Nullable;

/**
 * A finished daily's leaderboard for its day, in its finish panel: where the player stands, or why
 * their solve is not ranked, and the fastest clean solves, gold ones marked; a switch narrows it to
 * gold solves. Empty until a finish is shown.
 */
final class DailyLeaderboard extends Div {

    static final int SIZE = 10;
    /** No account has this id: a board read for a guest marks no row as theirs. */
    private static final long NOBODY = -1;

    static final String GOLD_ONLY =
            "This board shows gold solves only (clean, live marks off, on the puzzle's own day), and yours is not one.";

    private final DailyBoards boards;
    /** Narrows the board to gold solves, ranked among themselves. */
    final Checkbox goldOnly = new Checkbox("Gold solves only " + GoldMark.STAR);

    private @Nullable Shown shown;

    DailyLeaderboard(DailyBoards boards) {
        this.boards = boards;
        addClassName("leaderboard");
        goldOnly.addClassName("gold-only");
        goldOnly.addValueChangeListener(change -> {
            if (shown != null) draw(shown);
        });
    }

    /**
     * The board of {@code puzzle} on {@code day} as the player sees it. {@code held}: why this solve
     * is held back for review, when it is; {@code today}: the ladder's today, which the words name.
     */
    void show(
            DailyPuzzle puzzle,
            LocalDate day,
            long playerId,
            UUID yourGame,
            boolean clean,
            Optional<Held> held,
            LocalDate today) {
        shown = new Shown(puzzle, day, playerId, yourGame, clean, held, today, Optional.empty());
        draw(shown);
    }

    /**
     * The board as a guest sees it after their finish: on no board themselves, but told where their
     * time would stand ("you would be 12th"), their band marked on the day's histogram.
     */
    void showUnranked(
            DailyPuzzle puzzle, LocalDate day, UUID yourGame, boolean clean, long elapsedMillis, LocalDate today) {
        shown = new Shown(puzzle, day, NOBODY, yourGame, clean, Optional.empty(), today, Optional.of(elapsedMillis));
        draw(shown);
    }

    /**
     * What {@link #show} or {@link #showUnranked} was given: the gold switch draws the board again
     * from it. {@code guestMillis}: a guest's time, which no board holds.
     */
    private record Shown(
            DailyPuzzle puzzle,
            LocalDate day,
            long playerId,
            UUID yourGame,
            boolean clean,
            Optional<Held> held,
            LocalDate today,
            Optional<Long> guestMillis) {}

    private void draw(Shown s) {
        Filter filter = goldOnly.getValue() ? Filter.GOLD : Filter.CLEAN;
        Leaderboard board = boards.leaderboard(s.puzzle().id(), s.day(), s.playerId(), SIZE, filter);
        boolean today = s.day().equals(s.today());
        begin(s.yourGame());
        standing(s.guestMillis()
                .map(millis -> unranked(board.unranked(millis), s.clean(), today))
                .or(() -> s.held().map(why -> underReview(why, s.puzzle().size())))
                .orElseGet(() -> standing(board, s.clean(), filter, today)));
        Optional<Long> yours = s.guestMillis().isPresent()
                ? s.guestMillis().filter(millis -> s.clean())
                : board.yourRank().map(rank -> board.times().get(rank - 1));
        rest(board, yours, s, filter);
    }

    private void begin(UUID yourGame) {
        removeAll();
        add(new H3("Leaderboard"), goldOnly);
        Paragraph yours = new Paragraph(new Anchor(Replays.path(yourGame), "Watch your replay"));
        yours.addClassName("your-replay");
        add(yours);
    }

    private void standing(String text) {
        Paragraph standing = new Paragraph(text);
        standing.addClassName("standing");
        add(standing);
    }

    /** The day's histogram, {@code yours} marked, and the fastest ranked solves. */
    private void rest(Leaderboard board, Optional<Long> yours, Shown s, Filter filter) {
        if (board.times().size() >= 2) add(new TimeHistogram(board.times(), yours));
        if (board.top().isEmpty()) {
            add(new Paragraph(noneYet(s.day(), s.today(), filter)));
            return;
        }
        add(table(board, s.day().isBefore(s.today())));
        Paragraph times = new Paragraph(
                "Time runs from Start to the last digit, pauses and other tabs included: nothing a browser "
                        + "says can shorten it, so it is what ranks. Play time counts only while the grid was on screen; it is for your own records.");
        times.addClassName("times-note");
        add(times);
    }

    /** The top of the board; {@code othersOpen}: the day is over, so others' replays may be watched. */
    private static NativeTable table(Leaderboard board, boolean othersOpen) {
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        head.addHeaderCell().setText("Rank");
        head.addHeaderCell().setText("Player");
        head.addHeaderCell().setText("Time");
        head.addHeaderCell().setText("Play time");
        // Another player's replay shows how they solved it: not while the day's race is on.
        if (othersOpen) head.addHeaderCell().setText("Replay");
        for (DailyBoards.Entry entry : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(entry.rank()));
            NativeTableCell name = row.addDataCell();
            name.add(new Span(BoardNames.withYou(entry.name(), entry.you())));
            if (entry.gold()) name.add(GoldMark.star());
            row.addDataCell().setText(TimeText.ofMillis(entry.elapsedMillis()));
            row.addDataCell().setText(TimeText.ofMillis(entry.playMillis()));
            if (othersOpen)
                row.addDataCell()
                        .add(new Anchor(
                                Replays.path(entry.game()), entry.you() ? "Your replay" : "Replay of " + entry.name()));
            if (entry.you()) row.addClassName("you");
        }
        return table;
    }

    /** A day still on may yet see one; a day over had none. */
    static String noneYet(LocalDate day, LocalDate today) {
        return noneYet(day, today, Filter.CLEAN);
    }

    static String noneYet(LocalDate day, LocalDate today, Filter filter) {
        String how = filter == Filter.GOLD ? "gold" : "clean";
        return day.isBefore(today)
                ? "Nobody solved it " + how + " on " + DailyView.SPOKEN.format(day) + "."
                : "No " + how + " solves on " + DailyView.SPOKEN.format(day) + " yet.";
    }

    private static String underReview(Held why, int size) {
        return switch (why) {
            case Held.TooFast(Duration floor) ->
                held("nobody can type a clean " + size + "×" + size + " in less than " + TimeText.of(floor)
                        + ", and this solve took less.");
            case Held.TooLittleThought(Duration floor, int steps) ->
                held("this puzzle needs " + steps
                        + " steps of reasoning, and nobody can type it and take one look at each" + " in less than "
                        + TimeText.of(floor) + "; this solve took less.");
            case Held.FarUnderOthers() ->
                held("it took less than a sixth of the middle time of the other people who solved this puzzle.");
            case Held.MachinePace() ->
                held(
                        "its moves came in at the even pace of a script, or many at the same instant, not as a person types.");
            case Held.Rejected() ->
                "A moderator watched the replay of this solve and left it off the leaderboard and ratings. It stays in your records.";
        };
    }

    private static String held(String reason) {
        return "Your time is under review and not ranked: " + reason
                + " It stays in your records, off the leaderboard and ratings until a person has looked at it.";
    }

    /** A guest's standing: unranked, and where the time would be. */
    static String unranked(DailyBoards.Unranked place, boolean clean, boolean today) {
        String unranked = "Unranked: guests are on no board.";
        if (!clean) return unranked + " Only clean solves are ranked: no check, hint or reveal.";
        String when = today ? "today" : "that day";
        if (place.solvers() == 0) return unranked + " Nobody has a ranked solve " + when + " yet: you would be 1st.";
        return unranked + " With this time you would be " + Ordinal.of(place.wouldBe()) + " of " + (place.solvers() + 1)
                + " " + when + ", faster than " + place.fasterThanPercent() + "% of " + when + "'s ranked solvers.";
    }

    private static String standing(Leaderboard board, boolean clean, Filter filter, boolean today) {
        if (!clean) return "Only clean solves are ranked: no check, hint or reveal.";
        if (board.yourRank().isEmpty())
            return filter == Filter.GOLD ? GOLD_ONLY : "Only solves on the puzzle's own day are ranked.";
        String gold = filter == Filter.GOLD ? " gold" : "";
        if (board.solvers() == 1) return "You are the first to solve it" + gold + ".";
        String solvers = today ? "today's" : "that day's";
        return "Rank " + board.yourRank().get() + " of " + board.solvers() + gold + " solvers. Faster than "
                + board.fasterThanPercent().orElse(0) + "% of " + solvers + gold + " solvers.";
    }
}
