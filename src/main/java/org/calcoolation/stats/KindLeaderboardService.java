package org.calcoolation.stats;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The fastest players at one kind of puzzle (size × level × variant): each player's best clean
 * solve of that kind, practice or daily, ranked by play time as personal bests are. Not by the wall
 * time, as a daily's own board is: a practice game may wait days in the list between sittings.
 */
@Service
public class KindLeaderboardService {

    /** A player's place: their best clean play time of the kind and when they set it; the name as {@link BoardNames} gives it. */
    public record Row(int rank, String name, long playMillis, Instant finishedAt, boolean you) {}

    /** The top rows, how many players have a clean solve of the kind, and your rank among them when you have one. */
    public record Board(PuzzleKind kind, List<Row> top, int players, Optional<Integer> yourRank) {}

    private static final String CLEAN = Outcome.CLEAN.name();

    private final JdbcTemplate jdbc;
    private final PlayerService accounts;

    KindLeaderboardService(JdbcTemplate jdbc, PlayerService accounts) {
        this.jdbc = jdbc;
        this.accounts = accounts;
    }

    /** Every kind anyone has solved cleanly, smallest first: the choices of the board. */
    @Transactional(readOnly = true)
    public List<PuzzleKind> kindsSolved() {
        List<PuzzleKind> kinds = new ArrayList<>();
        jdbc.query(
                "select distinct grid_size, difficulty, variant from solve_record where outcome = ? and review is null",
                row -> {
                    // A variant stored by a newer version than this one is skipped, not a broken page.
                    try {
                        kinds.add(RatingPeriods.kind(row.getInt(1), row.getString(2), row.getString(3)));
                    } catch (IllegalArgumentException unknown) {
                        // skipped
                    }
                },
                CLEAN);
        return kinds.stream().sorted().toList();
    }

    /** Each player's fastest clean solve of the kind, fastest first, ties to the earlier finish. */
    @Transactional(readOnly = true)
    public Board board(PuzzleKind kind, long playerId, int top) {
        List<Row> rows = rows(fastest(kind, top), playerId);
        Integer players = jdbc.queryForObject("""
                select count(distinct player_id) from solve_record
                where grid_size = ? and difficulty = ? and variant = ? and outcome = ? and review is null""", Integer.class, ofKind(kind));
        // Strictly faster players ahead of you; the shown rows break ties by finish, so your row's number wins when
        // shown.
        Optional<Integer> rank =
                rows.stream().filter(Row::you).findFirst().map(Row::rank).or(() -> rankOutsideTheRows(kind, playerId));
        return new Board(kind, rows, players == null ? 0 : players, rank);
    }

    private record Fastest(long playerId, long millis, Instant finishedAt) {}

    private record Best(long playerId, String name, long millis, Instant finishedAt) {}

    private static Object[] ofKind(PuzzleKind kind) {
        return new Object[] {
            kind.size(), kind.difficulty().name(), kind.variant().name(), CLEAN
        };
    }

    private List<Fastest> fastest(PuzzleKind kind, int top) {
        List<Fastest> fastest = new ArrayList<>();
        jdbc.query(
                """
                select b.player_id, b.millis, b.finished_at from (
                    select sr.player_id, sr.millis, sr.finished_at, sr.id,
                        row_number() over (partition by sr.player_id order by sr.millis, sr.finished_at, sr.id) as n
                    from solve_record sr
                    where sr.grid_size = ? and sr.difficulty = ? and sr.variant = ? and sr.outcome = ? and sr.review is null) b
                where b.n = 1
                order by b.millis, b.finished_at, b.id
                fetch first %d rows only""".formatted(top),
                row -> {
                    fastest.add(new Fastest(
                            row.getLong(1),
                            row.getLong(2),
                            row.getObject(3, OffsetDateTime.class).toInstant()));
                },
                ofKind(kind));
        return fastest;
    }

    /** The fastest with their shown names, numbered. */
    private List<Row> rows(List<Fastest> fastest, long playerId) {
        // Names from the account feature, which owns them; an account deleted meanwhile drops out as its records do.
        Map<Long, String> shown =
                accounts.shownNames(fastest.stream().map(Fastest::playerId).toList());
        List<Best> bests = fastest.stream()
                .filter(f -> shown.containsKey(f.playerId()))
                .map(f -> new Best(f.playerId(), shown.get(f.playerId()), f.millis(), f.finishedAt()))
                .toList();
        List<String> names = BoardNames.distinguish(bests.stream()
                .map(b -> new BoardNames.Named(b.playerId(), b.name()))
                .toList());
        List<Row> rows = new ArrayList<>();
        for (Best b : bests)
            rows.add(new Row(
                    rows.size() + 1, names.get(rows.size()), b.millis(), b.finishedAt(), b.playerId() == playerId));
        return rows;
    }

    /** One more than the players strictly faster than your best; empty when you have no clean solve of the kind. */
    private Optional<Integer> rankOutsideTheRows(PuzzleKind kind, long playerId) {
        Long yours = jdbc.queryForObject(
                """
                select min(millis) from solve_record
                where grid_size = ? and difficulty = ? and variant = ? and outcome = ? and review is null and player_id = ?""",
                Long.class,
                kind.size(),
                kind.difficulty().name(),
                kind.variant().name(),
                CLEAN,
                playerId);
        return Optional.ofNullable(yours)
                .map(best -> 1
                        + jdbc.queryForObject(
                                """
                select count(distinct player_id) from solve_record
                where grid_size = ? and difficulty = ? and variant = ? and outcome = ? and review is null and millis < ?""",
                                Integer.class,
                                kind.size(),
                                kind.difficulty().name(),
                                kind.variant().name(),
                                CLEAN,
                                best));
    }
}
