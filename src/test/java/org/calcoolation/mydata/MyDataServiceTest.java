package org.calcoolation.mydata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.assertj.core.data.TemporalUnitOffset;
import org.assertj.core.data.TemporalUnitWithinOffset;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.PlayedGames;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.HelpTechniques;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A player's export on a real database, built through the services as a player builds it: a daily
 * of an earlier day solved clean, today's first rung solved after a check, a practice game given
 * up, another with a hint taken and today's second rung opened but not started, and two rated days. The files are read back as a program would read them.
 */
@SpringBootTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS) // one player for every test: building their games takes seconds
class MyDataServiceTest {

    private static final String PASSWORD = "an export of cages and lanterns";
    private static final PuzzleKind EASY_4 = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);

    @Autowired
    MyDataService myData;

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    PlayedGames played;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    HelpTechniques techniques;

    private String name;
    private String shown;
    private PlayerRef.Account ada;
    private LocalDate today;
    private DailyPuzzle earlier;
    private DailyPuzzle todays;
    private DailyPuzzle secondRung;

    @BeforeAll
    void aPlayerWithGamesAndARating() {
        name = "exp_" + UUID.randomUUID().toString().substring(0, 8);
        shown = "Ada " + name.substring(4);
        RegisterResult registered = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, shown));
        ada = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
        today = daily.today();
        earlier = firstRung(today.minusDays(3));
        todays = firstRung(today);

        solve(daily(earlier), false);
        solve(daily(todays), true);
        GameState practice = games.newGame(ada, EASY_4);
        games.show(seat(practice));
        games.revealSolution(seat(practice));
        await().atMost(Duration.ofSeconds(20))
                .until(() -> stats.finishedGames(ada.id()).size() == 3);

        GameState unfinished = games.newGame(ada, EASY_4);
        games.show(seat(unfinished));
        games.hint(seat(unfinished));
        secondRung = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(today))
                .puzzles()
                .get(1);
        daily(secondRung);
        // Both stored, and the hint with them: play is written behind, at most a second later.
        await().atMost(Duration.ofSeconds(20))
                .until(() -> played.unfinished(ada).size() == 2
                        && played.unfinished(ada).stream()
                                .anyMatch(g -> g.help().hints() == 1));

        for (int back : new int[] {5, 4}) {
            jdbc.update(
                    "insert into player_rating (player_id, period_day, rating, deviation, volatility, games) values (?, ?, ?, ?, ?, ?)",
                    ada.id(),
                    today.minusDays(back),
                    1500.0 + back,
                    300.0 - back,
                    0.06,
                    2);
        }
    }

    private DailyPuzzle firstRung(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst();
    }

    private GameState daily(DailyPuzzle puzzle) {
        return games.dailyGame(ada, puzzle.id(), puzzle.puzzle(), puzzle.kind()).orElseThrow();
    }

    private void solve(GameState game, boolean checkFirst) {
        games.show(seat(game));
        if (checkFirst) games.check(seat(game));
        for (int i = 0; i < game.puzzle().size() * game.puzzle().size(); i++) {
            Cell cell = Cell.ofIndex(i, game.puzzle().size());
            games.place(seat(game), cell, game.puzzle().solution().orElseThrow().digit(cell));
        }
        assertThat(games.state(game.id()).isFinished()).isTrue();
    }

    private static Seat seat(GameState game) {
        return new Seat(game.id(), "page");
    }

    @Test
    void the_json_names_the_player_and_holds_every_finished_game_with_its_day_rung_help_and_outcome() {
        MyDataService.Download file = myData.json(ada).orElseThrow();

        assertThat(file.fileName()).isEqualTo("calcoolation-" + name + "-" + LocalDate.now(ZoneOffset.UTC) + ".json");
        assertThat(file.contentType()).isEqualTo("application/json");
        JsonNode json = JsonMapper.builder().build().readTree(file.body());
        assertThat(json.propertyNames())
                .as("in the order docs/accounts.md gives")
                .containsExactly(
                        "format",
                        "exportedAt",
                        "profile",
                        "streak",
                        "rating",
                        "ratingHistory",
                        "games",
                        "gamesInProgress",
                        "passkeys",
                        "comments",
                        "stars",
                        "reports",
                        "signedInBrowsers",
                        "keptLoggedIn",
                        "dailyReminderAt",
                        "practiceRating",
                        "ratedPuzzles",
                        "clubs",
                        "classes");
        assertThat(json.get("format").asInt()).isEqualTo(PlayerData.FORMAT);
        assertThat(Instant.parse(json.get("exportedAt").asString())).isCloseTo(Instant.now(), within());
        JsonNode profile = json.get("profile");
        assertThat(profile.get("username").asString()).isEqualTo(name);
        assertThat(profile.get("displayName").asString()).isEqualTo(shown);
        assertThat(profile.get("tag").asString()).isEqualTo(PlayerTag.of(ada.id()));
        assertThat(profile.get("email").isNull()).as("no address confirmed").isTrue();
        assertThat(json.get("passkeys").isArray()).isTrue();
        assertThat(json.get("passkeys")).isEmpty();
        assertThat(Instant.parse(profile.get("registeredAt").asString())).isCloseTo(Instant.now(), within());
        assertThat(json.get("streak").get("current").asInt())
                .as("today's daily solved")
                .isEqualTo(1);
        assertThat(json.get("streak").get("best").asInt()).isEqualTo(1);

        List<JsonNode> played =
                StreamSupport.stream(json.get("games").spliterator(), false).toList();
        assertThat(played).hasSize(3);
        JsonNode old = dailyOn(played, earlier.day());
        assertThat(old.get("daily").get("rung").asInt()).isEqualTo(1);
        assertThat(old.get("puzzleId").asString()).as("its day is over").isEqualTo(earlier.puzzleId());
        assertThat(old.get("puzzleIdShownFrom").isNull()).isTrue();
        assertThat(old.get("outcome").asString()).isEqualTo("clean");
        assertThat(old.get("heldForReview").asString())
                .as("16 digits in no time")
                .isEqualTo("too-fast");
        assertThat(old.get("help").get("checks").asInt()).isZero();
        assertThat(old.get("kind").get("size").asInt()).isEqualTo(4);
        assertThat(old.get("kind").get("difficulty").asString()).isEqualTo("easy");
        assertThat(old.get("kind").get("cages").asString()).isEqualTo("keen");
        assertThat(old.get("kind").get("label").asString()).isEqualTo("4×4 Easy");

        JsonNode running = dailyOn(played, today);
        assertThat(running.get("puzzleId").isNull())
                .as("hidden while its day runs")
                .isTrue();
        assertThat(json.toString()).doesNotContain(todays.puzzleId());
        assertThat(Instant.parse(running.get("puzzleIdShownFrom").asString()))
                .isEqualTo(today.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant());
        assertThat(running.get("outcome").asString()).isEqualTo("assisted");
        assertThat(running.get("help").get("checks").asInt()).isEqualTo(1);
        assertThat(running.get("heldForReview").isNull()).isTrue();

        JsonNode practice =
                played.stream().filter(g -> g.get("daily").isNull()).findFirst().orElseThrow();
        assertThat(practice.get("outcome").asString()).isEqualTo("given-up");
        assertThat(practice.get("help").get("solutionRevealed").asBoolean()).isTrue();
        assertThat(practice.get("puzzleId").asString()).startsWith("4");
        for (JsonNode game : played) {
            assertThat(Instant.parse(game.get("finishedAt").asString())).isCloseTo(Instant.now(), within());
            assertThat(game.get("playMillis").asLong()).isNotNegative();
            assertThat(game.get("wallMillis").asLong())
                    .isGreaterThanOrEqualTo(game.get("playMillis").asLong());
        }

        List<JsonNode> open = StreamSupport.stream(json.get("gamesInProgress").spliterator(), false)
                .toList();
        assertThat(open).hasSize(2);
        JsonNode practiceOpen =
                open.stream().filter(g -> g.get("daily").isNull()).findFirst().orElseThrow();
        assertThat(practiceOpen.get("help").get("hints").asInt()).isEqualTo(1);
        assertThat(practiceOpen.get("puzzleId").asString()).startsWith("4");
        assertThat(Instant.parse(practiceOpen.get("startedAt").asString())).isCloseTo(Instant.now(), within());
        JsonNode dailyOpen =
                open.stream().filter(g -> !g.get("daily").isNull()).findFirst().orElseThrow();
        assertThat(dailyOpen.get("daily").get("rung").asInt()).isEqualTo(2);
        assertThat(dailyOpen.get("kind").get("label").asString()).isEqualTo("5×5 Normal");
        assertThat(dailyOpen.get("startedAt").isNull())
                .as("its Start not pressed")
                .isTrue();
        assertThat(dailyOpen.get("puzzleId").isNull()).isTrue();
        assertThat(json.toString()).doesNotContain(secondRung.puzzleId());

        List<JsonNode> history = StreamSupport.stream(json.get("ratingHistory").spliterator(), false)
                .toList();
        assertThat(history)
                .extracting(h -> LocalDate.parse(h.get("day").asString()))
                .containsExactly(today.minusDays(5), today.minusDays(4));
        assertThat(history.getLast().get("rating").asDouble()).isEqualTo(1504.0);
        assertThat(json.get("rating").get("provisional").asBoolean()).isTrue();
    }

    @Test
    void the_csv_has_a_header_and_one_row_per_finished_game_with_the_running_days_id_left_out() {
        MyDataService.Download file = myData.gamesCsv(ada).orElseThrow();

        assertThat(file.fileName()).isEqualTo("calcoolation-" + name + "-" + LocalDate.now(ZoneOffset.UTC) + ".csv");
        assertThat(file.contentType()).startsWith("text/csv");
        String text = new String(file.body(), StandardCharsets.UTF_8);
        assertThat(text).startsWith(ExportFiles.BOM).endsWith("\r\n");
        List<List<String>> rows = Csv.parse(text.substring(1));
        assertThat(rows.getFirst()).isEqualTo(ExportFiles.COLUMNS);
        List<Map<String, String>> games = rows.subList(1, rows.size()).stream()
                .map(row -> IntStream.range(0, row.size())
                        .boxed()
                        .collect(Collectors.toMap(rows.getFirst()::get, row::get)))
                .toList();
        assertThat(games).as("finished games only").hasSize(3);
        assertThat(games).extracting(g -> g.get("outcome")).containsExactlyInAnyOrder("clean", "assisted", "given-up");

        Map<String, String> running = games.stream()
                .filter(g -> g.get("daily_day").equals(today.toString()))
                .findFirst()
                .orElseThrow();
        assertThat(running.get("puzzle_id")).isEmpty();
        assertThat(running.get("daily_rung")).isEqualTo("1");
        assertThat(running.get("checks")).isEqualTo("1");
        assertThat(running.get("kind")).isEqualTo("4×4 Easy");
        assertThat(text).doesNotContain(todays.puzzleId());
        Map<String, String> old = games.stream()
                .filter(g -> g.get("daily_day").equals(earlier.day().toString()))
                .findFirst()
                .orElseThrow();
        assertThat(old.get("puzzle_id")).isEqualTo(earlier.puzzleId());
        assertThat(old.get("held_for_review")).isEqualTo("too-fast");
        for (Map<String, String> game : games) {
            assertThat(Double.parseDouble(game.get("play_seconds"))).isNotNegative();
            assertThat(Instant.parse(game.get("finished_at"))).isCloseTo(Instant.now(), within());
        }
    }

    @Test
    void a_merged_weighted_kind_is_exported_with_its_mean_and_weights() {
        PuzzleKind merged = new PuzzleKind(
                5,
                Difficulty.NORMAL,
                new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 30, OperationWeights.parse("add=2")));
        // A player of their own: the others' games are shared by every test here.
        String grace = "exp_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult registered = players.register(new PlayerService.Registration(grace, PASSWORD, PASSWORD, grace));
        PlayerRef.Account player = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
        GameState game = games.newGame(player, merged);
        games.show(seat(game));
        games.revealSolution(seat(game));
        await().atMost(Duration.ofSeconds(20))
                .until(() -> stats.finishedGames(player.id()).size() == 1);

        String text = new String(myData.gamesCsv(player).orElseThrow().body(), StandardCharsets.UTF_8);
        List<List<String>> rows = Csv.parse(text.substring(1));
        List<String> header = rows.getFirst();
        List<String> row = rows.stream()
                .filter(r -> r.get(header.indexOf("cages")).equals("merge"))
                .findFirst()
                .orElseThrow();
        assertThat(row.get(header.indexOf("mean_cage"))).isEqualTo("3.0");
        assertThat(row.get(header.indexOf("weights"))).isEqualTo("add=2 sub=1 mul=1 div=1");
        assertThat(row.get(header.indexOf("kind"))).contains("Merged 3.0", "Weighted + 2 · − 1 · × 1 · ÷ 1");

        String json = new String(myData.json(player).orElseThrow().body(), StandardCharsets.UTF_8);
        assertThat(json).contains("\"meanCage\" : 3.0").contains("\"add\" : 2").contains("\"cages\" : \"merge\"");
    }

    @Test
    void another_players_export_holds_none_of_these_games() {
        String other = "oth_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult registered = players.register(new PlayerService.Registration(other, PASSWORD, PASSWORD, ""));
        PlayerRef.Account bob = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());

        PlayerData data = myData.collect(bob).orElseThrow();

        assertThat(data.profile().username()).isEqualTo(other);
        assertThat(data.profile().displayName()).isNull();
        assertThat(data.games()).isEmpty();
        assertThat(data.gamesInProgress()).isEmpty();
        assertThat(data.rating()).isNull();
        assertThat(data.ratingHistory()).isEmpty();
        assertThat(data.streak()).isEqualTo(new PlayerData.Streak(0, 0, 0, 0));
    }

    /** The coach's tally of each game (issue 43) is in the export, and goes with the account. */
    @Test
    void each_finished_game_lists_the_techniques_its_hints_named_and_they_go_with_the_account() {
        String who = "tec_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult registered = players.register(new PlayerService.Registration(who, PASSWORD, PASSWORD, ""));
        PlayerRef.Account dot = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
        UUID hinted = UUID.randomUUID(), clean = UUID.randomUUID();
        Instant at = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        for (UUID game : List.of(hinted, clean))
            jdbc.update(
                    """
                    insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis,
                        elapsed_millis, finished_at)
                    values (?, ?, '4:x', 4, 'EASY', 'STANDARD', ?, 60000, 61000, ?)""",
                    dot.id(),
                    game,
                    game == clean ? "CLEAN" : "ASSISTED",
                    Timestamp.from(at.minusSeconds(game == clean ? 60 : 0)));
        techniques.record(
                dot.id(), hinted, List.of(Technique.NAKED_SUBSET, Technique.SINGLE, Technique.NAKED_SUBSET), at);

        JsonNode games = JsonMapper.builder()
                .build()
                .readTree(myData.json(dot).orElseThrow().body())
                .get("games");

        assertThat(games.get(0).get("hintedTechniques")).isEmpty();
        JsonNode named = games.get(1).get("hintedTechniques");
        assertThat(named).hasSize(2);
        assertThat(named.get(0).get("technique").asString()).isEqualTo("single");
        assertThat(named.get(0).get("hints").asInt()).isEqualTo(1);
        assertThat(named.get(1).get("technique").asString()).isEqualTo("naked-subset");
        assertThat(named.get(1).get("hints").asInt()).isEqualTo(2);

        assertThat(players.deleteAccount(dot, PASSWORD)).isInstanceOf(ChangeResult.Changed.class);
        assertThat(jdbc.queryForObject("select count(*) from help_technique where game_id = ?", Integer.class, hinted))
                .isZero();
    }

    @Test
    void a_deleted_account_has_nothing_to_download() {
        String gone = "del_" + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult registered = players.register(new PlayerService.Registration(gone, PASSWORD, PASSWORD, ""));
        PlayerRef.Account cid = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
        assertThat(myData.json(cid)).isPresent();

        assertThat(players.deleteAccount(cid, PASSWORD)).isInstanceOf(ChangeResult.Changed.class);

        assertThat(myData.json(cid)).isEmpty();
        assertThat(myData.gamesCsv(cid)).isEmpty();
    }

    private static JsonNode dailyOn(List<JsonNode> played, LocalDate day) {
        return played.stream()
                .filter(g -> !g.get("daily").isNull()
                        && g.get("daily").get("day").asString().equals(day.toString()))
                .findFirst()
                .orElseThrow();
    }

    private static TemporalUnitOffset within() {
        return new TemporalUnitWithinOffset(2, ChronoUnit.MINUTES);
    }

    /** A reader of RFC 4180, as a spreadsheet reads the file: quoted fields, doubled quotes, CRLF between records. */
    static final class Csv {
        static List<List<String>> parse(String text) {
            List<List<String>> rows = new ArrayList<>();
            List<String> row = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                    } else if (c == '"') quoted = false;
                    else field.append(c);
                } else if (c == '"') quoted = true;
                else if (c == ',') {
                    row.add(field.toString());
                    field.setLength(0);
                } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    row.add(field.toString());
                    field.setLength(0);
                    rows.add(row);
                    row = new ArrayList<>();
                    i++;
                } else field.append(c);
            }
            return rows;
        }
    }
}
