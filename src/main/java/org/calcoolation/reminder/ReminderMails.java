package org.calcoolation.reminder;

import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import org.calcoolation.account.Player;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.mail.Mail;
import org.calcoolation.stats.StatsService.Streak;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

/**
 * The reminder mail, in the player's saved language (English if none): which site sends it and why, the streak at stake, a link to today's ladder,
 * and the way out, as a link in the text and as the {@code List-Unsubscribe} headers of RFC 2369
 * and RFC 8058, with which a mail client unsubscribes in one click (a POST to the same address).
 */
@Component
class ReminderMails {

    static final String UNSUBSCRIBE_PATH = "/reminder/unsubscribe";

    private final String site;
    private final BundleMessages messages;

    ReminderMails(@Value("${calcoolation.site-url}") String site, BundleMessages messages) {
        this.site = site.endsWith("/") ? site.substring(0, site.length() - 1) : site;
        this.messages = messages;
    }

    Mail.Message reminder(Player player, String to, LocalTime at, Streak streak, String token) {
        Locale language = player.speaks();
        String unsubscribe = site + UNSUBSCRIBE_PATH + "?token=" + token;
        String greeting = say(language, "mail.hello", player.shownName());
        String why = say(
                language,
                "reminder.mail.why",
                site,
                at.toString(),
                player.zone().normalized().equals(ZoneOffset.UTC)
                        ? "UTC"
                        : player.zone().getId());
        String stake = stake(streak, language);
        String play = say(language, "reminder.mail.play") + "\n" + site + "/";
        String out = say(language, "reminder.mail.out", unsubscribe, site + "/account");
        String signature = "-- \nCalcoolation, " + site;
        String text = String.join("\n\n", greeting, why, stake, play, out, signature) + "\n";
        String html = "<!DOCTYPE html><html lang=\"" + language.toLanguageTag()
                + "\"><body style=\"font-family:sans-serif;line-height:1.5\">"
                + paragraph(greeting) + paragraph(why) + "<p><strong>" + HtmlUtils.htmlEscape(stake) + "</strong></p>"
                + "<p>" + link(site + "/", say(language, "reminder.mail.playLink")) + "</p>"
                + "<p style=\"color:#666\">"
                + say(
                        language,
                        "reminder.mail.outHtml",
                        link(unsubscribe, say(language, "reminder.mail.unsubscribe")),
                        link(site + "/account", say(language, "reminder.mail.accountPage")))
                + "<br>" + HtmlUtils.htmlEscape("Calcoolation, " + site) + "</p></body></html>";
        Map<String, String> headers = Map.of(
                "List-Unsubscribe", "<" + unsubscribe + ">", "List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        return new Mail.Message(to, subject(streak, language), text, html, headers);
    }

    String subject(Streak streak, Locale language) {
        return say(language, "reminder.mail.subject", streak.current());
    }

    /** The streak at stake, in one sentence, with the freezes that would cover the day. */
    String stake(Streak streak, Locale language) {
        if (streak.current() == 0) return say(language, "reminder.mail.noStreak");
        return say(language, "reminder.mail.stake", streak.current(), streak.freezesHeld());
    }

    private String say(Locale language, String key, Object... arguments) {
        return messages.getTranslation(key, language, arguments);
    }

    private static String paragraph(String text) {
        return "<p>" + HtmlUtils.htmlEscape(text) + "</p>";
    }

    private static String link(String href, String text) {
        return "<a href=\"" + HtmlUtils.htmlEscape(href) + "\">" + HtmlUtils.htmlEscape(text) + "</a>";
    }
}
