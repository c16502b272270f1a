package org.calcoolation.mydata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.reminder.Reminders;
import org.calcoolation.stats.SolveReviews;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The export holds what the player said and where they are signed in, not only their games: their
 * comments (a hidden one too, marked hidden), stars, the reports they made, the browsers signed in
 * and kept logged in with their addresses, and each held solve's review with its reason, waiting,
 * cleared or rejected.
 */
@SpringBootTest
class MyDataKeepsEverythingTest {

    private static final String PASSWORD = "an export of what was said";

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
    Comments comments;

    @Autowired
    CommentModeration moderation;

    @Autowired
    SolveReviews reviews;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    Reminders reminders;

    private PlayerRef.Account registered(String prefix) {
        String name = prefix + UUID.randomUUID().toString().substring(0, 8);
        RegisterResult result = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, ""));
        return new PlayerRef.Account(
                ((RegisterResult.Registered) result).player().id());
    }

    private PlayerRef.Account moderator() {
        if (players.findByUsername("export.mod").isEmpty())
            players.register(new PlayerService.Registration("export.mod", PASSWORD, PASSWORD, ""));
        return new PlayerRef.Account(
                players.findByUsername("export.mod").orElseThrow().id());
    }

    private DailyPuzzle firstRung(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst();
    }

    /** Types the whole grid at once: faster than anyone can, so the solve is held as too fast. */
    private void solveAtOnce(PlayerRef.Account player, DailyPuzzle puzzle) {
        GameState game = games.dailyGame(player, puzzle.id(), puzzle.puzzle(), puzzle.kind())
                .orElseThrow();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        int size = game.puzzle().size();
        for (int i = 0; i < size * size; i++) {
            Cell cell = Cell.ofIndex(i, size);
            games.place(seat, cell, game.puzzle().solution().orElseThrow().digit(cell));
        }
    }

    private long commentId(PlayerRef.Account author, String text) {
        return jdbc.queryForObject(
                "select id from rung_comment where player_id = ? and body = ?", Long.class, author.id(), text);
    }

    private long solveId(PlayerRef.Account player, DailyPuzzle puzzle) {
        return jdbc.queryForObject(
                "select id from solve_record where player_id = ? and daily_puzzle_id = ?",
                Long.class,
                player.id(),
                puzzle.id());
    }

    @Test
    void the_export_holds_comments_hidden_ones_too_stars_reports_browsers_and_review_decisions_with_reasons() {
        PlayerRef.Account ada = registered("said_"), bob = registered("other_");
        PlayerRef.Account mod = moderator();
        LocalDate today = daily.today();
        DailyPuzzle waiting = firstRung(today.minusDays(3)),
                cleared = firstRung(today.minusDays(4)),
                rejected = firstRung(today.minusDays(5));
        for (DailyPuzzle rung : List.of(waiting, cleared, rejected)) solveAtOnce(ada, rung);
        solveAtOnce(bob, waiting);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> stats.finishedGames(ada.id()).size() == 3
                        && stats.finishedGames(bob.id()).size() == 1);

        comments.post(ada, waiting.id(), "Kept: the corner cage gives it away");
        comments.post(ada, waiting.id(), "Hidden: a rude word");
        comments.post(bob, waiting.id(), "Bob's remark");
        moderation.hide(mod, commentId(ada, "Hidden: a rude word"));
        comments.rate(ada, waiting.id(), 4);
        comments.report(ada, commentId(bob, "Bob's remark"));
        reviews.decide(mod, solveId(ada, cleared), true);
        reviews.decide(mod, solveId(ada, rejected), false);
        Instant now = Instant.now();
        jdbc.update(
                "insert into signed_in_session (session_key, player_id, signed_in_at, last_seen_at, address, browser) values (?, ?, ?, ?, ?, ?)",
                "k" + UUID.randomUUID().toString().replace("-", ""),
                ada.id(),
                now.atOffset(ZoneOffset.UTC),
                now.atOffset(ZoneOffset.UTC),
                "2001:db8:0:0:0:0:0:5",
                "Firefox on Linux");
        jdbc.update(
                "insert into persistent_logins (username, series, token, last_used) values (?, ?, ?, ?)",
                Long.toString(ada.id()),
                UUID.randomUUID().toString(),
                "secret-token-" + ada.id(),
                Timestamp.from(now));

        JsonNode json = JsonMapper.builder()
                .build()
                .readTree(myData.json(ada).orElseThrow().body());

        JsonNode said = json.get("comments");
        assertThat(said).hasSize(2);
        assertThat(said.get(0).get("text").asString()).isEqualTo("Kept: the corner cage gives it away");
        assertThat(said.get(0).get("hidden").asBoolean()).isFalse();
        assertThat(said.get(0).get("rung").get("day").asString())
                .isEqualTo(waiting.day().toString());
        assertThat(said.get(1).get("text").asString()).isEqualTo("Hidden: a rude word");
        assertThat(said.get(1).get("hidden").asBoolean()).isTrue();
        assertThat(said.get(1).get("hiddenAt").isNull()).isFalse();

        assertThat(json.get("stars")).hasSize(1);
        assertThat(json.get("stars").get(0).get("stars").asInt()).isEqualTo(4);
        assertThat(json.get("stars").get(0).get("rung").get("rung").asInt()).isEqualTo(1);

        assertThat(json.get("reports")).hasSize(1);
        assertThat(json.get("reports").get(0).get("commentText").asString()).isEqualTo("Bob's remark");
        assertThat(json.get("reports").get(0).get("rung").get("day").asString())
                .isEqualTo(waiting.day().toString());

        assertThat(json.get("signedInBrowsers")).hasSize(1);
        assertThat(json.get("signedInBrowsers").get(0).get("address").asString())
                .isEqualTo("2001:db8:0:0:0:0:0:5");
        assertThat(json.get("signedInBrowsers").get(0).get("browser").asString())
                .isEqualTo("Firefox on Linux");
        assertThat(json.get("keptLoggedIn")).hasSize(1);
        assertThat(json.get("keptLoggedIn").get(0).get("lastUsedAt").isNull()).isFalse();
        assertThat(json.toString()).as("no secret of the cookie").doesNotContain("secret-token-");

        assertThat(review(json, waiting).get("status").asString()).isEqualTo("held");
        assertThat(review(json, waiting).get("heldBecause").asString()).isEqualTo("too-fast");
        assertThat(review(json, waiting).get("reason").asString()).contains("4×4");
        assertThat(review(json, waiting).get("decidedAt").isNull()).isTrue();
        assertThat(review(json, cleared).get("status").asString()).isEqualTo("cleared");
        assertThat(review(json, cleared).get("heldBecause").asString()).isEqualTo("too-fast");
        assertThat(review(json, cleared).get("decidedAt").isNull()).isFalse();
        assertThat(review(json, rejected).get("status").asString()).isEqualTo("rejected");
        assertThat(review(json, rejected).get("heldBecause").asString()).isEqualTo("too-fast");
        assertThat(review(json, rejected).get("reason").asString()).isNotBlank();
        assertThat(review(json, rejected).get("decidedAt").isNull()).isFalse();
    }

    private static JsonNode review(JsonNode json, DailyPuzzle rung) {
        for (JsonNode game : json.get("games")) {
            if (!game.get("daily").isNull()
                    && game.get("daily").get("day").asString().equals(rung.day().toString())) return game.get("review");
        }
        throw new AssertionError("no game of " + rung.day());
    }

    @Test
    void the_export_holds_the_time_zone_the_reminder_the_streaks_freezes_and_gold_and_rated_practice() {
        PlayerRef.Account cy = registered("zone_");
        players.changeTimeZone(cy, "America/New_York");
        reminders.choose(cy, true, "20:30");
        solveAtOnce(cy, firstRung(daily.today().minusDays(2)));
        await().atMost(Duration.ofSeconds(20))
                .until(() -> stats.finishedGames(cy.id()).size() == 1);

        JsonNode json = JsonMapper.builder()
                .build()
                .readTree(myData.json(cy).orElseThrow().body());

        assertThat(json.get("profile").get("timeZone").asString()).isEqualTo("America/New_York");
        assertThat(json.get("dailyReminderAt").asString()).isEqualTo("20:30");
        assertThat(json.get("streak").has("freezesHeld")).isTrue();
        assertThat(json.get("streak").get("goldDays").asInt()).isZero();
        assertThat(json.get("games").get(0).get("gold").asBoolean())
                .as("typed at once, held for review: not gold")
                .isFalse();
        assertThat(json.get("practiceRating").isNull()).isTrue();
        assertThat(json.get("ratedPuzzles")).isEmpty();

        players.changeTimeZone(cy, "UTC");
        reminders.choose(cy, false, null);
        JsonNode after = JsonMapper.builder()
                .build()
                .readTree(myData.json(cy).orElseThrow().body());
        assertThat(after.get("dailyReminderAt").isNull()).isTrue();
    }
}
