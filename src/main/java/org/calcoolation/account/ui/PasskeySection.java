package org.calcoolation.account.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.server.VaadinRequest;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.Passkeys;
import org.calcoolation.base.ui.Scripts;

/**
 * The account page's passkeys: each with its name, when it was added and last used, and a button
 * that removes it; and a name and a button that make one in this browser (frontend/scripts/passkeys.js
 * makes it, {@link Passkeys} checks and keeps it). What happened is said in {@link #answer}, which a
 * screen reader reads as it changes.
 */
final class PasskeySection extends Section {

    static final String ABOUT = "passkeys.about";

    final UnorderedList list = new UnorderedList();
    final TextField name = new TextField(getTranslation("passkeys.name"));
    final PasswordField password = new PasswordField(getTranslation("passkeys.password"));
    final Button add = new Button(getTranslation("passkeys.add"));
    final Paragraph answer = new Paragraph();

    private final Passkeys passkeys;
    private final PlayerRef.Account account;
    private final String site;

    PasskeySection(Passkeys passkeys, PlayerRef.Account account, String site) {
        this.passkeys = passkeys;
        this.account = account;
        this.site = site;
        addClassName("account-section");
        list.addClassName("passkeys");
        name.setMaxLength(Passkeys.LABEL_LENGTH);
        name.setHelperText(getTranslation("passkeys.name.help"));
        VaadinRequest request = VaadinRequest.getCurrent();
        name.setValue(Passkeys.suggestedName(request == null ? null : request.getHeader("User-Agent")));
        password.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        add.addClickListener(click -> start());
        answer.addClassName("form-answer");
        answer.getElement().setAttribute("role", "status");
        add(
                new H2(getTranslation("passkeys.heading")),
                new Paragraph(getTranslation(ABOUT)),
                list,
                name,
                password,
                add,
                answer);
        show();
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(Scripts.url("passkeys.js"));
    }

    private void show() {
        List<Passkeys.Passkey> kept = passkeys.of(account);
        list.removeAll();
        for (Passkeys.Passkey passkey : kept) {
            Button remove = new Button(getTranslation("passkeys.remove"), click -> remove(passkey));
            remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            remove.setAriaLabel(getTranslation("passkeys.remove.label", passkey.label()));
            list.add(new ListItem(
                    new Span(
                            passkey.lastUsed().equals(passkey.created())
                                    ? getTranslation("passkeys.unused", passkey.label(), day(passkey.created()))
                                    : getTranslation(
                                            "passkeys.used",
                                            passkey.label(),
                                            day(passkey.created()),
                                            day(passkey.lastUsed()))),
                    remove));
        }
        if (kept.isEmpty()) list.add(new ListItem(getTranslation("passkeys.none")));
    }

    /** A day in UTC, as the page's language writes a date. */
    private String day(Instant instant) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)
                .withLocale(getLocale())
                .format(instant.atZone(ZoneOffset.UTC));
    }

    private void start() {
        answer.setText("");
        if (name.getValue().isBlank()) {
            answer.setText(getTranslation("passkeys.nameFirst"));
            return;
        }
        switch (passkeys.start(account, password.getValue())) {
            case Passkeys.Started.Begun begun -> {
                password.clear();
                password.setInvalid(false);
                getElement()
                        .executeJs(
                                "return window.calcoolationPasskeys.create($0)",
                                begun.ceremony().optionsJson())
                        .then(String.class, made -> finish(begun.ceremony(), made));
            }
            case Passkeys.Started.Refused refused -> answer.setText(FieldErrors.said(this, refused.reason()));
        }
    }

    /** The browser's answer: the passkey's JSON, or a word for why it made none. */
    void finish(Passkeys.Ceremony ceremony, String made) {
        if (!made.startsWith("{")) {
            answer.setText(
                    switch (made) {
                        case "cancelled" -> getTranslation("passkeys.cancelled");
                        case "already" -> getTranslation("passkeys.already");
                        case "unsupported" -> getTranslation("passkeys.unsupported");
                        case "wrong-site" -> getTranslation("passkeys.wrongSite", site);
                        default -> getTranslation("passkeys.failed");
                    });
            return;
        }
        switch (passkeys.finish(account, ceremony, made, name.getValue())) {
            case Passkeys.Added.Done done -> {
                show();
                answer.setText(getTranslation("passkeys.added", done.passkey().label()));
            }
            case Passkeys.Added.Refused refused -> answer.setText(FieldErrors.said(this, refused.reason()));
        }
    }

    private void remove(Passkeys.Passkey passkey) {
        boolean removed = passkeys.remove(account, passkey.id());
        show();
        answer.setText(
                removed
                        ? getTranslation("passkeys.removed", passkey.label())
                        : getTranslation("passkeys.alreadyRemoved"));
    }
}
