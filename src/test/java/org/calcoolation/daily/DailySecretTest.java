package org.calcoolation.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.calcoolation.OwnDatabase;
import org.calcoolation.base.data.AppInfo;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.DailyGames;
import org.calcoolation.stats.DailyRecords;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The daily secret on a real database of this class's own (new at every run): made once and kept,
 * shared by every start, checked against the setting, and a day's puzzles are not the public rule's.
 */
@SpringBootTest
class DailySecretTest {

    private static final String OTHER = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "secret");
    }

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    DailySeeds seeds;

    @Autowired
    AppInfo info;

    @Autowired
    DailyGames games;

    @Autowired
    DailyRecords records;

    @Autowired
    DailyPuzzleService daily;

    private String storedSecret() {
        return jdbc.queryForObject("select info_value from app_info where info_key = ?", String.class, DailySecret.KEY);
    }

    private DailySeeds start(String configured) {
        return new DailySecret()
                .dailySeeds(
                        jdbc,
                        info,
                        games,
                        records,
                        transactions,
                        Clock.fixed(Instant.parse("2026-11-25T12:00:00Z"), ZoneOffset.UTC),
                        configured);
    }

    @Test
    void the_first_start_makes_a_secret_that_every_later_start_uses() {
        String secret = storedSecret();
        assertThat(secret).matches("[0-9a-f]{64}");
        LocalDate day = LocalDate.of(2026, 3, 3);

        assertThat(start("").seed(day, LadderRung.LADDER.get(3))).isEqualTo(seeds.seed(day, LadderRung.LADDER.get(3)));
        assertThat(start(secret.toUpperCase()).seed(day, LadderRung.LADDER.get(3)))
                .as("the setting, when it matches")
                .isEqualTo(seeds.seed(day, LadderRung.LADDER.get(3)));
        assertThat(storedSecret()).isEqualTo(secret);
    }

    @Test
    void a_setting_that_differs_from_the_stored_secret_or_is_malformed_stops_the_start() {
        assertThatThrownBy(() -> start(OTHER))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("differs");
        assertThatThrownBy(() -> start("not a secret"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("64 hexadecimal");
    }

    @Test
    void a_days_puzzles_are_not_the_ones_the_public_rule_makes() {
        LocalDate day = LocalDate.of(2026, 4, 4);
        List<DailyPuzzle> ladder = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day)).puzzles();
        for (DailyPuzzle stored : ladder) {
            LadderRung slot = LadderRung.LADDER.get(stored.slot());
            Puzzle guessed = Generator.generate(
                    slot.size(), slot.difficulty(), slot.variant(), DailySeedsTest.publicRule(day, slot));
            assertThat(stored.puzzleId()).as(slot.label()).isNotEqualTo(KeenCodec.encode(guessed));
        }
    }

    @Test
    void a_secret_made_on_a_database_without_one_remakes_the_days_to_come_nobody_played_and_keeps_the_rest() {
        String before = storedSecret();
        LocalDate today = LocalDate.of(2026, 11, 25);
        String pastId = daily.ladder(today.minusDays(3)) instanceof DailyPuzzleService.DayResult.Ladder l
                ? l.puzzles().getFirst().puzzleId()
                : "";
        jdbc.update(
                "insert into daily_ladder (play_day, created_at) values (?, ?)",
                today.plusDays(1),
                OffsetDateTime.now(ZoneOffset.UTC));
        jdbc.update("""
                insert into daily_puzzle (play_day, slot, grid_size, difficulty, variant, seed, generator_version, puzzle_id, solution)
                values (?, 0, 4, 'EASY', 'STANDARD', 1, 1, '4:made-by-the-public-rule', '1')""", today.plusDays(1));
        jdbc.update("delete from app_info where info_key = ?", DailySecret.KEY);
        try {
            start(OTHER);

            assertThat(storedSecret()).isEqualTo(OTHER);
            assertThat(jdbc.queryForObject(
                            "select count(*) from daily_ladder where play_day = ?", Integer.class, today.plusDays(1)))
                    .isZero();
            assertThat(jdbc.queryForObject(
                            "select puzzle_id from daily_puzzle where play_day = ? and slot = 0",
                            String.class,
                            today.minusDays(3)))
                    .as("a day already out stays as it was")
                    .isEqualTo(pastId);
        } finally {
            jdbc.update("update app_info set info_value = ? where info_key = ?", before, DailySecret.KEY);
        }
    }

    @Test
    void a_day_to_come_that_someone_already_began_is_kept_when_the_secret_is_made() {
        String before = storedSecret();
        LocalDate ahead = LocalDate.of(2026, 11, 25).plusDays(2);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        jdbc.update("insert into daily_ladder (play_day, created_at) values (?, ?)", ahead, now);
        jdbc.update("""
                insert into daily_puzzle (play_day, slot, grid_size, difficulty, variant, seed, generator_version, puzzle_id, solution)
                values (?, 0, 4, 'EASY', 'STANDARD', 1, 1, '4:begun-by-a-clock-ahead', '1')""", ahead);
        Long puzzle = jdbc.queryForObject("select id from daily_puzzle where play_day = ?", Long.class, ahead);
        jdbc.update("""
                insert into saved_game (id, player_key, puzzle_id, difficulty, variant, solution, moves, move_cursor,
                    elapsed_millis, checks, hints, cells_revealed, solution_revealed, remove_notes_on_place, live_marks,
                    paused, created_at, updated_at, row_version, daily_puzzle_id)
                values (?, 'guest:ahead', '4:begun-by-a-clock-ahead', 'EASY', 'STANDARD', '1', ?, 0, 0, 0, 0, 0,
                    false, true, true, false, ?, ?, 0, ?)""", UUID.randomUUID(), new byte[0], now, now, puzzle);
        jdbc.update("delete from app_info where info_key = ?", DailySecret.KEY);
        try {
            start(OTHER);

            assertThat(jdbc.queryForObject(
                            "select count(*) from daily_ladder where play_day = ?", Integer.class, ahead))
                    .as("a day with a game in it stays, whoever owns the game's table")
                    .isOne();
        } finally {
            jdbc.update("update app_info set info_value = ? where info_key = ?", before, DailySecret.KEY);
        }
    }
}
