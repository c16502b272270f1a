package org.calcoolation.daily;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Objects;
import org.calcoolation.base.data.VariantColumn;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.jspecify.annotations.Nullable;

/** A puzzle of a day's ladder, exactly as it was first generated. */
@Entity
@Table(name = "daily_puzzle")
public class DailyPuzzle {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private @Nullable Long id;

    @Column(name = "play_day")
    private LocalDate day;

    private int slot;

    @Column(name = "grid_size")
    private int size;

    @Enumerated(EnumType.STRING)
    private Difficulty difficulty;

    @Convert(converter = VariantColumn.class)
    private Variant variant;

    private long seed;

    @Column(name = "generator_version")
    private int generatorVersion;

    @Column(name = "puzzle_id")
    private String puzzleId;

    private String solution;

    protected DailyPuzzle() {}

    DailyPuzzle(LocalDate day, LadderRung slot, long seed, int generatorVersion, Puzzle puzzle) {
        this.day = day;
        this.slot = slot.index();
        this.size = slot.size();
        this.difficulty = slot.difficulty();
        this.variant = slot.variant();
        this.seed = seed;
        this.generatorVersion = generatorVersion;
        this.puzzleId = KeenCodec.encode(puzzle);
        this.solution = Arrays.stream(puzzle.solution().orElseThrow().digits())
                .mapToObj(Integer::toString)
                .reduce((a, b) -> a + "," + b)
                .orElseThrow();
    }

    /** The row's id; a daily puzzle has one once stored. */
    public long id() {
        if (id == null) throw new IllegalStateException("the daily puzzle is not stored yet");
        return id;
    }

    public LocalDate day() {
        return day;
    }

    public int slot() {
        return slot;
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

    public long seed() {
        return seed;
    }

    public int generatorVersion() {
        return generatorVersion;
    }

    /** The Keen game ID as stored. */
    public String puzzleId() {
        return puzzleId;
    }

    /** The puzzle with its stored solution. */
    public Puzzle puzzle() {
        Puzzle cages = KeenCodec.decodeOrThrow(puzzleId);
        int[] digits =
                Arrays.stream(solution.split(",")).mapToInt(Integer::parseInt).toArray();
        return cages.withSolution(Grid.of(cages.size(), digits));
    }

    public PuzzleKind kind() {
        return new PuzzleKind(size, difficulty, variant);
    }

    /** The kind's label, so that a Classic rung says so everywhere it is named: "9×9 Extreme · Classic". */
    public String label() {
        return kind().label();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DailyPuzzle other && id != null && id.equals(other.id);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(id);
    }
}
