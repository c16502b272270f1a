package org.calcoolation.cli;

import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.json.JsonFactory;

/**
 * One JSON object on one line, fields in the order written, through Jackson's streaming generator.
 * Only jackson-core: databind's mapper would load some 500 more classes, half a second of a cold
 * start, to write a few fields.
 */
final class Json {

    private static final JsonFactory FACTORY = new JsonFactory();

    private final StringWriter text = new StringWriter();
    private final JsonGenerator out = FACTORY.createGenerator(text);

    Json() {
        out.writeStartObject();
    }

    Json field(String name, String value) {
        out.writeStringProperty(name, value);
        return this;
    }

    Json field(String name, long value) {
        out.writeNumberProperty(name, value);
        return this;
    }

    /** A number as written, such as {@code 4.0}, or null. */
    Json number(String name, @Nullable BigDecimal value) {
        if (value == null) out.writeNullProperty(name);
        else out.writeNumberProperty(name, value);
        return this;
    }

    Json strings(String name, List<String> values) {
        out.writeName(name);
        out.writeStartArray();
        for (String value : values) out.writeString(value);
        out.writeEndArray();
        return this;
    }

    /** An object of whole numbers in the map's order, or null. */
    Json numbers(String name, @Nullable Map<String, Integer> values) {
        if (values == null) return number(name, null);
        out.writeName(name);
        out.writeStartObject();
        values.forEach(out::writeNumberProperty);
        out.writeEndObject();
        return this;
    }

    /** Grids as arrays of rows: {@code [[1,2],[2,1]]}. */
    Json grid(String name, int[][] rows) {
        out.writeName(name);
        rows(rows);
        return this;
    }

    Json grids(String name, List<int[][]> grids) {
        out.writeName(name);
        out.writeStartArray();
        grids.forEach(this::rows);
        out.writeEndArray();
        return this;
    }

    /** Each cage as {@code {"op":"+","target":8,"cells":[[0,0],[0,1]]}}; a hidden clue has no operator to give: "?". */
    Json cages(List<Cage> cages) {
        out.writeName("cages");
        out.writeStartArray();
        for (Cage cage : cages) {
            out.writeStartObject();
            out.writeStringProperty("op", cage.isHidden() ? "?" : op(cage.operation()));
            out.writeNumberProperty("target", cage.target());
            out.writeName("cells");
            out.writeStartArray();
            for (Cell cell : cage.cells()) out.writeArray(new int[] {cell.row(), cell.col()}, 0, 2);
            out.writeEndArray();
            out.writeEndObject();
        }
        out.writeEndArray();
        return this;
    }

    /** Closes the object: its text, one line. */
    String line() {
        out.writeEndObject();
        out.close();
        return text.toString();
    }

    private void rows(int[][] rows) {
        out.writeStartArray();
        for (int[] row : rows) out.writeArray(row, 0, row.length);
        out.writeEndArray();
    }

    /** ASCII signs, easy to read by programs: {@code + - * /}, and {@code ^} for exclusive or as in C and Java. */
    static String op(Operation operation) {
        return switch (operation) {
            case ADD -> "+";
            case SUBTRACT -> "-";
            case MULTIPLY -> "*";
            case DIVIDE -> "/";
            case XOR -> "^";
        };
    }
}
