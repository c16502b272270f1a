package org.calcoolation.club;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.DailyBoards.CleanSolve;
import org.calcoolation.stats.StatsService;
import org.springframework.stereotype.Service;

/**
 * A club's boards, for its members only: today's ladder ranked among the members, who has not
 * played each rung yet, the week's standings and the members' streaks. Solves count as on the
 * site's boards (clean, on the puzzle's own UTC day, not held for review); the members' names are
 * told apart among themselves as the site's boards do.
 */
@Service
public class ClubBoards {

    /** How many members' streaks one page of the members' list reads. */
    public static final int MEMBERS_PAGE = 50;

    /** The rule of the week's standings, as the page says it. */
    /** The rule of the week's points, as a bundle key. */
    public static final String WEEK_RULE = "club.weekRule";

    /** One member's place on one rung of the day. */
    public record Rank(
            int rank, long playerId, String name, long elapsedMillis, boolean gold, boolean you, UUID game) {}

    /** One rung of the day among the members: the ranked solves, fastest first, and the members with none yet. */
    public record RungBoard(DailyPuzzle puzzle, List<Rank> ranked, List<String> notYet) {
        public RungBoard {
            ranked = List.copyOf(ranked);
            notYet = List.copyOf(notYet);
        }
    }

    /** One member's week: points by {@link #WEEK_RULE}, clean solves, and their place. */
    public record Standing(int place, long playerId, String name, int points, int solves, boolean you) {}

    /** One member in the members' list: their streak, and whether they own the club. */
    public record Member(long playerId, String name, int streak, int longest, boolean owner, boolean you) {}

    private final Clubs clubs;
    private final DailyPuzzleService daily;
    private final DailyBoards boards;
    private final PlayerService accounts;
    private final StatsService stats;

    ClubBoards(Clubs clubs, DailyPuzzleService daily, DailyBoards boards, PlayerService accounts, StatsService stats) {
        this.clubs = clubs;
        this.daily = daily;
        this.boards = boards;
        this.accounts = accounts;
        this.stats = stats;
    }

    /** Today's ladder among the club's members; empty for anyone not in the club. */
    public Optional<List<RungBoard>> today(PlayerRef.Account viewer, long clubId) {
        List<Long> members = clubs.members(viewer, clubId);
        if (members.isEmpty()) return Optional.empty();
        Map<Long, String> names = names(members);
        LocalDate today = daily.today();
        List<DailyPuzzle> ladder = daily.ladder(today) instanceof DayResult.Ladder found ? found.puzzles() : List.of();
        Map<Long, List<CleanSolve>> byPuzzle = solvesByPuzzle(ladder, members);
        List<RungBoard> rungs = new ArrayList<>();
        for (DailyPuzzle puzzle : ladder) {
            List<CleanSolve> solves = byPuzzle.getOrDefault(puzzle.id(), List.of());
            List<Rank> ranked = new ArrayList<>();
            for (CleanSolve solve : solves) {
                if (!names.containsKey(solve.playerId())) continue; // deleted meanwhile
                ranked.add(new Rank(
                        ranked.size() + 1,
                        solve.playerId(),
                        names.get(solve.playerId()),
                        solve.elapsedMillis(),
                        solve.gold(),
                        solve.playerId() == viewer.id(),
                        solve.game()));
            }
            List<String> notYet = members.stream()
                    .filter(names::containsKey)
                    .filter(m -> solves.stream().noneMatch(s -> s.playerId() == m))
                    .map(names::get)
                    .sorted(String.CASE_INSENSITIVE_ORDER)
                    .toList();
            rungs.add(new RungBoard(puzzle, ranked, notYet));
        }
        return Optional.of(rungs);
    }

