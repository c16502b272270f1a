package org.calcoolation.game.ui;

import com.vaadin.flow.internal.JacksonUtils;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.play.CellChange;
import org.calcoolation.game.play.PlayerMove;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the grid and board.js say to each other, spelled once: the moves the browser sends, the
 * marks and walls a cell can carry and their class names, the words of a cell's spoken name, and
 * how a cell is packed into one int. {@link #FORMAT} carries the words, class names and layout to
 * the browser with each new grid; the move names ({@link Op}) and the rules of play (Board.apply,
 * {@link Marks#of}, {@code Operation.apply} by the operation's name, {@link #describe}) are what
 * board-rules.js spells again, held to these by BoardRulesConformanceIT. The scripts type this
 * format in JSDoc ({@code Format} in board-rules.js).
 */
final class BoardFormat {

    private BoardFormat() {}

    /**
     * The moves the browser sends, by the names board.js gives them, and the letter each goes to
     * the server as (see {@link MoveEvent}). A selection stays in the page.
     */
    enum Op {
        PLACE("place", 'p', true),
        PLACE_ONE("place-one", 'o', true),
        NOTE("note", 'n', true),
        NOTE_ONE("note-one", 'm', true),
        CLEAR("clear", 'c', false),
        UNDO("undo", 'u', false),
        REDO("redo", 'r', false);

        final String wire;
        /** The move's letter in a short move ({@link MoveEvent}). */
        final char code;
        /** Whether the move names a digit, which must be one of the grid's. */
        final boolean takesDigit;

        Op(String wire, char code, boolean takesDigit) {
            this.wire = wire;
            this.code = code;
            this.takesDigit = takesDigit;
        }

        static Optional<Op> of(String wire) {
            return Arrays.stream(values()).filter(op -> op.wire.equals(wire)).findFirst();
        }

        static Optional<Op> of(char code) {
            for (Op op : values()) if (op.code == code) return Optional.of(op);
            return Optional.empty();
        }

        /** What this op asks of the game at {@code cell}. */
        PlayerMove move(Cell cell, int digit) {
            return switch (this) {
                case PLACE -> new PlayerMove.Write(cell, digit, false, false);
                case PLACE_ONE -> new PlayerMove.Write(cell, digit, false, true);
                case NOTE -> new PlayerMove.Write(cell, digit, true, false);
                case NOTE_ONE -> new PlayerMove.Write(cell, digit, true, true);
                case CLEAR -> new PlayerMove.Erase(cell);
                case UNDO -> new PlayerMove.Undo();
                case REDO -> new PlayerMove.Redo();
            };
        }
    }

    /** The marks a cell can carry, in the order of their bits in its code: a class name and the words a screen reader adds. */
    enum Mark {
        CONFLICT("conflict"),
        CAGE_WRONG("cage-wrong"),
        MISTAKE("mistake"),
        HINTED("hinted"),
        /** A digit from the solution, not the player's own: drawn in another face, not only another colour. */
        REVEALED("revealed"),
        /** Notes that Check notes found to leave out the cell's digit: a dotted red frame around them. */
        NOTES_WRONG("notes-wrong");

        final String className;

        Mark(String className) {
            this.className = className;
        }

        /** What a screen reader adds to the cell's name, ", conflict", in the page's language. */
        String spoken(Words words) {
            return words.of("play.board.mark." + name());
        }
    }

    /**
     * How the messages to the painter are laid out, sent with every new grid so that the painter
     * reads what this class writes and the format is spelled in one place: {@code stride} values per
     * changed cell (index, digit, note bits with bit d for note d, mark bits; the page says the spoken
     * name from them, see {@link #describe}, held to it by BoardRulesConformanceIT), the class
     * name of each wall bit (a cell's walls are bit masks in {@link Side} order) and of each mark bit
     * (in {@link Mark} order).
     */
    static final ObjectNode FORMAT = format(Say::english);

    /** Where the words come from: the bundles in English, or in the page's language. */
    interface Words {
        String of(String key, Object... arguments);
    }

    /** The same in the page's language: the words of the spoken names and the status line. */
    static ObjectNode forPage() {
        return format(Say::of);
    }

    /** Values per changed cell in a paint: index, digit, notes, marks. */
    static final int STRIDE = 4;

    /**
     * How many moves of one game the browser keeps while the server has not stored them: a reload, a
     * closed tab or a restarted server loses none of them. Three 12×12 games' worth; the page sends
     * them {@link #MAX_MOVES_A_MESSAGE} at a time.
     */
    static final int MAX_WAITING = 500;

    /**
     * The most moves a page has sent and not yet had answered, and so the most one message carries
     * (Vaadin's client sends one message at a time; moves made while it is on its way go in the
     * next). The fastest a person makes moves is a held key's repeat, about 30 a second, and a round
     * trip on a poor phone connection takes up to a second: 32. Moves past it wait in the page, drawn
     * already, until the server answers (board.js, flush): the moves kept offline, up to
     * {@link #MAX_WAITING}, go back 32 a round trip. A message with more is forged, and refused with
     * 413 before Vaadin reads it (base.web.RequestGuard, by {@link MovesPerMessage}): 20 clients sending
     * 190 undo moves a message reached 32,421 moves a second and slowed everyone's pages (issue 37).
     */
    static final int MAX_MOVES_A_MESSAGE = 32;

    /**
     * How long the browser keeps a move after the server said it stored it: a server killed right
     * after a write can come back a moment behind (H2 writes its file shortly after the commit),
     * and the page then sends the move again. The receipts come back with the moves, so none is
     * applied twice.
     */
    static final int KEEP_STORED_MILLIS = 60_000;

    /** Where the browser keeps a game's waiting moves: its localStorage key, followed by the game's id. */
    static final String STORAGE_KEY = "calcoolation.moves.";

    /**
     * The format with the words {@code word} gives for a key: how a cell's spoken name goes on after
     * its {@link #prefix}, what the pad is called, the page's word while the server cannot be reached
     * and its count of the moves it holds ("Offline · 3 moves waiting"), and a cell's notes shown large.
     */
    private static ObjectNode format(Words word) {
        ObjectNode format = JacksonUtils.createObjectNode();
        format.put("stride", STRIDE);
        format.put("twoKeyMillis", TWO_KEY_MILLIS);
        format.put("moveEvent", MOVE_EVENT);
        // Each move's letter by its name: board-wire.js writes the short move (MoveEvent) with them.
        ObjectNode ops = format.putObject("ops");
        for (Op op : Op.values()) ops.put(op.wire, String.valueOf(op.code));
        format.put("maxWaiting", MAX_WAITING);
        format.put("maxInFlight", MAX_MOVES_A_MESSAGE);
        format.put("storageKey", STORAGE_KEY);
        format.put("keepStoredMillis", KEEP_STORED_MILLIS);
        // A cage's operations go by ordinal; board-rules.js knows each one's arithmetic by this name, and
        // a name it has no rule for leaves that cage's mark to the server.
        ArrayNode operations = format.putArray("operations");
        for (Operation op : Operation.values()) operations.add(op.name().toLowerCase(Locale.ROOT));
        ArrayNode walls = format.putArray("walls");
        for (Side side : Side.values()) walls.add("wall-" + side.name().toLowerCase(Locale.ROOT));
        ArrayNode marks = format.putArray("marks"), spoken = format.putArray("spoken");
        for (Mark mark : Mark.values()) {
            marks.add(mark.className);
            spoken.add(mark.spoken(word));
        }
        // A bundle keeps no space at the start or end of a message: the words that run on get theirs here.
        format.putObject("words")
                .put("empty", word.of("play.board.empty"))
                .put("value", word.of("play.board.value") + " ")
                .put("notes", word.of("play.board.notes") + " ")
                .put("pad", word.of("play.pad"))
                .put("padNotes", word.of("play.pad.notes"))
                .put("offline", word.of("play.board.offline"))
                .put("moveWaiting", " " + word.of("play.board.moveWaiting"))
                .put("movesWaiting", " " + word.of("play.board.movesWaiting"))
                .put("waitingFull", word.of("play.board.waitingFull"))
                .put("noteZoom", word.of("play.board.noteZoom", "{r}", "{c}"));
        return format;
    }

    /**
     * On grids of 10 and up a {@code 1} goes in at once, and a {@code 0} to {@code 6} typed in the
     * same cell within this many milliseconds makes it 10 to 16, up to the grid's size. The browser times the keys
     * itself, so the network's delay does not matter.
     */
    static final int TWO_KEY_MILLIS = 800;

    /**
     * The DOM event a move goes to the server in; its detail is the move as one short text
     * ({@link MoveEvent}). Not whether it waited in the browser: the server times each move as it takes it.
     */
    static final String MOVE_EVENT = "calcoolation-move";

    /**
     * A cell's digit (5 bits, for 16), notes (bits 1–16, shifted by 5) and marks (from bit 22): what
     * the browser must show.
     */
    static int code(Board board, Marks marks, Cell cell) {
        int markBits = (marks.conflicts().contains(cell) ? 1 : 0)
                | (marks.wrongCages().contains(cell) ? 2 : 0)
                | (marks.mistakes().contains(cell) ? 4 : 0)
                | (marks.hinted().contains(cell) ? 8 : 0)
                | (marks.revealed().contains(cell) ? 16 : 0)
                | (marks.notesWrong().contains(cell) ? 32 : 0);
        return board.value(cell) | board.notes(cell) << NOTES_AT | markBits << MARKS_AT;
    }

    private static final int NOTES_AT = 5, MARKS_AT = 22;

    /** The marks' bits of a {@link #code}, as the browser takes them. */
    static int marks(int code) {
        return code >>> MARKS_AT;
    }

    static List<Mark> marksOf(int code) {
        return Arrays.stream(Mark.values())
                .filter(mark -> (marks(code) & 1 << mark.ordinal()) != 0)
                .toList();
    }

    static String label(Puzzle puzzle, Cell cell, int code) {
        int digit = code & (1 << NOTES_AT) - 1, notes = code >>> NOTES_AT & (1 << MARKS_AT - NOTES_AT) - 1;
        StringBuilder label = new StringBuilder(describe(cell, puzzle.cageAt(cell), digit, notes));
        for (Mark mark : marksOf(code)) label.append(mark.spoken(Say::of));
        return label.toString();
    }

    /** The four sides of a cell, and whether each is a cage wall: the grid's edge or a different cage next door. */
    enum Side {
        TOP(-1, 0),
        RIGHT(0, 1),
        BOTTOM(1, 0),
        LEFT(0, -1);

        private final int dRow;
        private final int dCol;

        Side(int dRow, int dCol) {
            this.dRow = dRow;
            this.dCol = dCol;
        }

        boolean isCageWall(Cell cell, int[] cageOf, int n) {
            int r = cell.row() + dRow, c = cell.col() + dCol;
            if (r < 0 || c < 0 || r >= n || c >= n) return true;
            return cageOf[r * n + c] != cageOf[cell.index(n)];
        }
    }

    static ArrayNode flat(List<CellChange> cells) {
        ArrayNode flat = JacksonUtils.createArrayNode();
        for (CellChange change : cells)
            flat.add(change.cell()).add(change.digit()).add(change.notes());
        return flat;
    }

    /**
     * The spoken name of a cell: {@code Row 2, column 3, cage 12+ of 3 cells, value 4} or {@code ..., empty, notes 1, 3};
     * a clue that hides its operator is said to, as a sighted player sees it has no sign: {@code cage 12 (operator hidden) of 3 cells}.
     */
    static String describe(Cell cell, Cage cage, int digit, int notes) {
        StringBuilder s = new StringBuilder(prefix(cell, cage))
                .append(digit == 0 ? Say.of("play.board.empty") : Say.of("play.board.value") + " " + digit);
        if (notes != 0) {
            s.append(Say.of("play.board.notes"))
                    .append(' ')
                    .append(IntStream.rangeClosed(1, Puzzle.MAX_SIZE)
                            .filter(d -> (notes & 1 << d) != 0)
                            .mapToObj(Integer::toString)
                            .collect(Collectors.joining(", ")));
        }
        return s.toString();
    }

    /**
     * What a cell's spoken name says of it whatever it holds: {@code Row 2, column 3, cage 12+ of 3 cells}.
     * A ⊕ is said in words, {@code cage 6 exclusive or of 2 cells}: screen readers name the sign "circled plus".
     */
    static String prefix(Cell cell, Cage cage) {
        String clue = cage.size() > 1 && !cage.isHidden() && cage.operation() == Operation.XOR
                ? Say.of("play.board.xor", Integer.toString(cage.target()))
                : cage.clue();
        return Say.of(
                cage.isHidden() ? "play.board.prefixHidden" : "play.board.prefix",
                cell.row() + 1,
                cell.col() + 1,
                clue,
                cage.size());
    }
}
