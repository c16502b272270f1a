package org.calcoolation.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Keen puzzles of {@code keen-samples.jsonl}, read with a few regular expressions because plain
 * engine tests have no JSON library. Each line is one flat object, so this is enough.
 */
public final class KeenSamples {

    /** One Keen puzzle: its game ID, unique solution, Keen's grade letter and its cages. */
    public record Sample(int size, String id, int[][] solution, char difficulty, List<Cage> cages) {

        public Sample {
            cages = List.copyOf(cages);
        }

        public Grid solutionGrid() {
            return Grid.ofRows(solution);
        }

        /** The puzzle as listed, with its solution. */
        public Puzzle puzzle() {
            return new Puzzle(size, cages).withSolution(solutionGrid());
        }

        public Difficulty grade() {
            return Difficulty.ofKeenLetter(difficulty);
        }

        @Override
        public String toString() {
            return id;
        }
    }

    private static final Pattern SIZE = Pattern.compile("\"size\":(\\d+)");
    private static final Pattern ID = Pattern.compile("\"id\":\"([^\"]*)\"");
    private static final Pattern DIFFICULTY = Pattern.compile("\"difficulty\":\"(\\w)\"");
    private static final Pattern SOLUTION = Pattern.compile("\"solution\":\\[(.*?)]]");
    private static final Pattern ROW = Pattern.compile("\\[([\\d,]+)]");
    private static final Pattern CAGE = Pattern.compile("\\{\"op\":\"(.)\",\"target\":(\\d+),\"cells\":\\[(.*?)]]}");
    private static final Pattern CELL = Pattern.compile("\\[(\\d+),(\\d+)]");

    private static List<Sample> all;

    private KeenSamples() {}

    public static synchronized List<Sample> all() {
        if (all == null) all = read();
        return all;
    }

    private static List<Sample> read() {
        try (InputStream in = KeenSamples.class.getResourceAsStream("/keen-samples.jsonl")) {
            if (in == null) throw new IllegalStateException("keen-samples.jsonl is not on the test class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .filter(line -> !line.isBlank())
                    .map(KeenSamples::parse)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Sample parse(String line) {
        int size = Integer.parseInt(group(SIZE, line));
        String id = group(ID, line);
        char difficulty = group(DIFFICULTY, line).charAt(0);
        List<int[]> rows = new ArrayList<>();
        Matcher row = ROW.matcher(group(SOLUTION, line) + "]");
        while (row.find()) rows.add(digits(row.group(1)));
        List<Cage> cages = new ArrayList<>();
        Matcher cage = CAGE.matcher(line);
        while (cage.find()) {
            List<Cell> cells = new ArrayList<>();
            Matcher cell = CELL.matcher(cage.group(3) + "]");
            while (cell.find()) cells.add(new Cell(Integer.parseInt(cell.group(1)), Integer.parseInt(cell.group(2))));
            cages.add(new Cage(operation(cage.group(1).charAt(0)), Integer.parseInt(cage.group(2)), cells));
        }
        return new Sample(size, id, rows.toArray(int[][]::new), difficulty, cages);
    }

    private static Operation operation(char sign) {
        return switch (sign) {
            case '+' -> Operation.ADD;
            case '-' -> Operation.SUBTRACT;
            case '*' -> Operation.MULTIPLY;
            case '/' -> Operation.DIVIDE;
            default -> throw new IllegalArgumentException("unknown operation '" + sign + "'");
        };
    }

    private static int[] digits(String commaSeparated) {
        String[] parts = commaSeparated.split(",");
        int[] digits = new int[parts.length];
        for (int i = 0; i < parts.length; i++) digits[i] = Integer.parseInt(parts[i].strip());
        return digits;
    }

    private static String group(Pattern pattern, String line) {
        Matcher m = pattern.matcher(line);
        if (!m.find()) throw new IllegalArgumentException("no " + pattern + " in " + line);
        return m.group(1);
    }
}
