package org.calcoolation.daily;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.Moderators;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.game.GameReplays;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Replay;
import org.calcoolation.game.store.GameState;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Who may watch which replay. A replay shows the solution, so nobody who has not finished that daily
 * puzzle (solved or given up) opens one, by link or by address. A player watches their own at once;
 * another finisher's once the day is over, when nobody can still be racing on it; a moderator any,
 * to judge a solve held for review. The frames come
 * from the game feature ({@link GameReplays}); the page is {@code ui.ReplayView}.
 */
@Service
public class Replays {

    /** What opening a replay gives. */
    public sealed interface Opened {}

    /**
     * @param player the name of whoever played it, as the leaderboards show it
     * @param own whether the viewer played it
     */
    public record Shown(Replay replay, String player, DailyPuzzle daily, boolean own) implements Opened {}

    /** Why the viewer sees nothing of the game: a bundle key (i18n/messages*.properties) the page words. */
    public record Refused(String reason) implements Opened {}

    public static final String NO_REPLAY = "daily.replay.none";
    public static final String BEFORE_REPLAYS = "daily.replay.beforeReplays";
    public static final String FINISH_FIRST = "daily.replay.finishFirst";
    public static final String DAY_NOT_OVER = "daily.replay.dayNotOver";

    private final GameReplays games;
    private final GameService gameService;
    private final DailyPuzzleService dailies;
    private final PlayerService players;
    private final Moderators moderators;

    Replays(
            GameReplays games,
            GameService gameService,
            DailyPuzzleService dailies,
            PlayerService players,
            Moderators moderators) {
        this.games = games;
        this.gameService = gameService;
        this.dailies = dailies;
        this.players = players;
        this.moderators = moderators;
    }

    /** The address of a game's replay page. */
    public static String path(UUID game) {
        return "replay/" + game;
    }

    /** The replay of the game with this id (as the address has it), if {@code viewer} may watch it. */
    public Opened open(PlayerRef viewer, String gameId) {
        Optional<UUID> id = gameId(gameId);
        if (id.isEmpty()) return new Refused(NO_REPLAY);
        return switch (games.finished(id.get())) {
            case GameReplays.NoGame none -> new Refused(NO_REPLAY);
            case GameReplays.BeforeReplays before -> judge(viewer, before.player(), before.dailyPuzzleId(), null);
            case GameReplays.Replayed replayed ->
                judge(viewer, replayed.player(), replayed.dailyPuzzleId(), replayed.replay());
        };
    }

    private Opened judge(PlayerRef viewer, PlayerRef player, OptionalLong dailyPuzzleId, @Nullable Replay replay) {
        if (dailyPuzzleId.isEmpty()) return new Refused(NO_REPLAY);
        DailyPuzzle daily = dailies.stored(List.of(dailyPuzzleId.getAsLong())).get(dailyPuzzleId.getAsLong());
        if (daily == null) return new Refused(NO_REPLAY);
        boolean own = viewer.equals(player);
        // A moderator watches any finished game: how they judge a solve held for review.
        if (!own && !moderators.isModerator(viewer)) {
            GameState viewers =
                    gameService.dailyGames(viewer, List.of(daily.id())).get(daily.id());
            if (viewers == null || viewers.finish().isEmpty()) return new Refused(FINISH_FIRST);
            if (!daily.day().isBefore(dailies.today())) return new Refused(DAY_NOT_OVER);
        }
        if (replay == null) return new Refused(BEFORE_REPLAYS);
        return new Shown(replay, nameOf(player), daily, own);
    }

    private String nameOf(PlayerRef player) {
        return switch (player) {
            case PlayerRef.Account account ->
                players.find(account).map(p -> p.shownName()).orElse("a deleted account");
            case PlayerRef.Guest guest -> "a guest";
        };
    }

    /** The game id a replay's address names, if it is one: a UUID in its usual 36 characters. */
    public static Optional<UUID> gameId(String gameId) {
        if (gameId.length() != 36) return Optional.empty();
        try {
            return Optional.of(UUID.fromString(gameId));
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
    }
}
