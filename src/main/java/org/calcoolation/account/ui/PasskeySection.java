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
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
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

    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    static final String ABOUT =
            "A passkey logs you in without a password, by your device's fingerprint, face or screen lock. "
                    + "It stays on your device or in its password manager; this site keeps only its public half.";

    final UnorderedList list = new UnorderedList();
    final TextField name = new TextField("Name of the new passkey");
    final PasswordField password = new PasswordField("Your password, to add a passkey");
    final Button add = new Button("Add a passkey");
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
        name.setHelperText("So that you know it in this list, such as the device it is on.");
        VaadinRequest request = VaadinRequest.getCurrent();
        name.setValue(Passkeys.suggestedName(request == null ? null : request.getHeader("User-Agent")));
        password.setAutocomplete(Autocomplete.CURRENT_PASSWORD);
        add.addClickListener(click -> start());
        answer.addClassName("form-answer");
        answer.getElement().setAttribute("role", "status");
        add(new H2("Passkeys"), new Paragraph(ABOUT), list, name, password, add, answer);
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
            Button remove = new Button("Remove", click -> remove(passkey));
            remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
            remove.setAriaLabel("Remove the passkey " + passkey.label());
            list.add(new ListItem(
                    new Span(passkey.label() + ": added " + DAY.format(passkey.created()) + ", last used "
                            + (passkey.lastUsed().equals(passkey.created())
                                    ? "never"
                                    : DAY.format(passkey.lastUsed()))),
                    remove));
        }
        if (kept.isEmpty()) list.add(new ListItem("You have no passkey yet."));
    }

    private void start() {
        answer.setText("");
        if (name.getValue().isBlank()) {
            answer.setText("Give the passkey a name first, such as the device it is on.");
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
            case Passkeys.Started.Refused refused -> answer.setText(refused.reason());
        }
    }

    /** The browser's answer: the passkey's JSON, or a word for why it made none. */
    void finish(Passkeys.Ceremony ceremony, String made) {
        if (!made.startsWith("{")) {
            answer.setText(
                    switch (made) {
                        case "cancelled" -> "No passkey was made.";
                        case "already" -> "This device already holds a passkey for your account.";
                        case "unsupported" -> "This browser cannot make passkeys here.";
                        case "wrong-site" ->
                            "Passkeys work only at " + site
                                    + ", the site's own address. Open your account there to add one.";
                        default -> "The passkey could not be made. Try again.";
                    });
            return;
        }
        switch (passkeys.finish(account, ceremony, made, name.getValue())) {
            case Passkeys.Added.Done done -> {
                show();
                answer.setText("Passkey \u201c" + done.passkey().label()
                        + "\u201d added. Next time, log in with it: no password needed.");
            }
            case Passkeys.Added.Refused refused -> answer.setText(refused.reason());
        }
    }

    private void remove(Passkeys.Passkey passkey) {
        boolean removed = passkeys.remove(account, passkey.id());
        show();
        answer.setText(
                removed
                        ? "Passkey \u201c" + passkey.label()
                                + "\u201d removed. Remove it from the device too, in its settings."
                        : "That passkey was already removed.");
    }
}
