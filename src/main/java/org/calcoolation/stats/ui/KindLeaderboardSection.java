package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.calcoolation.base.Ordinal;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.KindLeaderboardService;
import org.calcoolation.stats.KindLeaderboardService.Board;
import org.calcoolation.stats.KindLeaderboardService.Row;
import org.jspecify.annotations.Nullable;

/** The records page's board by kind: the fastest players at one size × level × variant, chosen from a list. */
class KindLeaderboardSection extends Div {

    static final int TOP = 10;
    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);

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
        add(new H2("Fastest players by kind"));
        if (kinds.isEmpty()) {
            add(new Paragraph("Nobody has a clean solve yet."));
            return;
        }
        kind.setLabel("Puzzle");
        kind.setItems(kinds);
        kind.setItemLabelGenerator(PuzzleKind::label);
        kind.addValueChangeListener(change -> show(change.getValue()));
        yourPlace.addClassName("your-place");
        Div box = ScrollBox.of(table, "board-table", "Fastest players by kind");
        Paragraph how = new Paragraph("Each player's best clean solve of the kind, practice or daily, by play time; "
                + "Classic, the operation mixes and each twist are kinds of their own.");
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
        for (String name : List.of("#", "Player", "Play time", "On"))
            head.addHeaderCell().setText(name);
        for (Row r : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(r.rank()));
            row.addDataCell().setText(BoardNames.withYou(r.name(), r.you()));
            row.addDataCell().setText(TimeText.ofMillis(r.playMillis()));
            row.addDataCell().setText(DAY.format(r.finishedAt()));
            if (r.you()) row.addClassName("you");
        }
        String players = board.players() == 1 ? "1 player" : board.players() + " players";
        yourPlace.setText(board.yourRank()
                .map(rank -> "You are " + Ordinal.of(rank) + " of " + players + " at " + chosen.label() + ".")
                .orElse(players + " at " + chosen.label() + "; you have no clean solve of it yet."));
    }
}
