package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import java.util.List;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.stats.KindLeaderboardService;
import org.calcoolation.stats.KindLeaderboardService.Board;
import org.calcoolation.stats.KindLeaderboardService.Row;
import org.jspecify.annotations.Nullable;

/** The records page's board by kind: the fastest players at one size × level × variant, chosen from a list. */
class KindLeaderboardSection extends Div {

    static final int TOP = 10;
    final Select<PuzzleKind> kind = new Select<>();
    final NativeTable table = new NativeTable();
    final Paragraph yourPlace = new Paragraph();
    private final KindLeaderboardService boards;
    private final long playerId;

    /** Opens on {@code first} when anyone has solved it cleanly (the player's own first kind), else on the first kind solved. */
    KindLeaderboardSection(KindLeaderboardService boards, long playerId, List<PuzzleKind> yours) {
        this.boards = boards;
        this.playerId = playerId;
        addClassName("kind-board");
        List<PuzzleKind> kinds = boards.kindsSolved();
        add(new H2(getTranslation("stats.fastest")));
        if (kinds.isEmpty()) {
            add(new Paragraph(getTranslation("stats.fastest.nobody")));
            return;
        }
        kind.setLabel(getTranslation("stats.puzzle"));
        kind.setItems(kinds);
        kind.setItemLabelGenerator(Wording::kind);
        kind.addValueChangeListener(change -> show(change.getValue()));
        yourPlace.addClassName("your-place");
        Div box = ScrollBox.of(table, "board-table", getTranslation("stats.fastest"));
        Paragraph how = new Paragraph(getTranslation("stats.fastest.how"));
        how.addClassName("board-note");
        add(kind, box, yourPlace, how);
        kind.setValue(yours.stream().filter(kinds::contains).findFirst().orElse(kinds.getFirst()));
    }

    private void show(@Nullable PuzzleKind chosen) {
        table.removeHead();
        table.removeBody();
        if (chosen == null) return;
        Board board = boards.board(chosen, playerId, TOP);
        NativeTableRow head = table.getHead().addRow();
        for (String name : List.of(
                "#", getTranslation("stats.player"), getTranslation("stats.playTime"), getTranslation("stats.on")))
            head.addHeaderCell().setText(name);
        for (Row r : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(r.rank()));
            row.addDataCell().setText(r.you() ? getTranslation("stats.you", r.name()) : r.name());
            row.addDataCell().setText(TimeText.ofMillis(r.playMillis()));
            row.addDataCell().setText(Wording.shortDay(r.finishedAt()));
            if (r.you()) row.addClassName("you");
        }
        String kind = Wording.kind(chosen);
        yourPlace.setText(board.yourRank()
                .map(rank -> getTranslation("stats.fastest.yourPlace", rank, board.players(), kind))
                .orElseGet(() -> getTranslation("stats.fastest.noPlace", board.players(), kind)));
    }
}
