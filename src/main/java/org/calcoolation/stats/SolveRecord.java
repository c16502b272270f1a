package org.calcoolation.stats;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.jspecify.annotations.Nullable;

/** A solved game: who, which puzzle, how long by the server's clock, and whether it was clean. */
@Entity
@Table(name = "solve_record")
public class SolveRecord {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private @Nullable Long id;

    @Column(name = "player_id")
    private long playerId;

    @Column(name = "game_id")
    private UUID gameId;

    @Column(name = "daily_puzzle_id")
    private @Nullable Long dailyPuzzleId;

    @Column(name = "puzzle_id")
    private String puzzleId;

    @Column(name = "grid_size")
    private int size;

    @Enumerated(EnumType.STRING)
    private Difficulty difficulty;

    @Enumerated(EnumType.STRING)
    private Variant variant;

    private long millis;
    private boolean clean;

    @Column(name = "finished_at")
    private Instant finishedAt;

    protected SolveRecord() {}

    SolveRecord(Solve solve) {
        this.playerId = solve.playerId();
        this.gameId = solve.gameId();
        this.dailyPuzzleId = solve.dailyPuzzleId();
        this.puzzleId = solve.puzzleId();
        this.size = solve.size();
        this.difficulty = solve.difficulty();
        this.variant = solve.variant();
        this.millis = solve.millis();
        this.clean = solve.clean();
        this.finishedAt = solve.finishedAt();
    }

    /** The row's id; a record has one once stored. */
    public long id() {
        if (id == null) throw new IllegalStateException("the solve record is not stored yet");
        return id;
    }

    public long playerId() {
        return playerId;
    }

    public UUID gameId() {
        return gameId;
    }

    /** The daily puzzle solved, or null for a practice game. */
    public @Nullable Long dailyPuzzleId() {
        return dailyPuzzleId;
    }

    public String puzzleId() {
        return puzzleId;
    }

    public int size() {
        return size;
    }

    public Difficulty difficulty() {
        return difficulty;
    }

    public Variant variant() {
        return variant;
    }

    public long millis() {
        return millis;
    }

    public boolean clean() {
        return clean;
    }

    public Instant finishedAt() {
        return finishedAt;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SolveRecord other && id != null && id.equals(other.id);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(id);
    }
}
