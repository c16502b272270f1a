package org.calcoolation.reminder.ui;

import java.nio.charset.StandardCharsets;
import org.calcoolation.reminder.Reminders;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
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

    static final String DONE =
            "You will get no more daily reminders. To have them again, choose a time on your account page.";
    static final String FORGED = "This unsubscribe link is not one Calcoolation made, so nothing changed. "
            + "Use the link in the reminder mail itself, or turn reminders off on your account page.";

    private final Reminders reminders;

    Unsubscribe(Reminders reminders) {
        this.reminders = reminders;
    }

    @GetMapping(PATH)
    ResponseEntity<String> followed(@RequestParam(required = false) @Nullable String token) {
        return answer(token);
    }

    @PostMapping(PATH)
    ResponseEntity<String> oneClick(@RequestParam(required = false) @Nullable String token) {
        return answer(token);
    }

    private ResponseEntity<String> answer(@Nullable String token) {
        boolean done = reminders.unsubscribe(token);
        return ResponseEntity.status(done ? HttpStatus.OK : HttpStatus.BAD_REQUEST)
                .contentType(new MediaType(MediaType.TEXT_HTML, StandardCharsets.UTF_8))
                .body(page(done ? "Reminders off" : "Link not valid", done ? DONE : FORGED));
    }

    private static String page(String title, String text) {
        return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + title
                + " · Calcoolation</title></head><body style=\"font-family:sans-serif;max-width:40em;margin:2em auto;"
                + "padding:0 1em;line-height:1.5\"><h1>" + title + "</h1><p>" + text
                + "</p><p><a href=\"/account\">Your account</a> · <a href=\"/\">Today's puzzles</a></p></body></html>";
    }
}
