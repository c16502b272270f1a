package org.calcoolation.account;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.mail.Mail;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

/**
 * The mails accounts get: each says which site sent it and why, carries at most one link, and
 * never a password, in the recipient's saved language (English if none). Links start with {@code calcoolation.site-url}, never with what a request's
 * Host header says, which anyone can set.
 */
@Component
public class AccountMails {

    static final String CONFIRM_PATH = "/confirm-email";
    static final String RESET_PATH = "/reset-password";

    private final String site;
    private final BundleMessages messages;

    AccountMails(@Value("${calcoolation.site-url}") String site, BundleMessages messages) {
        this.site = site.endsWith("/") ? site.substring(0, site.length() - 1) : site;
        this.messages = messages;
    }

    Mail.Message confirmEmail(String to, Player player, String token) {
        return message(to, player, "mail.confirm", site + CONFIRM_PATH + "?token=" + token);
    }

    Mail.Message resetPassword(String to, Player player, String token) {
        return message(to, player, "mail.reset", site + RESET_PATH + "?token=" + token);
    }

    Mail.Message passwordChanged(String to, Player player, Instant when) {
        return message(to, player, "mail.passwordChanged", site + "/login", when(player, when));
    }

    public Mail.Message passkeyAdded(String to, Player player, String label, Instant when) {
        return message(to, player, "mail.passkeyAdded", site + "/account", when(player, when), label);
    }

    /** A moment in UTC, as the recipient's language writes a date and time. */
    private static String when(Player player, Instant instant) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG, FormatStyle.SHORT)
                        .withLocale(player.speaks())
                        .format(instant.atZone(ZoneOffset.UTC))
                + " UTC";
    }

    /**
     * The mail {@code kind} (its keys: subject, why, ask, otherwise) in the recipient's language,
     * plain text and the same in HTML with the link as a link. {@code why} gets the site, the user
     * name and then {@code more}.
     */
    private Mail.Message message(String to, Player player, String kind, String link, Object... more) {
        Locale language = player.speaks();
        Object[] whyArguments = new Object[2 + more.length];
        whyArguments[0] = site;
        whyArguments[1] = player.username();
        System.arraycopy(more, 0, whyArguments, 2, more.length);
        String subject = messages.getTranslation(kind + ".subject", language);
        String greeting = messages.getTranslation("mail.hello", language, player.username());
        String why = messages.getTranslation(kind + ".why", language, whyArguments);
        String ask = messages.getTranslation(kind + ".ask", language);
        String otherwise = messages.getTranslation(kind + ".otherwise", language);
        String signature = "Calcoolation, " + site;
        String text = String.join("\n\n", greeting, why, ask + "\n" + link, otherwise, "-- \n" + signature) + "\n";
        String html = "<!DOCTYPE html><html lang=\"" + language.toLanguageTag()
                + "\"><body style=\"font-family:sans-serif;line-height:1.5\">"
                + paragraph(greeting) + paragraph(why)
                + "<p>" + HtmlUtils.htmlEscape(ask) + "<br><a href=\"" + HtmlUtils.htmlEscape(link) + "\">"
                + HtmlUtils.htmlEscape(link) + "</a></p>"
                + paragraph(otherwise) + "<p style=\"color:#666\">" + HtmlUtils.htmlEscape(signature)
                + "</p></body></html>";
        return new Mail.Message(to, subject, text, html);
    }

    private static String paragraph(String text) {
        return "<p>" + HtmlUtils.htmlEscape(text) + "</p>";
    }
}
