package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.play.Coaching;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.HintLevel;
import org.calcoolation.game.play.HintProgress;
import org.calcoolation.game.play.MoveReceipts;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.play.Timekeeper;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;
import org.calcoolation.game.store.PracticeGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.TransactionException;

/**
 * The games people play: up to {@link #PRACTICE_GAMES} practice games in progress per player, one
 * of them current, one game per player and daily puzzle, and every move on them. Each change is one
 * method that locks the game, applies the move and leaves it for the {@link GameStore} to save;
 * callers get back the game as it then stood. New games are put in by {@link NewGames}; a numbered
 * move from the board goes straight to the store's one locked call ({@link #play}), a page's other
 * requests through {@link SeatMoves}.
 *
 * <p>A page that plays a game has a {@link Seat}: the game's id and an id of the page's own, so
 * that the play clock knows which pages show the grid (see {@code PlayTimeMeter}). Any move from a
 * page says that the page shows the grid: a move resumes the play clock.
 */
@Service
public class GameService {

    private static final Logger log = LoggerFactory.getLogger(GameService.class);

    /** How long a page may go unheard (no round trip, no heartbeat) and still count as playing. */
    public static final Duration CONTACT_GRACE = Timekeeper.CONTACT_GRACE;

    /**
     * How many practice games a player keeps in progress. Enough to put a hard puzzle aside for an
     * easy one, a big one for a small one, and try a shared one, yet a list that fits beside the
     * grid; each game held costs its row and, while played, its memory. A new game beyond it
     * discards the one played longest ago.
     */
    public static final int PRACTICE_GAMES = 5;

    /** A page's place at a game: which game, and which page (any id unique to the page). */
    public record Seat(UUID game, String viewer) {}

    /** What Check found: the wrong digits, and the game after counting the help. */
    public record Checked(GameState state, Set<Cell> mistakes) {}

    /** What a press of Hint showed, at which level, and the game after counting the help. */
    public record Hinted(GameState state, Hint hint, HintLevel level) {}

    private final GameStore store;
    private final Clock clock;
    private final List<PersonalBests> records;
    private final NewGames newGames;
    private final SeatMoves seats;
    private final GameMetrics metrics;
    private final PlayerSettings settings;
    private final List<GamesApart> apart;

    GameService(
            GameStore store,
            Clock clock,
            List<PersonalBests> records,
            GameMetrics metrics,
            PlayerSettings settings,
            List<GamesApart> apart) {
        this.store = store;
        this.clock = clock;
        this.records = List.copyOf(records);
        this.settings = settings;
        this.metrics = metrics;
        this.apart = List.copyOf(apart);
        this.newGames = new NewGames(store, clock, metrics, settings, this::apartOf);
        this.seats = new SeatMoves(store, metrics);
    }

    // ---- which game ----

    /** Starts a new generated puzzle as the player's current practice game. */
    public GameState newGame(PlayerRef player, PuzzleKind kind) {
        return peek(newGames.generated(player, kind));
    }

    /**
     * The player's practice game in progress or last played, if any; a game played apart
     * ({@link GamesApart}) never, but the practice game they played last before it.
     */
    public Optional<GameState> current(PlayerRef player) {
        Optional<UUID> current = store.current(player).map(live -> live.game().id());
        if (current.isEmpty() || !isApart(current.get())) return current.map(this::peek);
        return practiceGames(player).stream().findFirst().flatMap(g -> resume(player, g.id()));
    }

    /** The player's practice games in progress, last played first: at most {@link #PRACTICE_GAMES}, none played apart. */
    public List<PracticeGame> practiceGames(PlayerRef player) {
        return NewGames.withoutApart(store.practiceGames(player, PRACTICE_GAMES * 2), this::apartOf).stream()
                .limit(PRACTICE_GAMES)
                .toList();
    }

    private boolean isApart(UUID game) {
        return !apartOf(List.of(game)).isEmpty();
    }

    private Set<UUID> apartOf(Collection<UUID> games) {
        if (apart.isEmpty() || games.isEmpty()) return Set.of();
        Set<UUID> found = new HashSet<>();
        apart.forEach(a -> found.addAll(a.apart(games)));
        return found;
    }

    /**
     * The game that a new practice game would discard: the one played longest ago, when the player
     * already has {@link #PRACTICE_GAMES} in progress (the one on screen among them).
     */
    public Optional<PracticeGame> discardedByNewGame(PlayerRef player) {
        List<PracticeGame> inProgress = practiceGames(player);
        return inProgress.size() < PRACTICE_GAMES ? Optional.empty() : Optional.of(inProgress.getLast());
    }

    /** Goes back to one of the player's practice games, which becomes their current one; empty if it is gone. */
    public Optional<GameState> resume(PlayerRef player, UUID game) {
        return store.open(player, game).map(live -> peek(live.game().id()));
    }

