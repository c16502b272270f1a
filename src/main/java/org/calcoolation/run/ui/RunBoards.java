package org.calcoolation.run.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.run.RunService;
import org.calcoolation.run.RunService.BoardRow;

/** Today's board and the all-time board: each account's best run that counts, best first. */
class RunBoards extends Div {

    static final int SHOWN = 10;

    private final RunService runs;
    private final CurrentPlayer player;
    final Div today = new Div();
    final Div allTime = new Div();

    RunBoards(RunService runs, CurrentPlayer player) {
        this.runs = runs;
        this.player = player;
        addClassName("run-boards");
        today.addClassName("run-board-today");
        allTime.addClassName("run-board-all");
        add(today, allTime);
    }

    void refresh() {
        fill(today, Wording.t("run.boards.today"), runs.board(player.ref(), Optional.of(runs.today()), SHOWN));
        fill(allTime, Wording.t("run.boards.allTime"), runs.board(player.ref(), Optional.empty(), SHOWN));
    }

    private static void fill(Div board, String title, List<BoardRow> rows) {
        board.removeAll();
        board.add(new H2(title));
        if (rows.isEmpty()) {
            board.add(new Paragraph(Wording.t("run.boards.none")));
            return;
        }
        OrderedList list = new OrderedList();
        for (BoardRow row : rows) {
            ListItem item = new ListItem(Wording.t("run.boards.row", row.name(), row.solved()));
            if (row.you()) item.addClassName("you");
            list.add(item);
        }
        board.add(list);
    }
}
