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
import com.vaadin.flow.router.PageTitle;
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
@PageTitle("Forgot password · Calcoolation")
@AnonymousAllowed
public class ForgotPasswordView extends Main {

    static final String ANSWER =
            "If an account has this email address or user name, and a confirmed email address, a link to set "
                    + "a new password is on its way there. It works for 30 minutes. If no mail comes, look in your spam folder.";
    static final String NO_ADDRESS =
            "The link goes to the email address confirmed for your account. An account without one "
                    + "cannot be recovered by mail: add an address on your account page once you are back in.";

    final TextField who = new TextField("Email address or user name");
    final Button send = new Button("Mail me a link");
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
                new H1("Forgot your password?"),
                new Paragraph(NO_ADDRESS),
                who,
                send,
                answer,
                new Paragraph(new Anchor("login", "Back to log in")));
    }

    private void send() {
        try {
            switch (resets.request(who.getValue(), address())) {
                case PasswordResets.Request.Answered answered -> {
                    who.setInvalid(false);
                    answer.setText(ANSWER);
                }
                case PasswordResets.Request.Refused refused -> {
                    who.setErrorMessage(refused.message());
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
}
