package org.calcoolation.account;

import java.util.ArrayList;
import java.util.List;
import org.calcoolation.base.data.AppInfo;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Gives every account the {@linkplain Names#keys keys} of its names before the server takes a
 * request: the accounts from before the keys existed (migration V19), any an older node added
 * since, and all of them again when the keys were made by another {@link Names#VERSION} (a new
 * ICU knows other look-alikes). Names that are alike stay as they are; only new ones are refused.
 * Nodes starting together take turns by the lock on the stamp's row in {@code app_info}.
 */
@Component
class NameKeysAtStart {

    static final String STAMP = "name-keys";
    private static final int BATCH = 500;
    private static final Logger log = LoggerFactory.getLogger(NameKeysAtStart.class);

    private final JdbcTemplate jdbc;
    private final AppInfo info;
    private final TransactionTemplate transaction;

    NameKeysAtStart(JdbcTemplate jdbc, AppInfo info, PlatformTransactionManager transactions) {
        this.jdbc = jdbc;
        this.info = info;
        this.transaction = new TransactionTemplate(transactions);
        int accounts = fill();
        if (accounts > 0) log.info("Made the name keys of {} accounts ({})", accounts, Names.VERSION);
    }

    /** Keys for the accounts that have none, or for all if the stored ones are of another version; how many accounts got them. */
    int fill() {
        Integer filled = transaction.execute(status -> {
            boolean otherVersion = info.change(STAMP, Names.VERSION);
            if (otherVersion) jdbc.update("DELETE FROM player_name_key");
            List<Object[]> rows = new ArrayList<>();
            int[] accounts = {0};
            jdbc.query("""
                    SELECT p.id, p.username, p.display_name FROM player p
                     WHERE NOT EXISTS (SELECT 1 FROM player_name_key k WHERE k.player_id = p.id)
                    """, row -> {
                long id = row.getLong(1);
                @Nullable String displayName = row.getString(3);
                for (String key : Names.keys(row.getString(2), displayName)) rows.add(new Object[] {id, key});
                accounts[0]++;
                if (rows.size() >= BATCH) insert(rows);
            });
            insert(rows);
            return accounts[0];
        });
        return filled == null ? 0 : filled;
    }

    private void insert(List<Object[]> rows) {
        if (rows.isEmpty()) return;
        jdbc.batchUpdate("INSERT INTO player_name_key (player_id, name_key) VALUES (?, ?)", rows);
        rows.clear();
    }
}
