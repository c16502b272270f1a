package org.calcoolation.daily.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import java.util.function.Supplier;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.Comments;
import org.jspecify.annotations.Nullable;

/**
 * A finished rung's stars and comments, in its finish panel, for players who finished it too (the
 * {@link Comments} service says who). Every text is set as text, so markup shows as typed and links
 * are not made clickable. Empty until {@link #show}. A moderator's copy ({@code moderating}) shows the
 * comments alone, with their reports, Hide and Unhide, on a rung the moderator has not finished.
 * Deleting and hiding ask first. While shown in a browser, it hears of comments posted, edited or
 * deleted on its rung from any page on any node ({@link Comments#onTalk}), and draws the comments
 * and stars again, leaving the composer as the player has it.
 */
final class RungTalk extends Div {

    private final Comments comments;
    private final CommentModeration moderation;
    private final boolean moderating;
    final TextArea composer = new TextArea(getTranslation("daily.talk.yours"));
    final NativeButton post;
    final Paragraph message = new Paragraph();
    private final Div list = new Div();
    private final Div stars = new Div();
    private PlayerRef.@Nullable Account viewer;
    private long rung;
    /** The comment being edited in the composer, or -1 for a new one. */
    private long editing = -1;
    /** Stops the news of this rung's talk from other pages; null while none is heard. */
    private @Nullable Runnable stopHearing;

    RungTalk(Comments comments, CommentModeration moderation, boolean moderating) {
        this.comments = comments;
        this.moderation = moderation;
        this.moderating = moderating;
        addClassName("rung-talk");
        composer.setMaxLength(Comments.LENGTH);
        composer.setHelperText(getTranslation("daily.talk.helper", Comments.LENGTH));
        composer.setWidthFull();
        post = Buttons.primary(getTranslation("daily.talk.post"), this::send);
        message.addClassName("talk-message");
        message.getElement().setAttribute("role", "status");
        list.addClassName("comments");
        stars.addClassName("stars");
        setVisible(false);
        addAttachListener(attached -> {
            if (viewer != null) hear(attached.getUI());
        });
        addDetachListener(detached -> stopHearing());
    }

    /** The talk of this daily puzzle as {@code viewer} sees it. */
    void show(PlayerRef.Account viewer, long dailyPuzzleId) {
        this.viewer = viewer;
        this.rung = dailyPuzzleId;
        editing = -1;
        composer.clear();
        post.setText(getTranslation("daily.talk.post"));
        message.setText("");
        draw();
        setVisible(true);
        getUI().ifPresent(this::hear);
    }

    /** Hears of the talk of the rung shown changed elsewhere, and pushes it to the browser. */
    private void hear(UI ui) {
        stopHearing();
        stopHearing = comments.onTalk(rung, () -> {
            if (ui.isAttached()) ui.access(this::refresh);
        });
    }

    private void stopHearing() {
        if (stopHearing != null) stopHearing.run();
        stopHearing = null;
    }

    /** The talk changed on another page: its comments and stars drawn again, the composer and its text left alone. */
    private void refresh() {
        if (viewer == null || !isVisible()) return;
        if (comments.talk(viewer(), rung) instanceof Comments.Open open
                && list.getParent().isPresent()) fill(open);
        else draw();
    }

    private void draw() {
        removeAll();
        switch (comments.talk(viewer(), rung)) {
            case Comments.Shut shut ->
                add(new H3(getTranslation("daily.talk.comments")), new Paragraph(getTranslation(shut.reason())));
            case Comments.Open open -> {
                fill(open);
                H3 heading = new H3(getTranslation("daily.talk.comments"));
                if (moderating) add(heading, list, message);
                else add(new H3(getTranslation("daily.talk.stars")), stars, heading, list, composer, post, message);
            }
        }
    }

    private void fill(Comments.Open open) {
        drawStars(open.stars());
        list.removeAll();
        if (open.comments().isEmpty()) list.add(new Paragraph(getTranslation("daily.talk.none")));
        for (Comments.Comment comment : open.comments()) list.add(entry(comment, open.moderator()));
    }

    private void drawStars(Comments.Stars given) {
        stars.removeAll();
        stars.add(new Paragraph(
                given.count() == 0
                        ? getTranslation("daily.talk.noStars")
                        : getTranslation("daily.talk.starsFrom", given.mean(), given.count())));
        Div row = new Div();
        row.addClassName("star-buttons");
        row.getElement().setAttribute("role", "group");
        row.getElement().setAttribute("aria-label", getTranslation("daily.talk.yourStars"));
        for (int n = 1; n <= 5; n++) {
            int value = n;
            NativeButton button = Buttons.button("★".repeat(n), () -> act(() -> comments.rate(viewer(), rung, value)));
            button.getElement().setAttribute("aria-label", getTranslation("daily.talk.starCount", n));
            button.getElement()
                    .setAttribute("aria-pressed", String.valueOf(given.yours().orElse(0) == n));
            row.add(button);
        }
        stars.add(row);
    }

