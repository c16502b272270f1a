package org.calcoolation.practice;

import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * A guest who signs in brings their rated practice to the account: their attempts (so that the
 * account is never served a puzzle the guest played) and, if the account has no practice rating
 * yet, the guest's provisional one. An account that has its own keeps it: two ratings cannot be
 * merged fairly. Of a puzzle both drew, the account's attempt stays; if both hold an open attempt,
 * the guest's, unscored, is dropped (its game stays a practice game). A deleted account's rows go.
 */
@Component
class PlayersMoved {

    private final JdbcTemplate jdbc;

    PlayersMoved(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    @Transactional
    void guestSignedIn(GuestSignedIn event) {
        String guest = PlayerKey.of(event.guest()), account = PlayerKey.of(event.account());
        jdbc.update("""
                delete from practice_attempt where player_key = ? and (puzzle_id in
                    (select a.puzzle_id from practice_attempt a where a.player_key = ?)
                    or open_key is not null and exists (select 1 from practice_attempt o where o.open_key = ?))""", guest, account, account);
        jdbc.update(
                "update practice_attempt set player_key = ?, open_key = case when open_key is null then null else ? end"
                        + " where player_key = ?",
                account,
                account,
                guest);
        jdbc.update(
                "update practice_player set player_key = ? where player_key = ? and not exists"
                        + " (select 1 from practice_player p where p.player_key = ?)",
                account,
                guest,
                account);
        jdbc.update("delete from practice_player where player_key = ?", guest);
    }

    @EventListener
    @Transactional
    void accountDeleted(AccountDeleted event) {
        String key = PlayerKey.of(new PlayerRef.Account(event.playerId()));
        jdbc.update("delete from practice_attempt where player_key = ?", key);
        jdbc.update("delete from practice_player where player_key = ?", key);
    }
}
