package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;
import org.calcoolation.game.store.LiveGame;
import org.calcoolation.game.store.PracticeGame;

/**
 * Puts a player's new games in the {@link GameStore}. A practice game takes over the settings of the
 * player's game before it, replaces one nobody wrote in, and keeps the player at
 * {@link GameService#PRACTICE_GAMES} in progress by discarding those played longest ago. A daily
 * game is one per player and daily puzzle, however many pages ask at once.
 */
final class NewGames {

    private final GameStore store;
    private final Clock clock;
    private final GameMetrics metrics;
    private final PlayerSettings settings;
    private final Function<Collection<UUID>, Set<UUID>> apartOf;

    NewGames(
            GameStore store,
            Clock clock,
            GameMetrics metrics,
            PlayerSettings settings,
            Function<Collection<UUID>, Set<UUID>> apartOf) {
        this.store = store;
        this.apartOf = apartOf;
        this.clock = clock;
        this.metrics = metrics;
        this.settings = settings;
    }

    /** How long a kind whose reach was not measured on its own may take to make before the player is told. */
    static final Duration LIMIT = Duration.ofSeconds(5);

    /**
     * A new practice game of a puzzle generated now, made the player's current one; its id.
     * Throws {@link TooSlowToMake} when a kind not measured on its own takes over {@link #LIMIT}.
     */
    UUID generated(PlayerRef player, PuzzleKind kind) {
        long seed = ThreadLocalRandom.current().nextLong();
        Puzzle puzzle = Generator.measured(kind.variant())
                ? Generator.generate(kind.size(), kind.difficulty(), kind.variant(), seed)
                : Generator.generate(kind.size(), kind.difficulty(), kind.variant(), seed, LIMIT, System::nanoTime)
                        .orElseThrow(() -> new TooSlowToMake(kind));
        return practice(player, puzzle, kind);
    }

    /** A new practice game of the puzzle, made the player's current one; its id. */
    UUID practice(PlayerRef player, Puzzle puzzle, PuzzleKind kind) {
        return begin(player, OptionalLong.empty(), puzzle, kind, false);
    }

    /** A new game of the puzzle played apart ({@link GamesApart}): no practice game is discarded for it. */
    UUID apart(PlayerRef player, Puzzle puzzle, PuzzleKind kind) {
        return begin(player, OptionalLong.empty(), puzzle, kind, true);
    }

    /** The games of the list but those played apart, in order. */
    static List<PracticeGame> withoutApart(List<PracticeGame> games, Function<Collection<UUID>, Set<UUID>> apartOf) {
        Set<UUID> apart = apartOf.apply(games.stream().map(PracticeGame::id).toList());
        return games.stream().filter(g -> !apart.contains(g.id())).toList();
    }

    /**
     * The id of the player's game of a daily puzzle: the one they started, or a new one. Empty if
     * their stored game of it cannot be read back: it is kept as it is, and no second one is started.
     */
    synchronized Optional<UUID> daily(PlayerRef player, long dailyPuzzleId, Puzzle puzzle, PuzzleKind kind) {
        LiveGame started = store.dailies(player, List.of(dailyPuzzleId)).get(dailyPuzzleId);
        if (started != null) return Optional.of(started.game().id());
        if (store.hasDailyRow(player, dailyPuzzleId)) return Optional.empty();
        return Optional.of(begin(player, OptionalLong.of(dailyPuzzleId), puzzle, kind, false));
    }

    private UUID begin(PlayerRef player, OptionalLong dailyPuzzleId, Puzzle puzzle, PuzzleKind kind, boolean apart) {
        // An account's settings as last chosen; a guest's go from game to game, a daily's included.
        Optional<GameState> current = current(player);
        Game game = Game.start(
                UUID.randomUUID(),
                puzzle,
                kind,
                settings.of(player).or(() -> current.map(GameState::settings)).orElse(Settings.DEFAULT),
                clock);
        // A practice game nobody wrote in (the one /play makes on a first visit) has nothing to keep.
        Optional<GameState> untouched = dailyPuzzleId.isPresent() || apart
                ? Optional.empty()
                : current.filter(
                        g -> !g.isFinished() && !g.inProgress() && g.help().total() == 0);
        store.add(game, player, dailyPuzzleId);
        metrics.started(game.kind(), dailyPuzzleId.isPresent());
        if (dailyPuzzleId.isEmpty() && !apart) {
            untouched.ifPresent(g -> store.discard(player, g.id()));
            keepPracticeCap(player, game.id());
        }
        return game.id();
    }

    /** The player's current game, unless it is played apart: a rated game nobody wrote in yet is no /play game to replace. */
    private Optional<GameState> current(PlayerRef player) {
        return store.current(player)
                .map(live -> live.game().id())
                .filter(id -> apartOf.apply(List.of(id)).isEmpty())
                .map(id -> store.read(id, held -> held.state(false)));
    }

    /** A new practice game beyond the cap discards those played longest ago; never the new one. */
    private void keepPracticeCap(PlayerRef player, UUID added) {
        List<PracticeGame> inProgress =
                withoutApart(store.practiceGames(player, GameService.PRACTICE_GAMES * 2), apartOf);
        inProgress.stream()
                .filter(g -> !g.id().equals(added))
                .skip(GameService.PRACTICE_GAMES - 1)
                .forEach(old -> store.discard(player, old.id()));
    }
}
