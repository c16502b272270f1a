package org.calcoolation.game.ui;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where a play page says, as it unloads (a typed address, a bookmark, a closed tab), that it has
 * left its game: page.js sends the seat it was given ({@code data-seat}: the game's id, the page's
 * own random id and the seat's {@link BeaconTokens token}) with {@code navigator.sendBeacon}, which
 * the browser delivers after the page is gone, with the session's cookie. Vaadin's own closing beacon
 * is refused when a round trip of the page was cut short by the unload (its message id is then one
 * behind), and the clock ran on for the contact grace: 12 s of 25 spent on another page in one busy
 * CI run. The page is gone for good ({@link GameService#gone}): a request it sent just before,
 * handled after the beacon, does not seat it again.
 *
 * <p>Without a CSRF token, as a beacon has none: the token binds the seat to the session, so only the
 * page's own browser can send it. Its player can too, from a script, between moves: so a beacon only
 * ends the page's presence, and the clock still counts the time between the page's moves
 * ({@code PlayTimeMeter#moved}).
 */
@RestController
class LeftBeacon {

    static final String PATH = "/play/left";

    private static final Logger log = LoggerFactory.getLogger(LeftBeacon.class);

    private final GameService games;

    LeftBeacon(GameService games) {
        this.games = games;
    }

    /** A seat and the token that says it is this session's. */
    record Signed(Seat seat, String token) {}

    @PostMapping(PATH)
    ResponseEntity<Void> left(@RequestBody(required = false) String body, HttpServletRequest request) {
        Optional<Signed> parsed = parse(body);
        if (parsed.isEmpty()) return ResponseEntity.badRequest().build();
        Seat left = parsed.get().seat();
        HttpSession session = request.getSession(false);
        if (session == null || !BeaconTokens.matches(parsed.get().token(), session.getId(), left))
            return ResponseEntity.status(HttpStatus.FORBIDDEN).build();
        boolean held = games.gone(left);
        // At debug: for when a clock ran on after its player went.
        log.debug("Page {} left game {}{}", left.viewer(), left.game(), held ? "" : ", not held on this node");
        return ResponseEntity.noContent().build();
    }

    /** "game-id page-id token": two UUIDs and a token of base64url; anything else is nobody's seat. */
    static Optional<Signed> parse(String body) {
        if (body == null || body.length() > 160) return Optional.empty();
        String[] parts = body.strip().split(" ");
        if (parts.length != 3 || !parts[2].matches("[A-Za-z0-9_-]{1,64}")) return Optional.empty();
        try {
            Seat seat = new Seat(
                    UUID.fromString(parts[0]), UUID.fromString(parts[1]).toString());
            return Optional.of(new Signed(seat, parts[2]));
        } catch (IllegalArgumentException notUuids) {
            return Optional.empty();
        }
    }

    /** What a page's {@code data-seat} holds for its seat in this session. */
    static String seatText(Seat seat, String sessionId) {
        return seat.game() + " " + seat.viewer() + " " + BeaconTokens.of(sessionId, seat);
    }
}
