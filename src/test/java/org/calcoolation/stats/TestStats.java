package org.calcoolation.stats;

import java.time.Clock;
import org.springframework.jdbc.core.JdbcTemplate;

/** A {@link StatsService} on a clock of the test's, for tests of other features whose rules turn on the day. */
public final class TestStats {

    private TestStats() {}

    public static StatsService on(SolveRecordRepository records, JdbcTemplate jdbc, Clock clock) {
        return new StatsService(records, jdbc, new SolveScreening(jdbc), clock);
    }
}
