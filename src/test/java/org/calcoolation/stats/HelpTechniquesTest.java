package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.HelpTechniques.Hinted;
import org.calcoolation.stats.HelpTechniques.Needed;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The coach's tally (issue 43, part 3): the techniques a finished game's hints named are kept per game,
 * and /records reads the ones most needed over the player's last 100 games of the last 30 days.
 */
@SpringBootTest
class HelpTechniquesTest {

    @Autowired
    HelpTechniques techniques;

    @Autowired
    GameService games;

    @Autowired
    JdbcTemplate jdbc;

    private static final Technique SUBSET = Technique.NAKED_SUBSET, CAGES = Technique.CAGE_CELLS;

    /** A finished game of the player, as stats records it, with the techniques its hints named. */
    private UUID finished(long player, Instant at, Technique... hinted) {
        UUID game = UUID.randomUUID();
        jdbc.update("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis,
                    elapsed_millis, finished_at)
                values (?, ?, '4:x', 4, 'EASY', 'STANDARD', ?, 60000, 61000, ?)""", player, game, hinted.length == 0 ? "CLEAN" : "ASSISTED", Timestamp.from(at));
        techniques.record(player, game, List.of(hinted), at);
        return game;
    }

    @Test
    void the_technique_named_in_most_recent_games_comes_first_with_its_counts() {
        long ada = Players.insert(jdbc, null);
        Instant now = Instant.now();
        finished(ada, now.minus(Duration.ofDays(1)), CAGES, CAGES, SUBSET);
        finished(ada, now.minus(Duration.ofDays(2)), SUBSET);
        finished(ada, now.minus(Duration.ofDays(3)), SUBSET, Technique.SINGLE);
        finished(ada, now.minus(Duration.ofDays(4)));

        assertThat(techniques.mostNeeded(ada))
                .containsExactly(new Needed(SUBSET, 3, 3), new Needed(CAGES, 1, 2), new Needed(Technique.SINGLE, 1, 1));
    }

    @Test
    void only_the_last_30_days_and_of_them_the_last_100_games_count() {
        long bob = Players.insert(jdbc, null);
        Instant now = Instant.now();
        finished(bob, now.minus(Duration.ofDays(31)), Technique.FISH);
        finished(bob, now.minus(Duration.ofDays(20)), SUBSET);
        List<Object[]> later = new ArrayList<>();
        for (int i = 0; i < HelpTechniques.GAMES; i++)
            later.add(new Object[] {bob, UUID.randomUUID(), Timestamp.from(now.minus(Duration.ofMinutes(i + 1)))});
        jdbc.batchUpdate("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis,
                    elapsed_millis, finished_at)
                values (?, ?, '4:x', 4, 'EASY', 'STANDARD', 'CLEAN', 60000, 61000, ?)""", later);
        UUID newest = finished(bob, now, CAGES);

        assertThat(techniques.mostNeeded(bob))
                .as("FISH is too old, SUBSET's game is the 102nd newest")
                .containsExactly(new Needed(CAGES, 1, 1));
        assertThat(techniques.byGame(bob))
                .as("the export keeps every game's")
                .hasSize(3)
                .containsEntry(newest, List.of(new Hinted(CAGES, 1)));
    }

    @Test
    void a_game_recorded_again_keeps_its_first_tally_and_a_game_without_hints_stores_nothing() {
        long cy = Players.insert(jdbc, null);
        Instant now = Instant.now();
        UUID game = finished(cy, now, SUBSET);
        techniques.record(cy, game, List.of(SUBSET, SUBSET, Technique.FISH), now);
        finished(cy, now);

        assertThat(techniques.byGame(cy)).containsOnlyKeys(game).containsEntry(game, List.of(new Hinted(SUBSET, 1)));
        assertThat(jdbc.queryForObject("select count(*) from help_technique where player_id = ?", Integer.class, cy))
                .isEqualTo(1);
    }

    @Test
    void the_tally_goes_with_the_account() {
        long dee = Players.insert(jdbc, null);
        finished(dee, Instant.now(), SUBSET);

        jdbc.update("delete from player where id = ?", dee);

        assertThat(jdbc.queryForObject("select count(*) from help_technique where player_id = ?", Integer.class, dee))
                .isZero();
    }

    /** Asks one hint on a fresh 4×4, then types the solution: the technique of that hint is tallied once the finish is stored. */
    private UUID playedWithAHint(PlayerRef player, List<Technique> named) {
        GameState game = games.newGame(player, new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        Hint hint = games.hint(seat).hint();
        assertThat(hint).isInstanceOf(Hint.Reasoned.class);
        named.add(((Hint.Reasoned) hint).technique());
        Grid solution = game.puzzle().solution().orElseThrow();
        for (int i = 0; i < 16; i++) games.place(seat, Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        return game.id();
    }

    @Test
    void an_accounts_finished_game_with_a_hint_is_tallied_after_it_is_stored_and_a_guests_is_not() {
        long eve = Players.insert(jdbc, null);
        // The guest's first: its tally, were there one, would be asked before the account's.
        UUID guests =
                playedWithAHint(new PlayerRef.Guest(UUID.randomUUID().toString().replace("-", "")), new ArrayList<>());
        List<Technique> named = new ArrayList<>();
        UUID game = playedWithAHint(new PlayerRef.Account(eve), named);

        await().atMost(Duration.ofSeconds(20))
                .until(() -> techniques.byGame(eve).containsKey(game));
        assertThat(techniques.byGame(eve)).containsEntry(game, List.of(new Hinted(named.getFirst(), 1)));
        assertThat(techniques.mostNeeded(eve)).containsExactly(new Needed(named.getFirst(), 1, 1));
        assertThat(games.coach(guests))
                .as("the guest's game is finished, and has a coach")
                .isPresent();
        assertThat(jdbc.queryForObject("select count(*) from help_technique where game_id = ?", Integer.class, guests))
                .as("a guest has no records, so no tally")
                .isZero();
    }
}
