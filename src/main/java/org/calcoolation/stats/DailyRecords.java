package org.calcoolation.stats;

import java.util.Collection;
import org.springframework.stereotype.Service;

/** Whether anyone has a record of some daily puzzles, for the daily feature, which may not read table {@code solve_record}. */
@Service
public class DailyRecords {

    private final SolveRecordRepository records;

    DailyRecords(SolveRecordRepository records) {
        this.records = records;
    }

    /** Whether any account has a solve record (solved or given up) of one of these daily puzzles. */
    public boolean anyOf(Collection<Long> dailyPuzzleIds) {
        return !dailyPuzzleIds.isEmpty() && records.existsByDailyPuzzleIdIn(dailyPuzzleIds);
    }
}
