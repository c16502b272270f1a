package org.calcoolation.daily;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;

/** The claim on a day: whoever inserts it generates that day's puzzles. */
@Entity
@Table(name = "daily_ladder")
class DailyLadderRow {

    @Id
    @Column(name = "play_day")
    private LocalDate day;

    @Column(name = "created_at")
    private Instant createdAt;

    protected DailyLadderRow() {}

    DailyLadderRow(LocalDate day, Instant createdAt) {
        this.day = day;
        this.createdAt = createdAt;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DailyLadderRow other && Objects.equals(day, other.day);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(day);
    }
}
