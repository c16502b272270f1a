package org.calcoolation.daily;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The site's daily secret, in the database (table {@code app_info}) so that every node and every
 * restart shares it. Made at the first start; {@code calcoolation.daily.secret} sets it instead, for a
 * database rebuilt from nothing, and must then match the stored one. The start that makes the
 * secret drops the ladders of days still to come: they were made by the public rule and nobody has
 * seen them; days already out stay as they were played.
 */
@Configuration
class DailySecret {

    static final String KEY = "daily-seed-secret";
    private static final Logger log = LoggerFactory.getLogger(DailySecret.class);

    @Bean
    DailySeeds dailySeeds(
            JdbcTemplate jdbc,
            PlatformTransactionManager transactions,
            Clock clock,
            @Value("${calcoolation.daily.secret:}") String configured) {
        if (!configured.isBlank()) DailySeeds.of(configured); // a malformed setting stops the start with its message
        String secret = new TransactionTemplate(transactions)
                .execute(tx -> stored(jdbc).orElseGet(() -> {
                    String made = configured.isBlank()
                            ? DailySeeds.newSecret(new SecureRandom())
                            : configured.strip().toLowerCase();
                    try {
                        jdbc.update("insert into app_info (info_key, info_value) values (?, ?)", KEY, made);
                    } catch (DataIntegrityViolationException anotherNodeFirst) {
                        tx.setRollbackOnly(); // PostgreSQL takes nothing more in this transaction
                        return null;
                    }
                    int dropped = dropUnseenDays(jdbc, LocalDate.now(clock.withZone(ZoneOffset.UTC)));
                    log.info(
                            "Made the daily secret{}; {} ladders of days still to come will be made again with it",
                            configured.isBlank() ? "" : " from calcoolation.daily.secret",
                            dropped);
                    return made;
                }));
        // Another node stored its secret between our read and our insert: theirs is the one.
        if (secret == null) secret = stored(jdbc).orElseThrow();
        if (!configured.isBlank() && !configured.strip().equalsIgnoreCase(secret)) {
            throw new IllegalStateException(
                    "calcoolation.daily.secret differs from the secret this database already has: "
                            + "remove the setting, or set it to the stored one");
        }
        return DailySeeds.of(secret);
    }

    /** Drops the ladders after today that nobody played (none can have been, unless a clock ran ahead); how many. */
    private static int dropUnseenDays(JdbcTemplate jdbc, LocalDate today) {
        List<LocalDate> days = jdbc.queryForList("""
                select l.play_day from daily_ladder l where l.play_day > ? and not exists (
                    select 1 from daily_puzzle p where p.play_day = l.play_day and (
                        exists (select 1 from saved_game g where g.daily_puzzle_id = p.id)
                        or exists (select 1 from solve_record r where r.daily_puzzle_id = p.id)))""", LocalDate.class, today);
        for (LocalDate day : days) {
            jdbc.update("delete from daily_puzzle where play_day = ?", day);
            jdbc.update("delete from daily_ladder where play_day = ?", day);
        }
        return days.size();
    }

    private static java.util.Optional<String> stored(JdbcTemplate jdbc) {
        List<String> found = jdbc.queryForList("select info_value from app_info where info_key = ?", String.class, KEY);
        return found.stream().findFirst();
    }
}
