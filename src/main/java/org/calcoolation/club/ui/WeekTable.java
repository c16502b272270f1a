package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.club.ClubBoards;
import org.calcoolation.stats.BoardNames;

/** The week's standings among the members, with the rule that makes them. */
final class WeekTable extends Div {

    final Div table = new Div();

    WeekTable() {
        addClassName("club-week");
        Paragraph rule = new Paragraph(getTranslation(ClubBoards.WEEK_RULE));
        rule.addClassName("board-note");
        add(new H2(getTranslation("club.week.heading")), rule, table);
    }

    void show(List<ClubBoards.Standing> standings) {
        NativeTable rows = new NativeTable();
        NativeTableRow head = rows.getHead().addRow();
        head.addHeaderCell().setText(getTranslation("club.week.place"));
        head.addHeaderCell().setText(getTranslation("club.player"));
        head.addHeaderCell().setText(getTranslation("club.week.points"));
        head.addHeaderCell().setText(getTranslation("club.week.solves"));
        for (ClubBoards.Standing s : standings) {
            NativeTableRow row = rows.getBody().addRow();
            row.addDataCell().setText(Integer.toString(s.place()));
            row.addDataCell().setText(BoardNames.withYou(s.name(), s.you()));
            row.addDataCell().setText(Integer.toString(s.points()));
            row.addDataCell().setText(Integer.toString(s.solves()));
            if (s.you()) row.addClassName("you");
        }
        table.removeAll();
        table.add(ScrollBox.of(rows, "board-table", getTranslation("club.week.label")));
    }
}
