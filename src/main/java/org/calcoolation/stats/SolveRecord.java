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
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;

/** A solved game: who, which puzzle, how long by the server's clock, and whether it was clean. */
@Entity
@Table(name = "solve_record")
public class SolveRecord {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "player_id")
    private long playerId;

    @Column(name = "game_id")
    private UUID gameId;

    @Column(name = "daily_puzzle_id")
    private Long dailyPuzzleId;

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
        this.size = solve.kind().size();
        this.difficulty = solve.kind().difficulty();
        this.variant = solve.kind().variant();
        this.millis = solve.millis();
        this.clean = solve.clean();
        this.finishedAt = solve.finishedAt();
    }

    public Long id() {
        return id;
    }

    public long playerId() {
        return playerId;
    }

    public UUID gameId() {
        return gameId;
    }

    /** The daily puzzle solved, or null for a practice game. */
    public Long dailyPuzzleId() {
        return dailyPuzzleId;
    }

    public String puzzleId() {
        return puzzleId;
    }

    public PuzzleKind kind() {
        return new PuzzleKind(size, difficulty, variant);
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
