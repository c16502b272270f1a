package org.calcoolation.daily.ui;

import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;

/**
 * The reported comments on /review, newest report first: the rung (a link to its page, where the
 * moderator sees the whole talk without finishing it), the author, the text (also when hidden), how
 * often it was reported, and Hide, which asks first, or Unhide.
 */
final class ReportedComments extends Div {

    final Paragraph message = new Paragraph();
    private final Div table = new Div();
    private final CommentModeration moderation;
    private final DailyPuzzleService daily;
    private final CurrentPlayer viewer;

    ReportedComments(CommentModeration moderation, DailyPuzzleService daily, CurrentPlayer viewer) {
        this.moderation = moderation;
        this.daily = daily;
        this.viewer = viewer;
        addClassName("reported-comments");
        message.addClassName("talk-message");
        message.getElement().setAttribute("role", "status");
        add(new H2(Wording.t("daily.review.reported")), message, table);
    }

    void draw() {
        table.removeAll();
        setVisible(true);
        if (!(viewer.ref() instanceof PlayerRef.Account moderator)) return;
        List<CommentModeration.Reported> reported = moderation.reported(moderator);
        if (reported.isEmpty()) {
            table.add(new Paragraph(Wording.t("daily.review.noReports")));
            return;
        }
        Map<Long, DailyPuzzle> rungs = daily.stored(reported.stream()
                .map(CommentModeration.Reported::dailyPuzzleId)
                .distinct()
                .toList());
        NativeTable rows = new NativeTable();
        NativeTableRow head = rows.getHead().addRow();
        for (String title : List.of("puzzle", "author", "comment", "reports", "decide"))
            head.addHeaderCell().setText(Wording.t("stats.review.column." + title));
        for (CommentModeration.Reported comment : reported) {
            DailyPuzzle rung = rungs.get(comment.dailyPuzzleId());
            NativeTableRow row = rows.getBody().addRow();
            row.addDataCell()
                    .add(
                            rung == null
                                    ? new Paragraph("?")
                                    : new Anchor(
                                            DailyPlayView.path(rung.day(), rung.slot()),
                                            Wording.kind(rung.kind()) + ", " + rung.day()));
            row.addDataCell().setText(comment.author());
            row.addDataCell()
                    .setText(comment.hidden() ? Wording.t("daily.review.hiddenBody", comment.body()) : comment.body());
            row.addDataCell().setText(Integer.toString(comment.reports()));
            row.addDataCell().add(comment.hidden() ? unhide(moderator, comment) : hide(moderator, comment));
        }
        table.add(rows);
    }

    private Div hide(PlayerRef.Account moderator, CommentModeration.Reported comment) {
        return new Div(Buttons.quiet(Wording.t("daily.talk.hide"), () -> {
            ConfirmDialog ask = new ConfirmDialog(
                    Wording.t("daily.talk.hide.ask", comment.author()),
                    Wording.t("daily.talk.hide.text", Wording.t(Comments.HIDDEN)),
                    Wording.t("daily.talk.hide"),
                    event -> act("daily.review.hidden", comment, () -> moderation.hide(moderator, comment.id())));
            ask.setCancelable(true);
            ask.setCancelText(Wording.t("daily.talk.cancel"));
            ask.setConfirmButtonTheme("error primary");
            ask.open();
        }));
    }

    private Div unhide(PlayerRef.Account moderator, CommentModeration.Reported comment) {
        return new Div(Buttons.quiet(
                Wording.t("daily.talk.unhide"),
                () -> act("daily.review.shownAgain", comment, () -> moderation.unhide(moderator, comment.id()))));
    }

    private void act(String done, CommentModeration.Reported comment, Supplier<Comments.Result> change) {
        Comments.Result result = change.get();
        draw();
        message.setText(
                switch (result) {
                    case Comments.Done _ -> Wording.t(done, comment.author());
                    case Comments.Refused refused ->
                        Wording.t(refused.reason(), refused.arguments().toArray());
                });
    }
}
