package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import com.vaadin.flow.internal.JacksonUtils;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

/**
 * The page and the server play by one set of rules (issue 39): the real board.js, in the headless
 * Chromium of the journeys, and the engine as the server runs it (Board.apply and the undo history
 * through SeatMoves, Marks.of, Operation.apply, BoardFormat.describe) play the same random boards
 * and moves, and after every move and every answer of the server each cell must show in the page
 * what the engine says: its digit, its notes, its marks and its spoken name. Sizes 3 to 16, every
 * operation and twist (⊕, − and ÷ on larger cages, hidden operators), notes, undo, redo, the two
 * keys of 10–16, notes leaving a placed digit's lines or not, live marks on or off, and servers
 * that answer at once or after long stretches offline. No server: the page is a blank one.
 */
class BoardRulesConformanceIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    /** How many boards, and the first seed: -Dconformance.boards, -Dconformance.seed to reproduce a failure. */
    private static final int BOARDS = Integer.getInteger("conformance.boards", 2_000);

    private static final long SEED = Long.getLong("conformance.seed", 39);

    /**
     * The scripts under test: -Dconformance.script names a folder that holds the grid's scripts
     * (BoardScript.FILES, loaded in that order), or one file that holds them all, such as board.js
     * before it was split, to hold another version to the engine.
     */
    private static final Path SCRIPTS = Path.of(System.getProperty("conformance.script", "frontend/scripts"));

    private static final int BATCH = 50;

    /** One random board to play: its size, its clues' rules and the seed of its cages and moves. */
    private record Spec(int n, RandomBoards.Rules rules, long seed) {}

    @Test
    void board_js_shows_what_the_engine_decides_on_thousands_of_random_boards_and_moves() throws IOException {
        Page page = blankPage();
        SplittableRandom random = new SplittableRandom(SEED);
        RandomBoards.Rules[] rules = RandomBoards.Rules.values();
        List<Spec> specs = new ArrayList<>();
        for (int k = 0; k < BOARDS; k++) {
            int n = Puzzle.MIN_SIZE + k % (Puzzle.MAX_SIZE - Puzzle.MIN_SIZE + 1);
            specs.add(new Spec(n, rules[random.nextInt(rules.length)], random.nextLong()));
        }
        Tally tally = new Tally();
        long started = System.nanoTime();
        // The engine plays the next batch while the page plays this one.
        CompletableFuture<String> next = CompletableFuture.supplyAsync(() -> batch(specs, 0));
        for (int first = 0; first < BOARDS; first += BATCH) {
            String boards = next.join();
            int after = first + BATCH;
            if (after < BOARDS) next = CompletableFuture.supplyAsync(() -> batch(specs, after));
            tally.add(JacksonUtils.readTree((String) page.evaluate(
                    "([boards, format]) => window.calcoolationConformance.run(boards, format)",
                    List.of(boards, BoardFormat.FORMAT.toString()))));
        }
        System.out.printf(
                "board.js against the engine: %d boards of sizes %s under %s, %d moves and %d paints of the"
                        + " server, %d states of every cell compared (%d more left to the server: an undo, redo or"
                        + " second key of 10–16 the page could not know), %d boards differ %s, in %.1f s%n",
                tally.boards,
                new TreeSet<>(specs.stream().map(Spec::n).toList()),
                new TreeSet<>(specs.stream().map(Spec::rules).toList()),
                tally.moves,
                tally.paints,
                tally.compared,
                tally.waited,
                tally.wrongBoards,
                tally.wrongByRules,
                (System.nanoTime() - started) / 1e9);
        assertThat(tally.boards).isEqualTo(BOARDS);
        assertThat(tally.compared).isGreaterThan(10 * tally.waited);
        assertThat(tally.mismatches)
                .as("the first cell where the page and the engine differ, by rules"
                        + " (each as [digit, notes, marks, spoken name]), and the events before it")
                .isEmpty();
        assertThat(tally.warnings).as("operations the page had no rule for").isEmpty();
    }

    /**
     * BoardTester's copy of the page's keys (PageKeys) sends what board.js sends: random keys at
     * random times (digits within and past the two-key window, arrows, Home, End, Backspace, Delete,
     * N, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, keys that do nothing), clicks, pad presses and the Notes
     * switch, on grids of 3 to 16.
     */
    @Test
    void the_view_tests_keys_send_what_board_js_sends() throws IOException {
        Page page = blankPage();
        SplittableRandom random = new SplittableRandom(SEED);
        ArrayNode sequences = JacksonUtils.createArrayNode();
        List<PageKeys> keys = new ArrayList<>();
        List<List<String>> sent = new ArrayList<>();
        int events = 0;
        for (int k = 0; k < 500; k++) {
            int n = Puzzle.MIN_SIZE + k % (Puzzle.MAX_SIZE - Puzzle.MIN_SIZE + 1);
            List<String> moves = new ArrayList<>();
            PageKeys java = new PageKeys(n, (op, cell, digit) -> moves.add(op.wire + " " + cell + " " + digit));
            ArrayNode sequence = sequences.addObject().put("n", n).putArray("events");
            double at = 1_000;
            for (int e = 0; e < 60; e++, events++) {
                at += random.nextInt(1_200);
                ArrayNode event = sequence.addArray();
                KeyEvents.random(n, at, random, event);
                KeyEvents.play(event, java);
            }
            keys.add(java);
            sent.add(moves);
        }
        JsonNode answer = JacksonUtils.readTree((String) page.evaluate(
                "([sequences, format]) => window.calcoolationConformance.keys(sequences, format)",
                List.of(sequences.toString(), BoardFormat.FORMAT.toString())));
        int moves = 0;
        for (int k = 0; k < keys.size(); k++) {
            JsonNode script = answer.get("sequences").get(k);
            List<String> scriptMoves = new ArrayList<>();
            script.get("sent")
                    .forEach(m -> scriptMoves.add(m.get(0).asString() + " "
                            + m.get(1).asInt() + " " + m.get(2).asInt()));
            String where = "sequence " + k + ": " + sequences.get(k);
            assertThat(sent.get(k)).as(where).isEqualTo(scriptMoves);
            assertThat(keys.get(k).selected())
                    .as(where)
                    .isEqualTo(script.get("selected").asInt());
            assertThat(keys.get(k).notesMode())
                    .as(where)
                    .isEqualTo(script.get("notesMode").asBoolean());
            moves += scriptMoves.size();
        }
        System.out.printf(
                "BoardTester's keys against board.js: %d sequences, %d keys and presses, %d moves sent alike%n",
                keys.size(), events, moves);
    }

    /** A page with the grid's scripts and the harness, and no server. */
    static Page blankPage() throws IOException {
        Page page = chromium.newContext().newPage();
        page.route(
                "http://conformance.test/**",
                route -> route.fulfill(new Route.FulfillOptions()
                        .setContentType("text/html")
                        .setBody("<!doctype html><body></body>")));
        page.navigate("http://conformance.test/");
        for (Path script : scripts(SCRIPTS))
            page.addScriptTag(new Page.AddScriptTagOptions().setContent(Files.readString(script)));
        page.addScriptTag(new Page.AddScriptTagOptions().setContent(harness()));
        return page;
    }

    /** The grid's scripts in a folder, in the order the page loads them; or the one file named. */
    static List<Path> scripts(Path folderOrFile) {
        if (!Files.isDirectory(folderOrFile)) return List.of(folderOrFile);
        return BoardScript.FILES.stream().map(folderOrFile::resolve).toList();
    }

    private static String batch(List<Spec> specs, int first) {
        ArrayNode batch = JacksonUtils.createArrayNode();
        for (Spec spec : specs.subList(first, Math.min(first + BATCH, specs.size())))
            batch.add(new ConformanceBoard(spec.n(), spec.rules(), spec.seed()).toJson());
        return batch.toString();
    }

    private static String harness() throws IOException {
        try (InputStream in = BoardRulesConformanceIT.class.getResourceAsStream("board-conformance.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** What the page compared, over all batches. */
    private static final class Tally {
        int boards, moves, paints, compared, waited, wrongBoards;
        final Map<String, String> mismatches = new TreeMap<>();
        final Map<String, Integer> wrongByRules = new TreeMap<>();
        final List<String> warnings = new ArrayList<>();

        void add(JsonNode batch) {
            boards += batch.get("boards").asInt();
            moves += batch.get("moves").asInt();
            paints += batch.get("paints").asInt();
            compared += batch.get("compared").asInt();
            waited += batch.get("waited").asInt();
            wrongBoards += batch.get("wrongBoards").asInt();
            batch.get("wrongByRules")
                    .properties()
                    .forEach(e -> wrongByRules.merge(e.getKey(), e.getValue().asInt(), Integer::sum));
            batch.get("mismatches")
                    .forEach(m -> mismatches.putIfAbsent(m.get("rules").asString(), m.toString()));
            batch.get("warnings").forEach(w -> warnings.add(w.asString()));
        }
    }
}
