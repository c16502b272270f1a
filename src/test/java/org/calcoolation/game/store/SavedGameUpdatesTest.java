package org.calcoolation.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.PlayAccess;
import org.calcoolation.game.play.Settings;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The saver's statement against a real database: it writes every column of the entity not fixed
 * at its insert, as JPA reads them back, and only over the version it was given.
 */
@SpringBootTest
class SavedGameUpdatesTest {

    @Autowired
    SavedGameRepository rows;

    @Autowired
    SavedGameUpdates updates;

    @Autowired
    PlatformTransactionManager transactionManager;

    @Autowired
    JdbcTemplate jdbc;

    private static final Instant CREATED = Instant.parse("2026-11-20T10:00:00Z");

    private static GameSnapshot snapshot(
            UUID id,
            int[] moves,
            int[] times,
            int cursor,
            long playMillis,
            Optional<Instant> shown,
            HelpLedger help,
            Settings settings,
            boolean paused,
            Optional<Instant> finished) {
        return new GameSnapshot(
                id,
                "4:_b__a,a4m12a3s1",
                new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                new int[] {1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1},
                moves,
                times,
                cursor,
                "1;page:" + cursor,
                playLog(moves),
                playMillis,
                shown,
                help,
                settings,
                paused,
                finished);
    }

    /** A log of the moves played one after another, at one second each. */
    private static byte[] playLog(int[] moves) {
        return PlayAccess.playLog(moves, 1_000);
    }

    private static GameSnapshot empty(UUID id) {
        return snapshot(
                id,
                new int[0],
                new int[0],
                0,
                0,
                Optional.empty(),
                HelpLedger.NONE,
                Settings.DEFAULT,
                false,
                Optional.empty());
    }

    @Test
    void a_batched_update_writes_what_update_would_and_refuses_a_stale_version() {
        UUID id = UUID.randomUUID();
        GameSnapshot first = empty(id);
        TransactionTemplate tx = new TransactionTemplate(transactionManager);
        tx.executeWithoutResult(
                status -> rows.saveAndFlush(new SavedGame(PlayerKeys.random(), null, first, CREATED, CREATED)));
        // Every column different from the first snapshot's.
        Instant shown = CREATED.plusSeconds(5), finished = CREATED.plusSeconds(300), now = CREATED.plusSeconds(301);
        GameSnapshot later = snapshot(
                id,
                new int[] {70, 81, 92},
                new int[] {GameSnapshot.UNKNOWN_TIME, 1_500, Integer.MAX_VALUE},
                2,
                123_456,
                Optional.of(shown),
                // Assists "not recorded" only so that this column differs from the first snapshot's too.
                new HelpLedger(1, 4, 3, true, 1, 2, new HelpLedger.NoteTools(5, 6, 7), true, false),
                new Settings(false, false),
                true,
                Optional.of(finished));

        int[] written = tx.execute(status -> updates.update(List.of(new SavedGameUpdates.Update(later, 0, now))));
        int[] stale = tx.execute(
                status -> updates.update(List.of(new SavedGameUpdates.Update(first, 0, now.plusSeconds(1)))));

        assertThat(written).containsExactly(1);
        assertThat(stale).as("the row is at version 1 now").containsExactly(0);
        SavedGame row = tx.execute(status -> rows.findById(id).orElseThrow());
        assertThat(row.rowVersion()).isEqualTo(1);
        assertThat(row.updatedAt().truncatedTo(ChronoUnit.MILLIS)).isEqualTo(now);
        GameSnapshot stored = row.toSnapshot();
        assertThat(stored.moves()).containsExactly(70, 81, 92);
        assertThat(stored.moveTimes()).containsExactly(GameSnapshot.UNKNOWN_TIME, 1_500, Integer.MAX_VALUE);
        assertThat(stored.cursor()).isEqualTo(2);
        assertThat(stored.playLog()).isEqualTo(later.playLog()).hasSize(3 * 8);
        assertThat(stored.playMillis()).isEqualTo(123_456);
        assertThat(stored.firstShownAt()).contains(shown);
        assertThat(stored.help()).isEqualTo(later.help());
        assertThat(stored.settings()).isEqualTo(later.settings());
        assertThat(stored.paused()).isTrue();
        assertThat(stored.finishedAt()).contains(finished);
        assertThat(stored.solution()).containsExactly(first.solution());
    }

    @Test
    void a_row_stored_before_moves_were_timed_reads_back_with_its_moves_untimed() {
        UUID id = UUID.randomUUID();
        TransactionTemplate tx = new TransactionTemplate(transactionManager);
        tx.executeWithoutResult(
                status -> rows.saveAndFlush(new SavedGame(PlayerKeys.random(), null, empty(id), CREATED, CREATED)));
        GameSnapshot played = snapshot(
                id,
                new int[] {70, 81},
                new int[] {900, 1_500},
                2,
                2_000,
                Optional.of(CREATED),
                HelpLedger.NONE,
                Settings.DEFAULT,
                false,
                Optional.empty());
        tx.execute(status -> updates.update(List.of(new SavedGameUpdates.Update(played, 0, CREATED.plusSeconds(2)))));
        jdbc.update("update saved_game set move_times = null where id = ?", id);

        GameSnapshot stored =
                tx.execute(status -> rows.findById(id).orElseThrow()).toSnapshot();

        assertThat(stored.moves()).containsExactly(70, 81);
        assertThat(stored.moveTimes()).containsExactly(GameSnapshot.UNKNOWN_TIME, GameSnapshot.UNKNOWN_TIME);
    }

    @Test
    void a_row_stored_before_play_was_logged_reads_back_with_an_empty_log() {
        UUID id = UUID.randomUUID();
        TransactionTemplate tx = new TransactionTemplate(transactionManager);
        tx.executeWithoutResult(
                status -> rows.saveAndFlush(new SavedGame(PlayerKeys.random(), null, empty(id), CREATED, CREATED)));
        jdbc.update("update saved_game set play_log = null where id = ?", id);

        GameSnapshot stored =
                tx.execute(status -> rows.findById(id).orElseThrow()).toSnapshot();

        assertThat(stored.playLog()).isEmpty();
        assertThat(PlayAccess.playLogSize(stored.playLog())).isZero();
    }

    @Test
    void a_row_stored_before_assists_were_recorded_reads_back_unrecorded_and_never_gold() {
        UUID id = UUID.randomUUID();
        TransactionTemplate tx = new TransactionTemplate(transactionManager);
        tx.executeWithoutResult(
                status -> rows.saveAndFlush(new SavedGame(PlayerKeys.random(), null, empty(id), CREATED, CREATED)));
        assertThat(tx.execute(status -> rows.findById(id).orElseThrow())
                        .toSnapshot()
                        .help()
                        .recorded())
                .as("a game stored now records its assists")
                .isTrue();
        // What V32 leaves in a row stored before it.
        jdbc.update("update saved_game set assists_recorded = false where id = ?", id);

        HelpLedger stored = tx.execute(status -> rows.findById(id).orElseThrow())
                .toSnapshot()
                .help();

        assertThat(stored.recorded()).isFalse();
        assertThat(stored.isClean()).isTrue();
        assertThat(stored.isGold()).isFalse();
    }
}
