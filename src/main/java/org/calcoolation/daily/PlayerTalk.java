package org.calcoolation.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.jspecify.annotations.Nullable;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * All a player has said of daily rungs ({@link Comments}), for their own data: their comments, hidden
 * ones with their text and when they were hidden, their stars, and the comments they reported. A
 * reported comment is another player's: its text is given while the rung shows it, not once hidden.
 */
@Service
public class PlayerTalk {

    /** The rung a comment, star or report is about: its UTC day and its rung, 1 to 6 as the pages count them. */
    public record Rung(LocalDate day, int rung) {}

    public record Comment(
            Rung rung,
            String text,
            Instant postedAt,
            @Nullable Instant editedAt,
            @Nullable Instant hiddenAt) {}

    public record Star(Rung rung, int stars, Instant ratedAt) {}

    public record Report(
            Rung rung,
            Instant reportedAt,
            Instant commentPostedAt,
            @Nullable String commentText) {}

    public record Kept(List<Comment> comments, List<Star> stars, List<Report> reports) {
        public Kept {
            comments = List.copyOf(comments);
            stars = List.copyOf(stars);
            reports = List.copyOf(reports);
        }
    }

    private final JdbcTemplate jdbc;

    PlayerTalk(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The player's comments, stars and reports, oldest first. */
    @Transactional(readOnly = true)
    public Kept of(PlayerRef.Account player) {
        List<Comment> comments = jdbc.query(
                """
                select d.play_day, d.slot, c.body, c.posted_at, c.edited_at, c.hidden_at
                from rung_comment c join daily_puzzle d on d.id = c.daily_puzzle_id
                where c.player_id = ? order by c.posted_at, c.id""",
                (row, i) -> new Comment(
                        rung(row.getObject(1, LocalDate.class), row.getInt(2)),
                        row.getString(3),
                        instant(row.getObject(4, OffsetDateTime.class)).orElseThrow(),
                        instant(row.getObject(5, OffsetDateTime.class)).orElse(null),
                        instant(row.getObject(6, OffsetDateTime.class)).orElse(null)),
                player.id());
        List<Star> stars = jdbc.query(
                """
                select d.play_day, d.slot, s.stars, s.rated_at
                from rung_star s join daily_puzzle d on d.id = s.daily_puzzle_id
                where s.player_id = ? order by s.rated_at, d.play_day, d.slot""",
                (row, i) -> new Star(
                        rung(row.getObject(1, LocalDate.class), row.getInt(2)),
                        row.getInt(3),
                        instant(row.getObject(4, OffsetDateTime.class)).orElseThrow()),
                player.id());
        List<Report> reports = jdbc.query(
                """
                select d.play_day, d.slot, r.reported_at, c.posted_at, c.body, c.hidden_at
                from rung_comment_report r join rung_comment c on c.id = r.comment_id
                  join daily_puzzle d on d.id = c.daily_puzzle_id
                where r.player_id = ? order by r.reported_at, c.id""",
                (row, i) -> new Report(
                        rung(row.getObject(1, LocalDate.class), row.getInt(2)),
                        instant(row.getObject(3, OffsetDateTime.class)).orElseThrow(),
                        instant(row.getObject(4, OffsetDateTime.class)).orElseThrow(),
                        row.getObject(6) == null ? row.getString(5) : null),
                player.id());
        return new Kept(comments, stars, reports);
    }

    private static Rung rung(LocalDate day, int slot) {
        return new Rung(day, slot + 1);
    }

    private static Optional<Instant> instant(@Nullable OffsetDateTime time) {
        return Optional.ofNullable(time).map(OffsetDateTime::toInstant);
    }
}
