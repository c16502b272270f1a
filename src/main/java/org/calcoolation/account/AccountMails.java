package org.calcoolation.account;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.calcoolation.base.mail.Mail;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

/**
 * The mails accounts get: each says which site sent it and why, carries at most one link, and
 * never a password. Links start with {@code calcoolation.site-url}, never with what a request's
 * Host header says, which anyone can set.
 */
@Component
public class AccountMails {

    static final String CONFIRM_PATH = "/confirm-email";
    static final String RESET_PATH = "/reset-password";
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern(
                    "d MMMM yyyy 'at' HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private final String site;

    AccountMails(@Value("${calcoolation.site-url}") String site) {
        this.site = site.endsWith("/") ? site.substring(0, site.length() - 1) : site;
    }

    Mail.Message confirmEmail(String to, String username, String token) {
        String link = site + CONFIRM_PATH + "?token=" + token;
        return message(
                to,
                "Confirm your email address for Calcoolation",
                "Hello " + username + ",",
                "someone, most likely you, asked Calcoolation (" + site + ") to keep this address for the account "
                        + username + ", so that you can get back in if you forget your password.",
                "To confirm it, open this link within 24 hours:",
                link,
                "If it was not you, ignore this mail: the address is not used unless the link is opened.");
    }

    Mail.Message resetPassword(String to, String username, String token) {
        String link = site + RESET_PATH + "?token=" + token;
        return message(
                to,
                "Set a new password for Calcoolation",
                "Hello " + username + ",",
                "someone, most likely you, asked Calcoolation (" + site + ") for a new password for the account "
                        + username + ".",
                "To choose one, open this link within 30 minutes. It works once:",
                link,
                "If it was not you, ignore this mail: your password stays as it is. Calcoolation never sends your password "
                        + "and never asks for it by mail.");
    }

    Mail.Message passwordChanged(String to, String username, Instant when) {
        return message(
                to,
                "Your Calcoolation password was changed",
                "Hello " + username + ",",
                "the password of your Calcoolation account " + username + " was changed on " + WHEN.format(when)
                        + ". Every other browser signed in to it was logged out.",
                "If it was not you, set a new password at once with \u201cForgot password?\u201d here:",
                site + "/login",
                "This mail is only to tell you; there is nothing to do if it was you.");
    }

    public Mail.Message passkeyAdded(String to, String username, String label, Instant when) {
        return message(
                to,
                "A passkey was added to your Calcoolation account",
                "Hello " + username + ",",
                "a passkey named \u201c" + label + "\u201d was added to your Calcoolation account " + username + " on "
                        + WHEN.format(when) + ". It signs in to the account without a password.",
                "If it was not you, remove it on your account page at once, and change your password:",
                site + "/account",
                "This mail is only to tell you; there is nothing to do if it was you.");
    }

    /** Plain text, and the same in HTML with the link as a link. */
    private Mail.Message message(
            String to, String subject, String greeting, String why, String ask, String link, String otherwise) {
        String signature = "Calcoolation, " + site;
        String text = String.join("\n\n", greeting, why, ask + "\n" + link, otherwise, "-- \n" + signature) + "\n";
        String html = "<!DOCTYPE html><html><body style=\"font-family:sans-serif;line-height:1.5\">"
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
