package org.calcoolation.daily;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.calcoolation.base.data.AppInfo;
import org.calcoolation.game.DailyGames;
import org.calcoolation.stats.DailyRecords;
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
            AppInfo info,
            DailyGames games,
            DailyRecords records,
            PlatformTransactionManager transactions,
            Clock clock,
            @Value("${calcoolation.daily.secret:}") String configured) {
        if (!configured.isBlank()) DailySeeds.of(configured); // a malformed setting stops the start with its message
        String secret = new TransactionTemplate(transactions)
                .execute(tx -> info.get(KEY).orElseGet(() -> {
                    String made = configured.isBlank()
                            ? DailySeeds.newSecret(new SecureRandom())
                            : configured.strip().toLowerCase();
                    try {
                        info.add(KEY, made);
                    } catch (DataIntegrityViolationException anotherNodeFirst) {
                        tx.setRollbackOnly(); // PostgreSQL takes nothing more in this transaction
                        return null;
                    }
                    int dropped = dropUnseenDays(jdbc, games, records, LocalDate.now(clock.withZone(ZoneOffset.UTC)));
                    log.info(
                            "Made the daily secret{}; {} ladders of days still to come will be made again with it",
                            configured.isBlank() ? "" : " from calcoolation.daily.secret",
                            dropped);
                    return made;
                }));
        // Another node stored its secret between our read and our insert: theirs is the one.
        if (secret == null) secret = info.get(KEY).orElseThrow();
        if (!configured.isBlank() && !configured.strip().equalsIgnoreCase(secret)) {
            throw new IllegalStateException(
                    "calcoolation.daily.secret differs from the secret this database already has: "
                            + "remove the setting, or set it to the stored one");
        }
        return DailySeeds.of(secret);
    }

    /**
     * Drops the ladders after today that nobody played (none can have been, unless a clock ran ahead); how many.
     * Whether a puzzle was played is asked of the game and stats features, which own those tables.
     */
    private static int dropUnseenDays(JdbcTemplate jdbc, DailyGames games, DailyRecords records, LocalDate today) {
        List<LocalDate> days =
                jdbc.queryForList("select play_day from daily_ladder where play_day > ?", LocalDate.class, today);
        int dropped = 0;
        for (LocalDate day : days) {
            List<Long> puzzles = jdbc.queryForList("select id from daily_puzzle where play_day = ?", Long.class, day);
            if (games.anyOf(puzzles) || records.anyOf(puzzles)) continue;
            jdbc.update("delete from daily_puzzle where play_day = ?", day);
            jdbc.update("delete from daily_ladder where play_day = ?", day);
            dropped++;
        }
        return dropped;
    }
}
