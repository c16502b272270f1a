package org.calcoolation.daily.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.Player;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.StatsService;

/**
 * The archive as a calendar, a month at a time: each day with a ladder links to it and shows, in
 * six pips and in words for screen readers, how many rungs the player solved or gave up. Days
 * outside the archive are shown but cannot be chosen. A guest sees the calendar unmarked, as
 * daily puzzles are for accounts.
 */
@Route(value = "archive/:month?", layout = MainLayout.class)
@AnonymousAllowed
public class ArchiveView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    final H1 heading = new H1(getTranslation("daily.archive"));
    final Paragraph refusal = new Paragraph();
    final Div calendar = new Div();
    private final DailyPuzzleService daily;
    private final StatsService stats;
    private final CurrentPlayer signedIn;
    private String title = getTranslation("page.title", getTranslation("daily.archive"));

    public ArchiveView(DailyPuzzleService daily, StatsService stats, CurrentPlayer signedIn) {
        this.daily = daily;
        this.stats = stats;
        this.signedIn = signedIn;
        addClassName("archive");
        refusal.addClassName("refusal");
        add(heading, refusal, calendar);
    }

    static String path(YearMonth month) {
        return "archive/" + month;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        YearMonth thisMonth = YearMonth.from(daily.today());
        YearMonth first = YearMonth.from(DailyPuzzleService.FIRST_DAY);
        Optional<String> asked = event.getRouteParameters().get("month");
        YearMonth month = thisMonth;
        refusal.setVisible(false);
        if (asked.isPresent()) {
            try {
                month = YearMonth.parse(asked.get());
            } catch (DateTimeParseException notAMonth) {
                String shown = asked.get().length() > 20 ? asked.get().substring(0, 20) + "…" : asked.get();
                refuse(getTranslation("daily.archive.notAMonth", shown, path(thisMonth)));
            }
        }
        if (month.isAfter(thisMonth)) {
            refuse(getTranslation("daily.archive.notYet", month(month)));
            month = thisMonth;
        } else if (month.isBefore(first)) {
            refuse(getTranslation("daily.archive.starts", month(first)));
            month = first;
        }
        show(month, thisMonth, first);
    }

    private void refuse(String message) {
        refusal.setText(message);
        refusal.setVisible(true);
    }

    private void show(YearMonth month, YearMonth thisMonth, YearMonth first) {
        title = getTranslation("page.title", getTranslation("daily.archive.title", month(month)));
        heading.setText(getTranslation("daily.archive.of", month(month)));
        calendar.removeAll();
        Optional<Player> player = signedIn.account();
        String since = getTranslation("daily.archive.since", Wording.date(DailyPuzzleService.FIRST_DAY));
        calendar.add(new Paragraph(player.isPresent() ? since + " " + getTranslation("daily.archive.marks") : since));
        if (player.isEmpty()) {
            calendar.add(new Paragraph(
                    new Anchor("login", getTranslation("daily.login")),
                    new Text(getTranslation("daily.archive.logIn"))));
        }
        calendar.add(monthNav(month, thisMonth, first));
        calendar.add(table(month, marks(month, player), daily.today()));
        if (player.isPresent()) calendar.add(printWeeks(month, daily.today()));
    }

    /**
     * Links to print each week of the month that is over, as a booklet with its answers (the print
     * page, by address only: print reads the daily feature, so daily does not import it).
     */
    static Paragraph printWeeks(YearMonth month, LocalDate today) {
        Paragraph links = new Paragraph();
        links.addClassName("print-weeks");
        LocalDate monday = month.atDay(1).with(DayOfWeek.MONDAY);
        for (; !monday.isAfter(month.atEndOfMonth()); monday = monday.plusWeeks(1)) {
            boolean over = monday.plusDays(6).isBefore(today);
            if (!over || monday.plusDays(6).isBefore(DailyPuzzleService.FIRST_DAY)) continue;
            if (links.getChildren().findAny().isEmpty()) links.add(new Text(Wording.t("daily.archive.print") + " "));
            else links.add(new Text(" · "));
            links.add(new Anchor("print?week=" + monday, Wording.t("daily.archive.weekOf", Wording.dayMonth(monday))));
        }
        if (links.getChildren().findAny().isEmpty()) links.add(new Text(Wording.t("daily.archive.printLater")));
        return links;
    }

    /** Each day of the month, marked from one query for the puzzles and one for the player's outcomes. */
    List<DayMark> marks(YearMonth month, Optional<Player> player) {
        Map<LocalDate, List<DailyPuzzle>> ladders = daily.storedLadders(month.atDay(1), month.atEndOfMonth());
        List<Long> ids = ladders.values().stream()
                .flatMap(List::stream)
                .map(DailyPuzzle::id)
                .toList();
        Map<Long, Outcome> outcomes =
                player.map(p -> stats.dailyOutcomes(p.id(), ids)).orElse(Map.of());
        List<DayMark> marks = new ArrayList<>();
        for (int d = 1; d <= month.lengthOfMonth(); d++) {
            LocalDate day = month.atDay(d);
            marks.add(DayMark.of(day, daily.hasLadder(day), ladders.getOrDefault(day, List.of()), outcomes));
        }
        return marks;
    }

    private static Div monthNav(YearMonth month, YearMonth thisMonth, YearMonth first) {
        Div nav = new Div();
        nav.addClassName("month-nav");
        YearMonth before = month.minusMonths(1), after = month.plusMonths(1);
        nav.add(before.isBefore(first) ? off("← " + month(before)) : new Anchor(path(before), "← " + month(before)));
        if (!month.equals(thisMonth)) nav.add(new Anchor(path(thisMonth), Wording.t("daily.archive.thisMonth")));
        nav.add(after.isAfter(thisMonth) ? off(month(after) + " →") : new Anchor(path(after), month(after) + " →"));
        return nav;
    }

    /** "November 2026" in the page's language. */
    static String month(YearMonth month) {
        return Wording.month(month.atDay(1));
    }

    /** A way that does not lead anywhere this time, shown so that the row keeps its shape. */
    private static Span off(String text) {
        Span span = new Span(text);
        span.addClassName("off");
        span.getElement().setAttribute("aria-disabled", "true");
        return span;
    }

    private static NativeTable table(YearMonth month, List<DayMark> marks, LocalDate today) {
        NativeTable table = new NativeTable();
        table.addClassName("calendar");
        table.setCaptionText(month(month));
        NativeTableRow head = table.getHead().addRow();
        for (DayOfWeek weekday : DayOfWeek.values()) {
            NativeTableHeaderCell cell = head.addHeaderCell();
            cell.setText(weekday.getDisplayName(TextStyle.SHORT, Wording.locale()));
            cell.getElement().setAttribute("abbr", weekday.getDisplayName(TextStyle.FULL, Wording.locale()));
            cell.getElement().setAttribute("scope", "col");
        }
        NativeTableRow week = table.getBody().addRow();
        for (int gap = 1; gap < month.atDay(1).getDayOfWeek().getValue(); gap++) week.addDataCell();
        for (DayMark mark : marks) {
            if (mark.day().getDayOfWeek() == DayOfWeek.MONDAY && mark.day().getDayOfMonth() > 1)
                week = table.getBody().addRow();
            Component day = day(mark);
            if (mark.day().equals(today)) {
                day.getElement().getClassList().add("today");
                day.getElement().setAttribute("aria-current", "date");
            }
            week.addDataCell().add(day);
        }
        return table;
    }

    private static Component day(DayMark mark) {
        Span number = new Span(Integer.toString(mark.day().getDayOfMonth()));
        number.addClassName("day-number");
        Span pips = new Span();
        pips.addClassName("pips");
        pips.getElement().setAttribute("aria-hidden", "true");
        for (int i = 0; i < DayMark.RUNGS; i++) {
            Span pip = new Span();
            pip.addClassName(
                    i < mark.solved()
                            ? "pip-solved"
                            : i < mark.solved() + mark.givenUp() ? "pip-given-up" : "pip-open");
            pips.add(pip);
        }
        Component day;
        if (mark.hasLadder()) {
            Anchor link = new Anchor("daily/" + mark.day(), number, pips);
            link.getElement().setAttribute("aria-label", mark.spoken());
            day = link;
        } else {
            Span none = new Span(number);
            none.getElement().setAttribute("aria-disabled", "true");
            none.getElement().setAttribute("aria-label", mark.spoken());
            none.getElement().setAttribute("role", "img");
            day = none;
        }
        day.addClassNames("day", mark.state());
        return day;
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
