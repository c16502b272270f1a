package org.calcoolation.account.ui;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.Autocomplete;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.account.PasswordResets;
import org.calcoolation.base.ui.MainLayout;

/**
 * "Forgot password?": asks for the account's email address or user name and mails a link to its
 * confirmed address. The answer is the same whether or not such an account exists.
 */
@Route(value = "forgot-password", layout = MainLayout.class)
@AnonymousAllowed
public class ForgotPasswordView extends Main implements HasDynamicTitle {

    static final String ANSWER = "forgot.answer";
    static final String NO_ADDRESS = "forgot.noAddress";

    final TextField who = new TextField(getTranslation("forgot.who"));
    final Button send = new Button(getTranslation("forgot.send"));
    /** Read out when it changes: the answer to the last request. */
    final Paragraph answer = new Paragraph();

    private final PasswordResets resets;

    public ForgotPasswordView(PasswordResets resets) {
        this.resets = resets;
        addClassName("account-page");
        who.setAutocomplete(Autocomplete.USERNAME);
        who.setMaxLength(254);
        who.setWidthFull();
        send.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        send.addClickListener(click -> send());
        send.addClickShortcut(Key.ENTER);
        send.setDisableOnClick(true);
        answer.getElement().setAttribute("role", "status");
        answer.addClassName("form-answer");
        add(
                new H1(getTranslation("forgot.heading")),
                new Paragraph(getTranslation(NO_ADDRESS)),
                who,
                send,
                answer,
                new Paragraph(new Anchor("login", getTranslation("forgot.back"))));
    }

    private void send() {
        try {
            switch (resets.request(who.getValue(), address())) {
                case PasswordResets.Request.Answered answered -> {
                    who.setInvalid(false);
                    answer.setText(getTranslation(ANSWER));
                }
                case PasswordResets.Request.Refused refused -> {
                    who.setErrorMessage(FieldErrors.said(this, refused.message()));
                    who.setInvalid(true);
                    answer.setText("");
                }
            }
        } finally {
            send.setEnabled(true);
        }
    }

    private static String address() {
        VaadinRequest request = VaadinRequest.getCurrent();
        return request == null || request.getRemoteAddr() == null ? "unknown" : request.getRemoteAddr();
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("forgot.title"));
    }
}
