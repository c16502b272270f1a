package org.calcoolation.stats;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GuestDailiesCarried;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A guest's daily finishes carried into an account (issue 40). A finish of the current UTC day is
 * recorded as the account's, by its own times as the server measured them and screened as any solve
 * ({@link StatsService#record}): a clean one ranks on its day's board and counts in the day's rating.
 * One that finished on a day already over is not recorded: its board has closed, and may have been
 * rated. What became of each guest game is kept (table {@code guest_carry}) for the pages to say.
 */
@Service
public class GuestCarries {

    private final StatsService stats;
    private final JdbcTemplate jdbc;
    private final Clock clock;

    GuestCarries(StatsService stats, JdbcTemplate jdbc, Clock clock) {
        this.stats = stats;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** In the transaction that moves the games: a record that cannot be written leaves them the guest's. */
    @EventListener
    @Transactional
    void carried(GuestDailiesCarried event) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        long player = event.account().id();
        for (GameFinished finished : event.finished()) {
            boolean open =
                    LocalDate.ofInstant(finished.finishedAt(), ZoneOffset.UTC).equals(today);
            if (open) stats.record(FinishToRecord.of(event.account(), finished));
            note(
                    player,
                    finished.dailyPuzzleId().getAsLong(),
                    finished.gameId(),
                    open ? CarriedIn.CARRIED : CarriedIn.DAY_OVER);
        }
        for (GuestDailiesCarried.KeptOut kept : event.keptOut())
            note(player, kept.dailyPuzzleId(), kept.guestGame(), CarriedIn.KEPT_OWN);
    }

    private void note(long player, long dailyPuzzleId, UUID game, CarriedIn outcome) {
        jdbc.update(
                "insert into guest_carry (player_id, daily_puzzle_id, game_id, outcome, carried_at) values (?, ?, ?, ?, ?)",
                player,
                dailyPuzzleId,
                game,
                outcome.name(),
                clock.instant().atOffset(ZoneOffset.UTC));
    }

    /** What the player's sign-ins carried into each of these daily puzzles, the latest for each; none for most. */
    @Transactional(readOnly = true)
    public Map<Long, CarriedIn> of(long playerId, Collection<Long> dailyPuzzleIds) {
        Map<Long, CarriedIn> found = new HashMap<>();
        if (dailyPuzzleIds.isEmpty()) return found;
        new NamedParameterJdbcTemplate(jdbc)
                .query("""
                        select daily_puzzle_id, outcome from guest_carry
                        where player_id = :player and daily_puzzle_id in (:dailies) order by carried_at, id""", new MapSqlParameterSource("player", playerId).addValue("dailies", dailyPuzzleIds), row -> {
                    found.put(row.getLong(1), CarriedIn.valueOf(row.getString(2)));
                });
        return found;
    }
}
