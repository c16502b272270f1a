package org.calcoolation;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An operator's database from the last release, with rows in every table, upgraded by this build's
 * migrations: every migration runs on tables that are not empty (a new NOT NULL column without a
 * default, or a unique index over rows that repeat, fails here and not on an operator's machine), and
 * every row and every value the release stored is still there afterwards. Runs on H2, and on
 * PostgreSQL in the second test run.
 *
 * <p>The rows are made from the schema itself (three a table, parents before children, each foreign
 * key pointing at a real parent row), so a table added by a later release is filled without this test
 * being told.
 */
class UpgradeKeepsEveryRowTest {

    /**
     * The newest migration of the last build that CI passed and that operators may run (stop 48). Move
     * it forward when a release lands: migrations above it are the ones this test proves.
     */
    static final String RELEASED = "36";

    private static final int ROWS = 3;
    private static final OffsetDateTime AT = OffsetDateTime.of(2026, 11, 20, 9, 30, 0, 0, ZoneOffset.UTC);
    private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

    private final TestDatabase.Connection database = TestDatabase.empty();
    private Connection connection;

    @AfterEach
    void closeTheDatabase() throws SQLException {
        if (connection != null) connection.close();
    }

    @Test
    void every_row_and_value_of_the_last_release_survives_this_builds_migrations() throws SQLException {
        connection = DriverManager.getConnection(database.url(), database.user(), database.password());
        flyway(RELEASED).migrate();
        Map<String, List<String>> released = columns();
        fill(released.keySet());
        Map<String, List<String>> before = contents(released);
        assertThat(before.values()).as("every table of the release holds rows").allMatch(rows -> rows.size() >= ROWS);

        var upgrade = flyway(null).migrate();

        assertThat(upgrade.migrationsExecuted)
                .as("migrations after the release")
                .isPositive();
        System.out.printf(
                "UPGRADE %d tables of V%s with %d rows each, migrated to V%s by %d migrations%n",
                released.size(), RELEASED, ROWS, upgrade.targetSchemaVersion, upgrade.migrationsExecuted);
        Map<String, List<String>> after = contents(released);
        for (String table : released.keySet())
            assertThat(after.get(table))
                    .as("the rows of %s, in the columns the release had", table)
                    .isEqualTo(before.get(table));
    }

    private Flyway flyway(String target) {
        var configuration = Flyway.configure()
                .dataSource(database.url(), database.user(), database.password())
                .locations("classpath:db/migration");
        return (target == null ? configuration : configuration.target(target)).load();
    }

    /** Each table's columns in order, Flyway's own table left out. */
    private Map<String, List<String>> columns() throws SQLException {
        Map<String, List<String>> tables = new TreeMap<>();
        DatabaseMetaData meta = connection.getMetaData();
        try (ResultSet found = meta.getColumns(null, connection.getSchema(), "%", "%")) {
            while (found.next()) {
                String table = found.getString("TABLE_NAME");
                if (table.toLowerCase(Locale.ROOT).startsWith("flyway_")) continue;
                tables.computeIfAbsent(table, t -> new ArrayList<>()).add(found.getString("COLUMN_NAME"));
            }
        }
        // getColumns also lists views; keep base tables only.
        Set<String> base = new LinkedHashSet<>();
        try (ResultSet found = meta.getTables(null, connection.getSchema(), "%", new String[] {"TABLE"})) {
            while (found.next()) base.add(found.getString("TABLE_NAME"));
        }
        tables.keySet().retainAll(base);
        return tables;
    }

    /** Every row of every table as text, in the given columns, sorted, so that order does not matter. */
    private Map<String, List<String>> contents(Map<String, List<String>> tables) throws SQLException {
        Map<String, List<String>> contents = new TreeMap<>();
        for (var table : tables.entrySet()) {
            List<String> rows = new ArrayList<>();
            String select = "select "
                    + String.join(
                            ", ", table.getValue().stream().map(this::quoted).toList()) + " from "
                    + quoted(table.getKey());
            try (Statement statement = connection.createStatement();
                    ResultSet row = statement.executeQuery(select)) {
                while (row.next()) {
                    StringBuilder text = new StringBuilder();
                    for (int i = 1; i <= table.getValue().size(); i++) {
                        Object value = row.getObject(i);
                        text.append(
                                        value instanceof byte[] bytes
                                                ? HexFormat.of().formatHex(bytes)
                                                : value)
                                .append('|');
                    }
                    rows.add(text.toString());
                }
            }
            rows.sort(null);
            contents.put(table.getKey(), rows);
        }
        return contents;
    }

    /** Three rows in each table, parents first. */
    private void fill(Set<String> tables) throws SQLException {
        Map<String, List<ForeignKey>> keys = new HashMap<>();
        for (String table : tables) keys.put(table, foreignKeys(table));
        Map<String, List<String>> allowed = allowedValues();
        Set<String> filled = new LinkedHashSet<>();
        while (filled.size() < tables.size()) {
            int before = filled.size();
            for (String table : tables) {
                if (filled.contains(table)) continue;
                boolean parentsReady = keys.get(table).stream()
                        .allMatch(key -> key.parent().equals(table) || filled.contains(key.parent()));
                if (!parentsReady) continue;
                for (int row = 0; row < ROWS; row++) insert(table, row, keys.get(table), allowed);
                filled.add(table);
            }
            assertThat(filled.size()).as("tables whose parents could be filled").isGreaterThan(before);
        }
    }

    private record ForeignKey(String column, String parent, String parentColumn) {}

    private List<ForeignKey> foreignKeys(String table) throws SQLException {
        List<ForeignKey> keys = new ArrayList<>();
        try (ResultSet found = connection.getMetaData().getImportedKeys(null, connection.getSchema(), table)) {
            while (found.next())
                keys.add(new ForeignKey(
                        found.getString("FKCOLUMN_NAME"),
                        found.getString("PKTABLE_NAME"),
                        found.getString("PKCOLUMN_NAME")));
        }
        return keys;
    }

    /**
     * The values a CHECK constraint of the form {@code column IN ('A', 'B')} allows, by column name: a
     * made-up text would break it.
     */
    private Map<String, List<String>> allowedValues() throws SQLException {
        Map<String, List<String>> allowed = new HashMap<>();
        String query = "select u.column_name, c.check_clause from information_schema.check_constraints c"
                + " join information_schema.constraint_column_usage u on u.constraint_name = c.constraint_name";
        try (Statement statement = connection.createStatement();
                ResultSet found = statement.executeQuery(query)) {
            while (found.next()) {
                Matcher quoted = QUOTED.matcher(found.getString(2));
                List<String> values = new ArrayList<>();
                while (quoted.find()) values.add(quoted.group(1));
                if (!values.isEmpty()) allowed.put(found.getString(1).toLowerCase(Locale.ROOT), values);
            }
        }
        return allowed;
    }

    private void insert(String table, int row, List<ForeignKey> keys, Map<String, List<String>> allowed)
            throws SQLException {
        Map<String, Object> values = new LinkedHashMap<>();
        try (ResultSet column = connection.getMetaData().getColumns(null, connection.getSchema(), table, "%")) {
            while (column.next()) {
                String name = column.getString("COLUMN_NAME");
                if ("YES".equals(column.getString("IS_AUTOINCREMENT"))
                        || column.getString("COLUMN_DEF") != null
                                && column.getString("COLUMN_DEF").contains("nextval")) continue;
                ForeignKey key = keys.stream()
                        .filter(k -> k.column().equals(name))
                        .findFirst()
                        .orElse(null);
                values.put(
                        name,
                        key != null
                                ? parentValue(key, table, row)
                                : made(
                                        name,
                                        column.getInt("DATA_TYPE"),
                                        column.getString("TYPE_NAME"),
                                        column.getInt("COLUMN_SIZE"),
                                        row,
                                        allowed));
            }
        }
        String sql = "insert into " + quoted(table) + " ("
                + String.join(", ", values.keySet().stream().map(this::quoted).toList()) + ") values ("
                + String.join(", ", values.keySet().stream().map(v -> "?").toList()) + ")";
        try (PreparedStatement insert = connection.prepareStatement(sql)) {
            int i = 1;
            for (Object value : values.values()) insert.setObject(i++, value);
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new SQLException("row " + row + " of " + table + " " + values + ": " + e.getMessage(), e);
        }
    }

    /** The referenced value of the parent's row with the same number (or its first, for a table's own rows). */
    private Object parentValue(ForeignKey key, String table, int row) throws SQLException {
        if (key.parent().equals(table)) return null;
        List<Object> parents = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet found = statement.executeQuery(
                        "select " + quoted(key.parentColumn()) + " from " + quoted(key.parent()) + " order by 1")) {
            while (found.next()) parents.add(found.getObject(1));
        }
        return parents.get(row % parents.size());
    }

    /** A value of the column's type, different for each row, that a reader of the table could have stored. */
    private static Object made(
            String name, int type, String typeName, int size, int row, Map<String, List<String>> allowed) {
        List<String> choices = allowed.get(name.toLowerCase(Locale.ROOT));
        if (choices != null) return choices.get(row % choices.size());
        if (typeName.equalsIgnoreCase("uuid")) return UUID.nameUUIDFromBytes((name + row).getBytes(UTF_8));
        return switch (type) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> 1 + row;
            case Types.DOUBLE, Types.FLOAT, Types.REAL, Types.DECIMAL, Types.NUMERIC -> 1.5 + row;
            case Types.BOOLEAN, Types.BIT -> row % 2 == 1;
            case Types.DATE -> AT.toLocalDate().plusDays(row);
            case Types.TIME -> AT.toLocalTime().plusMinutes(row);
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> AT.plusMinutes(row);
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> new byte[] {0, 1, 2, (byte) row};
            default -> {
                if (typeName.toLowerCase(Locale.ROOT).contains("timestamp")) yield AT.plusMinutes(row);
                String text = name.toLowerCase(Locale.ROOT) + "-" + row;
                yield size > 0 && text.length() > size ? text.substring(text.length() - size) : text;
            }
        };
    }

    private String quoted(String identifier) {
        return '"' + identifier + '"';
    }
}
