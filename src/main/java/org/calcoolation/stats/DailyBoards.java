package org.calcoolation.stats;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.calcoolation.account.PlayerService;
import org.calcoolation.game.play.Outcome;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Each daily puzzle's leaderboard on its own day: the clean solves that count, fastest first. */
@Service
public class DailyBoards {

    /**
     * A place on a leaderboard, ranked by the wall time; the play time is shown beside it; the name as
     * {@link BoardNames} gives it; the game, for its replay.
     */
    public record Entry(
            int rank, String name, long elapsedMillis, long playMillis, boolean you, UUID game, boolean gold) {
        Entry named(String shownName) {
            return new Entry(rank, shownName, elapsedMillis, playMillis, you, game, gold);
        }
    }

    /** Which solves a board ranks: every clean one, or only the gold ones (clean, live marks off, no Smart fill). */
    public enum Filter {
        CLEAN,
        GOLD
    }

    /**
     * The fastest clean solves of a daily puzzle on its own day, by wall time (from the grid first
     * being sent until the finish, which nothing a browser says can shorten), ties going to the
     * earlier finish; the player's rank among all of them and the share of the others slower than
     * them, when the player has a clean solve there; every ranked time, fastest first, for the day's
     * distribution.
     */
    public record Leaderboard(
            List<Entry> top,
            int solvers,
            Optional<Integer> yourRank,
            Optional<Integer> fasterThanPercent,
            List<Long> times) {
        public Leaderboard {
            top = List.copyOf(top);
            times = List.copyOf(times);
        }

        /**
         * Where a time that is on no board (a guest's) would stand among the ranked ones: behind
         * every ranked time as fast or faster (those finished first), ahead of the slower ones.
         */
        public Unranked unranked(long elapsedMillis) {
            int asFast = (int) times.stream().filter(t -> t <= elapsedMillis).count();
            int slower = times.size() - asFast;
            int percent = times.isEmpty() ? 0 : (int) Math.floor(100.0 * slower / times.size());
            return new Unranked(asFast + 1, times.size(), percent);
        }
    }

    /**
     * A time's place if it were ranked: {@code wouldBe} among {@code solvers} + 1, faster than
     * {@code fasterThanPercent} % of the ranked solvers.
     */
    public record Unranked(int wouldBe, int solvers, int fasterThanPercent) {}

    private final JdbcTemplate jdbc;
    private final PlayerService accounts;

    DailyBoards(JdbcTemplate jdbc, PlayerService accounts) {
        this.jdbc = jdbc;
        this.accounts = accounts;
    }

    @Transactional(readOnly = true)
    public Leaderboard leaderboard(long dailyPuzzleId, LocalDate day, long playerId, int top) {
        return leaderboard(dailyPuzzleId, day, playerId, top, Filter.CLEAN);
    }

    /** The board of the solves {@code filter} lets through: with {@link Filter#GOLD}, ranks are among gold solves. */
    @Transactional(readOnly = true)
    public Leaderboard leaderboard(long dailyPuzzleId, LocalDate day, long playerId, int top, Filter filter) {
        Instant from = day.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = from.plus(Duration.ofDays(1));
        List<Entry> all = new ArrayList<>();
        List<Long> players = new ArrayList<>();
        jdbc.query(
                """
                select sr.player_id, sr.elapsed_millis, sr.millis, sr.game_id, sr.gold from solve_record sr
                where sr.daily_puzzle_id = ? and sr.outcome = ? and sr.review is null and sr.finished_at >= ? and sr.finished_at < ?
                %s order by sr.elapsed_millis, sr.finished_at, sr.id""".formatted(filter == Filter.GOLD ? "and sr.gold = true" : ""),
                row -> {
                    all.add(new Entry(
                            all.size() + 1,
                            "", // named below, for the shown rows only
                            row.getLong(2),
                            row.getLong(3),
                            row.getLong(1) == playerId,
                            row.getObject(4, UUID.class),
                            row.getBoolean(5)));
                    players.add(row.getLong(1));
                },
                dailyPuzzleId,
                Outcome.CLEAN.name(),
                from.atOffset(ZoneOffset.UTC),
                to.atOffset(ZoneOffset.UTC));
        Optional<Entry> yours = all.stream().filter(Entry::you).findFirst();
        Optional<Integer> percent = yours.filter(e -> all.size() > 1).map(e -> (int) Math.floor(100.0
                * all.stream()
                        .filter(o -> o.elapsedMillis() > e.elapsedMillis())
                        .count()
                / (all.size() - 1)));
        return new Leaderboard(
                named(all, players, top),
                all.size(),
                yours.map(Entry::rank),
                percent,
                all.stream().map(Entry::elapsedMillis).toList());
    }

