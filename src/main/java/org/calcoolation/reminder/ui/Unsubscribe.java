package org.calcoolation.reminder.ui;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.reminder.Reminders;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where a reminder's unsubscribe link leads. Opening the link turns the reminders off at once, as
 * the mail says; a mail client's one-click POST (RFC 8058, body {@code List-Unsubscribe=One-Click})
 * does the same, with no session and no CSRF token ({@code base.web.SecurityConfig} lets this one path
 * through): the signed token is the proof. A plain page either way, never a view: no sign-in needed.
 */
@RestController
class Unsubscribe {

    static final String PATH = "/reminder/unsubscribe";

    /** A guest's language cookie ({@code base.i18n.PageLanguage}); a mail link opens with no account signed in. */
    static final String LANGUAGE_COOKIE = "calcoolation-lang";

    private final Reminders reminders;
    private final BundleMessages messages;

    Unsubscribe(Reminders reminders, BundleMessages messages) {
        this.reminders = reminders;
        this.messages = messages;
    }

    @GetMapping(PATH)
    ResponseEntity<String> followed(
            @RequestParam(required = false) @Nullable String token,
            @CookieValue(name = LANGUAGE_COOKIE, required = false) @Nullable String chosen,
            Locale browser) {
        return answer(token, language(chosen, browser));
    }

    @PostMapping(PATH)
    ResponseEntity<String> oneClick(@RequestParam(required = false) @Nullable String token) {
        return answer(token, Languages.ENGLISH);
    }

    /** The page speaks the language chosen in the header, else the browser's. */
    private static Locale language(@Nullable String chosen, Locale browser) {
        return Languages.parse(chosen).orElseGet(() -> Languages.nearest(browser));
    }

    private ResponseEntity<String> answer(@Nullable String token, Locale language) {
        boolean done = reminders.unsubscribe(token);
        return ResponseEntity.status(done ? HttpStatus.OK : HttpStatus.BAD_REQUEST)
                .contentType(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8))
                .body(page(language, done ? "reminder.unsubscribed" : "reminder.forged"));
    }

    /** {@code kind}.title and {@code kind}.text; the bundles hold no markup, so nothing needs escaping. */
    private String page(Locale language, String kind) {
        String title = messages.getTranslation(kind + ".title", language);
        return "<!DOCTYPE html><html lang=\"" + language.toLanguageTag() + "\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>"
                + messages.getTranslation("page.title", language, title)
                + "</title></head><body style=\"font-family:sans-serif;max-width:40em;margin:2em auto;"
                + "padding:0 1em;line-height:1.5\"><h1>" + title + "</h1><p>"
                + messages.getTranslation(kind + ".text", language) + "</p><p><a href=\"/account\">"
                + messages.getTranslation("header.account", language) + "</a> · <a href=\"/\">"
                + messages.getTranslation("notFound.today", language) + "</a></p></body></html>";
    }
}
