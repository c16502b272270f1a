package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.Replays;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.DailyBoards.Leaderboard;
import org.calcoolation.stats.Held;

/**
 * A finished daily's leaderboard for its day, in its finish panel: where the player stands, or why
 * their solve is not ranked, and the fastest clean solves. Empty until a finish is shown.
 */
final class DailyLeaderboard extends Div {

    static final int SIZE = 10;
    /** No account has this id: a board read for a guest marks no row as theirs. */
    private static final long NOBODY = -1;

    private final DailyBoards boards;

    DailyLeaderboard(DailyBoards boards) {
        this.boards = boards;
        addClassName("leaderboard");
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
        Leaderboard board = boards.leaderboard(puzzle.id(), day, playerId, SIZE);
        begin(yourGame);
        standing(held.map(why -> underReview(why, puzzle.size()))
                .orElseGet(() -> standing(board, clean, day.equals(today))));
        rest(board, board.yourRank().map(rank -> board.times().get(rank - 1)), day, today);
    }

    /**
     * The board as a guest sees it after their finish: on no board themselves, but told where their
     * time would stand ("you would be 12th"), their band marked on the day's histogram.
     */
    void showUnranked(
            DailyPuzzle puzzle, LocalDate day, UUID yourGame, boolean clean, long elapsedMillis, LocalDate today) {
        Leaderboard board = boards.leaderboard(puzzle.id(), day, NOBODY, SIZE);
        begin(yourGame);
        standing(unranked(board.unranked(elapsedMillis), clean, day.equals(today)));
        rest(board, Optional.of(elapsedMillis).filter(t -> clean), day, today);
    }

    private void begin(UUID yourGame) {
        removeAll();
        add(new H3("Leaderboard"));
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
    private void rest(Leaderboard board, Optional<Long> yours, LocalDate day, LocalDate today) {
        if (board.times().size() >= 2) add(new TimeHistogram(board.times(), yours));
        if (board.top().isEmpty()) {
            add(new Paragraph(noneYet(day, today)));
            return;
        }
        add(table(board, day.isBefore(today)));
        Paragraph times = new Paragraph(
                "Time runs from Start to the last digit, pauses and other tabs included: nothing a browser "
                        + "says can shorten it, so it is what ranks. Play time counts only while the grid was on screen; it is for your own records.");
        times.addClassName("times-note");
        add(times);
    }

    /** {@code othersOpen}: another player's replay shows how they solved it, so not while the day's race is on. */
    private static NativeTable table(Leaderboard board, boolean othersOpen) {
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        head.addHeaderCell().setText("Rank");
        head.addHeaderCell().setText("Player");
        head.addHeaderCell().setText("Time");
        head.addHeaderCell().setText("Play time");
        if (othersOpen) head.addHeaderCell().setText("Replay");
        for (DailyBoards.Entry entry : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(entry.rank()));
            row.addDataCell().setText(BoardNames.withYou(entry.name(), entry.you()));
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
        return day.isBefore(today)
                ? "Nobody solved it clean on " + DailyView.SPOKEN.format(day) + "."
                : "No clean solves on " + DailyView.SPOKEN.format(day) + " yet.";
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
        return unranked + " With this time you would be " + ordinal(place.wouldBe()) + " of " + (place.solvers() + 1)
                + " " + when + ", faster than " + place.fasterThanPercent() + "% of " + when + "'s ranked solvers.";
    }

    /** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
    static String ordinal(int n) {
        int lastTwo = n % 100, last = n % 10;
        String suffix =
                lastTwo >= 11 && lastTwo <= 13 ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
        return n + suffix;
    }

    private static String standing(Leaderboard board, boolean clean, boolean today) {
        if (!clean) return "Only clean solves are ranked: no check, hint or reveal.";
        if (board.yourRank().isEmpty()) return "Only solves on the puzzle's own day are ranked.";
        if (board.solvers() == 1) return "You are the first to solve it.";
        String solvers = today ? "today's" : "that day's";
        return "Rank " + board.yourRank().get() + " of " + board.solvers() + ". Faster than "
                + board.fasterThanPercent().orElse(0) + "% of " + solvers + " solvers.";
    }
}