    /** A clean solve that counts on a board: on its daily puzzle's own day, not held for review. */
    public record CleanSolve(
            long playerId, long dailyPuzzleId, long elapsedMillis, long playMillis, boolean gold, UUID game) {}

    /**
     * The clean solves that count on the boards of these daily puzzles (each with its play day), of
     * these players only (a club's members), fastest first per puzzle as {@link #leaderboard} ranks
     * them. One query, whatever the number of puzzles; players are asked for in chunks.
     */
    @Transactional(readOnly = true)
    public List<CleanSolve> cleanSolvesAmong(Map<Long, LocalDate> puzzleDays, Collection<Long> players) {
        if (puzzleDays.isEmpty() || players.isEmpty()) return List.of();
        LocalDate first = puzzleDays.values().stream().min(LocalDate::compareTo).orElseThrow();
        LocalDate last = puzzleDays.values().stream().max(LocalDate::compareTo).orElseThrow();
        List<Long> ids = List.copyOf(Set.copyOf(players));
        List<CleanSolve> solves = new ArrayList<>();
        for (int from = 0; from < ids.size(); from += PLAYERS_PER_QUERY) {
            List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + PLAYERS_PER_QUERY));
            List<Object> args = new ArrayList<>(puzzleDays.keySet());
            args.addAll(chunk);
            args.add(Outcome.CLEAN.name());
            args.add(first.atStartOfDay(ZoneOffset.UTC).toOffsetDateTime());
            args.add(last.plusDays(1).atStartOfDay(ZoneOffset.UTC).toOffsetDateTime());
            jdbc.query(
                    """
                    select sr.player_id, sr.daily_puzzle_id, sr.elapsed_millis, sr.millis, sr.gold, sr.game_id, sr.finished_at
                    from solve_record sr where sr.daily_puzzle_id in (%s) and sr.player_id in (%s) and sr.outcome = ?
                    and sr.review is null and sr.finished_at >= ? and sr.finished_at < ?
                    order by sr.elapsed_millis, sr.finished_at, sr.id""".formatted(marks(puzzleDays.size()), marks(chunk.size())),
                    row -> {
                        long puzzle = row.getLong(2);
                        LocalDate finished = LocalDate.ofInstant(
                                row.getObject(7, OffsetDateTime.class).toInstant(), ZoneOffset.UTC);
                        if (!finished.equals(puzzleDays.get(puzzle))) return; // counted on its own day only
                        solves.add(new CleanSolve(
                                row.getLong(1),
                                puzzle,
                                row.getLong(3),
                                row.getLong(4),
                                row.getBoolean(5),
                                row.getObject(6, UUID.class)));
                    },
                    args.toArray());
        }
        // Chunks are each in order; the whole must be too (ties as the board breaks them are rare across chunks).
        solves.sort(Comparator.comparingLong(CleanSolve::elapsedMillis));
        return solves;
    }

    /** Bind parameters per IN list: well under the limits of H2 and PostgreSQL's driver. */
    static final int PLAYERS_PER_QUERY = 500;

    private static String marks(int n) {
        return String.join(", ", Collections.nCopies(n, "?"));
    }

    /** The top entries with their shown names; {@code players} holds each entry's player, in rank order. */
    private List<Entry> named(List<Entry> all, List<Long> players, int top) {
        // Names from the account feature, which owns them; an account deleted meanwhile drops out.
        Map<Long, String> shownNames = accounts.shownNames(players.subList(0, Math.min(top, all.size())));
        List<Entry> shown = all.subList(0, Math.min(top, all.size())).stream()
                .filter(e -> shownNames.containsKey(players.get(e.rank() - 1)))
                .toList();
        List<String> names = BoardNames.distinguish(shown.stream()
                .map(e -> new BoardNames.Named(players.get(e.rank() - 1), shownNames.get(players.get(e.rank() - 1))))
                .toList());
        return IntStream.range(0, shown.size())
                .mapToObj(i -> shown.get(i).named(names.get(i)))
                .toList();
    }
}
