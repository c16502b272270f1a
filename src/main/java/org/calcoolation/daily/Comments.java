package org.calcoolation.daily;

import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What players who finished a daily rung say of it: comments and stars, seen only by players who
 * finished that rung too (solved or given up), live or past, since the talk may give the puzzle away.
 * A comment is plain text of at most {@value #LENGTH} characters, editable and deletable by its author
 * for {@link #EDITABLE}; at most {@value #BURST} a player in {@link #BURST_WINDOW}, counted in the
 * database so that every node counts the same. Any of them may report a comment; {@link Moderators}
 * hide one, which then says so in place of its text, or show it again ({@link CommentModeration}).
 * A comment posted, edited, deleted, hidden or shown again is told, with its commit, to the rung's
 * open pages on every node ({@link #onTalk}), which read the talk again.
 */
@Service
public class Comments {

    public static final int LENGTH = 500;
    public static final Duration EDITABLE = Duration.ofMinutes(10);
    static final int BURST = 5;
    static final Duration BURST_WINDOW = Duration.ofMinutes(10);

    // Bundle keys (i18n/messages*.properties) of the sentences a refusal or a hidden comment shows: the page words
    // them.
    public static final String FINISH_FIRST = "daily.talk.finishFirst";
    public static final String HIDDEN = "daily.talk.hidden";
    static final String NO_PUZZLE = "daily.talk.noPuzzle";
    static final String TOO_MANY = "daily.talk.tooMany";
    static final String NO_COMMENT = "daily.talk.noComment";
    static final String STARS = "daily.talk.starsRange";
    static final String STARS_RACED = "daily.talk.starsRaced";
    static final String EMPTY = "daily.talk.empty";
    static final String TOO_LONG = "daily.talk.tooLong";
    /** The live event of a rung's talk changed: the rung (daily puzzle) id, and the comment's id as payload. */
    static final String TALK_CHANGED = "rung.talk";

    /** A rung's talk as one player sees it. */
    public sealed interface Talk {}

    /** Not for this player (yet): why, in a sentence. */
    public record Shut(String reason) implements Talk {}

    /** The comments, oldest first, and the stars; whether the viewer moderates. */
    public record Open(List<Comment> comments, Stars stars, boolean moderator) implements Talk {}

    /**
     * @param body the text as typed, empty when hidden (but for a moderator, who may unhide it)
     * @param yours whether the viewer wrote it; {@code changeable} whether they still may edit or delete it
     */
    public record Comment(
            long id,
            String name,
            String body,
            Instant postedAt,
            boolean edited,
            boolean hidden,
            boolean yours,
            boolean changeable,
            boolean reportedByYou,
            int reports) {

        Comment named(String shownName) {
            return new Comment(
                    id, shownName, body, postedAt, edited, hidden, yours, changeable, reportedByYou, reports);
        }
    }

    /** How many rated the rung and their mean, and the viewer's own stars if any. */
    public record Stars(int count, double mean, OptionalInt yours) {}

    /** What a change did. */
    public sealed interface Result {}

    public record Done() implements Result {}

    /** Why a change was refused: a bundle key, and its message's arguments. */
    public record Refused(String reason, List<Object> arguments) implements Result {
        public Refused(String reason) {
            this(reason, List.of());
        }

        public Refused {
            arguments = List.copyOf(arguments);
        }
    }

    private final JdbcTemplate jdbc;
    private final GameService games;
    private final DailyPuzzleService dailies;
    private final Moderators moderators;
    private final PlayerService accounts;
    private final Clock clock;
    private final LiveEvents live;

    Comments(
            JdbcTemplate jdbc,
            GameService games,
            DailyPuzzleService dailies,
            Moderators moderators,
            PlayerService accounts,
            Clock clock,
            LiveEvents live) {
        this.accounts = accounts;
        this.jdbc = jdbc;
        this.games = games;
        this.dailies = dailies;
        this.moderators = moderators;
        this.clock = clock;
        this.live = live;
    }

    /**
     * Tells {@code changed} of every comment posted, edited, deleted, hidden or shown again on this
     * rung, on any node, once committed, until the returned action is run. Called on the live events'
     * thread: a page hands it to its UI.
     */
    public Runnable onTalk(long dailyPuzzleId, Runnable changed) {
        String rung = Long.toString(dailyPuzzleId);
        return live.subscribe(TALK_CHANGED, event -> {
            if (event.key().equals(rung)) changed.run();
        });
    }

    /** In the change's transaction: the rung's pages hear of it once it commits. */
    private void tellTalkChanged(long dailyPuzzleId, long commentId) {
        live.publish(TALK_CHANGED, Long.toString(dailyPuzzleId), Long.toString(commentId));
    }

    private boolean isModerator(PlayerRef.Account viewer) {
        return moderators.isModerator(viewer);
    }

    /** Whether the player finished (solved or gave up) this daily puzzle. */
    public boolean finished(PlayerRef.Account viewer, long dailyPuzzleId) {
        GameState game = games.dailyGames(viewer, List.of(dailyPuzzleId)).get(dailyPuzzleId);
        return game != null && game.finish().isPresent();
    }

    @Transactional(readOnly = true)
    public Talk talk(PlayerRef.Account viewer, long dailyPuzzleId) {
        boolean moderator = isModerator(viewer);
        if (!moderator && !finished(viewer, dailyPuzzleId)) return new Shut(FINISH_FIRST);
        List<Row> rows = rows(viewer, dailyPuzzleId, moderator);
        // Names from the account feature, which owns them; a deleted account's comments went with it.
        Map<Long, String> names =
                accounts.shownNames(rows.stream().map(Row::playerId).toList());
        List<Comment> comments = rows.stream()
                .filter(row -> names.containsKey(row.playerId()))
                .map(row -> row.comment().named(names.get(row.playerId())))
                .toList();
        return new Open(comments, stars(viewer, dailyPuzzleId), moderator);
    }

    private record Row(long playerId, Comment comment) {}

    /** The rung's comments as the viewer may read them, not yet named. */
    private List<Row> rows(PlayerRef.Account viewer, long dailyPuzzleId, boolean moderator) {
        Instant now = clock.instant();
        return jdbc.query(
                """
                select c.id, c.player_id, c.body, c.posted_at, c.edited_at, c.hidden_at, c.player_id,
                  (select count(*) from rung_comment_report r where r.comment_id = c.id),
                  (select count(*) from rung_comment_report r where r.comment_id = c.id and r.player_id = ?)
                from rung_comment c
                where c.daily_puzzle_id = ? order by c.posted_at, c.id""",
                (row, i) -> {
                    Instant posted = row.getObject(4, OffsetDateTime.class).toInstant();
                    boolean hidden = row.getObject(6) != null;
                    boolean yours = row.getLong(7) == viewer.id();
                    return new Row(
                            row.getLong(2),
                            new Comment(
                                    row.getLong(1),
                                    "", // named below
                                    hidden && !moderator ? "" : row.getString(3),
                                    posted,
                                    row.getObject(5) != null,
                                    hidden,
                                    yours,
                                    yours && !hidden && now.isBefore(posted.plus(EDITABLE)),
                                    row.getInt(9) > 0,
                                    row.getInt(8)));
                },
                viewer.id(),
                dailyPuzzleId);
    }

    private Stars stars(PlayerRef.Account viewer, long dailyPuzzleId) {
        Stars stars = jdbc.queryForObject(
                "select count(*), coalesce(avg(cast(stars as double precision)), 0) from rung_star where daily_puzzle_id = ?",
                (row, i) -> new Stars(row.getInt(1), row.getDouble(2), OptionalInt.empty()),
                dailyPuzzleId);
        List<Integer> yours = jdbc.queryForList(
                "select stars from rung_star where daily_puzzle_id = ? and player_id = ?",
                Integer.class,
                dailyPuzzleId,
                viewer.id());
        return new Stars(
                stars.count(), stars.mean(), yours.isEmpty() ? OptionalInt.empty() : OptionalInt.of(yours.getFirst()));
    }

    @Transactional
    public Result post(PlayerRef.Account viewer, long dailyPuzzleId, String text) {
        Optional<Refused> wrong = checkText(text);
        if (wrong.isPresent()) return wrong.get();
        if (dailies.stored(List.of(dailyPuzzleId)).isEmpty()) return new Refused(NO_PUZZLE);
        if (!finished(viewer, dailyPuzzleId)) return new Refused(FINISH_FIRST);
        Instant now = clock.instant();
        Integer recent = jdbc.queryForObject(
                "select count(*) from rung_comment where player_id = ? and posted_at > ?",
                Integer.class,
                viewer.id(),
                now.minus(BURST_WINDOW).atOffset(ZoneOffset.UTC));
        if (recent != null && recent >= BURST) return new Refused(TOO_MANY, List.of(BURST, BURST_WINDOW.toMinutes()));
        KeyHolder made = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into rung_comment (daily_puzzle_id, player_id, body, posted_at) values (?, ?, ?, ?)",
                            new String[] {"id"});
                    insert.setLong(1, dailyPuzzleId);
                    insert.setLong(2, viewer.id());
                    insert.setString(3, text.strip());
                    insert.setObject(4, now.atOffset(ZoneOffset.UTC));
                    return insert;
                },
                made);
        tellTalkChanged(dailyPuzzleId, Objects.requireNonNull(made.getKey()).longValue());
        return new Done();
    }

    @Transactional
    public Result edit(PlayerRef.Account viewer, long commentId, String text) {
        Optional<Refused> wrong = checkText(text);
        if (wrong.isPresent()) return wrong.get();
        Instant now = clock.instant();
        Optional<Long> rung = rungOf(commentId);
        int changed = jdbc.update(
                "update rung_comment set body = ?, edited_at = ? where id = ? and player_id = ? and hidden_at is null and posted_at > ?",
                text.strip(),
                now.atOffset(ZoneOffset.UTC),
                commentId,
                viewer.id(),
                now.minus(EDITABLE).atOffset(ZoneOffset.UTC));
        if (changed != 1) return new Refused(TOO_LATE);
        rung.ifPresent(id -> tellTalkChanged(id, commentId));
        return new Done();
    }

    static final String TOO_LATE = "daily.talk.tooLate";

    @Transactional
    public Result delete(PlayerRef.Account viewer, long commentId) {
        Instant now = clock.instant();
        Optional<Long> rung = rungOf(commentId);
        int deleted = jdbc.update(
                "delete from rung_comment where id = ? and player_id = ? and hidden_at is null and posted_at > ?",
                commentId,
                viewer.id(),
                now.minus(EDITABLE).atOffset(ZoneOffset.UTC));
        if (deleted != 1) return new Refused(TOO_LATE);
        rung.ifPresent(id -> tellTalkChanged(id, commentId));
        return new Done();
    }

    /** Reports a comment the viewer can see, once; a second report of it by the same player changes nothing. */
    @Transactional
    public Result report(PlayerRef.Account viewer, long commentId) {
        Optional<Long> rung = rungOf(commentId);
        if (rung.isEmpty() || !(isModerator(viewer) || finished(viewer, rung.get()))) return new Refused(NO_COMMENT);
        try {
            jdbc.update(
                    "insert into rung_comment_report (comment_id, player_id, reported_at) values (?, ?, ?)",
                    commentId,
                    viewer.id(),
                    clock.instant().atOffset(ZoneOffset.UTC));
        } catch (DuplicateKeyException again) {
            // Reported before: one report a player.
        }
        return new Done();
    }

    /** Whether the viewer moderates: sees every rung's talk, finished or not, and hides comments ({@link CommentModeration}). */
    public boolean moderates(PlayerRef.Account viewer) {
        return isModerator(viewer);
    }

    /** The viewer's stars for a rung they finished, 1 to 5; rating again replaces them. */
    @Transactional
    public Result rate(PlayerRef.Account viewer, long dailyPuzzleId, int stars) {
        if (stars < 1 || stars > 5) return new Refused(STARS);
        if (!finished(viewer, dailyPuzzleId)) return new Refused(FINISH_FIRST);
        Object at = clock.instant().atOffset(ZoneOffset.UTC);
        int updated = jdbc.update(
                "update rung_star set stars = ?, rated_at = ? where daily_puzzle_id = ? and player_id = ?",
                stars,
                at,
                dailyPuzzleId,
                viewer.id());
        if (updated == 0) {
            try {
                jdbc.update(
                        "insert into rung_star (daily_puzzle_id, player_id, stars, rated_at) values (?, ?, ?, ?)",
                        dailyPuzzleId,
                        viewer.id(),
                        stars,
                        at);
            } catch (DuplicateKeyException raced) {
                return new Refused(STARS_RACED);
            }
        }
        return new Done();
    }

    private Optional<Long> rungOf(long commentId) {
        return jdbc
                .queryForList("select daily_puzzle_id from rung_comment where id = ?", Long.class, commentId)
                .stream()
                .findFirst();
    }

    private static Optional<Refused> checkText(String text) {
        String body = text.strip();
        if (body.isEmpty()) return Optional.of(new Refused(EMPTY));
        // Counted as the column counts them (UTF-16 units on H2): an emoji takes two.
        if (body.length() > LENGTH) return Optional.of(new Refused(TOO_LONG, List.of(LENGTH, body.length())));
        return Optional.empty();
    }
}
