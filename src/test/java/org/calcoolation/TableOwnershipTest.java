package org.calcoolation;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every table has one owning feature (issue 39): only the owner writes it, by JDBC or by a JPA
 * entity; another feature asks the owner's service, or reads a view the owner publishes. The few
 * reads across features that stay are listed below with the reason each is still allowed.
 * Plain JUnit over the source text (see {@link SqlScan}); migrations under {@code db.migration} are
 * the schema's history and may touch any table.
 */
class TableOwnershipTest {

    /** The owner of every table of the migrations; each owner's package-info names its tables. */
    static final Map<String, String> OWNER = Map.ofEntries(
            entry("account_token", "account"),
            entry("login_failure", "account"),
            entry("passkey_user", "account"),
            entry("persistent_logins", "account"),
            entry("player", "account"),
            entry("player_name_key", "account"),
            entry("reset_request", "account"),
            entry("signed_in_session", "account"),
            entry("user_credentials", "account"),
            entry("app_info", "base"),
            entry("shedlock", "base"),
            entry("school_class", "classroom"),
            entry("class_student", "classroom"),
            entry("class_assignment", "classroom"),
            entry("class_puzzle", "classroom"),
            entry("class_game", "classroom"),
            entry("club", "club"),
            entry("club_invite", "club"),
            entry("club_member", "club"),
            entry("club_name_key", "club"),
            entry("daily_ladder", "daily"),
            entry("daily_puzzle", "daily"),
            entry("rung_comment", "daily"),
            entry("rung_comment_report", "daily"),
            entry("rung_star", "daily"),
            entry("play_settings", "game"),
            entry("saved_game", "game"),
            entry("guest_carry", "stats"),
            entry("help_technique", "stats"),
            entry("learn_game", "learn"),
            entry("learn_path", "learn"),
            entry("learn_progress", "learn"),
            entry("practice_attempt", "practice"),
            entry("practice_player", "practice"),
            entry("practice_puzzle", "practice"),
            entry("timed_draw", "practice"),
            entry("ranked_hold", "stats"),
            entry("player_rating", "stats"),
            entry("puzzle_rating", "stats"),
            entry("rating_period", "stats"),
            entry("solve_record", "stats"),
            entry("daily_reminder", "reminder"),
            entry("run", "run"),
            entry("run_puzzle", "run"));

    /** Reads of another feature's table that stay, as "file reads table", with why. Keep it short. */
    static final Map<String, String> KNOWN_READS = Map.ofEntries(entry(
            "stats/StatsService.java reads daily_puzzle, owned by daily",
            "a daily streak needs each puzzle's play day; daily depends on stats, so stats cannot ask"
                    + " daily's service without a cycle: a view of the play days (a migration) is the way out"));

    /** Files that run SQL touching no table, with why. */
    static final Map<String, String> NO_TABLE = Map.of(
            "base/live/PostgresChannel.java", "sends live events by pg_notify, which names a channel, not a table",
            "base/data/GuestPurges.java", "runs the statements each feature writes for its own tables");

    private static final Path MAIN = Path.of("src", "main", "java", "org", "calcoolation");
    private static final Pattern RUNS_SQL = Pattern.compile(
            "\\b(?:jdbc|jdbcClient)\\.(?:update|query\\w*|batchUpdate|execute|sql)\\(|@Query\\(|createNativeQuery|@Entity");
    private static final Pattern CREATED =
            Pattern.compile("(?i)create\\s+(table|(?:or\\s+replace\\s+)?view)\\s+(?:if\\s+not\\s+exists\\s+)?(\\w+)");

    @Test
    void every_table_of_the_migrations_has_one_owner() {
        assertThat(OWNER.keySet()).containsExactlyInAnyOrderElementsOf(created().keySet());
    }

    @Test
    void each_owner_names_its_tables_in_its_package_info() {
        List<String> unnamed = new ArrayList<>();
        OWNER.forEach((table, feature) -> {
            if (!read(MAIN.resolve(feature).resolve("package-info.java")).contains("{@code " + table + "}"))
                unnamed.add(feature + "/package-info.java does not name " + table);
        });
        assertThat(unnamed).isEmpty();
    }

