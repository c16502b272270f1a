package org.calcoolation.classroom;

import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.game.GamesApart;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** A student's assigned puzzles are played apart from /play: not in its list, never its current game. */
@Component
class ClassGamesApart implements GamesApart {

    private final JdbcTemplate jdbc;

    ClassGamesApart(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Set<UUID> apart(Collection<UUID> games) {
        if (games.isEmpty()) return Set.of();
        return new HashSet<>(jdbc.queryForList(
                "select game_id from class_game where game_id in ("
                        + String.join(", ", Collections.nCopies(games.size(), "?")) + ")",
                UUID.class,
                games.toArray()));
    }
}
