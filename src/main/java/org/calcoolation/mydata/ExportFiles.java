package org.calcoolation.mydata;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The two files of a player's data: all of it as JSON, and the finished games as CSV. */
final class ExportFiles {

    /**
     * Fields in the order of the records (Jackson 3 would sort them by name), indented for a person
     * to read; times are ISO-8601 strings, as Jackson 3 writes them by default.
     */
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    /** The columns of the CSV file, in order. */
    static final List<String> COLUMNS = List.of(
            "finished_at",
            "kind",
            "size",
            "difficulty",
            "cages",
            "mean_cage",
            "operations",
            "twists",
            "weights",
            "daily_day",
            "daily_rung",
            "puzzle_id",
            "outcome",
            "play_seconds",
            "wall_seconds",
            "checks",
            "hints",
            "cells_revealed",
            "solution_revealed",
            "held_for_review",
            "gold");

    /** A byte order mark, so that spreadsheets read the file as UTF-8 (the kinds' labels have a ×). */
    static final String BOM = "\uFEFF";

    private ExportFiles() {}

    static byte[] json(PlayerData data) {
        return JSON.writeValueAsBytes(data);
    }

    /** {@code add=4 sub=2 mul=3}, as {@code --weights} takes them but with spaces, which need no quotes. */
    private static String weights(Map<String, Integer> weights) {
        return String.join(
                " ",
                weights.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .toList());
    }

    /** RFC 4180: a header line, CRLF after every line, fields quoted where they must be. */
    static byte[] csv(PlayerData data) {
        StringBuilder out = new StringBuilder(BOM);
        line(out, COLUMNS);
        for (PlayerData.FinishedGame game : data.games()) line(out, row(game));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> row(PlayerData.FinishedGame game) {
        List<String> cells = new ArrayList<>();
        cells.add(game.finishedAt().toString());
        cells.add(game.kind().label());
        cells.add(Integer.toString(game.kind().size()));
        cells.add(game.kind().difficulty());
        cells.add(game.kind().cages());
        cells.add(game.kind().meanCage() == null ? "" : game.kind().meanCage().toString());
        cells.add(game.kind().operations());
        cells.add(String.join(" ", game.kind().twists()));
        cells.add(game.kind().weights() == null ? "" : weights(game.kind().weights()));
        cells.add(game.daily() == null ? "" : game.daily().day().toString());
        cells.add(game.daily() == null ? "" : Integer.toString(game.daily().rung()));
        cells.add(orEmpty(game.puzzleId()));
        cells.add(game.outcome());
        cells.add(seconds(game.playMillis()));
        cells.add(seconds(game.wallMillis()));
        PlayerData.Help help = game.help();
        cells.add(help == null ? "" : Integer.toString(help.checks()));
        cells.add(help == null ? "" : Integer.toString(help.hints()));
        cells.add(help == null ? "" : Integer.toString(help.cellsRevealed()));
        cells.add(help == null ? "" : Boolean.toString(help.solutionRevealed()));
        cells.add(orEmpty(game.heldForReview()));
        cells.add(Boolean.toString(game.gold()));
        return cells;
    }

    private static void line(StringBuilder out, List<String> cells) {
        out.append(cells.stream().map(ExportFiles::field).collect(Collectors.joining(",")))
                .append("\r\n");
    }

    /**
     * A cell as written: one that a spreadsheet would run as a formula (it starts with = + - @, a
     * tab or a carriage return) gets a leading apostrophe, as OWASP advises; then one with a comma,
     * a quote or a line break is quoted, its quotes doubled.
     */
    static String field(String cell) {
        String safe = !cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
        boolean quote = safe.chars().anyMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r');
        return quote ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }

    /** 72.345 for 72,345 ms: a number a spreadsheet sums, with a point whatever the locale of the server. */
    private static String seconds(long millis) {
        return BigDecimal.valueOf(millis, 3).toPlainString();
    }

    private static String orEmpty(@Nullable String text) {
        return text == null ? "" : text;
    }
}
