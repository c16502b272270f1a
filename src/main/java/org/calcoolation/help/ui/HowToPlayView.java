package org.calcoolation.help.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;

/** The rules, what each level asks for, a 4×4 solved step by step in words, and every control, for someone who has never played. */
@Route(value = "how-to-play", layout = MainLayout.class)
@PageTitle("How to play · Calcoolation")
@AnonymousAllowed
public class HowToPlayView extends Main {

    final OrderedList steps = new OrderedList();
    /** What each level needs, one item a level, Easy first. */
    final Map<Difficulty, ListItem> levels = new EnumMap<>(Difficulty.class);

    public HowToPlayView() {
        addClassName("how-to-play");
        add(new H1("How to play"));
        add(rules(), twists(), levels(), worked(), controls(), times());
        add(new Paragraph(
                new Anchor("play", "Play a practice puzzle"),
                new Text(" or "),
                new Anchor("today", "try today's puzzles"),
                new Text(".")));
    }

    private static Section rules() {
        UnorderedList rules = new UnorderedList(
                new ListItem("The grid is N × N, from 3 × 3 to 16 × 16. Fill it with the digits 1 to N."),
                new ListItem("Each row and each column holds every digit exactly once, as in Sudoku."),
                new ListItem(
                        "Each cage, the cells inside a bold outline, has a clue: a target and an operation. Its digits must make "
                                + "the target with that operation: 7+ adds up to 7, 12× multiplies to 12."),
                new ListItem(
                        "A − or ÷ cage has two cells: the larger digit minus, or divided by, the smaller. 2− can be 3 and 1 "
                                + "in either order."),
                new ListItem("A digit may repeat inside a cage, as long as not in the same row or column."),
                new ListItem("A cage of one cell just gives its digit. Every puzzle has exactly one solution."));
        return section("The rules", rules);
    }

    /** The rules a practice puzzle may add, chosen under New puzzle…; dailies use none of them. */
    private static Section twists() {
        UnorderedList twists = new UnorderedList(
                new ListItem("Hide the operators: a clue shows only its target, and any of + − × ÷ that fits may "
                        + "have made it. 6 on two cells can be 1 and 5 (+), 2 and 3 (×), 1 and 6 (× or ÷), and more."),
                new ListItem("− and ÷ on larger cages: the largest digit minus the others, or divided by their "
                        + "product. 1− on 5, 3 and 1 is 5 − 3 − 1; a − of three or more cells may make 0."),
                new ListItem(
                        "⊕ cages (exclusive or): write each digit in binary and combine them bit by bit, "
                                + "a 1 where an odd number of them have one. 3 ⊕ 5 = 6, as 011 ⊕ 101 = 110, so 6⊕ on two "
                                + "cells can be 3 and 5, 2 and 4, or 1 and 7. A ⊕ of three or more cells may make 0: 1 ⊕ 2 ⊕ 3 = 0."));
        return section("Twists", new Paragraph("New puzzle… can add these rules to a practice puzzle:"), twists);
    }

    /**
     * What each level asks for, in the words of the solver's ladder ({@code engine.solve.Technique}),
     * whose names the hints use too: Easy to Extreme by reasoning alone, Unreasonable by trial and
     * error where the reasoning runs out, as its hint says.
     */
    private Section levels() {
        level(
                Difficulty.EASY,
                "cage digits (the digits a cage can hold at all) and singles (the one digit left for a cell, or the "
                        + "one place left for a digit in a row or column).");
        level(
                Difficulty.NORMAL,
                "cage combinations as well: each cell of a cage keeps only the digits it takes in some way of "
                        + "filling the cage.");
        level(
                Difficulty.HARD,
                "a cage forces a line (every way of filling a cage puts a digit in the same row or column, so it "
                        + "leaves the rest of that line), and naked subset and hidden subset: k cells of a line that share k digits, or k "
                        + "digits of a line that fit in only k cells.");
        level(
                Difficulty.EXTREME,
                "fish (a digit confined to the same k columns in k rows, as in an X-wing) and forcing chains of "
                        + "cells with two digits left.");
        level(
                Difficulty.UNREASONABLE,
                "more than reasoning: somewhere no step of logic is left, and the way on is trial and error. "
                        + "Try one of the digits a cell could still hold and follow where it leads: if it runs into a contradiction (a "
                        + "digit twice in a line, a cage that cannot add up), that digit is ruled out. A hint at that point says which "
                        + "digits to try in which cell, and which one leads to the solution.");
        UnorderedList list = new UnorderedList();
        levels.values().forEach(list::add);
        return section(
                "Levels",
                new Paragraph(
                        "A puzzle's level is the hardest kind of reasoning it needs; each level also "
                                + "needs those before it. Easy to Extreme puzzles are solved by reasoning alone. Hint names the same techniques."),
                list);
    }

