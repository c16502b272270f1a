package org.calcoolation.base.i18n;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.VaadinSession;
import jakarta.servlet.http.Cookie;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * Which language a page speaks, chosen as each page opens: the account's choice, else the guest's
 * cookie, else the browser's Accept-Language (Vaadin matched it to {@link Languages#ALL} when the
 * session began), else English. {@code <html lang>} follows, for screen readers and fonts.
 */
@Component
class PageLanguage implements VaadinServiceInitListener {

    /** A guest's choice, kept for a year; it holds no personal data. */
    static final String COOKIE = "calcoolation-lang";

    private final SavedLanguage accounts;

    PageLanguage(SavedLanguage accounts) {
        this.accounts = accounts;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addUIInitListener(init -> apply(init.getUI(), chosen(VaadinRequest.getCurrent())));
    }

    Locale chosen(@Nullable VaadinRequest request) {
        return accounts.saved()
                .or(() -> fromCookie(request))
                .orElseGet(() -> Languages.nearest(
                        VaadinSession.getCurrent() == null
                                ? null
                                : VaadinSession.getCurrent().getLocale()));
    }

    static Optional<Locale> fromCookie(@Nullable VaadinRequest request) {
        if (request == null || request.getCookies() == null) return Optional.empty();
        return Arrays.stream(request.getCookies())
                .filter(cookie -> COOKIE.equals(cookie.getName()))
                .map(Cookie::getValue)
                .findFirst()
                .flatMap(Languages::parse);
    }

    static void apply(UI ui, Locale language) {
        ui.setLocale(language);
        // The session too: the next page's first HTML (and its lang) is written before its UI exists.
        if (ui.getSession() != null) ui.getSession().setLocale(language);
        ui.getPage().executeJs("document.documentElement.lang = $0", language.toLanguageTag());
    }
}
