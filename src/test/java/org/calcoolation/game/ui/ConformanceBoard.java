package org.calcoolation.game.ui;

import com.vaadin.flow.internal.JacksonUtils;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.ServerGame;
import org.calcoolation.game.play.PlayerMove;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One random board for the conformance test, played by the engine as the server plays it: its
 * layout as board.js builds it, and a stream of events for the page, each a move the page sends
 * (with what every cell must show once the page has drawn it: the engine's cells, live marks and
 * spoken names after all moves sent so far) or a paint of the server's, answering the moves up to
 * one of them, sometimes many moves late, as after a stretch offline.
 */
final class ConformanceBoard {

    final Puzzle puzzle;
    final RandomBoards.Rules rules;
    final boolean clearsLines;
    final boolean live;
    final long seed;
    private final List<Wire> moves = new ArrayList<>();
    private int sent;

    /** A move as board.js sends it. */
    record Wire(String op, int cell, int digit) {}

    ConformanceBoard(int n, RandomBoards.Rules rules, long seed) {
        RandomGenerator random = new SplittableRandom(seed);
        this.rules = rules;
        this.seed = seed;
        this.puzzle = RandomBoards.puzzle(n, rules, random);
        this.clearsLines = random.nextBoolean();
        this.live = random.nextInt(4) > 0;
        int count = 6 + random.nextInt(20);
        while (moves.size() < count) addMove(n, random);
    }

    /** A random move, or the two keys of 10 to 16: a 1, and the move that makes it 10 + d. */
    private void addMove(int n, RandomGenerator random) {
        // Half the moves go to the cells of one cage, so that cages fill and their marks count.
        List<Cell> cage =
                puzzle.cages().get(random.nextInt(puzzle.cages().size())).cells();
        int cell = random.nextBoolean()
                ? random.nextInt(n * n)
                : cage.get(random.nextInt(cage.size())).index(n);
        int roll = random.nextInt(100);
        int right = puzzle.solution().orElseThrow().digit(Cell.ofIndex(cell, n));
        if (roll < 35) moves.add(new Wire("place", cell, random.nextInt(5) < 3 ? right : 1 + random.nextInt(n)));
        else if (roll < 55) moves.add(new Wire("note", cell, 1 + random.nextInt(n)));
        else if (roll < 65) moves.add(new Wire("clear", cell, 0));
        else if (roll < 77) moves.add(new Wire("undo", cell, 0));
        else if (roll < 87) moves.add(new Wire("redo", cell, 0));
        else if (n >= 10) {
            String op = random.nextBoolean() ? "place" : "note";
            moves.add(new Wire(op, cell, 1));
            moves.add(new Wire(op + "-one", cell, 10 + random.nextInt(n - 9)));
        } else moves.add(new Wire("place", cell, right));
    }

    /** How many moves the page sends: fewer than made when the engine found the grid solved, which locks it. */
    int moves() {
        return sent;
    }

    /** The board as the harness (board-conformance.js) takes it. */
    ObjectNode toJson() {
        RandomGenerator random = new SplittableRandom(seed ^ 0x39);
        BoardMessages.Layout layout = BoardMessages.layout(puzzle);
        ObjectNode json = JacksonUtils.createObjectNode()
                .put("name", describe())
                .put("rules", rules.name())
                .put("n", puzzle.size())
                .put("live", live)
                .put("clears", clearsLines)
                .put("game", UUID.randomUUID().toString())
                .put("page", BoardMessages.newPage());
        json.set("walls", layout.walls());
        json.set("clues", layout.clues());
        json.set("cages", layout.cages());
        json.set("prefixes", layout.prefixes());
        ArrayNode events = json.putArray("events");
        ServerGame ahead = new ServerGame(puzzle, clearsLines), server = new ServerGame(puzzle, clearsLines);
        int[] expected = codes(ahead.board()), painted = new int[expected.length];
        Arrays.fill(painted, -1);
        events.add(paint(server, painted, 0));
        // How often the server answers: at once, now and then, or after long stretches.
        int answering = new int[] {90, 40, 8}[random.nextInt(3)];
        int total = moves.size(), answered = 0;
        sent = 0;
        while (sent < total || answered < sent) {
            if (sent < total && (answered == sent || random.nextInt(100) >= answering)) {
                Wire move = moves.get(sent++);
                ahead.play(playerMove(move));
                ArrayNode event = events.addArray()
                        .add("m")
                        .add(move.op())
                        .add(move.cell())
                        .add(move.digit());
                event.add(cells(ahead.board(), expected));
                if (ahead.finished()) total = sent;
            } else {
                int upTo = answered + 1 + random.nextInt(sent - answered);
                while (answered < upTo) server.play(playerMove(moves.get(answered++)));
                events.add(paint(server, painted, answered));
            }
        }
        return json;
    }

    String describe() {
        return puzzle.size() + "×" + puzzle.size() + " " + rules + (clearsLines ? ", notes leave lines" : "")
                + (live ? ", live marks" : "") + ", seed " + seed;
    }

    private PlayerMove playerMove(Wire move) {
        int n = puzzle.size();
        return BoardFormat.Op.of(move.op()).orElseThrow().move(Cell.ofIndex(move.cell(), n), move.digit());
    }

    /** A paint as BoardComponent sends it: the cells changed since the last, the moves answered, undo and redo. */
    private ArrayNode paint(ServerGame server, int[] painted, int answered) {
        ArrayNode event = JacksonUtils.createArrayNode().add("p");
        event.add(cells(server.board(), painted)).add(answered);
        event.add(BoardMessages.history(server.undoRedo()));
        return event;
    }

    private int[] codes(Board board) {
        int n = puzzle.size();
        int[] codes = new int[n * n];
        Marks marks = Marks.of(board, live, Set.of(), Set.of(), Set.of(), Set.of());
        for (int i = 0; i < codes.length; i++) codes[i] = BoardFormat.code(board, marks, Cell.ofIndex(i, n));
        return codes;
    }

    /** The cells whose code differs from {@code known}, as flat [cell, digit, notes, marks, spoken name], and known brought up to date. */
    private ArrayNode cells(Board board, int[] known) {
        int n = puzzle.size();
        int[] codes = codes(board);
        ArrayNode flat = JacksonUtils.createArrayNode();
        for (int i = 0; i < codes.length; i++) {
            if (codes[i] == known[i]) continue;
            known[i] = codes[i];
            Cell cell = Cell.ofIndex(i, n);
            flat.add(i)
                    .add(board.value(cell))
                    .add(board.notes(cell))
                    .add(BoardFormat.marks(codes[i]))
                    .add(BoardFormat.label(puzzle, cell, codes[i]));
        }
        return flat;
    }
}
