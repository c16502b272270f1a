package org.calcoolation.practice.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.practice.TimedBoards;

/**
 * A size's three timed boards side by side (stacked on a phone), each row with the counts behind it:
 * how many draws the player has and how many of them count.
 */
final class TimedBoardsView {

    private TimedBoardsView() {}

    static Div of(TimedBoards.Board board, String penalty) {
        Div boards = new Div();
        boards.addClassName("timed-boards");
        String size = board.size() + "×" + board.size();
        boards.add(
                one("Best time", size, board.best(), "Each player's fastest counting time."),
                one(
                        "Mean of best 3",
                        size,
                        board.meanOfBest3(),
                        "The mean of each player's 3 fastest counting times; ranks players with 3 or more."),
                one(
                        "Mean of fastest 65 %",
                        size,
                        board.fastestShare(),
                        "The mean of the fastest 65 % of each player's counting times (rounded up); ranks players"
                                + " with 5 or more."));
        Div all = new Div(
                new Paragraph("The last 30 days of " + size + " draws. Every draw counts: one not solved clean"
                        + " by the end of its day, or solved with help, given up or abandoned, counts " + penalty
                        + ", and so does a clean solve slower than that."),
                boards);
        if (board.held() > 0)
            all.add(new Paragraph(board.held() + (board.held() == 1 ? " solve is" : " solves are")
                    + " off these boards while a moderator reviews "
                    + (board.held() == 1 ? "it." : "them.")));
        all.addClassName("timed-boards-all");
        return all;
    }

    private static Div one(String title, String size, List<TimedBoards.Row> rows, String note) {
        Div box = new Div(new H3(title));
        box.addClassName("timed-board");
        if (rows.isEmpty()) {
            box.add(new Paragraph("Nobody ranks here yet."));
        } else {
            NativeTable table = new NativeTable();
            NativeTableRow head = table.getHead().addRow();
            for (String name : List.of("#", "Player", "Time", "Draws", "Counting"))
                head.addHeaderCell().setText(name);
            for (TimedBoards.Row r : rows) {
                NativeTableRow row = table.getBody().addRow();
                if (r.you()) row.addClassName("you");
                row.addDataCell().setText(Integer.toString(r.place()));
                row.addDataCell().setText(r.name());
                row.addDataCell().setText(TimeText.of(r.value()));
                row.addDataCell().setText(Integer.toString(r.draws()));
                row.addDataCell().setText(Integer.toString(r.counting()));
            }
            box.add(ScrollBox.of(table, "board-table", title + ", " + size));
        }
        Paragraph explained = new Paragraph(note);
        explained.addClassName("board-note");
        box.add(explained);
        return box;
    }
}
