package org.calcoolation.run;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.practice.PlayerKey;
import org.calcoolation.practice.PoolShelf;
import org.calcoolation.practice.PoolShelf.Shelved;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.Held;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * The three-minute run ({@link RunRules}). The server keeps the clock: a run ends when its {@code
 * ends_at} passes, whatever a page says; a page's grid counts only if it comes from the page that
 * started the run, for the puzzle in play, once, and before the end ({@link RunRules#GRACE} allowed
 * for the way there). Runs of accounts go on a day's board and the all-time board once finished,
 * unless a solve of theirs is held by the dailies' screening; a moderator clears or rejects them.
 */
@Service
public class RunService {

    // Bundle keys (i18n/messages*.properties) of why a step was refused: the page words them.
    public static final String ANOTHER_TAB = "run.refused.anotherTab";
    public static final String POOL_EMPTY = "run.refused.poolEmpty";
    public static final String NOT_YOURS = "run.refused.notYours";
    public static final String OTHER_PAGE = "run.refused.otherPage";
    public static final String OVER = "run.refused.over";
    public static final String COUNTED = "run.refused.counted";
    public static final String NOT_IN_PLAY = "run.refused.notInPlay";
    public static final String UNREADABLE = "run.refused.unreadable";
    public static final String NOT_OVER = "run.refused.notOver";
    public static final String NOT_A_MODERATOR = "run.refused.notAModerator";
    public static final String DECIDED = "run.refused.decided";

    /** Starting a run: the run and its first puzzles, or why not. */
    public sealed interface Start {}

    /** A run under way: its id, the secret of the page that plays it, when it ends, the puzzles sent. */
    public record Started(long run, String token, Instant endsAt, List<RunPuzzle> puzzles) implements Start {}

    public record Refused(String reason) implements Start, Judged, End, Decided {}

    /** What a full grid did. */
    public sealed interface Judged {}

    /** Solved: the run's score now, its new end, and a puzzle more to keep the page's stock. */
    public record Solved(int solved, Instant endsAt, List<RunPuzzle> ahead) implements Judged {}

    /** Wrong: it costs time and stays to be mended. */
    public record Wrong(Instant endsAt) implements Judged {}

    /** Finishing a run. */
    public sealed interface End {}

    /** The run is over (also what a grid that came too late gets). */
    public record Ended(Result result) implements Judged, End {}

    /**
     * A finished run: its score, its wrong grids, why it is held if it is, whether it is on the boards
     * (an account's that counts), and the place its score takes or would take on the day's and the
     * all-time board (1 for the top).
     */
    public record Result(
            long run, int solved, int wrong, Optional<Held> held, boolean onBoard, int dayPlace, int allPlace) {}

    /** A row of a board: the player's name, their best and whether it is the viewer. */
    public record BoardRow(int place, String name, int solved, boolean you) {}

    /** A puzzle of a finished run, for its review: its puzzle, whether solved, its wrong grids, its moves. */
    public record Reviewed(
            int position, Puzzle puzzle, boolean solved, int wrong, Optional<Duration> took, List<Move> moves) {}

    /** A move of a run's puzzle as the page made it: digit 0 clears. */
    public record Move(int cell, int digit, long millis) {}

    /** A held run for a moderator. */
    public record HeldRun(long run, String player, int solved, Instant finishedAt, String review) {}

    public sealed interface Decided {}

    public record Done() implements Decided {}

    private final Runs runs;
    private final PoolShelf pool;
    private final Screens screens;
    private final PlayerService accounts;
    private final Moderators moderators;
    private final Clock clock;

    RunService(Runs runs, PoolShelf pool, Screens screens, PlayerService accounts, Moderators moderators, Clock clock) {
        this.runs = runs;
        this.pool = pool;
        this.screens = screens;
        this.accounts = accounts;
        this.moderators = moderators;
        this.clock = clock;
    }

    /** A new run, with the puzzle in play and {@link RunRules#AHEAD} more; refused while the player has one live. */
    public Start start(PlayerRef player) {
        Instant now = clock.instant();
        runs.closeExpired(now.minus(RunRules.GRACE));
        String key = PlayerKey.of(player);
        OptionalLong account = player instanceof PlayerRef.Account a ? OptionalLong.of(a.id()) : OptionalLong.empty();
        String token = UUID.randomUUID().toString();
        long run;
        try {
            run = runs.start(
                    key, account, token, LocalDate.ofInstant(now, ZoneOffset.UTC), now, now.plus(RunRules.LENGTH));
        } catch (DuplicateKeyException anotherTab) {
            return new Refused(ANOTHER_TAB);
        }
        List<RunPuzzle> puzzles = new ArrayList<>();
        for (int position = 0; position <= RunRules.AHEAD; position++) {
            Optional<RunPuzzle> served = serve(run, key, position);
            if (served.isEmpty()) {
                runs.delete(run);
                return new Refused(POOL_EMPTY);
            }
            puzzles.add(served.get());
        }
        runs.shown(run, 0, now);
        return new Started(run, token, now.plus(RunRules.LENGTH), puzzles);
    }

    /**
     * A pool puzzle of the position's size for the run: the lowest rated the player was never shown in
     * a run, else (the pool has no such puzzle) any not in this run, else any. Empty if the pool has
     * none of the size, or its puzzle cannot be solved.
     */
    private Optional<RunPuzzle> serve(long run, String key, int position) {
        int size = RunRules.size(position);
        List<Shelved> shelf = pool.ofSize(size, 500);
        if (shelf.isEmpty()) return Optional.empty();
        Set<Long> seen = runs.seen(key), here = runs.inRun(run);
        Shelved pick = shelf.stream()
                .filter(p -> !seen.contains(p.id()) && !here.contains(p.id()))
                .findFirst()
                .or(() -> shelf.stream().filter(p -> !here.contains(p.id())).findAny())
                .orElse(shelf.get(ThreadLocalRandom.current().nextInt(shelf.size())));
        if (!(KeenCodec.decode(pick.keenId()) instanceof DecodeResult.Valid valid)
                || !(Solver.solve(valid.puzzle()) instanceof Finding.Unique unique)) return Optional.empty();
        String solution = digits(unique.solution().digits());
        runs.serve(run, position, key, pick.id(), pick.keenId(), pick.level(), solution);
        String salt = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        return Optional.of(new RunPuzzle(
                position,
                new Puzzle(valid.puzzle().size(), valid.puzzle().cages()),
                pick.level(),
                salt,
                RunRules.check(salt, solution)));
    }

    private static String digits(int[] digits) {
        StringBuilder s = new StringBuilder();
        for (int d : digits) s.append(d);
        return s.toString();
    }

    /** Judges a full grid the page sent ({@link SentGrid}'s text) for run {@code run} from the page holding {@code token}. */
    public Judged grid(PlayerRef player, long run, String token, String text) {
        Instant now = clock.instant();
        Optional<Runs.Row> found = runs.of(run).filter(r -> r.playerKey().equals(PlayerKey.of(player)));
        if (found.isEmpty()) return new Refused(NOT_YOURS);
        Runs.Row row = found.get();
        if (!row.token().equals(token)) return new Refused(OTHER_PAGE);
        if (!row.live()) return new Refused(OVER);
        if (now.isAfter(row.endsAt().plus(RunRules.GRACE))) return new Ended(end(player, row, now));
        Optional<SentGrid> sent = SentGrid.parse(text);
        if (sent.isEmpty()) return new Refused(UNREADABLE);
        if (sent.get().seq() <= row.lastSeq()) return new Refused(COUNTED);
        if (sent.get().position() != row.solved()) return new Refused(NOT_IN_PLAY);
        Runs.Served puzzle = runs.puzzle(run, row.solved()).orElseThrow();
        if (sent.get().digits().length != puzzle.solution().length()) return new Refused(UNREADABLE);
        return sent.get().digitText().equals(puzzle.solution())
                ? solved(player, row, puzzle, sent.get(), now)
                : wrong(player, row, sent.get(), now);
    }

    private Judged solved(PlayerRef player, Runs.Row row, Runs.Served puzzle, SentGrid sent, Instant now) {
        Optional<String> review = screens.review(player, row.id(), puzzle, sent, now);
        Instant endsAt = row.endsAt().plus(RunRules.BONUS);
        if (!runs.count(row, sent.seq(), 1, endsAt, review.orElse(null))) return new Refused(COUNTED);
        runs.solved(row.id(), puzzle.position(), now, sent.movesText(), review.orElse(null));
        int next = puzzle.position() + 1;
        runs.shown(row.id(), next, now);
        // The page holds the next AHEAD puzzles; one more keeps its stock whole.
        Optional<RunPuzzle> more = serve(row.id(), row.playerKey(), next + RunRules.AHEAD);
        return new Solved(row.solved() + 1, endsAt, more.stream().toList());
    }

    private Judged wrong(PlayerRef player, Runs.Row row, SentGrid sent, Instant now) {
        Instant endsAt = row.endsAt().minus(RunRules.PENALTY);
        if (!runs.count(row, sent.seq(), 0, endsAt, null)) return new Refused(COUNTED);
        runs.wrong(row.id(), sent.position(), sent.movesText());
        if (!endsAt.isAfter(now)) return new Ended(end(player, runs.of(row.id()).orElseThrow(), now));
        return new Wrong(endsAt);
    }

    /** Ends the run when its clock has run out; refused before that, and when it was ended already. */
    public End finish(PlayerRef player, long run, String token) {
        Instant now = clock.instant();
        Optional<Runs.Row> found = runs.of(run).filter(r -> r.playerKey().equals(PlayerKey.of(player)));
        if (found.isEmpty()) return new Refused(NOT_YOURS);
        if (!found.get().token().equals(token)) return new Refused(OTHER_PAGE);
        if (!found.get().live()) return new Refused(OVER);
        if (now.isBefore(found.get().endsAt())) return new Refused(NOT_OVER);
        return new Ended(end(player, found.get(), now));
    }

    private Result end(PlayerRef player, Runs.Row row, Instant now) {
        runs.finish(row.id(), now);
        return result(player, runs.of(row.id()).orElseThrow());
    }

    /** A finished run of the player's, for its result page. */
    public Optional<Result> result(PlayerRef player, long run) {
        runs.closeExpired(clock.instant().minus(RunRules.GRACE));
        return runs.of(run).filter(r -> mayLookAt(player, r)).map(r -> result(player, r));
    }

    /** A finished run is its player's to look at, and a moderator's. */
    private boolean mayLookAt(PlayerRef viewer, Runs.Row run) {
        return !run.live() && (run.playerKey().equals(PlayerKey.of(viewer)) || moderators.isModerator(viewer));
    }

    private Result result(PlayerRef player, Runs.Row row) {
        Optional<Held> held = row.review().map(review -> screens.held(review, runs.puzzles(row.id())));
        boolean onBoard = row.account().isPresent() && held.isEmpty();
        return new Result(
                row.id(),
                row.solved(),
                row.wrong(),
                held,
                onBoard,
                runs.above(Optional.of(row.day()), row.solved()) + 1,
                runs.above(Optional.empty(), row.solved()) + 1);
    }

    /** The puzzles the player was shown in a finished run of theirs, with their moves; empty if it is not theirs. */
    public List<Reviewed> review(PlayerRef player, long run) {
        if (runs.of(run).filter(r -> mayLookAt(player, r)).isEmpty()) return List.of();
        List<Reviewed> reviewed = new ArrayList<>();
        for (Runs.Served p : runs.puzzles(run)) {
            if (p.shownAt().isEmpty()) continue;
            if (!(KeenCodec.decode(p.keenId()) instanceof DecodeResult.Valid valid)) continue;
            Puzzle puzzle = valid.puzzle();
            List<Move> moves = SentGrid.moves(p.moves(), puzzle.size()).orElse(List.of()).stream()
                    .map(m -> new Move(m.cell(), m.digit(), m.millis()))
                    .toList();
            Optional<Duration> took =
                    p.solvedAt().map(at -> Duration.between(p.shownAt().get(), at));
            reviewed.add(new Reviewed(p.position(), puzzle, p.solvedAt().isPresent(), p.wrong(), took, moves));
        }
        return reviewed;
    }

    /** The best runs of {@code day}'s board, or of all time when empty; the viewer's own row says so. */
    public List<BoardRow> board(PlayerRef viewer, Optional<LocalDate> day, int most) {
        runs.closeExpired(clock.instant().minus(RunRules.GRACE));
        List<Runs.Best> best = runs.board(day, most);
        Map<Long, String> names =
                accounts.shownNames(best.stream().map(Runs.Best::account).toList());
        List<BoardRow> rows = new ArrayList<>();
        for (int i = 0; i < best.size(); i++) {
            Runs.Best b = best.get(i);
            boolean you = viewer instanceof PlayerRef.Account a && a.id() == b.account();
            rows.add(new BoardRow(
                    i + 1, BoardNames.withYou(names.getOrDefault(b.account(), "?"), you), b.solved(), you));
        }
        return rows;
    }

    /** The UTC day a run started now would count for. */
    public LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    }

    /** Finished runs held off the boards, for a moderator; none for anyone else. */
    public List<HeldRun> held(PlayerRef viewer) {
        if (!moderators.isModerator(viewer)) return List.of();
        List<Runs.Row> held = runs.held();
        Map<Long, String> names = accounts.shownNames(held.stream()
                .filter(r -> r.account().isPresent())
                .map(r -> r.account().getAsLong())
                .toList());
        return held.stream()
                .map(r -> new HeldRun(
                        r.id(),
                        r.account().isPresent() ? names.getOrDefault(r.account().getAsLong(), "?") : "a guest",
                        r.solved(),
                        r.finishedAt().orElseThrow(),
                        r.review().orElseThrow()))
                .toList();
    }

    /** A moderator clears a held run (onto the boards) or rejects it (off them for good). */
    public Decided decide(PlayerRef viewer, long run, boolean clear) {
        if (!moderators.isModerator(viewer)) return new Refused(NOT_A_MODERATOR);
        return runs.decide(run, clear ? null : Screens.REJECTED) ? new Done() : new Refused(DECIDED);
    }

    /** The run the player has live, if any: a tab that lost its page sees when it ends. */
    public Optional<Instant> liveUntil(PlayerRef player) {
        return runs.live(PlayerKey.of(player)).map(Runs.Row::endsAt);
    }
}
