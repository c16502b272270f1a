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
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.Replays;
import org.calcoolation.game.ui.GoldMark;
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

    /** A bundle key: the gold board has no row of the player's. */
    static final String GOLD_ONLY = "daily.board.goldOnlyNotYours";

    private final DailyBoards boards;
    /** Narrows the board to gold solves, ranked among themselves. */
    final Checkbox goldOnly = new Checkbox(getTranslation("daily.board.goldOnly") + " " + GoldMark.STAR);

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
        add(new H3(getTranslation("daily.board")), goldOnly);
        Paragraph yours = new Paragraph(new Anchor(Replays.path(yourGame), getTranslation("daily.board.watchYours")));
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
        Paragraph times = new Paragraph(getTranslation("daily.board.timesNote"));
        times.addClassName("times-note");
        add(times);
    }

    /** The top of the board; {@code othersOpen}: the day is over, so others' replays may be watched. */
    private static NativeTable table(Leaderboard board, boolean othersOpen) {
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        head.addHeaderCell().setText(Wording.t("daily.board.rank"));
        head.addHeaderCell().setText(Wording.t("daily.board.player"));
        head.addHeaderCell().setText(Wording.t("daily.board.time"));
        head.addHeaderCell().setText(Wording.t("daily.board.playTime"));
        // Another player's replay shows how they solved it: not while the day's race is on.
        if (othersOpen) head.addHeaderCell().setText(Wording.t("daily.board.replay"));
        for (DailyBoards.Entry entry : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(entry.rank()));
            NativeTableCell name = row.addDataCell();
            name.add(new Span(entry.you() ? Wording.t("daily.board.you", entry.name()) : entry.name()));
            if (entry.gold()) name.add(GoldMark.star());
            row.addDataCell().setText(TimeText.ofMillis(entry.elapsedMillis()));
            row.addDataCell().setText(TimeText.ofMillis(entry.playMillis()));
            if (othersOpen)
                row.addDataCell()
                        .add(new Anchor(
                                Replays.path(entry.game()),
                                entry.you()
                                        ? Wording.t("daily.board.yourReplay")
                                        : Wording.t("daily.board.replayOf", entry.name())));
            if (entry.you()) row.addClassName("you");
        }
        return table;
    }

    /** A day still on may yet see one; a day over had none. */
    static String noneYet(LocalDate day, LocalDate today) {
        return noneYet(day, today, Filter.CLEAN);
    }

    static String noneYet(LocalDate day, LocalDate today, Filter filter) {
        String gold = filter == Filter.GOLD ? "gold" : "clean";
        return Wording.t(day.isBefore(today) ? "daily.board.nobody" : "daily.board.noneYet", gold, Wording.day(day));
    }

    private static String underReview(Held why, int size) {
        return switch (why) {
            case Held.TooFast(Duration floor) -> held(Wording.t("daily.held.tooFast", size, TimeText.of(floor)));
            case Held.TooLittleThought(Duration floor, int steps) ->
                held(Wording.t("daily.held.tooLittleThought", steps, TimeText.of(floor)));
            case Held.FarUnderOthers() -> held(Wording.t("daily.held.farUnderOthers"));
            case Held.MachinePace() -> held(Wording.t("daily.held.machinePace"));
            case Held.Rejected() -> Wording.t("daily.held.rejected");
        };
    }

    private static String held(String reason) {
        return Wording.t("daily.held", reason);
    }

    /** A guest's standing: unranked, and where the time would be. */
    static String unranked(DailyBoards.Unranked place, boolean clean, boolean today) {
        String unranked = Wording.t("daily.guest.unranked");
        if (!clean) return unranked + " " + Wording.t("daily.board.cleanOnly");
        String when = today ? "today" : "thatDay";
        if (place.solvers() == 0) return unranked + " " + Wording.t("daily.guest.first", when);
        return unranked + " "
                + Wording.t(
                        "daily.guest.wouldBe", place.wouldBe(), place.solvers() + 1, when, place.fasterThanPercent());
    }

    private static String standing(Leaderboard board, boolean clean, Filter filter, boolean today) {
        if (!clean) return Wording.t("daily.board.cleanOnly");
        if (board.yourRank().isEmpty()) return Wording.t(filter == Filter.GOLD ? GOLD_ONLY : "daily.board.ownDayOnly");
        String gold = filter == Filter.GOLD ? "gold" : "clean";
        if (board.solvers() == 1) return Wording.t("daily.board.first", gold);
        return Wording.t(
                "daily.board.rankOf",
                board.yourRank().get(),
                board.solvers(),
                gold,
                today ? "today" : "thatDay",
                board.fasterThanPercent().orElse(0));
    }
}
