package org.calcoolation.account.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.AccountEmails;
import org.calcoolation.base.ui.MainLayout;

/** Where a confirmation link leads: the account takes the address, signed in or not (the link is the proof). */
@Route(value = "confirm-email", layout = MainLayout.class)
@AnonymousAllowed
public class ConfirmEmailView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final AccountEmails emails;

    public ConfirmEmailView(AccountEmails emails) {
        this.emails = emails;
        addClassName("account-page");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String token = Optional.ofNullable(
                        event.getLocation().getQueryParameters().getParameters().get("token"))
                .map(List::getFirst)
                .orElse("");
        event.getUI().getPage().getHistory().replaceState(null, "confirm-email");
        removeAll();
        switch (emails.confirm(token)) {
            case AccountEmails.Confirmation.Confirmed confirmed ->
                add(
                        new H1(getTranslation("confirm.done")),
                        new Paragraph(getTranslation("confirm.text", confirmed.address(), confirmed.username())),
                        new Paragraph(new Anchor("account", getTranslation("header.account"))));
            case AccountEmails.Confirmation.Refused refused ->
                add(
                        new H1(getTranslation("confirm.refused")),
                        new Paragraph(FieldErrors.said(this, refused.message())),
                        new Paragraph(new Anchor("account", getTranslation("header.account"))));
        }
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("confirm.title"));
    }
}
