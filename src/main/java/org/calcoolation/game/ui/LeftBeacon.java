package org.calcoolation.game.ui;

import java.util.Optional;
import java.util.UUID;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where a play page says, as it unloads (a typed address, a bookmark, a closed tab), that it has
 * left its game: page.js sends the seat it was given ({@code data-seat}: the game's id and the
 * page's own random id) with {@code navigator.sendBeacon}, which the browser delivers after the
 * page is gone. Vaadin's own closing beacon is refused when a round trip of the page was cut short
 * by the unload (its message id is then one behind), and the clock ran on for the contact grace:
 * 12 s of 25 spent on another page in one busy CI run. The page is gone for good
 * ({@link GameService#gone}): a request it sent just before, handled after the beacon, does not
 * seat it again. Without a CSRF token, as a beacon has none: the page's id is a secret only its
 * page knows, and all it can do is end that page's share of the clock.
 */
@RestController
class LeftBeacon {

    static final String PATH = "/play/left";

    private static final Logger log = LoggerFactory.getLogger(LeftBeacon.class);

    private final GameService games;

    LeftBeacon(GameService games) {
        this.games = games;
    }

    @PostMapping(PATH)
    ResponseEntity<Void> left(@RequestBody(required = false) String seat) {
        Optional<Seat> parsed = parse(seat);
        parsed.ifPresent(left -> {
            boolean held = games.gone(left);
            // At debug: for when a clock ran on after its player went.
            log.debug("Page {} left game {}{}", left.viewer(), left.game(), held ? "" : ", not held on this node");
        });
        return parsed.isPresent()
                ? ResponseEntity.noContent().build()
                : ResponseEntity.badRequest().build();
    }

    /** "game-id page-id", two UUIDs; anything else is nobody's seat. */
    static Optional<Seat> parse(String seat) {
        if (seat == null || seat.length() > 80) return Optional.empty();
        String[] parts = seat.strip().split(" ");
        if (parts.length != 2) return Optional.empty();
        try {
            return Optional.of(new Seat(
                    UUID.fromString(parts[0]), UUID.fromString(parts[1]).toString()));
        } catch (IllegalArgumentException notUuids) {
            return Optional.empty();
        }
    }
}
