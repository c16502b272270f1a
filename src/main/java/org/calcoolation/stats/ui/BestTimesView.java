package org.calcoolation.stats.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;
import org.calcoolation.account.Player;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.RecordsSection;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.ui.GoldMark;
import org.calcoolation.stats.KindLeaderboardService;
import org.calcoolation.stats.RatingService;
import org.calcoolation.stats.SolveRecord;
import org.calcoolation.stats.StatsService;
import org.calcoolation.stats.StatsService.Best;
import org.calcoolation.stats.StatsService.Point;
import org.calcoolation.stats.StatsService.Summary;
import org.jspecify.annotations.Nullable;

/** A player's records: bests, recent solves, averages, the daily streak, a chart of times, and the rating. */
@Route(value = "records", layout = MainLayout.class)
@PermitAll
public class BestTimesView extends Main implements HasDynamicTitle {

    /** Chart.js (MIT), served from its WebJar: an open-source chart with no frontend build. */
    static final String CHART_JS = "/webjars/chart.js/4.4.1/dist/chart.umd.js";

    final Paragraph streak = new Paragraph();
    final Grid<Best> bests = new Grid<>(Best.class, false);
    final Grid<Summary> summaries = new Grid<>(Summary.class, false);
    final Grid<SolveRecord> recent = new Grid<>(SolveRecord.class, false);
    final Paragraph givenUp = new Paragraph();
    final Paragraph noBests = new Paragraph(getTranslation("stats.noBests"));
    final Paragraph noSummaries = new Paragraph(getTranslation("stats.noSummaries"));
    final Paragraph noRecent = new Paragraph(getTranslation("stats.noRecent"));
    /** Said when a listed solve was recorded before its assists were: it shows no gold, and why. */
    final Paragraph assistsUnknown = new Paragraph(getTranslation(ASSISTS_UNKNOWN, GoldMark.STAR));

    final Select<PuzzleKind> chartKind = new Select<>();
    final Div chart = new Div();
    final Paragraph chartSummary = new Paragraph();
    final RatingSection rating;
    final KindLeaderboardSection kindBoard;

    private final StatsService stats;
    private final long playerId;

    public BestTimesView(
            StatsService stats,
            RatingService ratings,
            KindLeaderboardService boards,
            CurrentPlayer current,
            List<RecordsSection> otherSections) {
        this.stats = stats;
        Player player = current.required();
        this.playerId = player.id();
        this.rating = new RatingSection(ratings, playerId);
        addClassName("records");

        showStreak(player);
        List<Best> personalBests = showBests();
        List<Summary> kindSummaries = showSummaries();
        List<SolveRecord> lastSolves = showRecent();
        for (Grid<?> table : List.of(bests, summaries, recent)) fitToPhone(table);
        // An empty table is a row of headings over nothing: say so instead.
        bests.setVisible(!personalBests.isEmpty());
        summaries.setVisible(!kindSummaries.isEmpty());
        recent.setVisible(!lastSolves.isEmpty());
        noBests.setVisible(personalBests.isEmpty());
        noSummaries.setVisible(kindSummaries.isEmpty());
        noRecent.setVisible(lastSolves.isEmpty());
        assistsUnknown.setVisible(lastSolves.stream().anyMatch(r -> !r.assistsKnown()));
        assistsUnknown.addClassName("assists-unknown");
        showGivenUp();

        List<PuzzleKind> kinds = kindSummaries.stream().map(Summary::kind).toList();
        kindBoard = new KindLeaderboardSection(boards, playerId, kinds);
        setUpChart(kinds);
        Paragraph empty = new Paragraph(getTranslation("stats.empty"));
        empty.setVisible(kinds.isEmpty() && lastSolves.isEmpty());
        addSections(empty);
        otherSections.forEach(other -> add(other.section(playerId)));
        if (!kinds.isEmpty()) chartKind.setValue(kinds.getFirst());
    }

    private void showStreak(Player player) {
        streak.setText(streakText(stats.streak(playerId, player.zone()), player.zone()));
        streak.addClassName("streak");
    }

    private List<Best> showBests() {
        bests.addColumn(b -> Wording.kind(b.kind()))
                .setHeader(getTranslation("stats.puzzle"))
                .setFlexGrow(2);
        bests.addColumn(b -> TimeText.ofMillis(b.playMillis())).setHeader(getTranslation("stats.bestPlayTime"));
        bests.addColumn(b -> Wording.shortDay(b.finishedAt())).setHeader(getTranslation("stats.on"));
        List<Best> personalBests = stats.personalBests(playerId);
        bests.setItems(personalBests);
        bests.setAllRowsVisible(true);
        return personalBests;
    }

    private List<Summary> showSummaries() {
        summaries
                .addColumn(x -> Wording.kind(x.kind()))
                .setHeader(getTranslation("stats.puzzle"))
                .setFlexGrow(2);
        summaries.addColumn(Summary::solves).setHeader(getTranslation("stats.cleanSolves"));
        summaries
                .addColumn(x -> TimeText.ofMillis(x.averageMillis()))
                .setHeader(getTranslation("stats.averagePlayTime"));
        summaries.addColumn(x -> TimeText.ofMillis(x.medianMillis())).setHeader(getTranslation("stats.medianPlayTime"));
        List<Summary> kindSummaries = stats.summaries(playerId);
        summaries.setItems(kindSummaries);
        summaries.setAllRowsVisible(true);
        return kindSummaries;
    }

