package org.calcoolation.game.ui;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.calcoolation.engine.Cell;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Plays a page's grid as the browser does: clicks, keys and the pad become the numbered moves
 * board.js sends, and a cell shows what the server last sent for it.
 */
public final class BoardTester extends ComponentTester<BoardComponent> {

    public BoardTester(Component page) {
        super(find(page));
    }

    private static BoardComponent find(Component component) {
        if (component instanceof BoardComponent board) return board;
        return component
                .getChildren()
                .map(BoardTester::findOrNull)
                .filter(Objects::nonNull)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no grid on " + component));
    }

    private static BoardComponent findOrNull(Component component) {
        if (component instanceof BoardComponent board) return board;
        return component
                .getChildren()
                .map(BoardTester::findOrNull)
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }

    public void click(Cell cell) {
        browser().keys().select(cell.index(size()));
    }

    /** A key on the grid, as board.js reads it: {@code at} is the key's time in the browser, in milliseconds. */
    public void press(String key, boolean ctrl, boolean shift, double at) {
        browser().keys().key(key, ctrl, shift, at);
    }

    /** The page's selected cell, which the server does not know. */
    public Cell selected() {
        return Cell.ofIndex(browser().keys().selected(), size());
    }

    /**
     * A press of a button that acts on the selected cell (Clear cell notes, Reveal cell), as the
     * browser sends it: to the listener of the column around it, with the page's selected cell. Not
     * sent for a disabled or hidden button, as Vaadin's filter would not let it through either.
     */
    public void pressAtSelectedCell(NativeButton button) {
        ObjectNode data = JacksonUtils.createObjectNode()
                .put(ToolColumn.PRESSED_AT_CELL, true)
                .put(ToolColumn.SELECTED_CELL, browser().keys().selected())
                .put("]", button.getElement().getNode().getId());
        for (Element area = button.getElement().getParent(); area != null; area = area.getParent()) {
            var listeners = area.getNode().getFeatureIfInitialized(ElementListenerMap.class);
            if (listeners.isPresent()
                    && !listeners.get().getExpressions("click").isEmpty()) {
                listeners.get().fireEvent(new DomEvent(area, "click", data));
                return;
            }
        }
        throw new IllegalStateException("No column around the button hears its presses: " + button.getText());
    }

    /** The Notes switch beside the grid (or N). */
    public void switchNotes() {
        browser().keys().switchNotes();
    }

    public boolean notesMode() {
        return browser().keys().notesMode();
    }

    /** A press of the number pad: a digit, or "Clear". */
    void pad(String label) {
        browser().keys().pad(label);
    }

    private Browser browser() {
        return BROWSERS.computeIfAbsent(getComponent(), Browser::new);
    }

    /** The page's side of each grid under test, kept as long as the grid is. */
    private static final Map<BoardComponent, Browser> BROWSERS = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * The page's side of a grid: board.js's keys (PageKeys, held to board.js by
     * BoardRulesConformanceIT) for the grid it has now, and the moves numbered by page and sent as
     * board.js sends them. Real browsers run board.js itself (the journeys).
     */
    private static final class Browser {
        private final BoardComponent board;
        private String page = "";
        private int sent;
        private @Nullable PageKeys keys;

        Browser(BoardComponent board) {
            this.board = board;
        }

        /** The keys of the grid drawn now: a new grid starts them afresh, as board.js builds it. */
        PageKeys keys() {
            int n = board.puzzle().size();
            if (keys == null || !board.page().equals(page)) {
                page = board.page();
                sent = 0;
                keys = new PageKeys(n, this::send);
            }
            return keys;
        }

        void send(BoardFormat.Op op, int cell, int digit) {
            new BoardTester(board).fire(move(board, page, board.epoch(), ++sent, op.wire, cell, digit));
        }
    }

    /** A move as board.js dispatches it: the grid's move event, through Vaadin's listener. */
    void fire(ObjectNode data) {
        fireDomEvent(BoardFormat.MOVE_EVENT, data);
    }

    /**
     * The data of a move event, as board.js writes it (its short text, see MoveEvent) on the grid the
     * browser has now: a page other than the grid's is named at the end. An op no {@link
     * BoardFormat.Op} has goes as a letter none has.
     */
    static ObjectNode move(BoardComponent board, String page, int epoch, int id, String op, int cell, int digit) {
        return text(new MoveEvent(
                        board.build(),
                        epoch,
                        id,
                        BoardFormat.Op.of(op).map(known -> known.code).orElse('x'),
                        cell,
                        digit,
                        page.equals(board.page()) ? Optional.empty() : Optional.of(page))
                .text());
    }

    /** The data of a move event whose detail is {@code text}, whatever it says. */
    static ObjectNode text(String text) {
        return JacksonUtils.createObjectNode().put(BoardComponent.DETAIL, text);
    }

    /** Sends a move event as a page would, with any page id, number and epoch: a resend, an old page's, a forged one. */
    public void sendMove(String page, int epoch, int id, String op, int cell, int digit) {
        fire(move(getComponent(), page, epoch, id, op, cell, digit));
    }

    /** What the server has told the browser's painter since last asked. */
    public List<Sent> sent() {
        return new CallsTester<>(getComponent())
                .calls().stream()
                        .map(call -> Sent.of(call.script(), call.arguments()))
                        .toList();
    }

    /** One call of the painter: {@code build}, {@code paint} or {@code focus}, and its arguments after the grid itself. */
    public record Sent(String function, List<Object> arguments) {
        /** {@code calcoolationBoard.build(this, ...)}, or the paint the grid's element has: {@code $0.calcoolationPaint(...)}. */
        private static final Pattern CALL =
                Pattern.compile("calcoolationBoard\\.(\\w+)\\(this|\\$0\\.calcoolation(\\w+)\\(");

        static Sent of(String script, List<Object> arguments) {
            Matcher call = CALL.matcher(script);
            if (!call.find()) throw new AssertionError("not a call of the painter: " + script);
            String function =
                    call.group(1) != null ? call.group(1) : call.group(2).toLowerCase(Locale.ROOT);
            return new Sent(function, arguments);
        }
    }

    public int size() {
        return getComponent().puzzle().size();
    }

    /** Every cell in reading order; none before a puzzle is sent to the browser. */
    public List<BoardComponent.CellView> cells() {
        if (getComponent().puzzle() == null) return List.of();
        int n = size();
        return IntStream.range(0, n * n).mapToObj(i -> cell(Cell.ofIndex(i, n))).toList();
    }

    public BoardComponent.CellView cell(Cell cell) {
        return getComponent().cellView(cell);
    }

    /** The spoken names of all cells, in reading order. */
    public List<String> labels() {
        return cells().stream().map(BoardComponent.CellView::label).toList();
    }

    public String label(Cell cell) {
        return cell(cell).label();
    }

    public boolean marked(Cell cell, String mark) {
        return cell(cell).marks().contains(mark);
    }
}
