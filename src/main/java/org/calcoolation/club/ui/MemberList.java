package org.calcoolation.club.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.function.LongConsumer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.club.ClubBoards;
import org.calcoolation.stats.BoardNames;

/**
 * The members by name with their daily streaks, {@value ClubBoards#MEMBERS_PAGE} a page; the owner
 * gets Remove and Make owner on each other member's row.
 */
final class MemberList extends Div {

    /** What the owner's buttons do, by the member's id. */
    record Actions(LongConsumer remove, LongConsumer handOver) {}

    final Div table = new Div();
    final Paragraph pageLine = new Paragraph();
    final NativeButton previous = Buttons.quiet(getTranslation("club.members.previous"), () -> turn(-1));
    final NativeButton next = Buttons.quiet(getTranslation("club.members.next"), () -> turn(1));
    private final Actions actions;
    private Runnable redraw = () -> {};
    int page;

    MemberList(Actions actions) {
        this.actions = actions;
        addClassName("club-members");
        Div paging = new Div(previous, pageLine, next);
        paging.addClassName("club-paging");
        add(new H2(getTranslation("club.members.heading")), table, paging);
    }

    /** {@code redraw} reads the page again after a turn. */
    void show(List<ClubBoards.Member> members, int pages, boolean owner, Runnable redraw) {
        this.redraw = redraw;
        NativeTable rows = new NativeTable();
        NativeTableRow head = rows.getHead().addRow();
        head.addHeaderCell().setText(getTranslation("club.player"));
        head.addHeaderCell().setText(getTranslation("club.members.streak"));
        head.addHeaderCell().setText(getTranslation("club.members.longest"));
        if (owner) head.addHeaderCell().setText(getTranslation("club.members.tools"));
        for (ClubBoards.Member m : members) {
            NativeTableRow row = rows.getBody().addRow();
            row.addDataCell()
                    .setText(BoardNames.withYou(m.name(), m.you())
                            + (m.owner() ? " · " + getTranslation("club.members.owner") : ""));
            row.addDataCell().setText(days(m.streak()));
            row.addDataCell().setText(days(m.longest()));
            if (owner) {
                NativeTableCell tools = row.addDataCell();
                if (!m.you()) {
                    NativeButton remove = Buttons.quiet(
                            getTranslation("club.members.remove"),
                            () -> actions.remove().accept(m.playerId()));
                    remove.getElement()
                            .setAttribute("aria-label", getTranslation("club.members.remove.label", m.name()));
                    NativeButton hand = Buttons.quiet(
                            getTranslation("club.members.handOver"),
                            () -> actions.handOver().accept(m.playerId()));
                    hand.getElement()
                            .setAttribute("aria-label", getTranslation("club.members.handOver.label", m.name()));
                    tools.add(remove, hand);
                }
            }
            if (m.you()) row.addClassName("you");
        }
        table.removeAll();
        table.add(ScrollBox.of(rows, "board-table", getTranslation("club.members.heading")));
        pageLine.setText(getTranslation("club.members.page", page + 1, Math.max(1, pages)));
        previous.setEnabled(page > 0);
        next.setEnabled(page + 1 < pages);
        pageLine.getParent().ifPresent(p -> p.setVisible(pages > 1));
    }

    private void turn(int by) {
        page = Math.max(0, page + by);
        redraw.run();
    }

    private String days(int n) {
        return getTranslation("club.days", n);
    }
}
