package org.calcoolation.club;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.NameRules;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.jspecify.annotations.Nullable;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Clubs and who is in them: making one, its invite link, joining, leaving, removing, handing over.
 * Every question about a club names the account asking, and a club is only ever shown to its
 * members; to anyone else a club that exists and one that does not read the same.
 */
@Service
public class Clubs {

    /** The most members a club may have; its owner may set fewer. Keeps every club's board one page of work. */
    public static final int MOST_MEMBERS = 500;

    public static final int DESCRIPTION_MAX = 500;

    // Why a change was refused: bundle keys (i18n/messages*.properties), worded by the page.
    static final Problem NOT_YOURS = Problem.of("club.problem.notYours");
    static final Problem OWNER_ONLY = Problem.of("club.problem.ownerOnly");
    static final Problem NO_NAME = Problem.of("club.problem.noName");
    public static final Problem LOOKS_LIKE = Problem.of("club.problem.looksLike");
    static final Problem LONG_DESCRIPTION = Problem.of("club.problem.longDescription", DESCRIPTION_MAX);
    public static final Problem BAD_LINK = Problem.of("club.problem.badLink");
    static final Problem EXPIRED_LINK = Problem.of("club.problem.expiredLink");
    static final Problem FULL = Problem.of("club.problem.full");
    static final Problem HAND_OVER_FIRST = Problem.of("club.problem.handOverFirst");
    public static final Problem CAP_RANGE = Problem.of("club.problem.capRange", MOST_MEMBERS);
    static final Problem CAP_BELOW_MEMBERS = Problem.of("club.problem.capBelowMembers");
    static final Problem NOT_A_MEMBER = Problem.of("club.problem.notAMember");

    /** A club as its members see it. */
    public record Club(long id, String name, String description, long ownerId, int memberCap, int members) {
        public boolean ownedBy(PlayerRef.Account account) {
            return ownerId == account.id();
        }
    }

    /** What a change did. */
    public sealed interface Result {
        record Done(long clubId) implements Result {}

        /** Nothing changed, for this reason, in a sentence for the page. */
        record Refused(Problem message) implements Result {}
    }

    /** A new invite link's token, shown once to the owner; only its hash is kept. */
    public sealed interface InviteResult {
        record Made(String token, Optional<Instant> expires) implements InviteResult {}

        record Refused(Problem message) implements InviteResult {}
    }

    /** The club's live invite link, as its owner is told of it (the token itself is not kept). */
    public record LiveInvite(Instant created, Optional<Instant> expires) {}

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final TransactionTemplate transactions;

