package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.club.ClubBoards;
import org.calcoolation.game.ui.GoldMark;
import org.calcoolation.stats.BoardNames;

/**
 * Today's ladder among the club's members, one rung at a time: the ranked solves (rank, name with
 * the gold mark, time) and who has not solved it yet. A rung shows {@value #SHOWN} rows and names at
 * first, all on request, so that a club of hundreds stays one screen.
 */
final class TodayBoard extends Div {

    static final int SHOWN = 20;

    final Div rungs = new Div();
    final Div board = new Div();
    private List<ClubBoards.RungBoard> ladder = List.of();
    private int rung;
    private boolean all;

    TodayBoard() {
        addClassName("club-today");
        rungs.addClassName("club-rungs");
        rungs.getElement().setAttribute("role", "group");
        rungs.getElement().setAttribute("aria-label", getTranslation("club.today.rung"));
        add(new H2(getTranslation("club.today.heading")), rungs, board);
    }

    void show(List<ClubBoards.RungBoard> ladder) {
        this.ladder = ladder;
        rungs.removeAll();
        for (ClubBoards.RungBoard r : ladder) {
            int index = r.puzzle().slot();
            NativeButton choose = Buttons.button(r.puzzle().label(), () -> choose(index));
            choose.addClassName("club-rung");
            rungs.add(choose);
        }
        choose(Math.min(rung, Math.max(0, ladder.size() - 1)));
    }

    private void choose(int index) {
        rung = index;
        all = false;
        draw();
    }

    private void draw() {
        board.removeAll();
        rungs.getChildren()
                .forEach(b -> b.getElement().setAttribute("aria-pressed", Boolean.toString(rungs.indexOf(b) == rung)));
        if (ladder.isEmpty()) return;
        ClubBoards.RungBoard shown = ladder.get(rung);
        if (shown.ranked().isEmpty())
            board.add(new Paragraph(
                    getTranslation("club.today.noneYet", shown.puzzle().label())));
        else
            board.add(ScrollBox.of(
                    table(shown.ranked()),
                    "board-table",
                    getTranslation("club.today.label", shown.puzzle().label())));
        if (!shown.notYet().isEmpty()) {
            List<String> names =
                    all ? shown.notYet() : shown.notYet().stream().limit(SHOWN).toList();
            int more = shown.notYet().size() - names.size();
            Paragraph notYet = new Paragraph(
                    getTranslation("club.today.notYet", shown.notYet().size(), String.join(", ", names), more));
            notYet.addClassName("not-yet");
            board.add(notYet);
        }
        boolean cut = shown.ranked().size() > SHOWN || shown.notYet().size() > SHOWN;
        if (cut && !all)
            board.add(Buttons.quiet(getTranslation("club.today.everyone"), () -> {
                all = true;
                draw();
            }));
    }

    private NativeTable table(List<ClubBoards.Rank> ranked) {
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        head.addHeaderCell().setText(getTranslation("club.today.rank"));
        head.addHeaderCell().setText(getTranslation("club.player"));
        head.addHeaderCell().setText(getTranslation("club.today.time"));
        List<ClubBoards.Rank> rows = all
                ? ranked
                : ranked.stream().filter(r -> r.rank() <= SHOWN || r.you()).toList();
        for (ClubBoards.Rank rank : rows) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(rank.rank()));
            NativeTableCell name = row.addDataCell();
            name.add(new Span(BoardNames.withYou(rank.name(), rank.you())));
            if (rank.gold()) name.add(GoldMark.star());
            row.addDataCell().setText(TimeText.ofMillis(rank.elapsedMillis()));
            if (rank.you()) row.addClassName("you");
        }
        return table;
    }
}
