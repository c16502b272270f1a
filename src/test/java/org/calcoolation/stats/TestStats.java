package org.calcoolation.stats;

import java.time.Clock;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/** A {@link StatsService} on a clock of the test's, for tests of other features whose rules turn on the day. */
public final class TestStats {

    private TestStats() {}

    public static StatsService on(ApplicationContext context, Clock clock) {
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        return new StatsService(context.getBean(SolveRecordRepository.class), jdbc, new SolveScreening(jdbc), clock);
    }
}
