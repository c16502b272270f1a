package org.calcoolation.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.calcoolation.HandClock;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.RungPlaces;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Clubs on a real database (H2, and PostgreSQL by the {@code postgresql} execution): who sees a
 * club and its boards (its members, nobody else), the invite link guessed, replaced, withdrawn,
 * expired or full, look-alike names, leaving, removing and handing over, a deleted account's clubs,
 * and a full club of {@value Clubs#MOST_MEMBERS}. Names are unique per run: the database outlives it.
 */
@SpringBootTest
class ClubsTest {

    private static final String PASSWORD = "clubs of cage solvers";

    @Autowired
    PlayerService players;

    @Autowired
    Clubs clubs;

    @Autowired
    ClubBoards boards;

    @Autowired
    DailyBoards dailyBoards;

    @Autowired
    StatsService stats;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlatformTransactionManager transactionManager;

    private String run;
    private PlayerRef.Account ada, bea, cy, dan;

    @BeforeEach
    void players() {
        run = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        ada = register("ada_" + run);
        bea = register("bea_" + run);
        cy = register("cy_" + run);
        dan = register("dan_" + run);
    }

    private PlayerRef.Account register(String name) {
        RegisterResult registered = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
    }

    private long club(PlayerRef.Account owner, String name) {
        return ((Clubs.Result.Done) clubs.create(owner, name + " " + run, null)).clubId();
    }

    private String link(PlayerRef.Account owner, long club) {
        return ((Clubs.InviteResult.Made) clubs.newInvite(owner, club, Optional.empty())).token();
    }

    @Test
    void a_club_and_its_boards_are_seen_by_its_members_only() {
        long club = club(ada, "Tuesday Solvers");
        assertThat(clubs.visible(ada, club)).isPresent();
        assertThat(clubs.of(ada)).extracting(Clubs.Club::id).contains(club);

        assertThat(clubs.visible(bea, club)).isEmpty();
        assertThat(clubs.of(bea)).isEmpty();
        assertThat(clubs.members(bea, club)).isEmpty();
        assertThat(boards.today(bea, club)).isEmpty();
        assertThat(boards.week(bea, club)).isEmpty();
        assertThat(boards.members(bea, club, 0)).isEmpty();
        assertThat(boards.memberPages(bea, club)).isZero();
        assertThat(clubs.invite(bea, club)).isEmpty();
        assertThat(clubs.visible(bea, Long.MAX_VALUE))
                .as("a club that does not exist reads as one that is not yours")
                .isEmpty();

        assertThat(clubs.join(bea, link(ada, club))).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.visible(bea, club)).isPresent();
        assertThat(clubs.memberships(bea))
                .as("the data export's list")
                .extracting(Clubs.Membership::clubId, Clubs.Membership::owner)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(club, false));
        assertThat(clubs.memberships(ada)).extracting(Clubs.Membership::owner).containsExactly(true);
        assertThat(boards.today(bea, club)).isPresent();
        assertThat(boards.members(bea, club, 0))
                .extracting(ClubBoards.Member::playerId)
                .containsExactlyInAnyOrder(ada.id(), bea.id());
    }

    @Test
    void only_the_owner_manages_the_club() {
        long club = club(ada, "Owners");
        clubs.join(bea, link(ada, club));
        Clubs.Result refused = new Clubs.Result.Refused(Clubs.OWNER_ONLY);
        assertThat(clubs.newInvite(bea, club, Optional.empty()))
                .isEqualTo(new Clubs.InviteResult.Refused(Clubs.OWNER_ONLY));
        assertThat(clubs.withdrawInvite(bea, club)).isEqualTo(refused);
        assertThat(clubs.remove(bea, club, ada.id())).isEqualTo(refused);
        assertThat(clubs.handOver(bea, club, bea.id())).isEqualTo(refused);
        assertThat(clubs.setCap(bea, club, 10)).isEqualTo(refused);
        assertThat(clubs.invite(bea, club)).isEmpty();
        assertThat(clubs.remove(cy, club, bea.id())).isEqualTo(new Clubs.Result.Refused(Clubs.NOT_YOURS));
        assertThat(clubs.visible(ada, club).orElseThrow().ownerId()).isEqualTo(ada.id());
    }

    @Test
    void invite_links_guessed_replaced_or_withdrawn_join_nobody() {
        long club = club(ada, "Links");
        String first = link(ada, club);
        Clubs.Result bad = new Clubs.Result.Refused(Clubs.BAD_LINK);

        assertThat(clubs.join(cy, InviteTokens.random())).as("guessed").isEqualTo(bad);
        assertThat(clubs.join(cy, "' or 1=1 --")).as("not a token").isEqualTo(bad);
        assertThat(clubs.join(cy, "")).isEqualTo(bad);

        String second = link(ada, club);
        assertThat(clubs.join(cy, first)).as("replaced").isEqualTo(bad);
        assertThat(clubs.join(cy, second)).isEqualTo(new Clubs.Result.Done(club));

        assertThat(clubs.withdrawInvite(ada, club)).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.invite(ada, club)).isEmpty();
        assertThat(clubs.join(dan, second)).as("withdrawn").isEqualTo(bad);
        assertThat(clubs.visible(dan, club)).isEmpty();
        assertThat(clubs.join(cy, InviteTokens.hash(second).substring(0, 32)))
                .as("the stored hash is no token")
                .isEqualTo(bad);
    }

    @Test
    void an_invite_link_stops_at_its_expiry() {
        HandClock clock = new HandClock();
        Clubs onTheClock = new Clubs(jdbc, clock, transactionManager);
        long club = ((Clubs.Result.Done) onTheClock.create(ada, "Expiring " + run, "")).clubId();
        String token =
                ((Clubs.InviteResult.Made) onTheClock.newInvite(ada, club, Optional.of(Duration.ofHours(1)))).token();
        assertThat(onTheClock.invite(ada, club).orElseThrow().expires())
                .contains(clock.instant().plus(Duration.ofHours(1)));
        clock.advance(Duration.ofMinutes(59));
        assertThat(onTheClock.join(bea, token)).isEqualTo(new Clubs.Result.Done(club));
        clock.advance(Duration.ofMinutes(1));
        assertThat(onTheClock.join(cy, token)).isEqualTo(new Clubs.Result.Refused(Clubs.EXPIRED_LINK));
        assertThat(onTheClock.join(bea, token))
                .as("a member opening the link again is taken to the club")
                .isEqualTo(new Clubs.Result.Done(club));
    }

    @Test
    void a_full_club_takes_nobody_more_and_its_cap_stays_in_bounds() {
        long club = club(ada, "Small");
        assertThat(clubs.setCap(ada, club, Clubs.MOST_MEMBERS + 1))
                .isEqualTo(new Clubs.Result.Refused(Clubs.CAP_RANGE));
        assertThat(clubs.setCap(ada, club, 10_000)).isEqualTo(new Clubs.Result.Refused(Clubs.CAP_RANGE));
        assertThat(clubs.setCap(ada, club, 1)).isEqualTo(new Clubs.Result.Refused(Clubs.CAP_RANGE));
        assertThat(clubs.setCap(ada, club, 2)).isEqualTo(new Clubs.Result.Done(club));
        String token = link(ada, club);
        assertThat(clubs.join(bea, token)).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.join(cy, token)).isEqualTo(new Clubs.Result.Refused(Clubs.FULL));
        assertThat(clubs.visible(cy, club)).isEmpty();
        clubs.setCap(ada, club, 3);
        assertThat(clubs.join(cy, token)).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.setCap(ada, club, 2)).isEqualTo(new Clubs.Result.Refused(Clubs.CAP_BELOW_MEMBERS));
    }

    @Test
    void names_are_kept_as_text_and_look_alikes_of_other_clubs_are_refused() {
        String markup = "<b>Bold</b> " + run;
        long club = ((Clubs.Result.Done) clubs.create(ada, "  " + markup + " ", "<script>x</script>")).clubId();
        assertThat(clubs.visible(ada, club).orElseThrow().name()).isEqualTo(markup);
        assertThat(clubs.visible(ada, club).orElseThrow().description()).isEqualTo("<script>x</script>");

        club(ada, "Tuesday Solvers");
        Clubs.Result lookAlike = new Clubs.Result.Refused(Clubs.LOOKS_LIKE);
        assertThat(clubs.create(bea, "TUESDAY SOLVERS " + run, null)).isEqualTo(lookAlike);
        assertThat(clubs.create(bea, "Tuesday Sοlvers " + run, null))
                .as("a Greek omicron")
                .isEqualTo(lookAlike);
        assertThat(clubs.create(bea, "Tuesday  Solvérs " + run, null)).isEqualTo(lookAlike);
        assertThat(clubs.create(bea, "   ", null)).isEqualTo(new Clubs.Result.Refused(Clubs.NO_NAME));
        assertThat(clubs.create(bea, "Zero\u200Bwidth " + run, null)).isInstanceOf(Clubs.Result.Refused.class);
        assertThat(clubs.create(bea, "x".repeat(41), null)).isInstanceOf(Clubs.Result.Refused.class);
        assertThat(clubs.create(bea, "Fine " + run, "d".repeat(Clubs.DESCRIPTION_MAX + 1)))
                .isEqualTo(new Clubs.Result.Refused(Clubs.LONG_DESCRIPTION));
        assertThat(clubs.of(bea)).isEmpty();
    }

    @Test
    void look_alike_names_made_at_the_same_moment_give_one_club_and_sentences() throws Exception {
        // The name check and the insert are two statements: two players between them at once must
        // meet the name keys' primary key as a refusal in a sentence, not as a database error.
        List<PlayerRef.Account> owners = List.of(ada, bea, cy, dan);
        String[] names = {"Night Owls ", "NIGHT OWLS ", "Night  Owls ", "Nіght Owls "};
        for (int round = 0; round < 5; round++) {
            String suffix = run + round;
            CyclicBarrier together = new CyclicBarrier(owners.size());
            List<Future<Clubs.Result>> made = new ArrayList<>();
            try (ExecutorService threads = Executors.newFixedThreadPool(owners.size())) {
                for (int i = 0; i < owners.size(); i++) {
                    PlayerRef.Account owner = owners.get(i);
                    String name = names[i] + suffix;
                    made.add(threads.submit(() -> {
                        together.await();
                        return clubs.create(owner, name, null);
                    }));
                }
            }
            List<Clubs.Result> results = new ArrayList<>();
            for (Future<Clubs.Result> result : made) results.add(result.get());
            assertThat(results).filteredOn(Clubs.Result.Done.class::isInstance).hasSize(1);
            assertThat(results)
                    .filteredOn(Clubs.Result.Refused.class::isInstance)
                    .containsOnly(new Clubs.Result.Refused(Clubs.LOOKS_LIKE))
                    .hasSize(owners.size() - 1);
        }
    }

    @Test
    void leaving_removing_and_handing_over() {
        long club = club(ada, "Leavers");
        String token = link(ada, club);
        clubs.join(bea, token);
        clubs.join(cy, token);

        assertThat(clubs.leave(ada, club)).isEqualTo(new Clubs.Result.Refused(Clubs.HAND_OVER_FIRST));
        assertThat(clubs.leave(cy, club)).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.visible(cy, club)).isEmpty();

        assertThat(clubs.remove(ada, club, bea.id())).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.visible(bea, club)).isEmpty();
        assertThat(boards.today(bea, club)).isEmpty();
        clubs.join(bea, token);

        assertThat(clubs.handOver(ada, club, dan.id())).isInstanceOf(Clubs.Result.Refused.class);
        assertThat(clubs.handOver(ada, club, bea.id())).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.withdrawInvite(ada, club)).isEqualTo(new Clubs.Result.Refused(Clubs.OWNER_ONLY));
        assertThat(clubs.leave(ada, club)).isEqualTo(new Clubs.Result.Done(club));
        assertThat(clubs.leave(bea, club)).as("the last member closes it").isEqualTo(new Clubs.Result.Done(club));
        assertThat(jdbc.queryForObject("select count(*) from club where id = ?", Integer.class, club))
                .isZero();
        assertThat(jdbc.queryForObject("select count(*) from club_name_key where club_id = ?", Integer.class, club))
                .isZero();
    }

    @Test
    void a_deleted_owners_club_goes_to_its_longest_member_and_a_lone_one_closes() {
        long shared = club(ada, "Heirs");
        long alone = club(ada, "Alone");
        String token = link(ada, shared);
        clubs.join(bea, token);
        clubs.join(cy, token);

        players.deleteAccount(ada, PASSWORD);

        assertThat(clubs.visible(bea, shared).orElseThrow().ownerId()).isEqualTo(bea.id());
        assertThat(clubs.visible(bea, shared).orElseThrow().members()).isEqualTo(2);
        assertThat(jdbc.queryForObject("select count(*) from club where id = ?", Integer.class, alone))
                .isZero();
        assertThat(jdbc.queryForObject("select count(*) from club_member where player_id = ?", Integer.class, ada.id()))
                .isZero();
    }

    @Test
    void todays_board_ranks_the_members_only_and_says_who_has_not_played() {
        long club = club(ada, "Boards");
        String token = link(ada, club);
        clubs.join(bea, token);
        clubs.join(cy, token);
        DailyPuzzle fourByFour = todays(0);
        solve(ada, fourByFour, 200_000, false);
        solve(bea, fourByFour, 150_000, true);
        solve(dan, fourByFour, 90_000, false); // faster, but not in the club

        ClubBoards.RungBoard board = boards.today(cy, club).orElseThrow().getFirst();
        assertThat(board.ranked())
                .extracting(ClubBoards.Rank::rank, ClubBoards.Rank::playerId, ClubBoards.Rank::gold)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1, bea.id(), true),
                        org.assertj.core.groups.Tuple.tuple(2, ada.id(), false));
        assertThat(board.notYet()).containsExactly("cy_" + run);
        assertThat(boards.today(cy, club).orElseThrow()).hasSize(6);

        assertThat(new ClubPlaces(clubs, dailyBoards).of(ada, fourByFour))
                .containsExactly(new RungPlaces.Place(2, 2, "Boards " + run));
        assertThat(new ClubPlaces(clubs, dailyBoards).of(cy, fourByFour)).isEmpty();

        List<ClubBoards.Standing> week = boards.week(ada, club).orElseThrow();
        assertThat(week)
                .extracting(ClubBoards.Standing::playerId, ClubBoards.Standing::points, ClubBoards.Standing::place)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(bea.id(), 2, 1),
                        org.assertj.core.groups.Tuple.tuple(ada.id(), 1, 2),
                        org.assertj.core.groups.Tuple.tuple(cy.id(), 0, 3));
        assertThat(boards.members(ada, club, 0))
                .filteredOn(m -> m.playerId() == bea.id())
                .singleElement()
                .satisfies(m -> assertThat(m.streak()).isEqualTo(1));
    }

    @Test
    void a_club_of_the_most_members_is_read_a_page_at_a_time_and_takes_nobody_more() {
        long club = club(ada, "Crowd");
        OffsetDateTime now = Instant.now().atOffset(ZoneOffset.UTC);
        for (int i = 1; i < Clubs.MOST_MEMBERS; i++) {
            String name = "m" + i + "_" + run;
            jdbc.update(
                    "insert into player (username, username_key, password_hash, created_at) values (?, ?, ?, ?)",
                    name,
                    name,
                    "{noop}x",
                    now);
            jdbc.update(
                    "insert into club_member (club_id, player_id, joined_at) select ?, id, ? from player where username_key = ?",
                    club,
                    now,
                    name);
        }
        assertThat(clubs.join(bea, link(ada, club))).isEqualTo(new Clubs.Result.Refused(Clubs.FULL));
        assertThat(boards.memberPages(ada, club)).isEqualTo(Clubs.MOST_MEMBERS / ClubBoards.MEMBERS_PAGE);
        assertThat(boards.members(ada, club, 0)).hasSize(ClubBoards.MEMBERS_PAGE);
        assertThat(boards.members(ada, club, 9)).hasSize(ClubBoards.MEMBERS_PAGE);
        assertThat(boards.members(ada, club, 10)).isEmpty();
        solve(ada, todays(0), 100_000, false);
        ClubBoards.RungBoard board = boards.today(ada, club).orElseThrow().getFirst();
        assertThat(board.ranked()).hasSize(1);
        assertThat(board.notYet()).hasSize(Clubs.MOST_MEMBERS - 1);
    }

    private DailyPuzzle todays(int slot) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .get(slot);
    }

    private void solve(PlayerRef.Account player, DailyPuzzle puzzle, long elapsedMillis, boolean gold) {
        stats.record(new FinishToRecord(
                player.id(),
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                puzzle.kind(),
                Outcome.CLEAN,
                elapsedMillis,
                elapsedMillis,
                Instant.now(),
                List.of(),
                gold));
    }
}
