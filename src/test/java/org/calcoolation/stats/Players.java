package org.calcoolation.stats;

import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;

/** Accounts for stats tests, each with a fresh user name, written straight into the player table. */
final class Players {

    private Players() {}

    /** An account with the given id, as a player row that appears only now. */
    static void insertWithId(JdbcTemplate jdbc, long id) {
        String name = "p" + UUID.randomUUID().toString().substring(0, 8);
        jdbc.update(
                "insert into player (id, username, username_key, display_name, password_hash, created_at) values (?, ?, ?, null, ?, ?)",
                id,
                name,
                name,
                "$2a$10$notarealhashnotarealhashnotarealhashnotarealhashnotreal",
                OffsetDateTime.now(ZoneOffset.UTC));
    }

    /** A new account's id; with no display name, leaderboards show the user name, which starts with "p". */
    static long insert(JdbcTemplate jdbc, String displayName) {
        String name = "p" + UUID.randomUUID().toString().substring(0, 8);
        GeneratedKeyHolder key = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement s = connection.prepareStatement(
                            "insert into player (username, username_key, display_name, password_hash, created_at) values (?, ?, ?, ?, ?)",
                            new String[] {"id"});
                    s.setString(1, name);
                    s.setString(2, name);
                    s.setString(3, displayName);
                    s.setString(4, "$2a$10$notarealhashnotarealhashnotarealhashnotarealhashnotreal");
                    s.setObject(5, OffsetDateTime.now(ZoneOffset.UTC));
                    return s;
                },
                key);
        return key.getKeyAs(Long.class);
    }
}
