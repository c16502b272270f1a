package org.calcoolation.practice.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.base.i18n.Wording;
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
                one("best", size, board.best()),
                one("best3", size, board.meanOfBest3()),
                one("fastest", size, board.fastestShare()));
        Div all = new Div(new Paragraph(Wording.t("practice.boards.about", size, penalty)), boards);
        if (board.held() > 0) all.add(new Paragraph(Wording.t("practice.boards.held", board.held())));
        all.addClassName("timed-boards-all");
        return all;
    }

    /** One board, its title and note from the bundles' {@code practice.boards.<board>} and {@code .note}. */
    private static Div one(String which, String size, List<TimedBoards.Row> rows) {
        String title = Wording.t("practice.boards." + which);
        Div box = new Div(new H3(title));
        box.addClassName("timed-board");
        if (rows.isEmpty()) {
            box.add(new Paragraph(Wording.t("practice.boards.nobody")));
        } else {
            NativeTable table = new NativeTable();
            NativeTableRow head = table.getHead().addRow();
            for (String name : List.of(
                    "#",
                    Wording.t("stats.player"),
                    Wording.t("practice.column.time"),
                    Wording.t("practice.boards.draws"),
                    Wording.t("practice.boards.counting"))) head.addHeaderCell().setText(name);
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
        Paragraph explained = new Paragraph(Wording.t("practice.boards." + which + ".note"));
        explained.addClassName("board-note");
        box.add(explained);
        return box;
    }
}
