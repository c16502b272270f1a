package org.calcoolation.game.store;

import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.MoveReceipts;
import org.calcoolation.game.play.Settings;
import org.jspecify.annotations.Nullable;

/**
 * A game as stored: one row per game, inserted from this entity, updated as it is played by
 * {@link SavedGameUpdates} and kept after it ends. Columns are plain values (enums as their names,
 * the solution as text, moves as bytes) so that a damaged row still loads and fails only in
 * {@link #toSnapshot()}, where the service can skip it.
 *
 * <p>The player is kept as text: a guest's key as it is, an account as {@code account:<id>}. This
 * class is the only place that spells it.
 */
@Entity
@Table(name = "saved_game")
public class SavedGame {

    @Id
    private UUID id;

    @Column(name = "player_key", nullable = false, updatable = false)
    private String playerKey;

    @Column(name = "puzzle_id", nullable = false, updatable = false)
    private String puzzleId;

    /** The daily puzzle this game plays, or null for practice. */
    @Column(name = "daily_puzzle_id", updatable = false)
    private Long dailyPuzzleId;

    @Column(nullable = false, updatable = false)
    private String difficulty;

    @Column(nullable = false, updatable = false)
    private String variant;

    @Column(nullable = false, updatable = false)
    private String solution;

    @Column(nullable = false)
    private byte[] moves;

    /** The play time of each move (see {@code MoveHistory}), four bytes each; null in a row stored before times were kept. */
    @Column(name = "move_times")
    private byte @Nullable [] moveTimes;

    /** Which numbered moves were taken from which page ({@code MoveReceipts}); null in a row stored before they were kept. */
    @Column(name = "move_receipts")
    private @Nullable String moveReceipts;

    /** Everything the player did, for a replay ({@code PlayLog}); null in a row stored before it was kept. */
    @Column(name = "play_log")
    private byte @Nullable [] playLog;

    @Column(name = "move_cursor", nullable = false)
    private int moveCursor;

    /** The play time (see {@code PlayTimeMeter}); the column's name is older than the second time. */
    @Column(name = "elapsed_millis", nullable = false)
    private long playMillis;

    /** When the grid was first sent to a browser; empty for a daily not yet started. */
    @Column(name = "first_shown_at")
    private Instant firstShownAt;

    @Column(nullable = false)
    private int checks;

    @Column(nullable = false)
    private int hints;

    @Column(name = "cells_revealed", nullable = false)
    private int cellsRevealed;

    @Column(name = "solution_revealed", nullable = false)
    private boolean solutionRevealed;

    @Embedded
    private SavedAssists assists;

    @Column(name = "remove_notes_on_place", nullable = false)
    private boolean removeNotesOnPlace;

    @Column(name = "live_marks", nullable = false)
    private boolean liveMarks;

    @Column(nullable = false)
    private boolean paused;

    @Column(name = "finished_at")
    private Instant finishedAt;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    /** When the player last opened or changed the game ({@link LiveGame#lastPlayed}), not when the row was written. */
    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    /** Null until first stored, which is how Spring Data tells a new row from an old one. */
    @Version
    @Column(name = "row_version", nullable = false)
    private Long rowVersion;

    protected SavedGame() {}

    SavedGame(PlayerRef player, Long dailyPuzzleId, GameSnapshot snapshot, Instant now, Instant lastPlayed) {
        this.id = snapshot.id();
        this.playerKey = keyOf(player);
        this.dailyPuzzleId = dailyPuzzleId;
        this.puzzleId = snapshot.puzzleId();
        this.difficulty = snapshot.kind().difficulty().name();
        this.variant = snapshot.kind().variant().name();
        this.solution =
                Arrays.stream(snapshot.solution()).mapToObj(Integer::toString).collect(Collectors.joining(","));
        this.createdAt = now;
        // Later play is stored by SavedGameUpdates.UPDATE, which names these columns again.
        this.moves = pack(snapshot.moves());
        this.moveTimes = pack(snapshot.moveTimes());
        this.moveCursor = snapshot.cursor();
        this.moveReceipts = snapshot.receipts();
        this.playLog = snapshot.playLog();
        this.playMillis = snapshot.playMillis();
        this.firstShownAt = snapshot.firstShownAt().orElse(null);
        this.checks = snapshot.help().checks();
        this.hints = snapshot.help().hints();
        this.cellsRevealed = snapshot.help().cellsRevealed();
        this.solutionRevealed = snapshot.help().solutionRevealed();
        this.assists = new SavedAssists(snapshot.help());
        this.removeNotesOnPlace = snapshot.settings().removeNotesOnPlace();
        this.liveMarks = snapshot.settings().liveMarks();
        this.paused = snapshot.paused();
        this.finishedAt = snapshot.finishedAt().orElse(null);
        this.updatedAt = lastPlayed;
    }

