package org.calcoolation.mydata;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.stream.Stream;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.account.signin.AccountSessions;
import org.calcoolation.account.signin.Passkeys;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.club.Clubs;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.PlayerTalk;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.PlayedGames;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.PracticeService;
import org.calcoolation.reminder.Reminders;
import org.calcoolation.stats.HelpTechniques;
import org.calcoolation.stats.RatingService;
import org.calcoolation.stats.SolveRecord;
import org.calcoolation.stats.StatsService;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A signed-in player's own data, gathered from the services of the features that keep it, and the
 * two files it is downloaded as. Only the player's own account is ever read: callers pass the
 * account of the signed-in session.
 */
@Service
public class MyDataService {

    /** A file to download: its name, its content type and its bytes. */
    public record Download(String fileName, String contentType, byte[] body) {}

    private final PlayerService players;
    private final StatsService stats;
    private final RatingService ratings;
    private final PlayedGames played;
    private final DailyPuzzleService daily;
    private final Clock clock;
    private final Passkeys passkeys;
    private final PlayerTalk talk;
    private final AccountSessions sessions;
    private final Reminders reminders;
    private final PracticeService practice;
    private final Clubs clubs;
    private final Classroom classes;
    private final HelpTechniques techniques;

    MyDataService(
            PlayerService players,
            StatsService stats,
            RatingService ratings,
            PlayedGames played,
            DailyPuzzleService daily,
            Clock clock,
            Passkeys passkeys,
            PlayerTalk talk,
            AccountSessions sessions,
            Reminders reminders,
            PracticeService practice,
            Clubs clubs,
            Classroom classes,
            HelpTechniques techniques) {
        this.techniques = techniques;
        this.clubs = clubs;
        this.classes = classes;
        this.reminders = reminders;
        this.practice = practice;
        this.passkeys = passkeys;
        this.talk = talk;
        this.sessions = sessions;
        this.players = players;
        this.stats = stats;
        this.ratings = ratings;
        this.played = played;
        this.daily = daily;
        this.clock = clock;
    }

    /** Everything kept about the account's player; empty if the account is gone. One read-only transaction, so the parts agree. */
    @Transactional(readOnly = true)
    public Optional<PlayerData> collect(PlayerRef.Account account) {
        return players.find(account).map(player -> collect(account, player));
    }

    /** The whole export as JSON, named {@code calcoolation-<user name>-<UTC date>.json}. */
    public Optional<Download> json(PlayerRef.Account account) {
        return collect(account)
                .map(data -> new Download(fileName(data, "json"), "application/json", ExportFiles.json(data)));
    }

    /** The finished games as CSV, one row each, for a spreadsheet. */
    public Optional<Download> gamesCsv(PlayerRef.Account account) {
        return collect(account)
                .map(data -> new Download(fileName(data, "csv"), "text/csv; charset=UTF-8", ExportFiles.csv(data)));
    }

    /** User names are ASCII letters, digits, {@code _ - .}: safe in a file name as they are. */
    static String fileName(PlayerData data, String extension) {
        return "calcoolation-" + data.profile().username() + "-"
                + LocalDate.ofInstant(data.exportedAt(), ZoneOffset.UTC) + "." + extension;
    }

    private PlayerData collect(PlayerRef.Account account, Player player) {
        List<SolveRecord> records = stats.finishedGames(player.id());
        List<PlayedGames.Unfinished> unfinished = played.unfinished(account);
        Map<UUID, HelpLedger> help = played.helpInFinishedGames(account);
        Map<UUID, List<HelpTechniques.Hinted>> hinted = techniques.byGame(player.id());
        Rungs rungs = rungs(records, unfinished);
        StatsService.Streak streak = stats.streak(player.id(), player.zone());
        Optional<RatingService.YourRating> rating = ratings.yourRating(player.id());
        PlayerTalk.Kept said = talk.of(account);
        return new PlayerData(
                PlayerData.FORMAT,
                clock.instant().truncatedTo(ChronoUnit.SECONDS),
                profile(player),
                new PlayerData.Streak(streak.current(), streak.longest(), streak.freezesHeld(), streak.gold()),
                rating.map(r -> new PlayerData.Rating(
                                r.now().rating(), r.now().deviation(), r.now().provisional()))
                        .orElse(null),
                rating.map(MyDataService::history).orElse(List.of()),
                records.stream()
                        .map(r -> finished(r, help.get(r.gameId()), hinted.getOrDefault(r.gameId(), List.of()), rungs))
                        .toList(),
                unfinished.stream().map(g -> inProgress(g, rungs)).toList(),
                passkeys(account),
                TalkData.comments(said),
                TalkData.stars(said),
                TalkData.reports(said),
                browsers(account),
                sessions.keptLoggedInLastUses(account).stream()
                        .map(used -> new PlayerData.KeptLoggedIn(millis(used)))
                        .toList(),
                reminders.of(account).map(LocalTime::toString).orElse(null),
                practiceRating(account),
                practice.history(account).stream().map(MyDataService::rated).toList(),
                clubs(account),
                classes(account));
    }

