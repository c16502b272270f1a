package org.calcoolation.daily.ui;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.RungPlaces;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.store.GameState;

/**
 * What a finished daily offers next, in its finish panel: the way to the next rung not yet
 * finished (or word that the ladder is done), and the result as text to share with a Copy button.
 * Empty until a finish is shown, so that a page in play holds none of it.
 */
final class AfterDaily extends Div {

    // Bundle keys of what the Copy button says happened.
    static final String COPIED = "daily.share.copied";
    static final String COPY_REFUSED = "daily.share.copyRefused";

    /** The way on: a link to the next rung, or a line saying there is none. Package-private for tests. */
    final Div next = new Div();

    final Pre shareText = new Pre();
    /** The rung's places in the player's clubs ("2nd of 5 in Tuesday Solvers"), when there are any. */
    final Paragraph clubPlaces = new Paragraph();
    /**
     * Adds the club places to the share text. Off by default: the text is often pasted in public,
     * and a club's name and who is in it are its members' business.
     */
    final Checkbox shareClubs = new Checkbox(Wording.t("daily.share.clubs"));

    private String plainShare = "";
    private List<String> places = List.of();
    final NativeButton copy = PressArea.button(Wording.t("daily.share.copy"), this::copy);
    final Paragraph copyStatus = new Paragraph();

    AfterDaily() {
        addClassName("after-daily");
        next.addClassName("next-rung");
        shareText.addClassName("share-text");
        shareText.getElement().setAttribute("aria-label", Wording.t("daily.share.result"));
        copy.getElement().setAttribute("aria-label", Wording.t("daily.share.copyResult"));
        copyStatus.addClassName("copy-status");
        copyStatus.getElement().setAttribute("role", "status");
        clubPlaces.addClassName("club-places");
        clubPlaces.setVisible(false);
        shareClubs.setVisible(false);
        shareClubs.addValueChangeListener(change -> drawShare());
        Div share = new Div(new H3(Wording.t("daily.share.heading")), shareText, shareClubs, copy, copyStatus);
        share.addClassName("share-result");
        add(next, clubPlaces, share);
        setVisible(false);
    }

    /** Fills the panel for a finished rung. */
    void show(LocalDate day, DailyPuzzle puzzle, Finish finish, String link, Optional<DailyPuzzle> nextRung) {
        next.removeAll();
        if (nextRung.isPresent()) {
            Anchor go = new Anchor(
                    DailyPlayView.path(day, nextRung.get().slot()),
                    Wording.t("daily.nextRung", Wording.kind(nextRung.get().kind())));
            go.addClassNames("btn", "btn-primary", "next-rung-link");
            next.add(go);
        } else {
            Paragraph done = new Paragraph(Wording.t("daily.ladderDone"));
            done.addClassName("ladder-done");
            next.add(done);
        }
        plainShare = ShareText.of(day, Wording.kind(puzzle.kind()), finish, link);
        places(List.of());
        copyStatus.setText("");
        setVisible(true);
    }

    /** The rung's places in the player's clubs, each a short sentence; none hides the line and the choice. */
    void places(List<RungPlaces.Place> placed) {
        this.places = placed.stream()
                .map(p -> Wording.t("daily.clubs.place", p.rank(), p.among(), p.group()))
                .toList();
        clubPlaces.setText(places.isEmpty() ? "" : Wording.t("daily.clubs.places", String.join("; ", places)));
        clubPlaces.setVisible(!places.isEmpty());
        shareClubs.setVisible(!places.isEmpty());
        drawShare();
    }

    private void drawShare() {
        shareText.setText(ShareText.withClubs(plainShare, shareClubs.getValue() ? places : List.of()));
    }

    /**
     * The first rung after this one that the player has not finished, or else the first such rung
     * before it: a player who skipped a rung is led back to it once the later ones are done.
     */
    static Optional<DailyPuzzle> nextRung(List<DailyPuzzle> ladder, int slot, Map<Long, GameState> games) {
        List<DailyPuzzle> open = ladder.stream()
                .filter(p -> p.slot() != slot)
                .filter(p -> !Optional.ofNullable(games.get(p.id()))
                        .map(GameState::isFinished)
                        .orElse(false))
                .toList();
        return open.stream()
                .filter(p -> p.slot() > slot)
                .findFirst()
                .or(() -> open.stream().findFirst());
    }

    /**
     * Copies in the browser, where the clipboard is; a browser that refuses (no permission, or a
     * page not served over HTTPS) gets the text selected instead, and the player is told so.
     */
    private void copy() {
        shareText
                .getElement()
                .executeJs("""
                const selectIt = () => {
                    const range = document.createRange();
                    range.selectNodeContents(this);
                    const selection = window.getSelection();
                    selection.removeAllRanges();
                    selection.addRange(range);
                    return false;
                };
                if (!navigator.clipboard) return selectIt();
                return navigator.clipboard.writeText($0).then(() => true, selectIt);""", shareText.getText())
                .then(
                        Boolean.class,
                        copied -> copyStatus.setText(Wording.t(Boolean.TRUE.equals(copied) ? COPIED : COPY_REFUSED)),
                        failed -> copyStatus.setText(Wording.t(COPY_REFUSED)));
    }
}