    /** Deletes one of the player's practice games for good; false if there was none such (another's, a daily, gone). */
    public boolean discard(PlayerRef player, UUID game) {
        return store.discard(player, game);
    }

    /**
     * The player's game of a daily puzzle: the one they started, wherever they left it, or a new
     * one. One game per player and daily puzzle, however many pages ask at once. Empty if their
     * stored game of it cannot be read back: it is kept as it is, and no second one is started.
     */
    public Optional<GameState> dailyGame(PlayerRef player, long dailyPuzzleId, Puzzle puzzle, PuzzleKind kind) {
        return newGames.daily(player, dailyPuzzleId, puzzle, kind).map(this::peek);
    }

    /** The player's games of these daily puzzles, those started, by daily puzzle id. */
    public Map<Long, GameState> dailyGames(PlayerRef player, Collection<Long> dailyPuzzleIds) {
        Map<Long, GameState> states = new HashMap<>();
        store.dailies(player, dailyPuzzleIds)
                .forEach((dailyId, live) -> states.put(dailyId, peek(live.game().id())));
        return states;
    }

    /**
     * Starts the puzzle of a Keen game ID if it is well formed and has exactly one solution. Its
     * variant comes from its clues, never from the ID's flags.
     */
    public ImportResult importGame(PlayerRef player, String keenId) {
        return KeenImport.read(keenId, clock, (puzzle, kind) -> peek(newGames.practice(player, puzzle, kind)));
    }

    /**
     * As {@link #importGame}, for a game another feature plays apart ({@link GamesApart}): it leaves
     * the player's practice games as they were, discarding none.
     */
    public ImportResult importApart(PlayerRef player, String keenId) {
        return KeenImport.read(keenId, clock, (puzzle, kind) -> peek(newGames.apart(player, puzzle, kind)));
    }

    /** The levels that can be made at this size in this variant, easiest first; none for some variants at large sizes. */
    public List<Difficulty> levelsFor(int size, Variant variant) {
        return Arrays.stream(Difficulty.values())
                .filter(d -> Generator.supports(size, d, variant))
                .toList();
    }

    /** Whether a finished game set a personal best that still stands; false for guests and for games not recorded. */
    public boolean isPersonalBest(UUID game) {
        return records.stream().anyMatch(r -> r.isPersonalBest(game));
    }

    /**
     * A guest signed in: the games they played as a guest are the account's now, but for a daily rung
     * the account played itself (see {@link GuestHandover}). If the database refuses, the guest's
     * games stay the guest's, to be carried at the next sign-in from this browser: signing in goes on.
     */
    @EventListener
    void guestSignedIn(GuestSignedIn event) {
        try {
            store.hand(event.guest(), event.account());
        } catch (DataAccessException | TransactionException e) {
            log.warn(
                    "The games of a guest could not be handed to account {}: {}",
                    event.account().id(),
                    e.toString());
        }
    }

    /** How many players opened the grid of each of these daily puzzles, guests included; a puzzle nobody opened is left out. */
    public Map<Long, Integer> dailyPlayers(Collection<Long> dailyPuzzleIds) {
        return store.dailyPlayers(dailyPuzzleIds);
    }

    /** An account is deleted: its games go with it, in the same transaction. */
    @EventListener
    void accountDeleted(AccountDeleted event) {
        store.deleteAll(new PlayerRef.Account(event.playerId()));
    }

    // ---- what a page sees ----

    /** The game as it stands now, for the page that plays it: a notice for the player is handed over, once. */
    public GameState state(UUID game) {
        return store.read(game, live -> live.state(true));
    }

    /** The game as it stands now, for a look from elsewhere (a ladder, a lookup): any notice stays for the page. */
    private GameState peek(UUID game) {
        return store.read(game, live -> live.state(false));
    }

    /**
     * Tells {@code onChange} of every change of the game on this node (a move from any page, a
     * finish stored, a write that failed or went through again) until the returned action is run.
     * It is called on the thread that made the change, after the game's lock is let go: it must
     * hand its work on, as a page's {@code UI.access} does.
     */
    public Runnable watch(UUID game, Runnable onChange) {
        return store.watch(game, onChange);
    }

    /** A page shows the grid now: the first showing ever starts both clocks. */
    public GameState show(Seat seat) {
        return seats.change(seat, game -> game.time().shown(seat.viewer()));
    }

    /** A page's tab went out of sight; another page showing the same game keeps its clock running. */
    public GameState hide(Seat seat) {
        return seats.change(seat, game -> game.time().hidden(seat.viewer()));
    }

    /** A page no longer shows the grid: the player went to another page, or closed the tab. */
    public void leave(Seat seat) {
        store.applyIfHeld(seat.game(), game -> game.time().left(seat.viewer()));
    }

    /** A page unloaded ({@code LeftBeacon}): gone, so that nothing it sent before restarts the clock; false if not held here. */
    public boolean gone(Seat seat) {
        return store.applyIfHeld(seat.game(), game -> game.time().gone(seat.viewer()));
    }

