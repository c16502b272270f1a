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
        setSummaryText("Coach: where your time went");
        Puzzle puzzle = coaching.puzzle();
        drawHeatMap(coaching);
        rule.addClassName("coach-rule");
        rule.setText("Each cage gets the time before each move in it; hints and checks do not stop the clock on it. "
                + "Moves across cages, such as filling every note, count as time between cages"
                + (coaching.times().between() > 0
                        ? ": " + TimeText.of(Duration.ofMillis(coaching.times().between())) + " here."
                        : "."));
        puzzle.cages().stream()
                .sorted(Comparator.comparing(coaching::timeIn).reversed())
                .limit(3)
                .filter(cage -> !coaching.timeIn(cage).isZero())
                .forEach(cage ->
                        slowest.add(new ListItem(capitalized(name(cage)) + ": " + TimeText.of(coaching.timeIn(cage)))));
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
        heatMap.getElement().setAttribute("aria-label", "Heat map of the grid: the warmer a cage, the longer it took.");
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
                    String where = "You paused longest before your move in " + name(stall.cage()) + ": "
                            + TimeText.of(stall.length()) + ", from " + TimeText.of(stall.from()) + " of play.";
                    return stall.wouldHelp()
                            .map(hint -> where + " What would have moved you on: "
                                    + hint.technique().label() + ". "
                                    + hint.last().explanation())
                            .orElse(where);
                })
                .orElse("No move was timed, so the coach cannot tell where the time went.");
    }

    /** Uses in a row of one kind that led to one cage are told once, with how many: "3 hints at 00:40, then …". */
    static String helpText(List<Coaching.HelpUse> uses) {
        if (uses.isEmpty()) return "No help used: all your own work.";
        List<String> said = new ArrayList<>();
        for (int i = 0; i < uses.size(); ) {
            Coaching.HelpUse first = uses.get(i);
            int same = 1;
            while (i + same < uses.size()
                    && uses.get(i + same).step() == first.step()
                    && uses.get(i + same).cage().equals(first.cage())) same++;
            said.add((same == 1
                            ? what(first.step())
                            : same + " " + what(first.step()).substring(2) + "s") + " at "
                    + TimeText.of(first.at())
                    + first.cage().map(cage -> ", then a move in " + name(cage)).orElse(""));
            i += same;
        }
        return "Help used: " + String.join("; ", said) + ".";
    }

    private static String what(Replay.Step step) {
        return switch (step) {
            case CHECK -> "a check";
            case HINT -> "a hint";
            case REVEALED_DIGIT -> "a revealed digit";
            case GAVE_UP -> "a give-up";
            default -> step.name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /** "the 12× cage at row 1, column 1", as hints name cages. */
    static String name(Cage cage) {
        Cell at = cage.anchor();
        String where = " at row " + (at.row() + 1) + ", column " + (at.col() + 1);
        return cage.isHidden() ? "the cage of " + cage.target() + where : "the " + cage.clue() + " cage" + where;
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