    @Test
    void no_feature_writes_or_reads_another_features_table() {
        List<String> crossings = new ArrayList<>(crossings(mainSources()));
        crossings.removeIf(KNOWN_READS::containsKey);
        assertThat(crossings)
                .as("a feature's SQL or entity touches a table another feature owns")
                .isEmpty();
    }

    @Test
    void every_known_read_across_features_still_happens() {
        assertThat(crossings(mainSources())).containsAll(KNOWN_READS.keySet());
    }

    /** Guards the plain reading of the text: each file that holds SQL must show at least one table to the scan. */
    @Test
    void the_scan_finds_a_table_in_every_file_that_runs_sql() {
        Map<String, String> sources = mainSources();
        Map<String, String> entities = new HashMap<>();
        sources.values().forEach(source -> entities.putAll(SqlScan.entityTable(source)));
        SqlScan scan = new SqlScan(OWNER.keySet(), entities);
        List<String> unseen = new ArrayList<>();
        sources.forEach((file, source) -> {
            if (RUNS_SQL.matcher(source).find() && scan.uses(source).isEmpty() && !NO_TABLE.containsKey(file))
                unseen.add(file);
        });
        assertThat(unseen).isEmpty();
    }

    /** The check itself, on a source that writes another feature's table and reads another's. */
    @Test
    void the_check_catches_a_write_and_a_read_across_features() {
        String source = """
                class Sneaky {
                    void run(JdbcTemplate jdbc) {
                        jdbc.update("insert into app_info (info_key, info_value) " + "values (?, ?)", "k", "v");
                        jdbc.queryForList(\"""
                                select g.id from saved_game g join daily_puzzle d on d.id = g.daily_puzzle_id\""");
                    }
                }
                """;
        assertThat(crossings(Map.of("daily/Sneaky.java", source)))
                .containsExactlyInAnyOrder(
                        "daily/Sneaky.java writes app_info, owned by base",
                        "daily/Sneaky.java reads saved_game, owned by game");
    }

    /** Each use of a table by a feature that does not own it, as "file reads|writes table, owned by owner". */
    static List<String> crossings(Map<String, String> sources) {
        Map<String, String> entities = new HashMap<>();
        sources.values().forEach(source -> entities.putAll(SqlScan.entityTable(source)));
        Set<String> views = new TreeSet<>();
        created().forEach((name, kind) -> {
            if (kind.contains("view")) views.add(name);
        });
        SqlScan scan = new SqlScan(OWNER.keySet(), entities);
        List<String> crossings = new ArrayList<>();
        new TreeMap<>(sources).forEach((file, source) -> {
            String feature = file.substring(0, Math.max(0, file.indexOf('/')));
            for (SqlScan.Use use : scan.uses(source)) {
                String owner = OWNER.get(use.table());
                if (owner.equals(feature)) continue;
                if (use.access() == SqlScan.Access.READS && views.contains(use.table())) continue;
                String verb = use.access().name().toLowerCase(Locale.ROOT);
                crossings.add(file + " " + verb + " " + use.table() + ", owned by " + owner);
            }
        });
        return crossings;
    }

    /** Every main source under org.calcoolation, by its path below it ("daily/DailySecret.java"). */
    private static Map<String, String> mainSources() {
        try (Stream<Path> files = Files.walk(MAIN)) {
            Map<String, String> sources = new HashMap<>();
            files.filter(f -> f.toString().endsWith(".java"))
                    .forEach(f -> sources.put(MAIN.relativize(f).toString().replace('\\', '/'), read(f)));
            return sources;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Each table and view the migrations create, to "table" or "view". */
    private static Map<String, String> created() {
        Map<String, String> created = new HashMap<>();
        for (Path folder : List.of(
                Path.of("src", "main", "resources", "db", "migration"),
                Path.of("src", "main", "java", "db", "migration"))) {
            try (Stream<Path> files = Files.list(folder)) {
                files.forEach(file -> {
                    Matcher m = CREATED.matcher(read(file));
                    while (m.find())
                        created.put(
                                m.group(2).toLowerCase(Locale.ROOT), m.group(1).toLowerCase(Locale.ROOT));
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return created;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
