package org.calcoolation.learn;

import java.util.List;
import org.calcoolation.base.data.GuestPurges;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * A guest's learning goes with their games, as their rated practice does (practice's {@code
 * GuestPracticePurge}, on the same settings): once a guest has started no learn game and moved no
 * stop of the beginner's path for {@code calcoolation.guests.games-kept} (30 days), their learn
 * games, techniques' progress and place on the path are deleted. A guest who comes back later starts
 * again. Accounts' rows are kept. Runs every {@code calcoolation.guests.purge-every} ({@link GuestPurges}).
 *
 * <p>A technique's progress has no time of its own (V44 kept none): it moves only when a learn game
 * ends, and that game's start is the time read here. A guest whose only learn game was begun over 30 days before it ended
 * loses that progress at the next purge; their game itself is kept only while played within 30 days.
 */
@Component
class GuestLearnPurge {

    private final GuestPurges purges;

    GuestLearnPurge(GuestPurges purges) {
        this.purges = purges;
    }

    @Scheduled(
            initialDelayString = "${calcoolation.guests.purge-every:1h}",
            fixedDelayString = "${calcoolation.guests.purge-every:1h}")
    void purgeOnSchedule() {
        purges.onOneNode("guest-learn-purge", "learning", this::purge);
    }

    /** Deletes the learning of the guests away for longer than kept; how many guests. */
    int purge() {
        return purges.deleteGuests(
                """
                select player_key from (
                    select player_key, started_at as at from learn_game where player_key like 'g%'
                    union all select player_key, changed_at from learn_path where player_key like 'g%'
                    union all select player_key, null from learn_progress where player_key like 'g%'
                ) guest group by player_key having max(at) is null or max(at) < ?""",
                List.of(
                        "delete from learn_game where player_key in",
                        "delete from learn_progress where player_key in",
                        "delete from learn_path where player_key in"),
                purges.dueBefore());
    }
}