    /** This UTC week's standings among the members by {@link #WEEK_RULE}; empty for anyone not in the club. */
    public Optional<List<Standing>> week(PlayerRef.Account viewer, long clubId) {
        List<Long> members = clubs.members(viewer, clubId);
        if (members.isEmpty()) return Optional.empty();
        Map<Long, String> names = names(members);
        LocalDate today = daily.today();
        LocalDate monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        List<DailyPuzzle> week = daily.storedLadders(monday, today).values().stream()
                .flatMap(List::stream)
                .toList();
        Map<Long, int[]> scores = new HashMap<>(); // points, solves
        for (List<CleanSolve> solves : solvesByPuzzle(week, members).values()) {
            List<CleanSolve> counted =
                    solves.stream().filter(s -> names.containsKey(s.playerId())).toList();
            for (int i = 0; i < counted.size(); i++) {
                int[] score = scores.computeIfAbsent(counted.get(i).playerId(), p -> new int[2]);
                score[0] += counted.size() - i;
                score[1]++;
            }
        }
        List<Long> order = names.keySet().stream()
                .sorted(Comparator.<Long>comparingInt(p -> -scores.getOrDefault(p, new int[2])[0])
                        .thenComparingInt(p -> -scores.getOrDefault(p, new int[2])[1])
                        .thenComparing(names::get, String.CASE_INSENSITIVE_ORDER))
                .toList();
        List<Standing> standings = new ArrayList<>();
        for (long player : order) {
            int[] score = scores.getOrDefault(player, new int[2]);
            // Equal points and solves share a place.
            int place = standings.isEmpty()
                            || standings.getLast().points() != score[0]
                            || standings.getLast().solves() != score[1]
                    ? standings.size() + 1
                    : standings.getLast().place();
            standings.add(new Standing(place, player, names.get(player), score[0], score[1], player == viewer.id()));
        }
        return Optional.of(standings);
    }

    /** How many pages of {@link #MEMBERS_PAGE} the members' list has; 0 for anyone not in the club. */
    public int memberPages(PlayerRef.Account viewer, long clubId) {
        int n = clubs.members(viewer, clubId).size();
        return (n + MEMBERS_PAGE - 1) / MEMBERS_PAGE;
    }

    /**
     * One page of the members, by name, with their streaks on their own calendars: a page reads
     * {@link #MEMBERS_PAGE} streaks at most, however large the club. Empty for anyone not in it.
     */
    public List<Member> members(PlayerRef.Account viewer, long clubId, int page) {
        Optional<Clubs.Club> club = clubs.visible(viewer, clubId);
        if (club.isEmpty()) return List.of();
        Map<Long, String> names = names(clubs.members(viewer, clubId));
        List<Long> byName = names.keySet().stream()
                .sorted(Comparator.comparing(names::get, String.CASE_INSENSITIVE_ORDER))
                .skip((long) Math.max(0, page) * MEMBERS_PAGE)
                .limit(MEMBERS_PAGE)
                .toList();
        Map<Long, Player> players =
                accounts.findAll(byName).stream().collect(Collectors.toMap(Player::id, Function.identity()));
        List<Member> shown = new ArrayList<>();
        for (long id : byName) {
            Player player = players.get(id);
            if (player == null) continue;
            StatsService.Streak streak = stats.streak(id, player.zone());
            shown.add(new Member(
                    id,
                    names.get(id),
                    streak.current(),
                    streak.longest(),
                    club.get().ownerId() == id,
                    id == viewer.id()));
        }
        return shown;
    }

    /** The members' clean solves of these puzzles on their days, by puzzle, fastest first. */
    private Map<Long, List<CleanSolve>> solvesByPuzzle(List<DailyPuzzle> puzzles, List<Long> members) {
        Map<Long, LocalDate> days = new LinkedHashMap<>();
        puzzles.forEach(p -> days.put(p.id(), p.day()));
        Map<Long, List<CleanSolve>> byPuzzle = new HashMap<>();
        for (CleanSolve solve : boards.cleanSolvesAmong(days, members))
            byPuzzle.computeIfAbsent(solve.dailyPuzzleId(), p -> new ArrayList<>())
                    .add(solve);
        return byPuzzle;
    }

    /** The members' shown names, told apart among themselves; a deleted account is left out. */
    private Map<Long, String> names(List<Long> members) {
        return BoardNames.distinguish(accounts.shownNames(members));
    }
}