    private static PlayerData.Profile profile(Player player) {
        return new PlayerData.Profile(
                player.username(),
                player.displayName().orElse(null),
                player.email().orElse(null),
                millis(player.createdAt()),
                PlayerTag.of(player.id()),
                player.timeZone().map(ZoneId::getId).orElse(null));
    }

    /** The classes the player teaches (with a count of students, never their names) or is in. */
    private List<PlayerData.SchoolClass> classes(PlayerRef.Account account) {
        return classes.places(account).stream()
                .map(p -> new PlayerData.SchoolClass(
                        p.className(), p.teacher() ? "teacher" : "student", p.students(), millis(p.since())))
                .toList();
    }

    private List<PlayerData.Club> clubs(PlayerRef.Account account) {
        return clubs.memberships(account).stream()
                .map(m -> new PlayerData.Club(m.name(), m.owner(), millis(m.joinedAt())))
                .toList();
    }

    private PlayerData.@Nullable Rating practiceRating(PlayerRef.Account account) {
        return practice.rating(account)
                .map(r -> new PlayerData.Rating(r.rating(), r.deviation(), r.provisional()))
                .orElse(null);
    }

    private static PlayerData.RatedPuzzle rated(Attempt attempt) {
        Optional<Attempt.Scored> scored = attempt.scored();
        return new PlayerData.RatedPuzzle(
                attempt.size(),
                attempt.level().label(),
                millis(attempt.drawnAt()),
                scored.map(Attempt.Scored::result).orElse(null),
                scored.map(Attempt.Scored::score).orElse(null),
                scored.flatMap(Attempt.Scored::elapsed).map(Duration::toMillis).orElse(null),
                scored.map(Attempt.Scored::playerBefore).orElse(null),
                scored.map(Attempt.Scored::playerAfter).orElse(null),
                scored.map(s -> millis(s.at())).orElse(null));
    }

    /** The rungs of the daily puzzles among the finished and unfinished games. */
    private Rungs rungs(List<SolveRecord> records, List<PlayedGames.Unfinished> unfinished) {
        Map<Long, DailyPuzzle> dailies = daily.stored(Stream.concat(
                        records.stream().map(SolveRecord::dailyPuzzleId),
                        unfinished.stream().map(PlayedGames.Unfinished::dailyPuzzleId))
                .filter(OptionalLong::isPresent)
                .map(OptionalLong::getAsLong)
                .distinct()
                .toList());
        return new Rungs(dailies, daily.today());
    }

    private static List<PlayerData.RatingDay> history(RatingService.YourRating rating) {
        return rating.history().stream()
                .map(h -> new PlayerData.RatingDay(
                        h.day(), h.rating().rating(), h.rating().deviation(), h.games()))
                .toList();
    }

    private List<PlayerData.Passkey> passkeys(PlayerRef.Account account) {
        return passkeys.of(account).stream()
                .map(p -> new PlayerData.Passkey(
                        p.label(), millis(p.created()), p.lastUsed().equals(p.created()) ? null : millis(p.lastUsed())))
                .toList();
    }

    private List<PlayerData.SignedInBrowser> browsers(PlayerRef.Account account) {
        return sessions.stored(account).stream()
                .map(b -> new PlayerData.SignedInBrowser(
                        b.name(), b.address(), millis(b.signedInAt()), millis(b.lastSeenAt())))
                .toList();
    }

