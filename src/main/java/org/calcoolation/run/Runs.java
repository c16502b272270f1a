package org.calcoolation.run;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.stats.RunScreening;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/** The tables {@code run} and {@code run_puzzle}; every statement the feature runs. */
@Component
class Runs {

    /** A run's row. */
    record Row(
            long id,
            String playerKey,
            OptionalLong account,
            boolean live,
            String token,
            LocalDate day,
            Instant startedAt,
            Instant endsAt,
            Optional<Instant> finishedAt,
            int lastSeq,
            int solved,
            int wrong,
            Optional<String> review) {}

    /** A puzzle of a run: the pool's id, the Keen ID, the stored solution and what the player did on it. */
    record Served(
            int position,
            long poolPuzzle,
            String keenId,
            Difficulty level,
            String solution,
            Optional<Instant> shownAt,
            Optional<Instant> solvedAt,
            int wrong,
            String moves,
            Optional<String> review) {}

    /** A player's best score on a board. */
    record Best(long account, int solved) {}

    private static final String RUN = "select id, player_key, account_id, live_key, page_token, play_day, started_at,"
            + " ends_at, finished_at, last_seq, solved, wrong, review from run ";

    private static final RowMapper<Row> ROW = (r, n) -> new Row(
            r.getLong(1),
            r.getString(2),
            r.getObject(3) == null ? OptionalLong.empty() : OptionalLong.of(r.getLong(3)),
            r.getString(4) != null,
            r.getString(5),
            r.getObject(6, LocalDate.class),
            instant(r, 7).orElseThrow(),
            instant(r, 8).orElseThrow(),
            instant(r, 9),
            r.getInt(10),
            r.getInt(11),
            r.getInt(12),
            Optional.ofNullable(r.getString(13)));

    private static final RowMapper<Served> SERVED = (r, n) -> new Served(
            r.getInt(1),
            r.getLong(2),
            r.getString(3),
            Difficulty.valueOf(r.getString(4)),
            r.getString(5),
            instant(r, 6),
            instant(r, 7),
            r.getInt(8),
            Optional.ofNullable(r.getString(9)).orElse(""),
            Optional.ofNullable(r.getString(10)));

    private final JdbcTemplate jdbc;

