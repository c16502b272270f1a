package org.calcoolation.game.ui;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.internal.JacksonUtils;
import org.calcoolation.engine.Cell;
import tools.jackson.databind.node.ObjectNode;

/**
 * Plays a page's grid as the browser does: clicks and keys arrive as the DOM events the painter's
 * cells send, and a cell shows what the server last sent for it.
 */
public final class BoardTester extends ComponentTester<BoardComponent> {

    public BoardTester(Component page) {
        super(find(page));
    }

    private static BoardComponent find(Component component) {
        if (component instanceof BoardComponent board) return board;
        return component.getChildren().map(BoardTester::findOrNull).filter(java.util.Objects::nonNull).findFirst()
                .orElseThrow(() -> new AssertionError("no grid on " + component));
    }

    private static BoardComponent findOrNull(Component component) {
        if (component instanceof BoardComponent board) return board;
        return component.getChildren().map(BoardTester::findOrNull).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }

    public void click(Cell cell) {
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put(BoardComponent.CLICKED_CELL, cell.index(getComponent().puzzle().size()));
        data.put(BoardComponent.CLICKED_CELL + " >= 0", true);
        fireDomEvent("click", data);
    }

    public void press(String key, boolean ctrl, boolean shift, double at) {
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put(BoardComponent.KEY, key);
        data.put(BoardComponent.CTRL, ctrl);
        data.put(BoardComponent.SHIFT, shift);
        data.put(BoardComponent.TIME, at);
        data.put(BoardComponent.KEY_FILTER, true);
        fireDomEvent("keydown", data);
    }

    /** What the server has told the browser's painter since last asked. */
    public List<Sent> sent() {
        return new CallsTester<>(getComponent()).calls().stream().map(call -> Sent.of(call.script(), call.arguments())).toList();
    }

    /** One call of the painter: {@code build}, {@code paint} or {@code focus}, and its arguments after the grid itself. */
    public record Sent(String function, List<Object> arguments) {
        private static final Pattern CALL = Pattern.compile("calcoolationBoard\\.(\\w+)\\(this");

        static Sent of(String script, List<Object> arguments) {
            Matcher call = CALL.matcher(script);
            if (!call.find()) throw new AssertionError("not a call of the painter: " + script);
            return new Sent(call.group(1), arguments);
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
