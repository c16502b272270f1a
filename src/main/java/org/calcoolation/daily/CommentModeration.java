package org.calcoolation.daily;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.live.LiveEvents;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What {@link Moderators} do with comments: hide one, which then says so in place of its text, show a
 * hidden one again (a hide is no verdict that cannot be taken back), and list the reported ones, for
 * /review, so that no moderator has to finish a rung to find them. A hide or unhide is told to the
 * rung's open pages on every node, as a new comment is.
 */
@Service
public class CommentModeration {

    /** A bundle key: hiding is for moderators. */
    public static final String HIDE_REFUSED = "daily.talk.hideRefused";

    /** The most reported comments /review lists at once, newest report first. */
    static final int LISTED = 200;

    /** A comment someone reported, as a moderator sees it: its text even when hidden. */
    public record Reported(
            long id, long dailyPuzzleId, String author, String body, Instant postedAt, int reports, boolean hidden) {

        Reported by(String name) {
            return new Reported(id, dailyPuzzleId, name, body, postedAt, reports, hidden);
        }
    }

    private final JdbcTemplate jdbc;
    private final Moderators moderators;
    private final PlayerService accounts;
    private final Clock clock;
    private final LiveEvents live;

    CommentModeration(JdbcTemplate jdbc, Moderators moderators, PlayerService accounts, Clock clock, LiveEvents live) {
        this.jdbc = jdbc;
        this.moderators = moderators;
        this.accounts = accounts;
        this.clock = clock;
        this.live = live;
    }

    /** Hides a comment; only a moderator may. */
    @Transactional
    public Comments.Result hide(PlayerRef.Account viewer, long commentId) {
        if (!moderators.isModerator(viewer)) return new Comments.Refused(HIDE_REFUSED);
        int hidden = jdbc.update(
                "update rung_comment set hidden_at = ? where id = ? and hidden_at is null",
                clock.instant().atOffset(ZoneOffset.UTC),
                commentId);
        if (hidden != 1) return new Comments.Refused("daily.talk.hiddenAlready");
        tellTalkChanged(commentId);
        return new Comments.Done();
    }

    /** Shows a hidden comment again; only a moderator may. */
    @Transactional
    public Comments.Result unhide(PlayerRef.Account viewer, long commentId) {
        if (!moderators.isModerator(viewer)) return new Comments.Refused("daily.talk.unhideRefused");
        int shown = jdbc.update(
                "update rung_comment set hidden_at = null where id = ? and hidden_at is not null", commentId);
        if (shown != 1) return new Comments.Refused("daily.talk.notHidden");
        tellTalkChanged(commentId);
        return new Comments.Done();
    }

    /** In the change's transaction: the rung's open pages on every node hear of it with its commit ({@link Comments#onTalk}). */
    private void tellTalkChanged(long commentId) {
        Long rung = jdbc.queryForObject("select daily_puzzle_id from rung_comment where id = ?", Long.class, commentId);
        live.publish(Comments.TALK_CHANGED, Long.toString(rung), Long.toString(commentId));
    }

    /** The comments someone reported, hidden or not, newest report first; none for a viewer who does not moderate. */
    @Transactional(readOnly = true)
    public List<Reported> reported(PlayerRef.Account viewer) {
        if (!moderators.isModerator(viewer)) return List.of();
        record Row(long playerId, Reported comment) {}
        List<Row> rows = jdbc.query(
                """
                select c.id, c.daily_puzzle_id, c.player_id, c.body, c.posted_at, r.reports, c.hidden_at
                from rung_comment c
                join (select comment_id, count(*) reports, max(reported_at) latest from rung_comment_report group by comment_id) r
                  on r.comment_id = c.id
                order by r.latest desc, c.id desc
                fetch first %d rows only""".formatted(LISTED),
                (row, i) -> new Row(
                        row.getLong(3),
                        new Reported(
                                row.getLong(1),
                                row.getLong(2),
                                "",
                                row.getString(4),
                                row.getObject(5, OffsetDateTime.class).toInstant(),
                                row.getInt(6),
                                row.getObject(7) != null)));
        // Authors' names from the account feature, which owns them; a deleted account's comments went with it.
        Map<Long, String> names =
                accounts.shownNames(rows.stream().map(Row::playerId).toList());
        return rows.stream()
                .filter(row -> names.containsKey(row.playerId()))
                .map(row -> row.comment().by(names.get(row.playerId())))
                .toList();
    }
}