    /** The game at rest. Throws {@link IllegalArgumentException} if the row is damaged. */
    public GameSnapshot toSnapshot() {
        try {
            int[] digits = Arrays.stream(solution.split(","))
                    .mapToInt(Integer::parseInt)
                    .toArray();
            int size = (int) Math.round(Math.sqrt(digits.length));
            int[] played = unpack(moves);
            if (moveReceipts != null) MoveReceipts.decode(moveReceipts);
            return new GameSnapshot(
                    id,
                    puzzleId,
                    new PuzzleKind(size, Difficulty.valueOf(difficulty), Variant.valueOf(variant)),
                    digits,
                    played,
                    moveTimes == null ? untimed(played.length) : unpack(moveTimes),
                    moveCursor,
                    moveReceipts == null ? NO_RECEIPTS : moveReceipts,
                    playLog == null ? new byte[0] : playLog,
                    playMillis,
                    Optional.ofNullable(firstShownAt),
                    assists.ledger(checks, hints, cellsRevealed, solutionRevealed),
                    new Settings(removeNotesOnPlace, liveMarks),
                    paused,
                    Optional.ofNullable(finishedAt));
        } catch (IllegalArgumentException e) { // NumberFormatException is one
            throw new IllegalArgumentException("saved game " + id + " is damaged: " + e.getMessage(), e);
        }
    }

    UUID id() {
        return id;
    }

    public PlayerRef player() {
        return playerOf(playerKey);
    }

    public Long dailyPuzzleId() {
        return dailyPuzzleId;
    }

    /** Whether its grid was ever sent to a page: a daily's Start was pressed. */
    boolean shown() {
        return firstShownAt != null;
    }

    boolean finished() {
        return finishedAt != null;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public long rowVersion() {
        return rowVersion == null ? -1 : rowVersion;
    }

    /** The receipts of a game none of whose moves was numbered. */
    private static final String NO_RECEIPTS = "0;";

    private static final String ACCOUNT = "account:";

    /** A LIKE pattern that matches the keys of accounts, and no guest's. */
    static final String ACCOUNT_KEYS = ACCOUNT + "%";

    public static String keyOf(PlayerRef player) {
        return switch (player) {
            case PlayerRef.Guest guest -> guest.key();
            case PlayerRef.Account account -> ACCOUNT + account.id();
        };
    }

    /** Throws {@link IllegalArgumentException} for a key that is neither. */
    static PlayerRef playerOf(String key) {
        if (key.startsWith(ACCOUNT)) return new PlayerRef.Account(Long.parseLong(key.substring(ACCOUNT.length())));
        return new PlayerRef.Guest(key);
    }

    /** Moves or their times as the columns keep them: four bytes each, big-endian. */
    static byte[] pack(int[] ints) {
        ByteBuffer bytes = ByteBuffer.allocate(ints.length * Integer.BYTES);
        bytes.asIntBuffer().put(ints);
        return bytes.array();
    }

    /** The times of moves none of which was timed. */
    private static int[] untimed(int moveCount) {
        int[] times = new int[moveCount];
        Arrays.fill(times, GameSnapshot.UNKNOWN_TIME);
        return times;
    }

    private static int[] unpack(byte[] bytes) {
        if (bytes.length % Integer.BYTES != 0)
            throw new IllegalArgumentException(
                    "moves or their times are " + bytes.length + " bytes, not a multiple of 4");
        int[] ints = new int[bytes.length / Integer.BYTES];
        ByteBuffer.wrap(bytes).asIntBuffer().get(ints);
        return ints;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SavedGame other && id != null && id.equals(other.id);
    }

    @Override
    public int hashCode() {
        return SavedGame.class.hashCode();
    }

    @Override
    public String toString() {
        return "SavedGame[" + id + " of " + playerKey + "]";
    }
}
