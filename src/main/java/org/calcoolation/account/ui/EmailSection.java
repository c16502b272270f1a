package org.calcoolation.account.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.TextField;
import java.util.Optional;
import org.calcoolation.account.AccountEmails;
import org.calcoolation.account.PlayerRef;

/**
 * The account page's email address: the confirmed one, the one waiting for its link, and a field
 * to add or change it (a link goes to the new address; the old one stays until it is opened).
 */
final class EmailSection extends Section {

    static final String WHY = "account.email.help";

    final Paragraph state = new Paragraph();
    final TextField email = new TextField(getTranslation("account.email.new"));
    final Button send = new Button(getTranslation("account.email.send"));
    final Button remove = new Button(getTranslation("account.email.remove"));

    private final AccountEmails emails;
    private final PlayerRef.Account account;
    private Optional<String> confirmed;

    EmailSection(AccountEmails emails, PlayerRef.Account account, Optional<String> confirmed) {
        this.emails = emails;
        this.account = account;
        this.confirmed = confirmed;
        addClassName("account-section");
        email.setHelperText(getTranslation(WHY));
        email.setAutocomplete(Autocomplete.EMAIL);
        email.setMaxLength(254);
        send.setDisableOnClick(true);
        send.addClickListener(click -> send());
        remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        remove.addClickListener(click -> remove());
        state.getElement().setAttribute("role", "status");
        add(new H2(getTranslation("account.email.heading")), state, email, send, remove);
        show();
    }

    private void send() {
        try {
            switch (emails.requestConfirmation(account, email.getValue())) {
                case AccountEmails.Request.Sent sent -> {
                    email.setInvalid(false);
                    email.clear();
                    show();
                    done(getTranslation("account.email.sent", sent.address()));
                }
                case AccountEmails.Request.Refused refused -> {
                    email.setErrorMessage(FieldErrors.said(this, refused.message()));
                    email.setInvalid(true);
                }
            }
        } finally {
            send.setEnabled(true);
        }
    }

    private void remove() {
        emails.remove(account);
        confirmed = Optional.empty();
        show();
        done(getTranslation("account.email.removed"));
    }

    /** What the account has, and what waits for its link. */
    private void show() {
        Optional<String> pending = emails.pending(account);
        String now = confirmed
                .map(address -> getTranslation("account.email.confirmed", address))
                .orElse(getTranslation("account.email.none"));
        state.setText(pending.map(address -> now + " " + getTranslation("account.email.pending", address))
                .orElse(now));
        remove.setVisible(confirmed.isPresent() || pending.isPresent());
    }

    private static void done(String message) {
        Notification.show(message, 5000, Notification.Position.BOTTOM_CENTER)
                .addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }
}
