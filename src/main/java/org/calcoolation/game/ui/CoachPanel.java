package org.calcoolation.game.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeDetails;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.game.play.Coaching;
import org.calcoolation.game.play.Replay;

/**
 * The coach under a finished game: a small heat map of the grid, each cage as warm as the share of
 * the play time spent on it, the slowest cages in words, where the player stalled longest and the
 * deduction that would have moved them on, and where help was used. Folded under its summary, so that
 * the finished grid and the pad stay on the screen (LayoutIT's finished 9×9 at 1366×768).
 */
final class CoachPanel extends NativeDetails {

    final Div heatMap = new Div();
    final Paragraph rule = new Paragraph();
    final UnorderedList slowest = new UnorderedList();
    final Paragraph stall = new Paragraph();
    final Paragraph help = new Paragraph();

    CoachPanel(Coaching coaching) {
        addClassName("coach");
        setSummaryText(Say.of("coach.summary"));
        Puzzle puzzle = coaching.puzzle();
        drawHeatMap(coaching);
        rule.addClassName("coach-rule");
        rule.setText(
                coaching.times().between() > 0
                        ? Say.of(
                                "coach.rule.between",
                                TimeText.of(Duration.ofMillis(coaching.times().between())))
                        : Say.of("coach.rule"));
        puzzle.cages().stream()
                .sorted(Comparator.comparing(coaching::timeIn).reversed())
                .limit(3)
                .filter(cage -> !coaching.timeIn(cage).isZero())
                .forEach(cage -> slowest.add(new ListItem(
                        Say.of("coach.cageTime", capitalized(name(cage)), TimeText.of(coaching.timeIn(cage))))));
        slowest.addClassName("coach-slowest");
        stall.addClassName("coach-stall");
        stall.setText(stallText(coaching));
        help.addClassName("coach-help");
        help.setText(helpText(coaching.help()));
        Div review = new Div(heatMap, rule, slowest, stall, help);
        review.addClassName("coach-review");
        setContent(review);
    }

    /** The grid at a small size, each cell tinted by its cage's share of the longest cage's time, the time in the cage's first cell. */
    private void drawHeatMap(Coaching coaching) {
        Puzzle puzzle = coaching.puzzle();
        int n = puzzle.size();
        long most = puzzle.cages().stream()
                .mapToLong(cage -> coaching.timeIn(cage).toMillis())
                .max()
                .orElse(0);
        heatMap.addClassName("coach-map");
        heatMap.getStyle().set("--n", Integer.toString(n));
        heatMap.getElement().setAttribute("role", "img");
        heatMap.getElement().setAttribute("aria-label", Say.of("coach.heatMap"));
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            Cage cage = puzzle.cageAt(cell);
            Duration time = coaching.timeIn(cage);
            Div square = new Div();
            square.addClassName("coach-cell");
            double share = most == 0 ? 0 : (double) time.toMillis() / most;
            square.getStyle().set("--heat", String.format(java.util.Locale.ROOT, "%.2f", share));
            for (Cell other : List.of(new Cell(cell.row(), cell.col() + 1), new Cell(cell.row() + 1, cell.col()))) {
                boolean wall = other.row() < n
                        && other.col() < n
                        && !puzzle.cageAt(other).equals(cage);
                if (wall) square.addClassName(other.row() == cell.row() ? "wall-right" : "wall-bottom");
            }
            if (cell.equals(cage.anchor())) square.add(new Span(shortTime(time)));
            heatMap.add(square);
        }
    }

    /** "1:36" or "45s": short enough for a small square. */
    static String shortTime(Duration time) {
        long s = time.toSeconds();
        return s < 60 ? s + "s" : s / 60 + ":" + String.format("%02d", s % 60);
    }

    static String stallText(Coaching coaching) {
        return coaching.stall()
                .map(stall -> {
                    String where = Say.of(
                            "coach.stall", name(stall.cage()), TimeText.of(stall.length()), TimeText.of(stall.from()));
                    return stall.wouldHelp()
                            .map(hint -> where + " "
                                    + Say.of(
                                            "coach.wouldHelp",
                                            HintText.label(hint.technique()),
                                            ReasonText.of(hint.last().reason())))
                            .orElse(where);
                })
                .orElse(Say.of("coach.noTimes"));
    }

    /** Uses in a row of one kind that led to one cage are told once, with how many: "3 hints at 00:40, then …". */
    static String helpText(List<Coaching.HelpUse> uses) {
        if (uses.isEmpty()) return Say.of("coach.noHelp");
        List<String> said = new ArrayList<>();
        for (int i = 0; i < uses.size(); ) {
            Coaching.HelpUse first = uses.get(i);
            int same = 1;
            while (i + same < uses.size()
                    && uses.get(i + same).step() == first.step()
                    && uses.get(i + same).cage().equals(first.cage())) same++;
            String use = Say.of("coach.useAt", what(first.step(), same), TimeText.of(first.at()));
            said.add(first.cage()
                    .map(cage -> Say.of("coach.thenMove", use, name(cage)))
                    .orElse(use));
            i += same;
        }
        return Say.of("coach.helpUsed", String.join("; ", said));
    }

    /** "a hint", "3 hints". */
    private static String what(Replay.Step step, int times) {
        return Say.of(
                switch (step) {
                    case CHECK -> "coach.use.check";
                    case HINT -> "coach.use.hint";
                    case REVEALED_DIGIT -> "coach.use.revealed";
                    case GAVE_UP -> "coach.use.gaveUp";
                    default -> "coach.use.other";
                },
                times);
    }

    /** "the 12× cage at row 1, column 1", as hints name cages. */
    static String name(Cage cage) {
        return ReasonText.cage(cage);
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
