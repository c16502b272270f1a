package org.calcoolation.game.ui;

import java.util.stream.IntStream;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteAlias;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.game.GameService;

/** Choose a size, level and variant, get a new puzzle, and play it. */
@Route("play")
@RouteAlias("")
@PageTitle("Play · Calcoolation")
@AnonymousAllowed
public class PlayView extends Main {

    private final GameService games;

    final Select<Integer> size = new Select<>();
    final Select<Difficulty> difficulty = new Select<>();
    final Select<Variant> variant = new Select<>();
    final Button newPuzzle = new Button("New puzzle");
    final BoardComponent board = new BoardComponent();
    final NumberPad pad = new NumberPad(digit -> {
        board.enter(digit);
        board.focusSelected();
    }, () -> {
        board.clearSelected();
        board.focusSelected();
    });
    final TextField puzzleId = new TextField("Puzzle ID");
    final Div status = new Div();
    private final Paragraph caption = new Paragraph();

    public PlayView(GameService games) {
        this.games = games;
        addClassName("play");

        size.setLabel("Size");
        size.setItems(IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(6);
        size.addValueChangeListener(change -> offerLevelsFor(change.getValue()));

        difficulty.setLabel("Difficulty");
        difficulty.setItems(Difficulty.values());
        difficulty.setItemLabelGenerator(Difficulty::label);
        difficulty.setValue(Difficulty.NORMAL);
        offerLevelsFor(6);

        variant.setLabel("Variant");
        variant.setItems(Variant.values());
        variant.setItemLabelGenerator(Variant::label);
        variant.setValue(Variant.STANDARD);

        newPuzzle.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        newPuzzle.addClickListener(click -> startNewPuzzle());

        puzzleId.setReadOnly(true);
        puzzleId.addClassName("puzzle-id");
        puzzleId.setHelperText("Keen game ID: share it, or open it in Simon Tatham's Keen");

        status.addClassName("status");
        status.getElement().setAttribute("role", "status");
        board.addSolvedListener(this::celebrate);
        caption.addClassName("caption");

        Div controls = new Div(size, difficulty, variant, newPuzzle);
        controls.addClassName("controls");
        Div boardColumn = new Div(caption, board);
        boardColumn.addClassName("board-column");
        Div side = new Div(controls, status, pad, puzzleId);
        side.addClassName("side");
        Div layout = new Div(boardColumn, side);
        layout.addClassName("play-layout");
        H1 title = new H1("Calcoolation");
        title.addClassName("title");
        add(title, layout);

        startNewPuzzle();
    }

    /** Grey out the levels this size cannot have, and step down to the hardest one it can. */
    private void offerLevelsFor(int n) {
        var levels = games.levelsFor(n);
        difficulty.setItemEnabledProvider(levels::contains);
        if (!levels.contains(difficulty.getValue())) difficulty.setValue(levels.getLast());
    }

    private void startNewPuzzle() {
        Puzzle puzzle = games.newPuzzle(size.getValue(), difficulty.getValue(), variant.getValue());
        board.show(puzzle);
        pad.showDigits(puzzle.size());
        puzzleId.setValue(KeenCodec.encode(puzzle));
        caption.setText(puzzle.size() + " × " + puzzle.size() + " · " + difficulty.getValue().label() + " · " + variant.getValue().label());
        status.setText("");
        status.removeClassName("solved");
        pad.setEnabled(true);
    }

    private void celebrate() {
        status.setText("Solved! Every row, column and cage is right.");
        status.addClassName("solved");
        pad.setEnabled(false);
        Notification note = Notification.show("Solved!", 4000, Notification.Position.TOP_CENTER);
        note.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }
}
