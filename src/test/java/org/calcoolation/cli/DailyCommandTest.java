package org.calcoolation.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.OwnDatabase;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * An operator with the site's secret remakes a day exactly as the site stored it. The database is
 * this class's own, new at every run, so that no day in it was made by an older rule.
 */
@SpringBootTest
class DailyCommandTest {

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "daily-command");
    }

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void with_the_sites_secret_the_command_prints_the_days_stored_puzzles() {
        LocalDate day = LocalDate.of(2026, 5, 5);
        List<DailyPuzzle> stored = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day)).puzzles();
        String secret = jdbc.queryForObject(
                "select info_value from app_info where info_key = 'daily-seed-secret'", String.class);
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        DailyCommand.run(
                DailyCommand.parse(List.of("--date", day.toString()), secret),
                new PrintStream(out, true, StandardCharsets.UTF_8));

        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(6);
        assertThat(lines.getFirst()).startsWith("1 4×4 Easy ");
        assertThat(lines.stream()
                        .map(line -> line.substring(line.lastIndexOf(' ') + 1))
                        .toList())
                .containsExactlyElementsOf(
                        stored.stream().map(DailyPuzzle::puzzleId).toList());
    }

    @Test
    void without_a_secret_or_a_date_it_says_what_is_missing() {
        String secret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
        assertThatThrownBy(() -> DailyCommand.parse(List.of("--date", "2026-05-05"), null))
                .hasMessageContaining("CALCOOLATION_DAILY_SECRET");
        assertThatThrownBy(() -> DailyCommand.parse(List.of("--date", "2026-05-05"), "123"))
                .hasMessageContaining("64 hexadecimal digits");
        assertThatThrownBy(() -> DailyCommand.parse(List.of(), secret))
                .hasMessageContaining("--date yyyy-mm-dd is required");
        assertThatThrownBy(() -> DailyCommand.parse(List.of("--date", "5 May"), secret))
                .hasMessageContaining("not '5 May'");
    }
}