    private Div entry(Comments.Comment comment, boolean moderator) {
        Div entry = new Div();
        entry.addClassName("comment");
        Span who = new Span(comment.yours() ? getTranslation("daily.board.you", comment.name()) : comment.name());
        who.addClassName("comment-name");
        String posted = Wording.momentUtc(comment.postedAt());
        Span when = new Span(comment.edited() ? getTranslation("daily.talk.edited", posted) : posted);
        when.addClassName("comment-when");
        Paragraph body = new Paragraph(comment.hidden() ? getTranslation(Comments.HIDDEN) : comment.body());
        body.addClassName(comment.hidden() ? "comment-hidden" : "comment-body");
        entry.add(new Div(who, when), body);
        // A moderator reads what was hidden, to judge whether to show it again.
        if (comment.hidden() && !comment.body().isEmpty()) {
            Paragraph was = new Paragraph(getTranslation("daily.talk.itRead", comment.body()));
            was.addClassName("comment-was");
            entry.add(was);
        }
        entry.add(actions(comment, moderator));
        return entry;
    }

    /** Edit and Delete for your own, Report for others', Hide or Unhide for a moderator. */
    private Div actions(Comments.Comment comment, boolean moderator) {
        Div actions = new Div();
        actions.addClassName("comment-actions");
        if (comment.changeable()) {
            actions.add(Buttons.quiet(getTranslation("daily.talk.edit"), () -> {
                editing = comment.id();
                composer.setValue(comment.body());
                post.setText(getTranslation("daily.talk.save"));
                composer.focus();
            }));
            actions.add(Buttons.quiet(
                    getTranslation("daily.talk.delete"),
                    () -> ask(
                            getTranslation("daily.talk.delete.ask"),
                            getTranslation("daily.talk.delete.text"),
                            getTranslation("daily.talk.delete"),
                            () -> comments.delete(viewer(), comment.id()))));
        }
        if (!moderating && !comment.yours() && !comment.hidden()) {
            NativeButton report = Buttons.quiet(
                    getTranslation(comment.reportedByYou() ? "daily.talk.reported" : "daily.talk.report"),
                    () -> act(() -> comments.report(viewer(), comment.id())));
            report.setEnabled(!comment.reportedByYou());
            actions.add(report);
        }
        if (moderator) addModeration(actions, comment);
        return actions;
    }

    private void addModeration(Div actions, Comments.Comment comment) {
        if (comment.reports() > 0) actions.add(new Span(getTranslation("daily.talk.reports", comment.reports())));
        if (comment.hidden())
            actions.add(Buttons.quiet(
                    getTranslation("daily.talk.unhide"), () -> act(() -> moderation.unhide(viewer(), comment.id()))));
        else
            actions.add(Buttons.quiet(
                    getTranslation("daily.talk.hide"),
                    () -> ask(
                            getTranslation("daily.talk.hide.ask", comment.name()),
                            getTranslation("daily.talk.hide.text", getTranslation(Comments.HIDDEN)),
                            getTranslation("daily.talk.hide"),
                            () -> moderation.hide(viewer(), comment.id()))));
    }

    private void send() {
        String text = composer.getValue();
        Comments.Result result =
                act(() -> editing >= 0 ? comments.edit(viewer(), editing, text) : comments.post(viewer(), rung, text));
        if (result instanceof Comments.Done) {
            editing = -1;
            composer.clear();
            post.setText(getTranslation("daily.talk.post"));
        }
    }

    /** Asks before a change that takes a comment from view; Cancel leaves all as it was. */
    private void ask(String header, String text, String confirm, Supplier<Comments.Result> change) {
        ConfirmDialog dialog = new ConfirmDialog(header, text, confirm, event -> act(change));
        dialog.setCancelable(true);
        dialog.setCancelText(getTranslation("daily.talk.cancel"));
        dialog.setConfirmButtonTheme("error primary");
        dialog.open();
    }

    /** Runs a change and draws the talk again, with the refusal's sentence if it was refused. */
    private Comments.Result act(Supplier<Comments.Result> change) {
        Comments.Result result = change.get();
        draw();
        message.setText(
                switch (result) {
                    case Comments.Done done -> "";
                    case Comments.Refused refused ->
                        getTranslation(refused.reason(), refused.arguments().toArray());
                });
        return result;
    }

    private PlayerRef.Account viewer() {
        if (viewer == null) throw new IllegalStateException("show() first");
        return viewer;
    }
}