    private List<SolveRecord> showRecent() {
        recent.addColumn(r -> Wording.shortDay(r.finishedAt())).setHeader(getTranslation("stats.finished"));
        recent.addColumn(r -> r.dailyPuzzleId().isPresent()
                        ? getTranslation("stats.daily", Wording.kind(r.kind()))
                        : Wording.kind(r.kind()))
                .setHeader(getTranslation("stats.puzzle"))
                .setFlexGrow(2);
        recent.addColumn(r -> TimeText.ofMillis(r.playMillis())).setHeader(getTranslation("stats.playTime"));
        recent.addColumn(BestTimesView::help).setHeader(getTranslation("stats.help"));
        List<SolveRecord> lastSolves = stats.recent(playerId);
        recent.setItems(lastSolves);
        recent.setAllRowsVisible(true);
        return lastSolves;
    }

    private void showGivenUp() {
        long gaveUp = stats.givenUp(playerId);
        givenUp.setText(getTranslation("stats.givenUp", gaveUp));
        givenUp.addClassName("given-up");
        givenUp.setVisible(gaveUp > 0);
    }

    private void setUpChart(List<PuzzleKind> kinds) {
        chartKind.setLabel(getTranslation("stats.chartOf"));
        chartKind.setItemLabelGenerator(Wording::kind);
        chartKind.setItems(kinds);
        chartKind.addValueChangeListener(change -> drawChart(change.getValue()));
        chart.addClassName("time-chart");
        // Without a clean solve there is nothing to chart: no empty choice, no empty picture, a sentence.
        chartKind.setVisible(!kinds.isEmpty());
        chart.setVisible(!kinds.isEmpty());
        if (kinds.isEmpty()) chartSummary.setText(getTranslation("stats.chartLater"));
    }

    private void addSections(Paragraph empty) {
        add(
                new H1(getTranslation("stats.title")),
                streak,
                empty,
                new H2(getTranslation("stats.bests")),
                new Paragraph(getTranslation("stats.bests.text")),
                bests,
                noBests,
                new H2(getTranslation("stats.overTime")),
                chartKind,
                chart,
                chartSummary,
                new H2(getTranslation("stats.averages")),
                summaries,
                noSummaries,
                new H2(getTranslation("stats.recent")),
                recent,
                assistsUnknown,
                noRecent,
                givenUp,
                kindBoard,
                rating);
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(CHART_JS);
        drawChart(chartKind.getValue());
    }

    /** Draws the chart of one kind; none when the choice is cleared. */
    private void drawChart(@Nullable PuzzleKind kind) {
        if (kind == null) return;
        List<Point> points = stats.series(playerId, kind);
        String json = points.stream()
                .map(p -> "{\"x\":\"" + Wording.shortDay(p.finishedAt()) + "\",\"y\":" + p.playMillis() / 1000.0
                        + ",\"clean\":" + p.clean() + "}")
                .collect(Collectors.joining(",", "[", "]"));
        String summary = getTranslation(
                "stats.chartSummary",
                Wording.kind(kind),
                points.size(),
                TimeText.ofMillis(points.getFirst().playMillis()),
                TimeText.ofMillis(points.getLast().playMillis()));
        // A picture, named by the same sentence that is written under it.
        chart.getElement().setAttribute("role", "img");
        chart.getElement().setAttribute("aria-label", summary);
        chartSummary.setText(summary);
        // Chart.js loads once per page; frontend/scripts/page.js waits for it, then redraws the canvas in place.
        chart.getElement().executeJs("window.calcoolation.chart(this, JSON.parse($0))", json);
    }

    /**
     * Narrow columns that share the width and wrap their text: on a 390 px phone every column of
     * every table shows, where Vaadin's default 100 px a column pushed the last ones out of sight.
     */
    private static void fitToPhone(Grid<?> table) {
        table.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
        table.getColumns().forEach(column -> column.setWidth("4.5rem"));
    }

    /** Clean, assisted or given up; a gold solve with its mark, the star seen and the word read. */
    static String help(SolveRecord record) {
        String how = Wording.t(
                switch (record.outcome()) {
                    case CLEAN -> "stats.clean";
                    case ASSISTED -> "stats.assisted";
                    case GIVEN_UP -> "stats.givenUpShort";
                });
        return record.gold() ? how + " " + gold() : how;
    }

    /** A gold solve's mark: the star seen, and the word read. */
    static String gold() {
        return GoldMark.STAR + " " + Wording.t("stats.gold");
    }

    /** A bundle key; its argument is the gold star. */
    static final String ASSISTS_UNKNOWN = "stats.assistsUnknown";

    /** How many days of the current streak were gold, said once there is a streak. */
    static String gold(StatsService.Streak s) {
        return s.current() == 0 ? "" : " " + Wording.t("stats.streak.gold", s.gold(), GoldMark.STAR);
    }

    /** The streak, the freezes held and what they are, and whose midnight a day ends at. */
    static String streakText(StatsService.Streak s, ZoneId zone) {
        String midnight = zone.normalized().equals(ZoneOffset.UTC)
                ? Wording.t("stats.streak.utc")
                : Wording.t("stats.streak.local", zone.getId());
        return Wording.t("stats.streak", s.current(), gold(s), s.longest()) + " "
                + Wording.t("stats.streak.freezes", s.freezesHeld(), midnight);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("stats.title"));
    }
}
