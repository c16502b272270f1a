package org.calcoolation.game.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.textfield.TextField;
import java.util.Optional;
import java.util.function.Function;
import org.calcoolation.game.ImportResult;

/**
 * The puzzle's Keen game ID and share link, each with a copy button, and a field to import an ID,
 * in a dialog made when opened: a page in play does not hold its text fields.
 */
class ShareDialog extends Dialog {

    final TextField puzzleId = new TextField(Say.of("play.share.puzzleId"));
    final TextField shareLink = new TextField(Say.of("play.share.link"));
    static final int MAX_ID_LENGTH = 2_000;

    final TextField importId = new TextField(Say.of("play.share.importId"));
    final Button importButton = new Button(Say.of("play.share.playIt"));
    /** The technical side of a refusal (where in the ID, in the decoder's terms), under the plain message and smaller. */
    final Span importDetail = new Span();

    /** {@code importer} plays an ID, or says why it cannot. */
    ShareDialog(String keenId, String origin, Function<String, Optional<ImportResult.Rejected>> importer) {
        setHeaderTitle(Say.of("play.share.title"));
        addClassName("share");
        puzzleId.setReadOnly(true);
        // Our flags (X, H, B: capitals before the ':') mark twists that Keen refuses.
        boolean twisted =
                keenId.substring(0, Math.max(0, keenId.indexOf(':'))).chars().anyMatch(Character::isUpperCase);
        puzzleId.setHelperText(twisted ? Say.of("play.share.twistedId") : Say.of("play.share.keenId"));
        shareLink.setReadOnly(true);
        importId.setPlaceholder(Say.of("play.share.example", "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2"));
        importId.setClearButtonVisible(true);
        // The browser cuts a paste to the longest ID we keep (saved_game.puzzle_id), so a stray 70 KB paste
        // is refused in words instead of making a message over the server's cap ("Connection lost", again and again).
        importId.setMaxLength(MAX_ID_LENGTH);
        importId.addValueChangeListener(change -> reject(Optional.empty()));
        importDetail.addClassName("import-detail");
        importDetail.setId("import-detail");
        importDetail.setVisible(false);
        // Read after the plain message by screen readers, as it is shown after it.
        importId.getElement().setAttribute("aria-describedby", "import-detail");
        importButton.addClickListener(click -> importNow(importer));
        // Enter in the field plays the ID, as a one-field form would.
        importId.addKeyDownListener(Key.ENTER, enter -> importNow(importer));
        Div importRow = new Div(importId, importButton);
        importRow.addClassName("field-row");
        add(withCopy(puzzleId), withCopy(shareLink), importRow, importDetail);
        // origin is like https://example.org, or empty before the page has learnt it.
        puzzleId.setValue(keenId);
        shareLink.setValue(origin + sharePath(keenId));
        Button done = new Button(Say.of("play.share.close"), click -> close());
        getFooter().add(done);
    }

    private void importNow(Function<String, Optional<ImportResult.Rejected>> importer) {
        Optional<ImportResult.Rejected> rejection =
                importer.apply(importId.getValue().strip());
        reject(rejection);
        if (rejection.isEmpty()) close();
    }

    void reject(String id, ImportResult.Rejected rejection) {
        importId.setValue(id);
        reject(Optional.of(rejection));
    }

    /** Plain words on the field; the detail, if any, in smaller text below it. */
    private void reject(Optional<ImportResult.Rejected> rejection) {
        importId.setErrorMessage(rejection.map(ImportResult.Rejected::message).orElse(null));
        importId.setInvalid(rejection.isPresent());
        String detail = rejection.map(ImportResult.Rejected::detail).orElse("");
        importDetail.setText(detail.isEmpty() ? "" : Say.of("play.share.detail", detail));
        importDetail.setVisible(!detail.isEmpty());
    }

    static String sharePath(String keenId) {
        return SharePath.of(keenId);
    }

    private static Div withCopy(TextField field) {
        field.addClassName("grow");
        Button copy = new Button(Say.of("play.share.copy"), click -> {
            PageScript.copy(field.getElement(), field.getValue())
                    .then(
                            ok -> Notification.show(
                                    Say.of("play.share.copied"), 1500, Notification.Position.BOTTOM_CENTER),
                            error -> Notification.show(
                                    Say.of("play.share.notCopied"), 3000, Notification.Position.BOTTOM_CENTER));
        });
        copy.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        copy.getElement().setAttribute("aria-label", Say.of("play.share.copyField", field.getLabel()));
        Div row = new Div(field, copy);
        row.addClassName("field-row");
        return row;
    }
}
