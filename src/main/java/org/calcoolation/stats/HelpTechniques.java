package org.calcoolation.stats;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.engine.solve.Technique;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The coach's tally (issue 43, part 3), table {@code help_technique}: per finished game of an account,
 * the techniques its hints named, and from them the techniques a player most often needed help with
 * lately, for /records and its "Practise this" links.
 */
@Service
public class HelpTechniques {

    /** How far back "lately" goes: the last this many days, and of them at most the last {@link #GAMES} games. */
    public static final Duration WINDOW = Duration.ofDays(30);

    public static final int GAMES = 100;

    /** At most this many techniques are named: the ones needed most. */
    public static final int SHOWN = 5;

    /** A technique the hints named in so many of the recent games, by so many hints in all. */
    public record Needed(Technique technique, int games, int hints) {
        public Needed {
            if (games < 1 || hints < games)
                throw new IllegalArgumentException("a technique needed is needed at least once a game");
        }
    }

    /** A technique one game's hints named, and how many of them. */
    public record Hinted(Technique technique, int hints) {}

    private final JdbcTemplate jdbc;
    private final Clock clock;

    HelpTechniques(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Stores the techniques of a game's hints, one row each with its count; a game stored before keeps its rows. */
    @Transactional
    public void record(long playerId, UUID gameId, List<Technique> hinted, Instant finishedAt) {
        if (hinted.isEmpty()) return;
        Integer stored =
                jdbc.queryForObject("select count(*) from help_technique where game_id = ?", Integer.class, gameId);
        if (stored != null && stored > 0) return;
        Map<Technique, Integer> counts = new EnumMap<>(Technique.class);
        for (Technique t : hinted) counts.merge(t, 1, Integer::sum);
        List<Object[]> rows = new ArrayList<>();
        counts.forEach((technique, hints) ->
                rows.add(new Object[] {gameId, technique.name(), playerId, hints, utc(finishedAt)}));
        jdbc.batchUpdate(
                "insert into help_technique (game_id, technique, player_id, hints, finished_at) values (?, ?, ?, ?, ?)",
                rows);
    }

    /**
     * The techniques the hints named in the player's last {@value #GAMES} finished games of the last 30
     * days, the one in most games first (then most hints, then the ladder's order), at most {@value #SHOWN}.
     */
    @Transactional(readOnly = true)
    public List<Needed> mostNeeded(long playerId) {
        List<Needed> all = new ArrayList<>(jdbc.query(
                """
                select h.technique, count(*), sum(h.hints) from help_technique h
                join (select game_id from solve_record where player_id = ? and finished_at >= ?
                      order by finished_at desc fetch first %d rows only) r on r.game_id = h.game_id
                where h.player_id = ?
                group by h.technique""".formatted(GAMES),
                (rs, i) -> new Needed(Technique.valueOf(rs.getString(1)), rs.getInt(2), rs.getInt(3)),
                playerId,
                utc(clock.instant().minus(WINDOW)),
                playerId));
        all.sort(Comparator.comparingInt(Needed::games)
                .thenComparingInt(Needed::hints)
                .reversed()
                .thenComparing(Needed::technique));
        return List.copyOf(all.subList(0, Math.min(SHOWN, all.size())));
    }

    /** Every game of the player whose hints named a technique, with the techniques in the ladder's order: for their export. */
    @Transactional(readOnly = true)
    public Map<UUID, List<Hinted>> byGame(long playerId) {
        Map<UUID, List<Hinted>> games = new HashMap<>();
        jdbc.query(
                "select game_id, technique, hints from help_technique where player_id = ?",
                rs -> {
                    games.computeIfAbsent(rs.getObject(1, UUID.class), g -> new ArrayList<>())
                            .add(new Hinted(Technique.valueOf(rs.getString(2)), rs.getInt(3)));
                },
                playerId);
        games.values().forEach(list -> list.sort(Comparator.comparing(Hinted::technique)));
        return games;
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }
}