    /**
     * A page is still there: a heartbeat, or any round trip. A game discarded meanwhile (from
     * another window's list) has nothing to keep alive: its page's heartbeats are let be.
     */
    public void contact(Seat seat) {
        if (store.find(seat.game()).isEmpty()) return;
        store.apply(seat.game(), game -> game.time().contact(seat.viewer()));
    }

    // ---- moves ----

    /** What one numbered move from the board did: nothing if the game took it before, or it was made before a restart. */
    public GameState play(Seat seat, PlayerMove.Number number, PlayerMove move) {
        long started = System.nanoTime();
        GameState state = store.changeThenRead(
                seat.game(),
                game -> {
                    // Any move says that the page shows the grid.
                    game.time().moved(seat.viewer());
                    return game.take(number, move);
                },
                (verdict, live) -> {
                    if (verdict == MoveReceipts.Verdict.OLD_EPOCH) live.tell(BEFORE_RESTART);
                    return live.state(true);
                });
        metrics.moved(System.nanoTime() - started);
        return state;
    }

    /** What a page is told of a move made on the grid before the game was restarted (in another window). */
    /** The notice (a message key) of moves of an older epoch, refused. */
    static final String BEFORE_RESTART = "play.notice.beforeRestart";

    public GameState place(Seat seat, Cell cell, int digit) {
        return seats.play(seat, new PlayerMove.Write(cell, digit, false, false));
    }

    public GameState toggleNote(Seat seat, Cell cell, int digit) {
        return seats.play(seat, new PlayerMove.Write(cell, digit, true, false));
    }

    /**
     * The second key of 10, 11 or 12: the 1 just written in this cell (as a digit, or as a note)
     * becomes the two-digit number, as one move. If the last move is not that 1, the number is
     * simply written.
     */
    public GameState replaceOne(Seat seat, Cell cell, int number, boolean asNote) {
        return seats.play(seat, new PlayerMove.Write(cell, number, asNote, true));
    }

    /** Clears a digit; on an empty cell, its notes. */
    public GameState clear(Seat seat, Cell cell) {
        return seats.play(seat, new PlayerMove.Erase(cell));
    }

    public GameState clearNotes(Seat seat, Cell cell) {
        return seats.move(seat, game -> game.clearNotes(cell));
    }

    public GameState fillNotes(Seat seat, Move.Fill fill) {
        return seats.move(seat, game -> game.fillNotes(fill));
    }

    public GameState undo(Seat seat) {
        return seats.play(seat, new PlayerMove.Undo());
    }

    public GameState redo(Seat seat) {
        return seats.play(seat, new PlayerMove.Redo());
    }

    public GameState restart(Seat seat) {
        return seats.move(seat, Game::restart);
    }

    public Checked check(Seat seat) {
        Set<Cell> mistakes = seats.moving(seat, Game::check);
        return new Checked(state(seat.game()), mistakes);
    }

    /** Check notes: the empty cells whose notes rule out their solution digit; counts as a check. */
    public Checked checkNotes(Seat seat) {
        Set<Cell> wrong = seats.moving(seat, Game::checkNotes);
        return new Checked(state(seat.game()), wrong);
    }

    /** Crosses a digit out of a cell's notes as a notes hint said; counts as a hint, undone as any move. */
    public GameState strikeNote(Seat seat, Cell cell, int digit) {
        return seats.move(seat, game -> game.strikeNote(cell, digit));
    }

    /**
     * The coach's review of a finished game, worked out from its replay outside the game's lock;
     * empty while it is not finished, or for one begun before play was logged.
     */
    public Optional<Coaching> coach(UUID game) {
        return store.find(game)
                .flatMap(live ->
                        live.locked(() -> live.game().isFinished() ? live.game().replay() : Optional.empty()))
                .map(Coaching::of);
    }

    public Hinted hint(Seat seat) {
        HintProgress.Press press = seats.moving(seat, Game::hint);
        return new Hinted(state(seat.game()), press.hint(), press.level());
    }

    public GameState revealCell(Seat seat, Cell cell) {
        return seats.move(seat, game -> game.revealCell(cell));
    }

    /** Gives up: the solution is filled in, revealed, and the game ends as given up, which counts nowhere as a solve. */
    public GameState revealSolution(Seat seat) {
        return seats.move(seat, Game::revealSolution);
    }

    public GameState pause(Seat seat) {
        return seats.change(seat, game -> game.time().pause());
    }

    public GameState resume(Seat seat) {
        return seats.move(seat, game -> {
            game.time().resume();
            return true;
        });
    }

    /** The game's settings, and the player's for the games they start next. */
    public GameState changeSettings(Seat seat, Settings settings) {
        GameState changed = seats.change(seat, game -> game.changeSettings(settings));
        this.settings.remember(store.read(seat.game(), live -> live.player()), settings);
        return changed;
    }
}
