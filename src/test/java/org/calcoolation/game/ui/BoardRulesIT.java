package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Operation;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.json.JsonMapper;

/**
 * The page's rules (frontend/scripts/board-rules.js) on worked examples, in the headless Chromium
 * of the journeys, with the server's own words and class names (BoardFormat.FORMAT) and no DOM:
 * the script is pure. BoardRulesConformanceIT holds the same rules to the engine over thousands of
 * random boards; these say what they do, one case at a time. {@code ./mvnw -o test -Dtest=BoardRulesIT}
 * runs them alone, in seconds.
 */
class BoardRulesIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    private static final int XOR = Operation.XOR.ordinal(),
            SUBTRACT = Operation.SUBTRACT.ordinal(),
            DIVIDE = Operation.DIVIDE.ordinal(),
            ADD = Operation.ADD.ordinal();

    /**
     * A rules grid of n × n from the test's arguments: its cages as [target, operations, cells],
     * the server's digits and notes, the board's switches, and every cell's spoken prefix "Cell i".
     */
    private static final String GRID = """
            (a) => ({
                n: a.n, format: a.format, cages: a.cages.map(([target, operations, cells]) => ({ target, operations, cells })),
                prefixes: Array.from({ length: a.n * a.n }, (_, i) => 'Cell ' + i),
                clearsLines: a.clearsLines, liveMarks: a.liveMarks,
                server: { values: a.values, notes: a.notes, marks: a.values.map(() => 0), labels: [], undo: [], redo: [], undoable: 0, redoable: 0 },
            })""";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** A blank page with the rules alone; the extension closes it after each test. */
    private Page page;

    @BeforeEach
    void blankPageWithTheRules() throws IOException {
        page = chromium.newContext().newPage();
        page.route(
                "http://rules.test/**",
                route -> route.fulfill(new Route.FulfillOptions()
                        .setContentType("text/html")
                        .setBody("<!doctype html><body></body>")));
        page.navigate("http://rules.test/");
        page.addScriptTag(new Page.AddScriptTagOptions()
                .setContent(Files.readString(Path.of("frontend/scripts/board-rules.js"))));
        page.evaluate("grid => { window.grid = " + GRID + "; }");
    }

    /**
     * Runs a function's body in the page with {@code a}, the arguments, and answers what it returns.
     * The arguments go as one JSON text, as Jackson writes them (BoardFormat.FORMAT among them).
     */
    private Object run(String body, Map<String, Object> arguments) {
        return page.evaluate(
                "json => { const a = JSON.parse(json);\n" + body + "\n}", JSON.writeValueAsString(arguments));
    }

    /** The marks the rules give a 2 × 2's digits (reading order) with live marks on, by class name. */
    @SuppressWarnings("unchecked")
    private List<List<String>> liveMarks(List<Object> cages, List<Integer> values) {
        return (List<List<String>>) run("""
                const grid = window.grid(a), rules = window.calcoolationRules;
                const marks = rules.marks(grid, a.values, true);
                return marks.map(m => grid.format.marks.filter((_, bit) => m & 1 << bit));""", args(2, cages, values, List.of(0, 0, 0, 0), false, true));
    }

    private static Map<String, Object> args(
            int n, List<Object> cages, List<Integer> values, List<Integer> notes, boolean clearsLines, boolean live) {
        return Map.of(
                "n", n,
                "format", BoardFormat.FORMAT,
                "cages", cages,
                "values", values,
                "notes", notes,
                "clearsLines", clearsLines,
                "liveMarks", live);
    }

    @Test
    void a_full_xor_cage_with_the_right_digits_is_not_marked_wrong() {
        // 2 ⊕ 3 = 1: the cage of the top row, target 1, either way round; the bottom row is in no cage here.
        List<Object> cages = List.of(List.of(1, List.of(XOR), List.of(0, 1)));
        assertThat(liveMarks(cages, List.of(2, 3, 3, 2))).allMatch(List::isEmpty);
        assertThat(liveMarks(cages, List.of(3, 2, 2, 3))).allMatch(List::isEmpty);
    }

    @Test
    void a_full_cage_that_misses_its_target_is_marked_wrong_and_a_repeat_in_a_line_is_a_conflict() {
        List<Object> cages = List.of(
                List.of(1, List.of(XOR), List.of(0, 1)),
                List.of(3, List.of(ADD), List.of(2)),
                List.of(2, List.of(ADD), List.of(3)));
        // 2 ⊕ 2 = 0, not 1; and the two 2s share a row.
        assertThat(liveMarks(cages, List.of(2, 2, 3, 1)))
                .containsExactly(
                        List.of("conflict", "cage-wrong"),
                        List.of("conflict", "cage-wrong"),
                        List.of(),
                        List.of("cage-wrong"));
    }

    @Test
    void the_rules_know_every_operation_of_the_engine_and_its_twists() {
        String operate = "([name, digits]) => window.calcoolationRules.operate(name, digits)";
        assertThat(page.evaluate(operate, List.of("add", List.of(1, 2, 3)))).isEqualTo(6);
        assertThat(page.evaluate(operate, List.of("multiply", List.of(2, 3, 4))))
                .isEqualTo(24);
        // − and ÷ on larger cages (the twist): the largest digit less, or divided by, the rest.
        assertThat(page.evaluate(operate, List.of("subtract", List.of(1, 6, 2))))
                .isEqualTo(3);
        assertThat(page.evaluate(operate, List.of("divide", List.of(2, 8, 2)))).isEqualTo(2);
        assertThat(page.evaluate(operate, List.of("divide", List.of(3, 8))))
                .as("not whole")
                .isEqualTo(0);
        assertThat(page.evaluate(operate, List.of("xor", List.of(1, 2, 4)))).isEqualTo(7);
        List<?> names = (List<?>) run("return a.format.operations;", Map.of("format", BoardFormat.FORMAT));
        for (Object name : names)
            assertThat(page.evaluate(operate, List.of(name, List.of(4, 2))))
                    .as("a rule for " + name)
                    .isNotNull();
    }

    @Test
    void a_hidden_operator_cage_is_right_if_any_of_its_operations_makes_the_target() {
        // Target 2 with 4 and 2: 4 − 2 and 4 ÷ 2 both make it; 4 + 2 does not, and need not.
        List<Object> cages = List.of(
                List.of(2, List.of(ADD, SUBTRACT, DIVIDE), List.of(0, 1)), List.of(3, List.of(ADD), List.of(2, 3)));
        assertThat(liveMarks(cages, List.of(4, 2, 2, 1))).allMatch(List::isEmpty);
        assertThat(liveMarks(cages, List.of(4, 1, 1, 2)).get(0)).containsExactly("cage-wrong");
    }

    /** Places digit in cell on a 3 × 3 whose every cell has notes 1, 2 and 3: the notes after, by cell, as digits. */
    @SuppressWarnings("unchecked")
    private List<List<Integer>> notesAfterPlacing(int cell, int digit, boolean clearsLines) {
        int all = 1 << 1 | 1 << 2 | 1 << 3;
        Map<String, Object> arguments = new HashMap<>(
                args(3, List.of(), Collections.nCopies(9, 0), Collections.nCopies(9, all), clearsLines, false));
        arguments.putAll(Map.of("cell", cell, "digit", digit));
        return (List<List<Integer>>) run("""
                const grid = window.grid(a), rules = window.calcoolationRules, values = a.values.slice(), notes = a.notes.slice();
                const move = { page: 'p', epoch: 0, id: 1, op: 'place', cell: a.cell, digit: a.digit };
                rules.apply(grid, values, notes, move, [], []);
                return notes.map(m => [1, 2, 3].filter(d => m & 1 << d));""", arguments);
    }

    @Test
    void placing_a_digit_takes_it_out_of_the_notes_of_its_row_and_column_when_auto_removal_is_on() {
        // A 2 in the middle cell: its row and column lose the note 2, the corners keep it, the cell has none.
        assertThat(notesAfterPlacing(4, 2, true))
                .containsExactly(
                        List.of(1, 2, 3),
                        List.of(1, 3),
                        List.of(1, 2, 3),
                        List.of(1, 3),
                        List.of(),
                        List.of(1, 3),
                        List.of(1, 2, 3),
                        List.of(1, 3),
                        List.of(1, 2, 3));
    }

    @Test
    void placing_a_digit_leaves_the_other_cells_notes_when_auto_removal_is_off() {
        List<Integer> all = List.of(1, 2, 3);
        assertThat(notesAfterPlacing(4, 2, false)).containsExactly(all, all, all, all, List.of(), all, all, all, all);
    }

    @Test
    void an_undo_drawn_ahead_puts_back_what_the_move_changed_and_a_redo_writes_it_again() {
        Object answer = run("""
                const grid = window.grid(a), rules = window.calcoolationRules, values = a.values.slice(), notes = a.notes.slice();
                const undos = [], redos = [], seen = [];
                const move = (op, cell, digit) => rules.apply(grid, values, notes, { page: 'p', epoch: 0, id: 1, op, cell, digit }, undos, redos);
                move('note', 0, 2);
                move('place', 0, 3);
                seen.push([values[0], notes[0]]);
                seen.push(move('undo', 0, 0), [values[0], notes[0]]);
                seen.push(move('redo', 0, 0), [values[0], notes[0]]);
                return seen;""", args(2, List.of(), List.of(0, 0, 0, 0), List.of(0, 0, 0, 0), false, false));
        assertThat(answer)
                .as("[digit, notes] of the cell after the place, after the undo, after the redo")
                .isEqualTo(List.of(List.of(3, 0), true, List.of(0, 1 << 2), true, List.of(3, 0)));
    }

    @Test
    void an_undo_the_server_has_not_said_the_cells_of_waits_for_its_answer() {
        // Two undos on the server's stack, of which it said only the next: the second is not known here.
        Object answer = run("""
                const grid = window.grid(a), rules = window.calcoolationRules, values = a.values.slice(), notes = a.notes.slice();
                const undos = rules.stack(rules.cellsOf([0, 0, 0]), 2), redos = [];
                const undo = () => rules.apply(grid, values, notes, { page: 'p', epoch: 0, id: 1, op: 'undo', cell: 0, digit: 0 }, undos, redos);
                return [undo(), values[0], undo()];""", args(2, List.of(), List.of(4, 0, 0, 0), List.of(0, 0, 0, 0), false, false));
        assertThat(answer)
                .as("the first undo known (it empties the cell), the second left to the server")
                .isEqualTo(List.of(true, 0, false));
    }

    @Test
    void a_cells_spoken_name_says_its_digit_or_its_notes_and_its_marks() {
        String label =
                "return window.calcoolationRules.label(window.grid(a), a.cell, a.value, a.noteBits, a.markBits);";
        Map<String, Object> empty =
                new HashMap<>(args(2, List.of(), List.of(0, 0, 0, 0), List.of(0, 0, 0, 0), false, false));
        empty.putAll(Map.of("cell", 1, "value", 0, "noteBits", 1 << 1 | 1 << 2, "markBits", 0));
        assertThat(run(label, empty)).isEqualTo("Cell 1, empty, notes 1, 2");
        Map<String, Object> wrong = new HashMap<>(empty);
        wrong.putAll(Map.of(
                "value",
                2,
                "noteBits",
                0,
                "markBits",
                1 << BoardFormat.Mark.CONFLICT.ordinal() | 1 << BoardFormat.Mark.CAGE_WRONG.ordinal()));
        assertThat(run(label, wrong)).isEqualTo("Cell 1, value 2, conflict, cage does not add up");
    }
}
