package org.calcoolation.reminder;

import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Map;
import org.calcoolation.account.Player;
import org.calcoolation.base.mail.Mail;
import org.calcoolation.stats.StatsService.Streak;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

/**
 * The reminder mail: which site sends it and why, the streak at stake, a link to today's ladder,
 * and the way out, as a link in the text and as the {@code List-Unsubscribe} headers of RFC 2369
 * and RFC 8058, with which a mail client unsubscribes in one click (a POST to the same address).
 */
@Component
class ReminderMails {

    static final String UNSUBSCRIBE_PATH = "/reminder/unsubscribe";

    private final String site;

    ReminderMails(@Value("${calcoolation.site-url}") String site) {
        this.site = site.endsWith("/") ? site.substring(0, site.length() - 1) : site;
    }

    Mail.Message reminder(Player player, String to, LocalTime at, Streak streak, String token) {
        String unsubscribe = site + UNSUBSCRIBE_PATH + "?token=" + token;
        String greeting = "Hello " + player.shownName() + ",";
        String why = "you asked Calcoolation (" + site + ") to mail you if you had not solved the daily puzzle by "
                + at + " " + zoneName(player.zone())
                + ". Today's ladder is still open: a solve before your midnight keeps "
                + "your streak.";
        String stake = stake(streak);
        String play = "Today's ladder:\n" + site + "/";
        String out = "To get no more reminders, open this link (it turns them off at once, nothing else):\n"
                + unsubscribe + "\nor change the time on your account page, " + site + "/account.";
        String signature = "-- \nCalcoolation, " + site;
        String text = String.join("\n\n", greeting, why, stake, play, out, signature) + "\n";
        String html = "<!DOCTYPE html><html><body style=\"font-family:sans-serif;line-height:1.5\">"
                + paragraph(greeting) + paragraph(why) + "<p><strong>" + HtmlUtils.htmlEscape(stake) + "</strong></p>"
                + "<p>" + link(site + "/", "Play today's ladder") + "</p>"
                + "<p style=\"color:#666\">To get no more reminders: " + link(unsubscribe, "unsubscribe")
                + " (at once, nothing else), or change the time on " + link(site + "/account", "your account page")
                + ".<br>" + HtmlUtils.htmlEscape("Calcoolation, " + site) + "</p></body></html>";
        Map<String, String> headers = Map.of(
                "List-Unsubscribe", "<" + unsubscribe + ">", "List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        return new Mail.Message(to, subject(streak), text, html, headers);
    }

    static String subject(Streak streak) {
        return streak.current() > 0
                ? "Your " + streak.current() + "-day streak: today's Calcoolation daily is waiting"
                : "Today's Calcoolation daily is waiting";
    }

    /** The streak at stake, in one sentence, with the freezes that would cover the day. */
    static String stake(Streak streak) {
        if (streak.current() == 0) return "You have no streak running: today's solve would start one.";
        String days = streak.current() == 1 ? "1 day" : streak.current() + " days";
        return switch (streak.freezesHeld()) {
            case 0 -> "Your streak of " + days + " is at stake: it ends at your midnight without a solve today.";
            case 1 -> "Your streak of " + days + " is at stake: without a solve today, your one freeze is spent on it.";
            default ->
                "Your streak of " + days + " is at stake: without a solve today, one of your " + streak.freezesHeld()
                        + " freezes is spent on it.";
        };
    }

    private static String zoneName(ZoneId zone) {
        return zone.normalized().equals(ZoneOffset.UTC) ? "UTC" : "your time (" + zone.getId() + ")";
    }

    private static String paragraph(String text) {
        return "<p>" + HtmlUtils.htmlEscape(text) + "</p>";
    }

    private static String link(String href, String text) {
        return "<a href=\"" + HtmlUtils.htmlEscape(href) + "\">" + HtmlUtils.htmlEscape(text) + "</a>";
    }
}
