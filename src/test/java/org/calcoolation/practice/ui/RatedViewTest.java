package org.calcoolation.practice.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Image;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.OptionalInt;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.PracticeService;
import org.calcoolation.practice.RatedModerator;
import org.calcoolation.stats.RankedReviews;
import org.calcoolation.stats.SolveReviews;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/** The rated practice page without a browser, as a guest: draw, play, see the score, draw the next; a stranger's attempt refused. */
@SpringBootTest(
        properties = {
            "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/practice-ui",
            "calcoolation.moderators=" + RatedModerator.NAME
        })
class RatedViewTest extends SpringBrowserlessTest {

    @Autowired
    GameService games;

    @Autowired
    PracticeService practice;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PracticeSection records;

    @Autowired
    PlayerService players;

    @Autowired
    RankedReviews reviews;

    /** A few 4×4 pool puzzles, made here as the pool's job makes them. */
    @BeforeEach
    void smallPoolPuzzles() {
        for (int i = 0; i < 4; i++) {
            long seed = ThreadLocalRandom.current().nextLong();
            Puzzle p = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, seed);
            jdbc.update(
                    """
                    insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                        deviation, volatility, attempts, added_at) values (4, 'EASY', ?, ?, ?, 1500, 250, 0.06, 0, ?)""",
                    Generator.VERSION,
                    seed,
                    KeenCodec.encode(p, Difficulty.EASY, Variant.STANDARD),
                    OffsetDateTime.now(ZoneOffset.UTC));
        }
    }

    @Autowired
    ApplicationContext context;

    /** Solves the game on the page as another page of the same player would, and waits for its score. */
    private void solve(GameState game) {
        Seat seat = new Seat(game.id(), "other-page");
        int n = game.puzzle().size();
        for (int i = 0; i < n * n; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, n),
                    game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
        long deadline = System.nanoTime() + 20_000_000_000L;
        PlayerRef player = player();
        while (practice.ofGame(player, game.id()).flatMap(Attempt::scored).isEmpty()) {
            if (System.nanoTime() > deadline) throw new AssertionError("not scored within 20 s");
            LockSupport.parkNanos(20_000_000);
        }
    }

    private PlayerRef player() {
        return context.getBean(CurrentPlayer.class).ref();
    }

    @Test
    void a_guest_draws_plays_sees_it_held_then_cleared_and_draws_another_puzzle() {
        RatedView view = navigate(RatedView.class);
        assertThat(view.yourRating.getText()).contains("starts at 1500");
        assertThat(view.drawButton.isVisible()).isTrue();

        Press.on(view.drawButton);
        GameState first = view.panel.game().orElseThrow();
        assertThat(first.kind().size()).isEqualTo(4);
        solve(first);
        // The score is committed just before the game store marks the finish stored: the page waits for that.
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!view.result.isVisible() && System.nanoTime() < deadline) view.panel.refresh();

        // Typed in a moment, as a script types: held, and the page says why and that no rating moved.
        assertThat(view.result.isVisible()).isTrue();
        assertThat(view.result.getText())
                .isEqualTo("Held for review: it took under 00:04, less than typing every cell takes. Neither your "
                        + "rating nor the puzzle’s moves until a moderator has watched its replay.");
        assertThat(view.yourRating.getText()).contains("starts at 1500");
        assertThat(view.next.isVisible()).isTrue();
        long attempt = practice.ofGame(player(), first.id()).orElseThrow().id();

        assertThat(reviews.decide(RatedModerator.fresh(players), first.id(), true))
                .isInstanceOf(SolveReviews.Done.class);
        RatedView cleared = navigate("rated/" + attempt, RatedView.class);
        assertThat(cleared.result.getText()).startsWith("Win (clean solve, score 1.00). Your rating 1500 → ");
        assertThat(cleared.yourRating.getText()).startsWith("Your practice rating: ");
        view = cleared;

        Press.on(view.next);
        GameState second = view.panel.game().orElseThrow();
        assertThat(second.isFinished()).isFalse();
        assertThat(second.id()).isNotEqualTo(first.id());
        assertThat(second.puzzleId()).isNotEqualTo(first.puzzleId());
        assertThat(view.result.isVisible()).isFalse();
    }

    @Test
    void another_players_attempt_is_refused_with_a_sentence_and_no_grid() {
        PlayerRef stranger = PlayerKeys.random();
        long theirs = ((PracticeService.Served) practice.draw(stranger, OptionalInt.empty()))
                .attempt()
                .id();

        RatedView view = navigate("rated/" + theirs, RatedView.class);

        assertThat(view.refusal.isVisible()).isTrue();
        assertThat(view.refusal.getText()).isEqualTo(Wording.t(PracticeService.NOT_YOURS));
        assertThat(view.panel.game()).isEmpty();
        assertThat(practice.open(stranger)).isPresent();
    }

    @Test
    void the_records_section_shows_the_rating_its_chart_and_the_puzzles_played() {
        String name = "records_" + java.util.UUID.randomUUID().toString().substring(0, 8);
        String password = "a rated puzzle a day";
        var registered = players.register(new PlayerService.Registration(name, password, password, null));
        PlayerRef.Account account = new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
        assertThat(records.section(account.id()).getElement().getTextRecursively())
                .contains("No practice rating yet.");
        PracticeService.Served drawn = (PracticeService.Served) practice.draw(account, OptionalInt.empty());
        GameState game = drawn.game();
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        int n = game.puzzle().size();
        for (int i = 0; i < n * n; i++)
            games.place(
                    seat,
                    Cell.ofIndex(i, n),
                    game.puzzle().solution().orElseThrow().digit(Cell.ofIndex(i, n)));
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (practice.ofGame(account, game.id()).flatMap(Attempt::scored).isEmpty()) {
            if (System.nanoTime() > deadline) throw new AssertionError("not scored within 20 s");
            LockSupport.parkNanos(20_000_000);
        }

        assertThat(records.section(account.id()).getElement().getTextRecursively())
                .as("typed at once: held, not yet on the chart")
                .contains("Held for review")
                .doesNotContain("Win · clean");
        reviews.decide(RatedModerator.fresh(players), game.id(), true);

        var section = records.section(account.id());

        assertThat(section.getElement().getTextRecursively())
                .contains("Your practice rating: ")
                .contains("Rated puzzles played")
                .contains("4×4 Easy")
                .contains("Win · clean");
        Image chart = (Image) section.getChildren()
                .filter(Image.class::isInstance)
                .findFirst()
                .orElseThrow();
        assertThat(chart.getAlt())
                .hasValueSatisfying(
                        alt -> assertThat(alt).startsWith("Your practice rating over 1 rated puzzle, from 1500 to "));
        assertThat(chart.getSrc()).startsWith("data:image/svg+xml");
    }
}
