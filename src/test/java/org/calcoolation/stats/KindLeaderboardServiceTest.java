package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.calcoolation.game.play.Outcome.ASSISTED;
import static org.calcoolation.game.play.Outcome.CLEAN;
import static org.calcoolation.game.play.Outcome.GIVEN_UP;

import java.time.Instant;
import java.util.OptionalLong;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.KindLeaderboardService.Board;
import org.calcoolation.stats.KindLeaderboardService.Row;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBootTest
class KindLeaderboardServiceTest {

    /** Kinds no other test records, so the board holds only this test's players. */
    private static final PuzzleKind KIND =
            new PuzzleKind(11, Difficulty.HARD, new Variant(CageStyle.CLASSIC, OperationMix.MUL_DIV));

    private static final PuzzleKind SAME_BUT_KEEN =
            new PuzzleKind(11, Difficulty.HARD, new Variant(CageStyle.KEEN, OperationMix.MUL_DIV));
    private static final Instant T = Instant.parse("2026-06-01T10:00:00Z");

    @Autowired
    KindLeaderboardService boards;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void noOtherSolvesOfTheseKinds() {
        jdbc.update("delete from solve_record where grid_size = 11 and difficulty = 'HARD'");
    }

    private void solve(long player, PuzzleKind kind, long millis, Outcome outcome, Instant at) {
        stats.record(new FinishToRecord(
                player, UUID.randomUUID(), OptionalLong.empty(), "11:x", kind, outcome, millis, millis * 3, at));
    }

    @Test
    void each_player_shows_once_with_their_fastest_clean_solve_of_the_kind_fastest_first() {
        long ann = Players.insert(jdbc, "Ann"),
                bob = Players.insert(jdbc, "Bob"),
                cy = Players.insert(jdbc, "Cy"),
                dee = Players.insert(jdbc, "Dee");
        solve(ann, KIND, 300_000, CLEAN, T);
        solve(ann, KIND, 200_000, CLEAN, T.plusSeconds(60));
        solve(bob, KIND, 250_000, CLEAN, T);
        solve(bob, KIND, 100_000, ASSISTED, T.plusSeconds(5));
        solve(cy, KIND, 50_000, GIVEN_UP, T);
        solve(cy, SAME_BUT_KEEN, 100_000, CLEAN, T);
        solve(dee, KIND, 400_000, CLEAN, T);

        Board board = boards.board(KIND, bob, 10);

        assertThat(board.top())
                .extracting(Row::rank, Row::name, Row::playMillis)
                .as("assisted, given-up and other variants' solves count nowhere")
                .containsExactly(
                        Tuple.tuple(1, "Ann", 200_000L),
                        Tuple.tuple(2, "Bob", 250_000L),
                        Tuple.tuple(3, "Dee", 400_000L));
        assertThat(board.top()).extracting(Row::you).containsExactly(false, true, false);
        assertThat(board.top().getFirst().finishedAt()).isEqualTo(T.plusSeconds(60));
        assertThat(board.players()).isEqualTo(3);
        assertThat(board.yourRank()).contains(2);
        assertThat(boards.board(KIND, cy, 10).yourRank())
                .as("no clean solve of this kind")
                .isEmpty();
        assertThat(boards.board(SAME_BUT_KEEN, cy, 10).top())
                .extracting(Row::name)
                .containsExactly("Cy");
    }

    @Test
    void beyond_the_top_rows_your_rank_still_counts_the_players_ahead() {
        long[] field = new long[4];
        for (int i = 0; i < field.length; i++) {
            field[i] = Players.insert(jdbc, "Racer " + i);
            solve(field[i], KIND, 100_000 + 10_000 * i, CLEAN, T);
        }

        Board board = boards.board(KIND, field[3], 2);

        assertThat(board.top()).extracting(Row::name).containsExactly("Racer 0", "Racer 1");
        assertThat(board.players()).isEqualTo(4);
        assertThat(board.yourRank()).contains(4);
    }

    @Test
    void players_who_chose_the_same_display_name_are_told_apart_by_their_tags() {
        long one = Players.insert(jdbc, "Zoë"),
                two = Players.insert(jdbc, "Zoe\u0308"),
                three = Players.insert(jdbc, "Zed");
        solve(one, KIND, 100_000, CLEAN, T);
        solve(two, KIND, 110_000, CLEAN, T);
        solve(three, KIND, 120_000, CLEAN, T);

        Board board = boards.board(KIND, three, 10);

        assertThat(board.top())
                .extracting(Row::name)
                .as("the same name, whichever way its accent is encoded")
                .containsExactly("Zoë " + PlayerTag.of(one), "Zoe\u0308 " + PlayerTag.of(two), "Zed");
        assertThat(board.top()).extracting(Row::name).doesNotHaveDuplicates();
    }

    @Test
    void the_kinds_to_choose_from_are_those_solved_cleanly_smallest_first() {
        long ann = Players.insert(jdbc, "Ann");
        solve(ann, KIND, 300_000, CLEAN, T);
        solve(ann, SAME_BUT_KEEN, 300_000, GIVEN_UP, T);

        assertThat(boards.kindsSolved()).contains(KIND).doesNotContain(SAME_BUT_KEEN);
        assertThat(boards.kindsSolved()).isSorted();
    }
}