    Runs(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static Optional<Instant> instant(ResultSet r, int column) throws SQLException {
        return Optional.ofNullable(r.getObject(column, OffsetDateTime.class)).map(OffsetDateTime::toInstant);
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }

    /** Ends the runs whose clock ran out before {@code cutoff} and that no page finished: at their clock's end. */
    int closeExpired(Instant cutoff) {
        return jdbc.update(
                "update run set live_key = null, finished_at = ends_at where live_key is not null and ends_at < ?",
                utc(cutoff));
    }

    /** A new live run; fails with a duplicate key if the player has one live already. */
    long start(String key, OptionalLong account, String token, LocalDate day, Instant at, Instant endsAt) {
        jdbc.update("""
                insert into run (player_key, account_id, live_key, page_token, play_day, started_at, ends_at,
                    last_seq, solved, wrong) values (?, ?, ?, ?, ?, ?, ?, 0, 0, 0)""", key, account.isPresent() ? account.getAsLong() : null, key, token, day, utc(at), utc(endsAt));
        return live(key).orElseThrow().id();
    }

    Optional<Row> live(String key) {
        return jdbc.query(RUN + "where live_key = ?", ROW, key).stream().findFirst();
    }

    Optional<Row> of(long id) {
        return jdbc.query(RUN + "where id = ?", ROW, id).stream().findFirst();
    }

    void delete(long id) {
        jdbc.update("delete from run where id = ?", id);
    }

    /** The pool puzzles the player was shown in any run. */
    Set<Long> seen(String key) {
        return new HashSet<>(jdbc.queryForList(
                "select pool_puzzle from run_puzzle where player_key = ? and shown_at is not null", Long.class, key));
    }

    /** The pool puzzles of one run, shown or sent ahead. */
    Set<Long> inRun(long run) {
        return new HashSet<>(jdbc.queryForList("select pool_puzzle from run_puzzle where run_id = ?", Long.class, run));
    }

    void serve(long run, int position, String key, long poolPuzzle, String keenId, Difficulty level, String solution) {
        jdbc.update("""
                insert into run_puzzle (run_id, position, player_key, pool_puzzle, puzzle_id, difficulty, solution,
                    wrong) values (?, ?, ?, ?, ?, ?, ?, 0)""", run, position, key, poolPuzzle, keenId, level.name(), solution);
    }

    void shown(long run, int position, Instant at) {
        jdbc.update(
                "update run_puzzle set shown_at = ? where run_id = ? and position = ? and shown_at is null",
                utc(at),
                run,
                position);
    }

    private static final String PUZZLE = "select position, pool_puzzle, puzzle_id, difficulty, solution, shown_at,"
            + " solved_at, wrong, moves, review from run_puzzle where run_id = ? ";

    Optional<Served> puzzle(long run, int position) {
        return jdbc.query(PUZZLE + "and position = ?", SERVED, run, position).stream()
                .findFirst();
    }

    List<Served> puzzles(long run) {
        return jdbc.query(PUZZLE + "order by position", SERVED, run);
    }

    /**
     * Counts a grid of the page's: only if no other grid was counted since {@code seenSeq} (two requests
     * at once, or one sent again) and the run is live. Whether it was counted.
     */
    boolean count(Row run, int seq, int solvedBy, Instant endsAt, @Nullable String review) {
        return jdbc.update("""
                        update run set last_seq = ?, solved = solved + ?, wrong = wrong + ?, ends_at = ?,
                            review = coalesce(review, ?)
                        where id = ? and last_seq = ? and live_key is not null""", seq, solvedBy, 1 - solvedBy, utc(endsAt), review, run.id(), run.lastSeq()) == 1;
    }

    void solved(long run, int position, Instant at, String moves, @Nullable String review) {
        jdbc.update(
                "update run_puzzle set solved_at = ?, moves = ?, review = ? where run_id = ? and position = ?",
                utc(at),
                moves,
                review,
                run,
                position);
    }

    void wrong(long run, int position, String moves) {
        jdbc.update(
                "update run_puzzle set wrong = wrong + 1, moves = ? where run_id = ? and position = ?",
                moves,
                run,
                position);
    }

    /** Ends a live run now; false if it was over already. */
    boolean finish(long run, Instant at) {
        return jdbc.update(
                        "update run set live_key = null, finished_at = ? where id = ? and live_key is not null",
                        utc(at),
                        run)
                == 1;
    }

    private static final String COUNTED =
            " from run where account_id is not null and finished_at is not null and review is null";

    /** Each account's best finished run that counts, best first; of one day if one is given. */
    List<Best> board(Optional<LocalDate> day, int most) {
        String sql = "select account_id, max(solved) best" + COUNTED + (day.isPresent() ? " and play_day = ?" : "")
                + " group by account_id order by best desc, account_id fetch first " + most + " rows only";
        RowMapper<Best> best = (r, n) -> new Best(r.getLong(1), r.getInt(2));
        return day.isPresent() ? jdbc.query(sql, best, day.get()) : jdbc.query(sql, best);
    }

    /** How many accounts on the board have a best above {@code solved}. */
    int above(Optional<LocalDate> day, int solved) {
        String sql = "select count(*) from (select account_id, max(solved) best" + COUNTED
                + (day.isPresent() ? " and play_day = ?" : "") + " group by account_id) b where b.best > ?";
        Integer n = day.isPresent()
                ? jdbc.queryForObject(sql, Integer.class, day.get(), solved)
                : jdbc.queryForObject(sql, Integer.class, solved);
        return n == null ? 0 : n;
    }

    /** Finished runs held for review, oldest first. */
    List<Row> held() {
        return jdbc.query(
                RUN + "where finished_at is not null and review is not null and review <> ? order by finished_at",
                ROW,
                RunScreening.rejected());
    }

    /** Clears or rejects a held run; false if it was decided already. */
    boolean decide(long run, @Nullable String review) {
        return jdbc.update(
                        "update run set review = ? where id = ? and review is not null and review <> ?",
                        review,
                        run,
                        RunScreening.rejected())
                == 1;
    }

    /** The runs of a deleted account. */
    void forget(String key) {
        jdbc.update("delete from run where player_key = ?", key);
    }
}
