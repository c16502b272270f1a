package org.calcoolation.stats;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.base.data.VariantColumn;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.jspecify.annotations.Nullable;

/**
 * A finished game of a signed-in player: who, which puzzle, how it ended, and how long it took by
 * the server's clocks, as play time and as wall time. Only solves count in records; a game given up
 * is kept, and counts nowhere.
 */
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

    @Convert(converter = VariantColumn.class)
    private Variant variant;

    @Enumerated(EnumType.STRING)
    private Outcome outcome;

    /** The game's clock, which runs only while the grid is in play. */
    @Column(name = "millis")
    private long playMillis;

    /** From the grid first being sent until the finish, pauses included. */
    @Column(name = "elapsed_millis")
    private long elapsedMillis;

    @Column(name = "finished_at")
    private Instant finishedAt;

    /** Empty for a solve that counts; why it is held back from the boards for one that is (see {@link Screening}). */
    @Column(name = "review")
    private @Nullable String review;

    /** The review value before a moderator decided (V29); empty until then. */
    @Column(name = "held_because")
    private @Nullable String heldBecause;

    @Column(name = "decided_at")
    private @Nullable Instant decidedAt;

    /** Whether it was a gold solve (V33); empty for a record made before its assists were recorded. */
    @Column(name = "gold")
    private @Nullable Boolean gold;

    protected SolveRecord() {}

    /** {@code review} is why {@link Screening} holds it, empty for a solve that counts. */
    SolveRecord(FinishToRecord solve, Optional<String> review) {
        this.playerId = solve.playerId();
        this.gameId = solve.gameId();
        this.dailyPuzzleId =
                solve.dailyPuzzleId().isPresent() ? solve.dailyPuzzleId().getAsLong() : null;
        this.puzzleId = solve.puzzleId();
        this.size = solve.kind().size();
        this.difficulty = solve.kind().difficulty();
        this.variant = solve.kind().variant();
        this.outcome = solve.outcome();
        this.playMillis = solve.playMillis();
        this.elapsedMillis = solve.elapsedMillis();
        this.finishedAt = solve.finishedAt();
        this.review = review.orElse(null);
        this.gold = solve.gold();
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

    /** The daily puzzle played; empty for a practice game. */
    public OptionalLong dailyPuzzleId() {
        return dailyPuzzleId == null ? OptionalLong.empty() : OptionalLong.of(dailyPuzzleId);
    }

    public String puzzleId() {
        return puzzleId;
    }

    public PuzzleKind kind() {
        return new PuzzleKind(size, difficulty, variant);
    }

    public Outcome outcome() {
        return outcome;
    }

    /** The play time: the game's clock, which runs only while the grid is in play. */
    public long playMillis() {
        return playMillis;
    }

    /** The wall time from the grid first being sent to a browser until the finish. */
    public long elapsedMillis() {
        return elapsedMillis;
    }

    public Instant finishedAt() {
        return finishedAt;
    }

    /** A clean solve with live marks off and no Smart fill, as the server counted it; never one recorded before V33. */
    public boolean gold() {
        return Boolean.TRUE.equals(gold);
    }

    /** Whether its assists are known: false for a record made before they were recorded, which is never gold. */
    public boolean assistsKnown() {
        return gold != null;
    }

    /** Whether the solve is held back from leaderboards and ratings until a person has looked at it. */
    public boolean underReview() {
        return review != null;
    }

    /** Whether a moderator watched it and left it off for good: then it is no personal best either. */
    public boolean rejected() {
        return Screening.REJECTED.equals(review);
    }

    /** Why the solve is held back, as its player is told; empty for a solve that counts. */
    public Optional<Held> held() {
        return Optional.ofNullable(review).map(r -> Screening.held(r, kind(), puzzleId));
    }

    /** Whether it was ever held, why, and what a moderator decided; empty for a solve never held (or cleared before V29). */
    public Optional<SolveReview> review() {
        if (review != null && !review.equals(Screening.REJECTED))
            return Optional.of(new SolveReview.Waiting(Screening.held(review, kind(), puzzleId)));
        Held why = heldBecause == null ? null : Screening.held(heldBecause, kind(), puzzleId);
        if (review != null) return Optional.of(new SolveReview.Rejected(why, decidedAt));
        return why == null || decidedAt == null
                ? Optional.empty()
                : Optional.of(new SolveReview.Cleared(why, decidedAt));
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