    private void level(Difficulty level, String needs) {
        Span term = new Span(level.label() + ": ");
        term.addClassName("control-name");
        levels.put(level, new ListItem(term, new Text(needs)));
    }

    private Section worked() {
        Section section = section(
                "A 4×4, solved in words",
                new Paragraph(
                        "Here is a real puzzle, and one way to solve it. Rows count from the top, columns from the left."),
                new MiniGrid(
                        WorkedExample.PUZZLE,
                        Map.of(),
                        Set.of(),
                        "The puzzle, empty. Its cages: " + MiniGrid.cagesInWords(WorkedExample.PUZZLE) + "."));
        Map<Cell, Integer> filled = new LinkedHashMap<>();
        steps.addClassName("worked-steps");
        for (WorkedExample.Step step : WorkedExample.STEPS) {
            Set<Cell> fresh = new HashSet<>();
            for (WorkedExample.Placed placed : step.placed()) {
                filled.put(placed.cell(), placed.digit());
                fresh.add(placed.cell());
            }
            Paragraph words = new Paragraph(step.words());
            MiniGrid after = new MiniGrid(
                    WorkedExample.PUZZLE,
                    filled,
                    fresh,
                    "The grid after this step. " + MiniGrid.digitsInWords(4, filled));
            // The list item stays a list item, for its number; the picture and the words sit side by side inside.
            Div side = new Div(after, words);
            side.addClassName("worked-step");
            ListItem item = new ListItem(side);
            steps.add(item);
        }
        section.add(steps);
        return section;
    }

    private static Section controls() {
        UnorderedList controls = new UnorderedList(
                control("Mouse", "click a cell to select it, then a digit on the number pad."),
                control(
                        "Keyboard",
                        "arrows move the selection; 1 to 9 write a digit; Backspace or Delete clears the cell; N switches "
                                + "notes on and off; Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes (⌘ on a Mac). From 10 × 10 up, type 1 "
                                + "then a second digit quickly for 10 and more: 1 then 0 is 10, 1 then 6 is 16."),
                control(
                        "Touch",
                        "tap a cell, then a digit on the pad under the grid. On a phone the site's links are behind the "
                                + "Menu button."),
                control(
                        "Notes",
                        "with Notes on, digits become small pencil marks, to keep track of what a cell could still be. "
                                + "Fill all notes writes into every empty cell the digits its row and column do not hold yet; Smart fill all only those "
                                + "its row, column and cage still allow, and never brings back a note you struck out. Clear cell notes empties the selected cell."),
                control("Undo", "Undo and Redo step through every move, notes included. Restart empties the grid."),
                control(
                        "Help",
                        "Check marks wrong digits. Hint shows where to look, then the reasoning step by step, then the "
                                + "digit, one press each. Reveal cell fills the selected cell; Reveal solution gives up. Each use is counted: "
                                + "a solve without any is clean, and only clean solves rank on the daily leaderboards."));
        return section("Controls", controls);
    }

    /** The two times, named as the finish panel, the share text, the leaderboards and the records name them. */
    private static Section times() {
        UnorderedList times = new UnorderedList(
                control(
                        "Time",
                        "from the moment the grid first appears to your last digit, on the server's clock, pauses and "
                                + "other tabs included. A day's leaderboard ranks it, and the share text gives it."),
                control(
                        "Play time",
                        "only while the grid is on screen and in play; the clock above the grid counts it. Personal "
                                + "bests, averages, fastest players by kind, a puzzle's par and replays go by it."));
        return section("Time and play time", new Paragraph("A finished game has two times:"), times);
    }

    private static ListItem control(String name, String what) {
        Span term = new Span(name + ": ");
        term.addClassName("control-name");
        return new ListItem(term, new Text(what));
    }

    private static Section section(String heading, Component... content) {
        Section section = new Section(new H2(heading));
        section.add(content);
        return section;
    }
}
