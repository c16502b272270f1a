package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.OwnDatabase;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GuestDailiesCarried;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The ranking rules of a guest's daily finishes carried into an account (issue 40): a finish of a day
 * still open is recorded and ranked by its own server-measured time, screened as any solve; one of a
 * day over is carried unrecorded; a rung the account played itself keeps the account's; guests
 * themselves are on no board. Its own database: boards are global.
 */
@SpringBootTest(properties = "calcoolation.ratings.cron=-")
class GuestCarriesTest {

    private static final LocalDate DAY = LocalDate.of(2026, 6, 9);

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "guest-carries");
    }

    @Autowired
    StatsService stats;

    @Autowired
    DailyBoards boards;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    ApplicationEventPublisher events;

    private final HandClock clock = new HandClock();
    private GuestCarries carries;
    private DailyPuzzle easy;
    private final PlayerRef.Guest guest = PlayerKeys.random();

    @BeforeEach
    void onTheDay() {
        clock.advance(Duration.between(clock.instant(), DAY.atTime(18, 0).toInstant(ZoneOffset.UTC)));
        carries = new GuestCarries(stats, jdbc, clock);
        easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(DAY))
                .puzzles()
                .getFirst();
    }

    private PlayerRef.Account account() {
        return new PlayerRef.Account(Players.insert(jdbc, null));
    }

    /** A finish of the 4×4 at noon of {@code day}: a digit a cell, at a person's uneven pace unless {@code gap} is even. */
    private GameFinished finish(PlayerRef player, LocalDate day, long elapsedMillis, long... gaps) {
        List<TimedMove> moves = new ArrayList<>();
        long at = 5_000;
        for (int i = 0; i < 16; i++) {
            if (i > 0) at += gaps[(i - 1) % gaps.length];
            moves.add(new TimedMove(new Move.Place(Cell.ofIndex(i, 4), 1 + i % 4, true), at));
        }
        return new GameFinished(
                UUID.randomUUID(),
                player,
                OptionalLong.of(easy.id()),
                easy.puzzleId(),
                easy.kind(),
                Outcome.CLEAN,
                Duration.ofMillis(at + 200),
                Duration.ofMillis(elapsedMillis),
                day.atTime(12, 0).toInstant(ZoneOffset.UTC),
                moves);
    }

    private static final long[] PERSON = {360, 840, 520, 1_000, 620, 440, 760, 480, 300, 680, 580, 900, 660, 420, 520};

    private void carry(PlayerRef.Account account, List<GameFinished> finished, List<GuestDailiesCarried.KeptOut> kept) {
        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> carries.carried(new GuestDailiesCarried(guest, account, finished, kept)));
    }

    private DailyBoards.Leaderboard board(long player) {
        return boards.leaderboard(easy.id(), DAY, player, 100);
    }

    @Test
    void a_clean_finish_of_a_day_still_open_ranks_by_its_own_time_not_the_time_of_signing_in() {
        PlayerRef.Account ann = account();
        GameFinished finished = finish(ann, DAY, 95_000, PERSON);

        carry(ann, List.of(finished), List.of());

        assertThat(board(ann.id()).top())
                .filteredOn(DailyBoards.Entry::you)
                .singleElement()
                .satisfies(entry -> {
                    assertThat(entry.game()).isEqualTo(finished.gameId());
                    assertThat(entry.elapsedMillis()).isEqualTo(95_000);
                });
        assertThat(stats.finishedGames(ann.id()))
                .singleElement()
                .satisfies(r -> assertThat(r.finishedAt()).isEqualTo(finished.finishedAt()));
        assertThat(carries.of(ann.id(), List.of(easy.id()))).containsEntry(easy.id(), CarriedIn.CARRIED);
    }

    @Test
    void a_scripted_finish_carried_in_is_screened_as_any_solve_and_held_off_the_board() {
        PlayerRef.Account bob = account();
        GameFinished script = finish(bob, DAY, 9_000, 300); // a metronome at 300 ms a cell

        carry(bob, List.of(script), List.of());

        assertThat(stats.heldForReview(script.gameId())).isPresent();
        assertThat(board(bob.id()).yourRank()).isEmpty();
        assertThat(board(bob.id()).top()).noneMatch(e -> e.game().equals(script.gameId()));
    }

    @Test
    void a_finish_of_a_day_already_over_is_carried_but_recorded_nowhere() {
        PlayerRef.Account cat = account();
        GameFinished yesterdays = finish(cat, DAY.minusDays(1), 95_000, PERSON);

        carry(cat, List.of(yesterdays), List.of());

        assertThat(stats.finishedGames(cat.id())).isEmpty();
        assertThat(carries.of(cat.id(), List.of(easy.id()))).containsEntry(easy.id(), CarriedIn.DAY_OVER);
    }

    @Test
    void a_rung_the_account_solved_itself_keeps_the_accounts_own_record_and_says_so() {
        PlayerRef.Account dan = account();
        GameFinished own = finish(dan, DAY, 200_000, PERSON);
        stats.record(FinishToRecord.of(dan, own));

        carry(dan, List.of(), List.of(new GuestDailiesCarried.KeptOut(easy.id(), UUID.randomUUID(), true)));

        assertThat(stats.finishedGames(dan.id()))
                .singleElement()
                .satisfies(r -> assertThat(r.gameId()).isEqualTo(own.gameId()));
        assertThat(board(dan.id()).top())
                .filteredOn(DailyBoards.Entry::you)
                .singleElement()
                .extracting(DailyBoards.Entry::elapsedMillis)
                .isEqualTo(200_000L);
        assertThat(carries.of(dan.id(), List.of(easy.id()))).containsEntry(easy.id(), CarriedIn.KEPT_OWN);
    }

    @Test
    void a_guests_own_finish_is_on_no_board_and_in_no_record() {
        int before = board(-1).solvers();
        GameFinished guests = finish(guest, DAY, 1_000, PERSON);

        new TransactionTemplate(transactions).executeWithoutResult(tx -> events.publishEvent(guests));

        assertThat(board(-1).solvers()).isEqualTo(before);
        assertThat(jdbc.queryForObject(
                        "select count(*) from solve_record where game_id = ?", Integer.class, guests.gameId()))
                .isZero();
    }

    @Test
    void a_carry_that_cannot_be_recorded_leaves_nothing_behind() {
        // No such account: the record's foreign key refuses it, as a database that cannot write would.
        PlayerRef.Account gone = new PlayerRef.Account(Long.MAX_VALUE - 11);
        GameFinished finished = finish(gone, DAY, 95_000, PERSON);

        assertThatThrownBy(() -> carry(gone, List.of(finished), List.of())).isInstanceOf(DataAccessException.class);

        assertThat(jdbc.queryForObject(
                        "select count(*) from guest_carry where player_id = ?", Integer.class, gone.id()))
                .isZero();
    }

    @Test
    void where_a_guests_time_would_stand_among_the_ranked_ones() {
        DailyBoards.Leaderboard board = new DailyBoards.Leaderboard(
                List.of(), 4, Optional.empty(), Optional.empty(), List.of(10_000L, 20_000L, 20_000L, 40_000L));

        assertThat(board.unranked(5_000)).isEqualTo(new DailyBoards.Unranked(1, 4, 100));
        assertThat(board.unranked(20_000)).isEqualTo(new DailyBoards.Unranked(4, 4, 25));
        assertThat(board.unranked(50_000)).isEqualTo(new DailyBoards.Unranked(5, 4, 0));
        assertThat(new DailyBoards.Leaderboard(List.of(), 0, Optional.empty(), Optional.empty(), List.of())
                        .unranked(5_000))
                .isEqualTo(new DailyBoards.Unranked(1, 0, 0));
    }
}
