package org.calcoolation.game.ui;

import com.vaadin.flow.component.confirmdialog.ConfirmDialog;

/** Asks before doing something that cannot be taken back: the play page's buttons and its own dialogs. */
final class Confirm {

    private Confirm() {}

    static ConfirmDialog ask(String header, String text, String confirm, Runnable onConfirm) {
        ConfirmDialog dialog = new ConfirmDialog(header, text, confirm, event -> onConfirm.run());
        dialog.setCancelable(true);
        dialog.setCancelText(Say.of("play.cancel"));
        dialog.open();
        return dialog;
    }
}