    Clubs(JdbcTemplate jdbc, Clock clock, PlatformTransactionManager transactionManager) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.transactions = new TransactionTemplate(transactionManager);
    }

    /**
     * Makes a club with the account as its owner and first member. Two look-alike names made at the
     * same moment both pass the name check; the name keys' primary key then refuses the second,
     * whose transaction is rolled back whole (on PostgreSQL it could not go on anyway).
     */
    public Result create(PlayerRef.Account owner, String name, @Nullable String description) {
        try {
            return Objects.requireNonNull(transactions.execute(status -> made(owner, name, description)));
        } catch (DuplicateKeyException lookAlikeAtTheSameMoment) {
            return new Result.Refused(LOOKS_LIKE);
        }
    }

    private Result made(PlayerRef.Account owner, String name, @Nullable String description) {
        String shown = NameRules.prepared(name.strip());
        if (shown.isEmpty()) return new Result.Refused(NO_NAME);
        Optional<Problem> problem = NameRules.check(shown);
        if (problem.isPresent()) return new Result.Refused(problem.get());
        String about = description == null ? "" : description.strip();
        if (about.length() > DESCRIPTION_MAX) return new Result.Refused(LONG_DESCRIPTION);
        Set<String> keys = NameRules.keys(shown);
        if (nameTaken(keys)) return new Result.Refused(LOOKS_LIKE);
        KeyHolder made = new GeneratedKeyHolder();
        jdbc.update(
                connection -> {
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into club (name, description, owner_id, member_cap, created_at) values (?, ?, ?, ?, ?)",
                            new String[] {"id"});
                    insert.setString(1, shown);
                    insert.setString(2, about.isEmpty() ? null : about);
                    insert.setLong(3, owner.id());
                    insert.setInt(4, MOST_MEMBERS);
                    insert.setObject(5, now());
                    return insert;
                },
                made);
        long club = Objects.requireNonNull(made.getKey()).longValue();
        for (String key : keys) jdbc.update("insert into club_name_key (name_key, club_id) values (?, ?)", key, club);
        jdbc.update(
                "insert into club_member (club_id, player_id, joined_at) values (?, ?, ?)", club, owner.id(), now());
        return new Result.Done(club);
    }

    /** The clubs the account is a member of, by name. */
    @Transactional(readOnly = true)
    public List<Club> of(PlayerRef.Account player) {
        return jdbc.query(
                CLUB_SELECT + " where c.id in (select club_id from club_member where player_id = ?) order by c.name",
                (row, i) -> club(row),
                player.id());
    }

    /** One of the player's clubs as their data export lists it. */
    public record Membership(long clubId, String name, boolean owner, Instant joinedAt) {}

    /** The player's clubs with when they joined, for their data export. */
    @Transactional(readOnly = true)
    public List<Membership> memberships(PlayerRef.Account player) {
        return jdbc.query(
                """
                select c.id, c.name, c.owner_id, m.joined_at from club_member m join club c on c.id = m.club_id
                where m.player_id = ? order by m.joined_at, c.id""",
                (row, i) -> new Membership(
                        row.getLong(1),
                        row.getString(2),
                        row.getLong(3) == player.id(),
                        row.getObject(4, OffsetDateTime.class).toInstant()),
                player.id());
    }

    /** The club, if the account is one of its members; empty alike for a club that does not exist. */
    @Transactional(readOnly = true)
    public Optional<Club> visible(PlayerRef.Account viewer, long clubId) {
        if (!isMember(viewer.id(), clubId)) return Optional.empty();
        return jdbc.query(CLUB_SELECT + " where c.id = ?", (row, i) -> club(row), clubId).stream()
                .findFirst();
    }

    /** The members of a club the viewer is in, in the order they joined; empty for anyone else. */
    @Transactional(readOnly = true)
    public List<Long> members(PlayerRef.Account viewer, long clubId) {
        if (!isMember(viewer.id(), clubId)) return List.of();
        return jdbc.queryForList(
                "select player_id from club_member where club_id = ? order by joined_at, player_id",
                Long.class,
                clubId);
    }

    /** Makes a new invite link, replacing the one before; {@code lasting} empty for one that does not expire. */
    @Transactional
    public InviteResult newInvite(PlayerRef.Account owner, long clubId, Optional<Duration> lasting) {
        Optional<Problem> refused = ownerCheck(owner, clubId);
        if (refused.isPresent()) return new InviteResult.Refused(refused.get());
        String token = InviteTokens.random();
        Optional<Instant> expires = lasting.map(clock.instant()::plus);
        jdbc.update("delete from club_invite where club_id = ?", clubId);
        jdbc.update(
                "insert into club_invite (club_id, token_hash, created_at, expires_at) values (?, ?, ?, ?)",
                clubId,
                InviteTokens.hash(token),
                now(),
                expires.map(Clubs::at).orElse(null));
        return new InviteResult.Made(token, expires);
    }

    /** Withdraws the club's invite link: opening it from now on joins nobody. */
    @Transactional
    public Result withdrawInvite(PlayerRef.Account owner, long clubId) {
        Optional<Problem> refused = ownerCheck(owner, clubId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        jdbc.update("delete from club_invite where club_id = ?", clubId);
        return new Result.Done(clubId);
    }

    /** The live invite link of the owner's club, if there is one. */
    @Transactional(readOnly = true)
    public Optional<LiveInvite> invite(PlayerRef.Account owner, long clubId) {
        if (ownerCheck(owner, clubId).isPresent()) return Optional.empty();
        return jdbc
                .query(
                        "select created_at, expires_at from club_invite where club_id = ?",
                        (row, i) -> new LiveInvite(
                                row.getObject(1, OffsetDateTime.class).toInstant(),
                                Optional.ofNullable(row.getObject(2, OffsetDateTime.class))
                                        .map(OffsetDateTime::toInstant)),
                        clubId)
                .stream()
                .findFirst();
    }

    /** Joins the club of the invite link; a member already in it is simply taken there. */
    @Transactional
    public Result join(PlayerRef.Account player, String token) {
        if (!InviteTokens.wellFormed(token)) return new Result.Refused(BAD_LINK);
        record Live(long clubId, @Nullable OffsetDateTime expires) {}
        List<Live> found = jdbc.query(
                "select club_id, expires_at from club_invite where token_hash = ?",
                (row, i) -> new Live(row.getLong(1), row.getObject(2, OffsetDateTime.class)),
                InviteTokens.hash(token));
        if (found.isEmpty()) return new Result.Refused(BAD_LINK);
        long clubId = found.getFirst().clubId();
        if (isMember(player.id(), clubId)) return new Result.Done(clubId);
        OffsetDateTime expires = found.getFirst().expires();
        if (expires != null && !expires.toInstant().isAfter(clock.instant())) return new Result.Refused(EXPIRED_LINK);
        // The club's row locked: two joins at once cannot both take the last place.
        Integer cap = jdbc.queryForObject("select member_cap from club where id = ? for update", Integer.class, clubId);
        if (memberCount(clubId) >= Objects.requireNonNull(cap)) return new Result.Refused(FULL);
        jdbc.update(
                "insert into club_member (club_id, player_id, joined_at) values (?, ?, ?)", clubId, player.id(), now());
        return new Result.Done(clubId);
    }

    /**
     * Leaves the club in one step. An owner hands it over first while others are in it; the last
     * member leaving closes the club.
     */
    @Transactional
    public Result leave(PlayerRef.Account player, long clubId) {
        Optional<Club> club = visible(player, clubId);
        if (club.isEmpty()) return new Result.Refused(NOT_YOURS);
        if (club.get().members() == 1) {
            jdbc.update("delete from club where id = ?", clubId);
            return new Result.Done(clubId);
        }
        if (club.get().ownedBy(player)) return new Result.Refused(HAND_OVER_FIRST);
        jdbc.update("delete from club_member where club_id = ? and player_id = ?", clubId, player.id());
        return new Result.Done(clubId);
    }

    /** The owner takes a member out of the club; they may join again only by a live link. */
    @Transactional
    public Result remove(PlayerRef.Account owner, long clubId, long memberId) {
        Optional<Problem> refused = ownerCheck(owner, clubId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        if (memberId == owner.id()) return new Result.Refused(HAND_OVER_FIRST);
        int removed = jdbc.update("delete from club_member where club_id = ? and player_id = ?", clubId, memberId);
        return removed == 1 ? new Result.Done(clubId) : new Result.Refused(NOT_A_MEMBER);
    }

    /** The owner makes another member the owner. */
    @Transactional
    public Result handOver(PlayerRef.Account owner, long clubId, long memberId) {
        Optional<Problem> refused = ownerCheck(owner, clubId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        if (!isMember(memberId, clubId)) return new Result.Refused(NOT_A_MEMBER);
        jdbc.update("update club set owner_id = ? where id = ?", memberId, clubId);
        return new Result.Done(clubId);
    }

    /** The owner sets how many members the club may have, up to {@link #MOST_MEMBERS}. */
    @Transactional
    public Result setCap(PlayerRef.Account owner, long clubId, int cap) {
        Optional<Problem> refused = ownerCheck(owner, clubId);
        if (refused.isPresent()) return new Result.Refused(refused.get());
        if (cap < 2 || cap > MOST_MEMBERS) return new Result.Refused(CAP_RANGE);
        if (cap < memberCount(clubId)) return new Result.Refused(CAP_BELOW_MEMBERS);
        jdbc.update("update club set member_cap = ? where id = ?", cap, clubId);
        return new Result.Done(clubId);
    }

    /**
     * A deleted account's clubs go to their longest-standing other member, or close when nobody is
     * left; its memberships go with its row (ON DELETE CASCADE). Runs before the row is deleted.
     */
    @EventListener
    void accountDeleted(AccountDeleted deleted) {
        List<Long> owned = jdbc.queryForList("select id from club where owner_id = ?", Long.class, deleted.playerId());
        for (long clubId : owned) {
            List<Long> heirs = jdbc.queryForList(
                    "select player_id from club_member where club_id = ? and player_id <> ? order by joined_at, player_id",
                    Long.class,
                    clubId,
                    deleted.playerId());
            if (heirs.isEmpty()) jdbc.update("delete from club where id = ?", clubId);
            else jdbc.update("update club set owner_id = ? where id = ?", heirs.getFirst(), clubId);
        }
    }

    private Optional<Problem> ownerCheck(PlayerRef.Account owner, long clubId) {
        Optional<Club> club = visible(owner, clubId);
        if (club.isEmpty()) return Optional.of(NOT_YOURS);
        return club.get().ownedBy(owner) ? Optional.empty() : Optional.of(OWNER_ONLY);
    }

    private boolean nameTaken(Set<String> keys) {
        if (keys.isEmpty()) return false;
        Integer n = jdbc.queryForObject(
                "select count(*) from club_name_key where name_key in ("
                        + String.join(", ", Collections.nCopies(keys.size(), "?")) + ")",
                Integer.class,
                keys.toArray());
        return n != null && n > 0;
    }

    boolean isMember(long playerId, long clubId) {
        Integer n = jdbc.queryForObject(
                "select count(*) from club_member where club_id = ? and player_id = ?",
                Integer.class,
                clubId,
                playerId);
        return n != null && n > 0;
    }

    private int memberCount(long clubId) {
        Integer n = jdbc.queryForObject("select count(*) from club_member where club_id = ?", Integer.class, clubId);
        return n == null ? 0 : n;
    }

    private static final String CLUB_SELECT = """
            select c.id, c.name, c.description, c.owner_id, c.member_cap,
              (select count(*) from club_member m where m.club_id = c.id) from club c""";

    private static Club club(ResultSet row) throws SQLException {
        String description = row.getString(3);
        return new Club(
                row.getLong(1),
                row.getString(2),
                description == null ? "" : description,
                row.getLong(4),
                row.getInt(5),
                row.getInt(6));
    }

    private OffsetDateTime now() {
        return at(clock.instant());
    }

    private static OffsetDateTime at(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
