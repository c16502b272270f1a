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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.AccountSessions;
import org.jspecify.annotations.Nullable;

/**
 * The account page's signed-in browsers: this one marked, each with when it signed in, when it
 * was last seen and from where, and "Log out everywhere else".
 */
final class SessionsSection extends Section {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    final UnorderedList list = new UnorderedList();
    final Paragraph kept = new Paragraph();
    final Button logOutElsewhere = new Button("Log out everywhere else");

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
        add(new H2("Signed-in browsers"), list, kept, logOutElsewhere);
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
            list.add(new ListItem(browser.name() + (browser.thisOne() ? " (this browser)" : "") + ", from "
                    + browser.address() + ": signed in " + WHEN.format(browser.signedInAt()) + ", last seen "
                    + ago(Duration.between(browser.lastSeenAt(), now))));
        }
        if (browsers.isEmpty()) list.add(new ListItem("No browser is signed in right now but this one."));
        int remembered = sessions.keptLoggedIn(account);
        kept.setText(
                remembered == 0
                        ? "No browser is kept logged in for 30 days."
                        : remembered == 1
                                ? "1 browser is kept logged in for 30 days (\u201ckeep me logged in\u201d)."
                                : remembered
                                        + " browsers are kept logged in for 30 days (\u201ckeep me logged in\u201d).");
    }

    private void logOutElsewhere() {
        sessions.logOutEverywhereElse(account, thisSession(), rememberMeCookie());
        show();
        Notification.show(
                        "Every other browser is logged out; this one stays.", 5000, Notification.Position.BOTTOM_CENTER)
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

    /** "just now", "12 minutes ago", "3 hours ago": last seen is known to within 5 minutes. */
    static String ago(Duration since) {
        long minutes = since.toMinutes();
        if (minutes < 5) return "in the last 5 minutes";
        if (minutes < 120) return minutes + " minutes ago";
        long hours = since.toHours();
        return hours < 48 ? hours + " hours ago" : since.toDays() + " days ago";
    }
}
