package org.calcoolation;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Trigger;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Makes an H2 table refuse a kind of write, as a full disk or a broken database refuses it, and take
 * it again: an H2 trigger that fails every row. For the tests of what players are told while the
 * database cannot write; H2 only (the view and HTTP tests run on H2 alone).
 */
public final class RefusedWrites implements Trigger {

    @Override
    public void fire(Connection connection, Object[] oldRow, Object[] newRow) throws SQLException {
        throw new SQLException("the test refuses this write");
    }

    /** From now on {@code table} refuses every {@code event} ({@code insert}, {@code update} or {@code delete}). */
    public static void refuse(JdbcTemplate jdbc, String table, String event) {
        jdbc.execute("create trigger if not exists " + name(table, event) + " before " + event + " on " + table
                + " for each row call \"" + RefusedWrites.class.getName() + "\"");
    }

    /** The table takes that kind of write again. */
    public static void allow(JdbcTemplate jdbc, String table, String event) {
        jdbc.execute("drop trigger if exists " + name(table, event));
    }

    private static String name(String table, String event) {
        return "refuse_" + event + "_" + table;
    }
}
