package org.calcoolation.practice;

import java.util.List;
import org.calcoolation.base.data.GuestPurges;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * A guest's rated practice goes with their games (the game feature's {@code GuestGamePurge}, on the
 * same settings): once a guest has drawn and finished nothing for {@code calcoolation.guests.games-kept}
 * (30 days), their attempts and provisional rating are deleted, as their games are by then. A guest
 * who comes back later starts again at 1500, with every pool puzzle new to them. Accounts' rows are
 * kept. Runs every {@code calcoolation.guests.purge-every} ({@link GuestPurges}).
 */
@Component
class GuestPracticePurge {

    private final GuestPurges purges;

    GuestPracticePurge(GuestPurges purges) {
        this.purges = purges;
    }

    @Scheduled(
            initialDelayString = "${calcoolation.guests.purge-every:1h}",
            fixedDelayString = "${calcoolation.guests.purge-every:1h}")
    void purgeOnSchedule() {
        purges.onOneNode("guest-practice-purge", "rated practice", this::purge);
    }

    /** Deletes the rated practice of the guests away for longer than kept; how many guests. */
    int purge() {
        var before = purges.dueBefore();
        return purges.deleteGuests(
                """
                select player_key from practice_attempt where player_key like 'g%'
                group by player_key having max(coalesce(finished_at, drawn_at)) < ?
                union
                select p.player_key from practice_player p where p.player_key like 'g%' and p.changed_at < ?
                    and not exists (select 1 from practice_attempt a where a.player_key = p.player_key)""",
                List.of(
                        "delete from practice_attempt where player_key in",
                        "delete from practice_player where player_key in"),
                before,
                before);
    }
}
