package org.calcoolation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tables one Java source file touches: through SQL in its string literals and text blocks
 * (JDBC, native queries and JPQL in {@code @Query}, with the entity names of JPQL read as their
 * tables) and through the JPA entities it declares, which may write their table. A plain reading
 * of the text, no parser: a literal counts as SQL when it holds a statement's first word, and only
 * known table and entity names count as tables, so prose such as "from the server" is no hit.
 */
final class SqlScan {

    enum Access {
        READS,
        WRITES
    }

    record Use(Access access, String table) {}

    private static final Pattern STATEMENT = Pattern.compile("\\b(select|insert|update|delete|merge)\\b");
    private static final Pattern WRITE =
            Pattern.compile("\\b(?:insert\\s+into|merge\\s+into|delete\\s+from|delete|update)\\s+(\\w+)");
    private static final Pattern READ = Pattern.compile("\\b(?:from|join|using)\\s+(\\w+)");
    private static final Pattern CONCATENATION = Pattern.compile("\\s*\\+\\s*");
    private static final Pattern ENTITY =
            Pattern.compile("@Entity\\b(?:\\s*@\\w+(?:\\([^)]*\\))?)*\\s*(?:public\\s+|final\\s+)*class\\s+(\\w+)");
    private static final Pattern TABLE = Pattern.compile("@Table\\s*\\(\\s*name\\s*=\\s*\"(\\w+)\"");

    private final Set<String> tables;
    private final Map<String, String> entityTables;

    /**
     * @param tables every table and view of the migrations
     * @param entityTables each JPA entity's class name, lower case, to its table
     */
    SqlScan(Set<String> tables, Map<String, String> entityTables) {
        this.tables = Set.copyOf(tables);
        this.entityTables = Map.copyOf(entityTables);
    }

    /** The table of the entity the source declares, if it declares one: {@code @Table(name)}, else its class name in snake case. */
    static Map<String, String> entityTable(String source) {
        Matcher entity = ENTITY.matcher(source);
        if (!entity.find()) return Map.of();
        Matcher table = TABLE.matcher(source);
        String name = entity.group(1);
        String snake = name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
        return Map.of(
                name.toLowerCase(Locale.ROOT), table.find() ? table.group(1).toLowerCase(Locale.ROOT) : snake);
    }

    /** What the source reads and writes; an entity writes its own table. */
    Set<Use> uses(String source) {
        Set<Use> uses = new LinkedHashSet<>();
        entityTable(source).values().forEach(table -> uses.add(new Use(Access.WRITES, table)));
        for (String literal : literals(source)) {
            String sql = literal.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            if (!STATEMENT.matcher(sql).find()) continue;
            Set<String> written = names(WRITE, sql);
            written.forEach(table -> uses.add(new Use(Access.WRITES, table)));
            names(READ, sql).stream()
                    .filter(table -> !written.contains(table))
                    .forEach(table -> uses.add(new Use(Access.READS, table)));
        }
        return uses;
    }

    private Set<String> names(Pattern pattern, String sql) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = pattern.matcher(sql);
        while (m.find()) {
            String name = m.group(1);
            if (tables.contains(name)) found.add(name);
            else if (entityTables.containsKey(name)) found.add(entityTables.get(name));
        }
        return found;
    }

    /** The source's string literals and text blocks, with literals joined by {@code +} taken as one. */
    static List<String> literals(String source) {
        List<String> literals = new ArrayList<>();
        int lastEnd = -1;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (source.startsWith("//", i)) {
                i = endOf(source, "\n", i + 2);
            } else if (source.startsWith("/*", i)) {
                i = endOf(source, "*/", i + 2);
            } else if (c == '\'') {
                i = closing(source, i + 1, '\'') + 1;
            } else if (source.startsWith("\"\"\"", i)) {
                int start = source.indexOf('\n', i) + 1;
                int end = source.indexOf("\"\"\"", start);
                lastEnd = add(literals, source, lastEnd, i, source.substring(start, end));
                i = end + 3;
                lastEnd = i;
            } else if (c == '"') {
                int end = closing(source, i + 1, '"');
                add(literals, source, lastEnd, i, source.substring(i + 1, end));
                i = end + 1;
                lastEnd = i;
            } else {
                i++;
            }
        }
        return literals;
    }

    private static int add(List<String> literals, String source, int lastEnd, int start, String text) {
        boolean joined = lastEnd >= 0
                && !literals.isEmpty()
                && CONCATENATION.matcher(source.substring(lastEnd, start)).matches();
        if (joined) literals.set(literals.size() - 1, literals.getLast() + text);
        else literals.add(text);
        return lastEnd;
    }

    private static int endOf(String source, String end, int from) {
        int at = source.indexOf(end, from);
        return at < 0 ? source.length() : at + end.length();
    }

    private static int closing(String source, int from, char quote) {
        int i = from;
        while (source.charAt(i) != quote) i += source.charAt(i) == '\\' ? 2 : 1;
        return i;
    }
}
