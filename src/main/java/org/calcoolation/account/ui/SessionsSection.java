package org.calcoolation.account.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinSession;
import jakarta.servlet.http.Cookie;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Arrays;
import java.util.List;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.AccountSessions;
import org.jspecify.annotations.Nullable;

/**
 * The account page's signed-in browsers: this one marked, each with when it signed in, when it
 * was last seen and from where, and "Log out everywhere else".
 */
final class SessionsSection extends Section {

    final UnorderedList list = new UnorderedList();
    final Paragraph kept = new Paragraph();
    final Button logOutElsewhere = new Button(getTranslation("account.sessions.logOutElsewhere"));

    private final AccountSessions sessions;
    private final PlayerRef.Account account;
    private final Clock clock;

    SessionsSection(AccountSessions sessions, PlayerRef.Account account, Clock clock) {
        this.sessions = sessions;
        this.account = account;
        this.clock = clock;
        addClassName("account-section");
        list.addClassName("signed-in-browsers");
        logOutElsewhere.addClickListener(click -> logOutElsewhere());
        add(new H2(getTranslation("account.sessions.heading")), list, kept, logOutElsewhere);
        show();
    }

    private static @Nullable Object thisSession() {
        return VaadinSession.getCurrent() == null
                ? null
                : VaadinSession.getCurrent().getSession().getAttribute(AccountSessions.SESSION_KEY);
    }

    private void show() {
        List<AccountSessions.Browser> browsers = sessions.of(account, thisSession());
        list.removeAll();
        Instant now = clock.instant();
        for (AccountSessions.Browser browser : browsers) {
            list.add(new ListItem(getTranslation(
                    browser.thisOne() ? "account.sessions.thisBrowser" : "account.sessions.browser",
                    browser.name(),
                    browser.address(),
                    when(browser.signedInAt()),
                    ago(Duration.between(browser.lastSeenAt(), now)))));
        }
        if (browsers.isEmpty()) list.add(new ListItem(getTranslation("account.sessions.none")));
        kept.setText(getTranslation("account.sessions.kept", sessions.keptLoggedIn(account)));
    }

    private void logOutElsewhere() {
        sessions.logOutEverywhereElse(account, thisSession(), rememberMeCookie());
        show();
        Notification.show(getTranslation("account.sessions.loggedOut"), 5000, Notification.Position.BOTTOM_CENTER)
                .addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }

    private static String rememberMeCookie() {
        VaadinRequest request = VaadinRequest.getCurrent();
        Cookie[] cookies = request == null || request.getCookies() == null ? new Cookie[0] : request.getCookies();
        return Arrays.stream(cookies)
                .filter(c -> c.getName().equals(AccountSessions.REMEMBER_ME_COOKIE))
                .map(Cookie::getValue)
                .findFirst()
                .orElse(null);
    }

    /** A moment in UTC, as the page's language writes a date and time. */
    private String when(Instant instant) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                        .withLocale(getLocale())
                        .format(instant.atZone(ZoneOffset.UTC))
                + " UTC";
    }

    /** "in the last 5 minutes", "12 minutes ago", "3 hours ago": last seen is known to within 5 minutes. */
    String ago(Duration since) {
        long minutes = since.toMinutes();
        if (minutes < 5) return getTranslation("account.sessions.justNow");
        if (minutes < 120) return getTranslation("account.sessions.minutesAgo", minutes);
        long hours = since.toHours();
        return hours < 48
                ? getTranslation("account.sessions.hoursAgo", hours)
                : getTranslation("account.sessions.daysAgo", since.toDays());
    }
}
