package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.StatsService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The timed pool's boards of one size over the last {@value #DAYS} UTC days (today included): best
 * time, mean of best 3 and mean of the fastest 65 % ({@link TimedRanking}), each row with the counts
 * behind it. Every draw counts ({@link TimedCount}), except a clean solve that the screening of
 * {@code stats} holds for review: it is off the boards (neither its time nor the penalty) until a
 * moderator clears it; one they reject counts as the penalty, as a draw not solved fairly.
 */
@Service
public class TimedBoards {

    static final int DAYS = 30;
    /** Rows a board lists; the viewer's own row follows if it is lower. */
    static final int TOP = 20;

    /** A player's row: place, shown name, the value ranked, their draws and how many of them count. */
    public record Row(int place, String name, Duration value, int draws, int counting, boolean you) {}

    /** The three rankings of a size side by side, and how many draws are off the boards for review. */
    public record Board(int size, List<Row> best, List<Row> meanOfBest3, List<Row> fastestShare, int held) {}

    /** What one draw counts now, as its player is told. */
    public sealed interface Count {}

    /** Unfinished and before its deadline. */
    public record InPlay() implements Count {}

    /** A clean solve held off the boards until a moderator has looked at it. */
    public record UnderReview() implements Count {}

    /** Counts {@code time}; {@code penalty} when that is the fixed time of a draw not solved clean in time. */
    public record Counts(Duration time, boolean penalty) implements Count {}

    private final TimedDraws draws;
    private final StatsService stats;
    private final PlayerService accounts;
    private final Clock clock;
    private final Duration penalty;

    TimedBoards(
            TimedDraws draws,
            StatsService stats,
            PlayerService accounts,
            Clock clock,
            @Value("${calcoolation.timed.penalty:18m}") Duration penalty) {
        this.draws = draws;
        this.stats = stats;
        this.accounts = accounts;
        this.clock = clock;
        this.penalty = penalty;
    }

    @Transactional(readOnly = true)
    public Board board(int size, PlayerRef viewer) {
        Instant now = clock.instant();
        LocalDate from = TimedCount.day(now).minusDays(DAYS - 1);
        List<TimedDraws.OfPlayer> rows = draws.since(size, from);
        Map<UUID, Held> held = stats.heldAmong(rows.stream()
                .filter(r -> r.draw()
                        .finished()
                        .map(f -> f.outcome() == AttemptOutcome.CLEAN)
                        .orElse(false))
                .flatMap(r -> r.draw().game().stream())
                .toList());
        Map<Long, List<Optional<Duration>>> byPlayer = new LinkedHashMap<>();
        int heldBack = 0;
        for (TimedDraws.OfPlayer row : rows) {
            OptionalLong account = PlayerKey.account(row.playerKey());
            if (account.isEmpty()) continue;
            Optional<Held> why = row.draw().game().map(held::get);
            if (why.isPresent() && !(why.get() instanceof Held.Rejected)) heldBack++;
            byPlayer.computeIfAbsent(account.getAsLong(), id -> new ArrayList<>())
                    .add(counted(row.draw(), why, now));
        }
        List<TimedRanking.Times> times = new ArrayList<>();
        byPlayer.forEach((id, counted) -> times.add(new TimedRanking.Times(
                id, counted.size(), counted.stream().flatMap(Optional::stream).toList())));
        Map<Long, String> names = names(times);
        long you = viewer instanceof PlayerRef.Account a ? a.id() : -1;
        return new Board(
                size,
                rows(TimedRanking.best(times), names, you),
                rows(TimedRanking.meanOfBest(times), names, you),
                rows(TimedRanking.fastestShare(times), names, you),
                heldBack);
    }

    /** What the draw counts on the boards now. */
    @Transactional(readOnly = true)
    public Count count(TimedDraw draw) {
        Optional<Held> why = draw.game().flatMap(stats::heldForReview);
        if (why.isPresent() && !(why.get() instanceof Held.Rejected)) return new UnderReview();
        return counted(draw, why, clock.instant())
                .<Count>map(t -> new Counts(t, t.equals(penalty)))
                .orElseGet(InPlay::new);
    }

    /** What one draw counts: nothing while held for review, the penalty once rejected, else by {@link TimedCount}. */
    private Optional<Duration> counted(TimedDraw draw, Optional<Held> why, Instant now) {
        if (why.isPresent()) return why.get() instanceof Held.Rejected ? Optional.of(penalty) : Optional.empty();
        return TimedCount.counted(draw, now, penalty);
    }

    private Map<Long, String> names(List<TimedRanking.Times> times) {
        Map<Long, String> shown = accounts.shownNames(
                times.stream().map(TimedRanking.Times::playerId).toList());
        List<BoardNames.Named> named = shown.entrySet().stream()
                .map(e -> new BoardNames.Named(e.getKey(), e.getValue()))
                .toList();
        List<String> distinct = BoardNames.distinguish(named);
        Map<Long, String> names = new HashMap<>();
        for (int i = 0; i < named.size(); i++) names.put(named.get(i).playerId(), distinct.get(i));
        return names;
    }

    /** The top rows and the viewer's own below them; players whose account is gone meanwhile are left out. */
    private static List<Row> rows(List<TimedRanking.Standing> ranked, Map<Long, String> names, long you) {
        List<Row> rows = new ArrayList<>();
        for (TimedRanking.Standing s : ranked) {
            String name = names.get(s.playerId());
            if (name == null) continue;
            boolean yours = s.playerId() == you;
            if (rows.size() < TOP || yours)
                rows.add(
                        new Row(s.place(), BoardNames.withYou(name, yours), s.value(), s.draws(), s.counting(), yours));
        }
        return rows;
    }
}
