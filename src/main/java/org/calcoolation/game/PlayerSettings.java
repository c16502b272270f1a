package org.calcoolation.game;

import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Settings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The play settings an account chose last, in table {@code play_settings}: each new game, practice or
 * daily, starts with them, so that a player who turned live marks off plays every daily without
 * them. A guest keeps no row: their settings go from game to game as before (see {@link NewGames}).
 */
@Component
class PlayerSettings {

    private static final Logger log = LoggerFactory.getLogger(PlayerSettings.class);

    private final JdbcTemplate jdbc;
    private final Clock clock;

    PlayerSettings(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The account's settings as last chosen; empty for a guest or an account that never chose. */
    Optional<Settings> of(PlayerRef player) {
        if (!(player instanceof PlayerRef.Account account)) return Optional.empty();
        List<Settings> found = jdbc.query(
                "select remove_notes_on_place, live_marks from play_settings where player_id = ?",
                (row, n) -> new Settings(row.getBoolean(1), row.getBoolean(2)),
                account.id());
        return found.stream().findFirst();
    }

    /**
     * Keeps an account's choice; a guest's is kept by their games. While the database is down the
     * game on screen has the choice already (stored with it later), so a failure here is a warning,
     * not an error for the player: only the next games start without it.
     */
    void remember(PlayerRef player, Settings settings) {
        if (!(player instanceof PlayerRef.Account account)) return;
        try {
            store(account, settings);
        } catch (DataAccessException unreachable) {
            log.warn(
                    "The play settings of account {} were not kept for its next games: {}",
                    account.id(),
                    unreachable.toString());
        }
    }

    private void store(PlayerRef.Account account, Settings settings) {
        Object[] values = {
            settings.removeNotesOnPlace(), settings.liveMarks(), clock.instant().atOffset(ZoneOffset.UTC), account.id()
        };
        String update =
                "update play_settings set remove_notes_on_place = ?, live_marks = ?, updated_at = ? where player_id = ?";
        if (jdbc.update(update, values) > 0) return;
        try {
            jdbc.update(
                    "insert into play_settings (remove_notes_on_place, live_marks, updated_at, player_id) values (?, ?, ?, ?)",
                    values);
        } catch (DuplicateKeyException racedByAnotherPage) {
            jdbc.update(update, values);
        }
    }

    /** An account is deleted: its settings go with it, in the same transaction. */
    @EventListener
    void forget(AccountDeleted deleted) {
        jdbc.update("delete from play_settings where player_id = ?", deleted.playerId());
    }
}
