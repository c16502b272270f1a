package org.calcoolation.base.data;

import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * What every node shares about the site itself (table {@code app_info}, owned here): secrets made
 * at the first start, stamps of work done once. Features keep their keys and values here through
 * this class rather than by their own SQL on the table. Each call runs in the caller's transaction.
 */
@Component
public class AppInfo {

    private final JdbcTemplate jdbc;

    AppInfo(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The value stored under the key, if any. */
    public Optional<String> get(String key) {
        List<String> found = jdbc.queryForList("select info_value from app_info where info_key = ?", String.class, key);
        return found.stream().findFirst();
    }

    /**
     * Stores a key that is not stored yet. Throws {@code DataIntegrityViolationException} when another
     * node stored it first; the caller must then end its transaction (PostgreSQL takes nothing more in it).
     */
    public void add(String key, String value) {
        jdbc.update("insert into app_info (info_key, info_value) values (?, ?)", key, value);
    }

    /**
     * Sets a stored key to the value; whether it held another value. The row stays locked until the
     * transaction ends, so that nodes starting together take turns.
     */
    public boolean change(String key, String value) {
        return jdbc.update(
                        "update app_info set info_value = ? where info_key = ? and info_value <> ?", value, key, value)
                == 1;
    }
}