    /**
     * The day and rung of each daily puzzle played, and whether its Keen ID may be shown: not while
     * its day runs, as every page leaves it out then (it could be pasted into a solver). A daily
     * whose day cannot be read is taken for a running one: better no ID than a leaked one.
     */
    private record Rungs(Map<Long, DailyPuzzle> dailies, LocalDate today) {

        PlayerData.@Nullable Daily daily(OptionalLong dailyPuzzleId) {
            DailyPuzzle puzzle = puzzle(dailyPuzzleId);
            return puzzle == null ? null : new PlayerData.Daily(puzzle.day(), puzzle.slot() + 1);
        }

        boolean hidesId(OptionalLong dailyPuzzleId) {
            DailyPuzzle puzzle = puzzle(dailyPuzzleId);
            return dailyPuzzleId.isPresent() && (puzzle == null || !puzzle.day().isBefore(today));
        }

        /** When the site shows a hidden ID: at the end of its day. */
        @Nullable
        Instant idShownFrom(OptionalLong dailyPuzzleId) {
            DailyPuzzle puzzle = puzzle(dailyPuzzleId);
            return hidesId(dailyPuzzleId) && puzzle != null
                    ? puzzle.day().plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant()
                    : null;
        }

        private @Nullable DailyPuzzle puzzle(OptionalLong dailyPuzzleId) {
            return dailyPuzzleId.isPresent() ? dailies.get(dailyPuzzleId.getAsLong()) : null;
        }
    }

    private static PlayerData.FinishedGame finished(
            SolveRecord record, @Nullable HelpLedger help, List<HelpTechniques.Hinted> hinted, Rungs rungs) {
        OptionalLong dailyId = record.dailyPuzzleId();
        return new PlayerData.FinishedGame(
                millis(record.finishedAt()),
                kind(record.kind()),
                rungs.daily(dailyId),
                rungs.hidesId(dailyId) ? null : record.puzzleId(),
                rungs.idShownFrom(dailyId),
                outcome(record),
                record.playMillis(),
                record.elapsedMillis(),
                help == null ? null : help(help),
                record.held().map(ReviewData::key).orElse(null),
                record.review().map(r -> ReviewData.of(r, record.kind().size())).orElse(null),
                record.gold(),
                hinted.stream()
                        .map(h -> new PlayerData.HintedTechnique(h.technique().slug(), h.hints()))
                        .toList());
    }

    private static PlayerData.GameInProgress inProgress(PlayedGames.Unfinished game, Rungs rungs) {
        OptionalLong dailyId = game.dailyPuzzleId();
        return new PlayerData.GameInProgress(
                millis(game.createdAt()),
                game.startedAt().map(MyDataService::millis).orElse(null),
                millis(game.lastPlayedAt()),
                kind(game.kind()),
                rungs.daily(dailyId),
                rungs.hidesId(dailyId) ? null : game.puzzleId(),
                rungs.idShownFrom(dailyId),
                game.playMillis(),
                help(game.help()));
    }

    private static PlayerData.Help help(HelpLedger help) {
        return new PlayerData.Help(help.checks(), help.hints(), help.cellsRevealed(), help.solutionRevealed());
    }

    private static PlayerData.Kind kind(PuzzleKind kind) {
        Variant variant = kind.variant();
        Map<String, Integer> weights = null;
        if (!variant.weights().isEven()) {
            weights = new LinkedHashMap<>();
            for (Operation op : variant.used())
                weights.put(OperationWeights.name(op), variant.weights().of(op));
        }
        return new PlayerData.Kind(
                kind.size(),
                kind.difficulty().key(),
                variant.style().key(),
                variant.style() == CageStyle.MERGE ? variant.meanTenths() / 10.0 : null,
                variant.operations().key(),
                variant.twists().stream().sorted().map(Twist::key).toList(),
                weights,
                kind.label());
    }

    private static String outcome(SolveRecord record) {
        return switch (record.outcome()) {
            case CLEAN -> "clean";
            case ASSISTED -> "assisted";
            case GIVEN_UP -> "given-up";
        };
    }

    /** Times to the millisecond: what the database keeps beyond that is noise to a reader. */
    static Instant millis(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MILLIS);
    }
}
