package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The two ways issue 37's probe kept its time short, played through the game service on a real H2
 * with a hand-moved clock, the finish recorded by the real stats listener: a page that says it left
 * (its beacon) after each move while its player thinks, and a metronome whose page said every move
 * had waited in the browser, so that the rhythm check had no times to judge.
 */
class StoppedClockTest extends OnGameDatabase {

    private static final PuzzleKind NORMAL_6 = new PuzzleKind(6, Difficulty.NORMAL, Variant.STANDARD);

    @Autowired
    ApplicationEventPublisher application;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    private final PlayerRef.Account account = newAccount();

    /**
     * An account row for the records, and a store that publishes to the application too, so that
     * stats records the finish as it does in the app.
     */
    @BeforeEach
    void accountAndAStoreThatTellsStats() {
        String name = "clock" + account.id();
        jdbc.update(
                "insert into player (id, username, username_key, password_hash, created_at) values (?, ?, ?, ?, ?)",
                account.id(),
                name,
                name,
                "$2a$10$notarealhashnotarealhashnotarealhashnotarealhashnotreal",
                OffsetDateTime.now(ZoneOffset.UTC));
        store = newStore(
                event -> {
                    events.add(event);
                    application.publishEvent(event);
                },
                Runnable::run);
        service = serviceOn(store);
    }

    private GameState shownGame(PuzzleKind kind) {
        GameState game = service.newGame(account, kind);
        return service.show(seat(game));
    }

    private static PlayerMove solutionDigit(GameState game, int index) {
        int n = game.kind().size();
        Cell cell = Cell.ofIndex(index, n);
        Grid solution = game.puzzle().solution().orElseThrow();
        return new PlayerMove.Write(cell, solution.digit(cell), false, false);
    }

    /** A person's time to think of the next digit, 2.14 s on average: 35 of them are the probe's 75 s. */
    private static final List<Integer> THOUGHTS = List.of(1300, 2900, 1800, 3400, 1500, 2200, 2700, 1100, 2400, 2100);

    @Test
    void a_page_that_posts_its_beacon_after_every_move_is_counted_the_wall_time_between_its_moves() {
        GameState game = shownGame(NORMAL_6);
        Seat seat = seat(game);
        Duration between = Duration.ZERO;
        for (int i = 0; i < 36; i++) {
            if (i > 0) {
                Duration thought = Duration.ofMillis(THOUGHTS.get(i % THOUGHTS.size()));
                clock.advance(thought);
                between = between.plus(thought);
            }
            service.play(seat, new PlayerMove.Number("script", i + 1, 0), solutionDigit(game, i));
            if (i < 35) assertThat(service.gone(seat)).as("the beacon is taken").isTrue();
        }

        Finish finish = service.state(game.id()).finish().orElseThrow();
        assertThat(between).as("the probe's 75 s").isBetween(Duration.ofSeconds(70), Duration.ofSeconds(80));
        assertThat(finish.playTime()).isGreaterThanOrEqualTo(between);
        assertThat(finish.playTime()).as("never more than the wall time").isLessThanOrEqualTo(finish.elapsed());
        assertThat(stats.heldForReview(game.id())).as("a person's time, ranked").isEmpty();
    }

    /**
     * Before issue 37 a page said which moves had waited offline, and those were not timed: a
     * metronome that said it of every move went unjudged and ranked first. Now nothing a page says
     * keeps a move from being timed as the server takes it (the flag is gone from the server, and
     * PlayViewTest shows the grid ignores it), so the metronome is held.
     */
    @Test
    void a_metronome_is_held_by_its_rhythm_as_every_move_is_timed_when_the_server_takes_it() {
        GameState game = shownGame(EASY_4);
        playMetronome(game);

        assertThat(stats.heldForReview(game.id())).contains(new Held.MachinePace());
    }

    /** 16 digits at 300 ± 10 ms, above the 4 s floor of a 4×4. */
    private void playMetronome(GameState game) {
        for (int i = 0; i < 16; i++) {
            clock.advance(
                    Duration.ofMillis(300 + List.of(-10, 4, 10, -6, 0, 7, -3).get(i % 7)));
            service.play(seat(game), new PlayerMove.Number("metronome", i + 1, 0), solutionDigit(game, i));
        }
        Finish finish = service.state(game.id()).finish().orElseThrow();
        assertThat(finish.playTime()).isGreaterThan(Duration.ofSeconds(4));
    }
}
