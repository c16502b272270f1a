package org.calcoolation.cli;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;

/** Builds one JSON object on one line, by hand: the command line needs no JSON library. */
final class Json {

    private final StringBuilder out = new StringBuilder("{");

    Json field(String name, String value) {
        return raw(name, quote(value));
    }

    Json field(String name, long value) {
        return raw(name, Long.toString(value));
    }

    Json field(String name, Grid grid) {
        return raw(name, rows(grid.rows()));
    }

    Json cages(List<Cage> cages) {
        StringBuilder list = new StringBuilder("[");
        for (Cage cage : cages) {
            if (list.length() > 1) list.append(',');
            // A hidden clue has no operator to give: "?".
            list.append("{\"op\":")
                    .append(quote(cage.isHidden() ? "?" : op(cage.operation())))
                    .append(",\"target\":")
                    .append(cage.target())
                    .append(",\"cells\":[");
            for (int i = 0; i < cage.cells().size(); i++) {
                Cell cell = cage.cells().get(i);
                list.append(i > 0 ? "," : "")
                        .append('[')
                        .append(cell.row())
                        .append(',')
                        .append(cell.col())
                        .append(']');
            }
            list.append("]}");
        }
        return raw("cages", list.append(']').toString());
    }

    Json raw(String name, String json) {
        if (out.length() > 1) out.append(',');
        out.append(quote(name)).append(':').append(json);
        return this;
    }

    @Override
    public String toString() {
        return out + "}";
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

    static String rows(int[][] rows) {
        StringBuilder s = new StringBuilder("[");
        for (int r = 0; r < rows.length; r++) {
            s.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < rows[r].length; c++) s.append(c > 0 ? "," : "").append(rows[r][c]);
            s.append(']');
        }
        return s.append(']').toString();
    }

    static String quote(String text) {
        StringBuilder s = new StringBuilder("\"");
        for (char ch : text.toCharArray()) {
            switch (ch) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (ch < 0x20) s.append(String.format("\\u%04x", (int) ch));
                    else s.append(ch);
                }
            }
        }
        return s.append('"').toString();
    }
}
