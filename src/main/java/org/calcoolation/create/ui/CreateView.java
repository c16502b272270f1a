package org.calcoolation.create.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.stream.IntStream;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.LinkButton;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.web.RateLimits;
import org.calcoolation.create.Clue;
import org.calcoolation.create.CreateService;
import org.calcoolation.create.Draft;
import org.calcoolation.create.DraftCage;
import org.calcoolation.create.Judgement;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.game.ui.SharePath;

/**
 * Enter a puzzle from paper (issue 43, part 4): choose the size, draw the cages, type the clues;
 * after every change the solver says whether the puzzle has no solution, one (and its grade) or
 * several (and two of them). A puzzle with one solution is played by its Keen ID, as any shared
 * puzzle, and shared as that ID or its link. {@code /create?id=...} opens an ID to change it.
 */
@Route(value = "create", layout = MainLayout.class)
@PageTitle("Enter a puzzle · Calcoolation")
@AnonymousAllowed
@StyleSheet("styles/create.css")
public class CreateView extends Main implements BeforeEnterObserver {

    static final String UNREADABLE_CLUE =
            "Type a number and its sign, such as 12+, 3−, 24× or 2÷; a single cell takes just its digit.";
    static final String BUSY = "The server is busy checking puzzles; change the grid again in a moment.";
    static final String FAILED = "The puzzle could not be checked just now; change the grid to try again.";
    /** Said with a unique puzzle that has − or ÷ over three or more cells. */
    static final String EXTENDED = " Its − or ÷ over three or more cells (the largest digit less, or divided by, the"
            + " rest) makes its Keen ID start with X after the size: this site plays it, Tatham's Keen does not.";

    static final String TOO_MANY = "This address has had many puzzles checked in the last minute; change the grid"
            + " again in a minute to have it checked.";

    final Select<Integer> size = new Select<>();
    final EditorGrid grid = new EditorGrid(this::edit);
    final TextField clue = new TextField("Clue of the selected cage");
    final NativeButton freeCell = Buttons.button("Take the cell out of its cage", this::freeSelected);
    final NativeButton clear = Buttons.quiet("Clear the grid", () -> resized(size.getValue(), true));
    final Paragraph verdict = new Paragraph();
    /** Two solutions when there are several. */
    final Div solutions = new Div();

    final Anchor play = LinkButton.to("play", "Play this puzzle", "btn-primary", "play-created");
    final TextField keenId = new TextField("Keen ID");
    final TextField link = new TextField("Share link");
    final Div share = new Div(play, keenId, link);

    private final CreateService service;
    private final RateLimits limits;
    private Editing editing = Editing.of(Draft.empty(6));
    private String origin = "";
    /** The solve under way, if any: one at a time per page, the latest draft judged after it. */
    CompletableFuture<?> solving = CompletableFuture.completedFuture(null);

    /**
     * Whether a solve is under way: set when one is asked, cleared when its answer reaches the page. Not the
     * future's own state: its answer may run on the solving thread before that future counts as done.
     */
    private boolean busy;

    private boolean solveAgain;
    /** Counts judgements asked, so that an answer about an older draft is never shown. */
    private int asked;

    public CreateView(CreateService service, RateLimits limits) {
        this.service = service;
        this.limits = limits;
        addClassName("create");
        size.setLabel("Size");
        size.setItems(IntStream.rangeClosed(3, 9).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(6);
        size.addValueChangeListener(change -> {
            if (change.isFromClient()) resized(change.getValue(), false);
        });
        verdict.addClassName("verdict");
        verdict.getElement().setAttribute("role", "status");
        solutions.addClassName("solutions");
        share.addClassName("create-share");
        keenId.setReadOnly(true);
        link.setReadOnly(true);
        Div tools = new Div(clueField(), freeCell, clear);
        tools.addClassName("create-tools");
        Div editor = new Div(grid, tools);
        editor.addClassName("create-editor");
        add(new H1("Enter a puzzle"), intro(), size, editor, keys(), verdict, solutions, share);
        grid.build(6);
        changed(editing);
    }

    private static Paragraph intro() {
        return new Paragraph(
                "Copy a puzzle from paper: choose its size, draw each cage by dragging over its cells"
                        + " (or tap a cell, then tap the cells next to it), and type its clue. The solver checks it as you go.");
    }

    private static Paragraph keys() {
        Paragraph keys = new Paragraph("Keys: arrows move; Shift and an arrow join the next cell into the cage; Enter"
                + " types the cage's clue, and Enter again comes back; Space selects a cage; Delete takes the cell"
                + " out of its cage.");
        keys.addClassName("create-keys");
        return keys;
    }

    private TextField clueField() {
        clue.setValueChangeMode(ValueChangeMode.ON_CHANGE);
        clue.setMaxLength(20);
        clue.setPlaceholder("e.g. 12+");
        clue.addValueChangeListener(change -> {
            if (change.isFromClient()) typed(change.getValue());
        });
        // Enter applies the clue and gives the grid back the keys; the value comes with the key, as the field's own
        // change may reach the server after it.
        clue.getElement()
                .addEventListener("keydown", e -> {
                    var value = e.getEventData().get("element.value");
                    typed(value != null && value.isString() ? value.stringValue() : clue.getValue());
                    if (!clue.isInvalid()) editing.selectedAt().ifPresent(grid::focus);
                })
                .setFilter("event.key === 'Enter'")
                .addEventData("element.value");
        return clue;
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().fetchCurrentURL(url -> origin = url.getProtocol() + "://" + url.getAuthority());
    }

    /** {@code ?id=} opens a Keen ID in the editor, to change it; an ID that cannot be read says why. */
    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        event.getLocation().getQueryParameters().getSingleParameter("id").ifPresent(this::open);
    }

    private void open(String id) {
        switch (KeenCodec.decode(id)) {
            case DecodeResult.Valid valid
            when valid.puzzle().size() <= 9 -> {
                size.setValue(valid.puzzle().size());
                grid.build(valid.puzzle().size());
                changed(Editing.of(Draft.of(valid.puzzle())));
            }
            case DecodeResult.Valid valid ->
                say("The editor takes sizes 3 to 9; that puzzle is "
                        + valid.puzzle().size() + " × " + valid.puzzle().size() + ".");
            case DecodeResult.Invalid invalid -> say(invalid.plain());
        }
    }

    // ---- editing ----

    void edit(EditorGrid.Edit edit) {
        Cell first = edit.cells().getFirst();
        changed(
                switch (edit.kind()) {
                    case DRAW -> editing.draw(edit.cells());
                    case TAP -> editing.tap(first);
                    case PICK -> editing.pick(first);
                    case FREE -> editing.free(first);
                });
        if (edit.kind() == EditorGrid.Kind.PICK) clue.focus();
    }

    private void typed(String text) {
        Optional<Clue> read = Clue.parse(text);
        boolean unreadable = !text.isBlank() && read.isEmpty();
        clue.setInvalid(unreadable);
        clue.setErrorMessage(unreadable ? UNREADABLE_CLUE : null);
        // Enter and the field's change both bring the text: the second changes nothing, and solves nothing again.
        if (!unreadable && !read.equals(editing.selected().flatMap(DraftCage::clue))) changed(editing.clue(read));
    }

    private void freeSelected() {
        editing.selectedAt().ifPresent(cell -> changed(editing.free(cell)));
    }

    /** A new size keeps the cages that fit in it, unless the grid is cleared. */
    private void resized(int n, boolean clearAll) {
        List<DraftCage> kept = clearAll
                ? List.of()
                : editing.draft().cages().stream()
                        .filter(c -> c.cells().stream().allMatch(cell -> cell.row() < n && cell.col() < n))
                        .toList();
        grid.build(n);
        changed(Editing.of(new Draft(n, kept)));
    }

    private void changed(Editing next) {
        editing = next;
        Optional<DraftCage> selected = editing.selected();
        grid.show(editing.draft().cages(), selected);
        clue.setEnabled(selected.isPresent());
        clue.setInvalid(false);
        clue.setValue(selected.flatMap(DraftCage::clue).map(Clue::text).orElse(""));
        clue.setHelperText(selected.map(c -> "The cage at row " + (c.anchor().row() + 1) + ", column "
                        + (c.anchor().col() + 1) + ", " + c.cells().size()
                        + (c.cells().size() == 1 ? " cell" : " cells"))
                .orElse("Select a cage to type its clue"));
        freeCell.setEnabled(selected.isPresent());
        judge();
    }

    // ---- the judgement ----

    /** Asks for the judgement of the draft on screen; while a solve runs, after it, so a page solves one at a time. */
    private void judge() {
        Optional<Judgement.Refused> refused = service.refusal(editing.draft());
        if (refused.isPresent()) {
            asked++; // an answer still to come is about an older draft
            show(refused.get());
            return;
        }
        say("Checking…");
        if (busy) {
            solveAgain = true;
            return;
        }
        int mine = ++asked;
        // Each solve costs up to the import budget's half second: counted per address, as /play counts imports.
        if (!limits.allows(RateLimits.Kind.PUZZLE_CHECK, address())) {
            unjudged(TOO_MANY);
            return;
        }
        try {
            CompletableFuture<Judgement> answer = service.judgeLater(editing.draft());
            busy = true;
            UI ui = UI.getCurrent();
            solving = answer.whenComplete((judged, failed) -> ui.access(() -> answered(mine, judged, failed)));
        } catch (RejectedExecutionException full) {
            unjudged(BUSY);
        }
    }

    private void answered(int mine, Judgement judged, Throwable failed) {
        busy = false;
        if (solveAgain) {
            solveAgain = false;
            judge();
        } else if (mine == asked) {
            if (failed != null) say(FAILED);
            else show(judged);
        }
    }

    private void show(Judgement judged) {
        solutions.removeAll();
        share.setVisible(false);
        switch (judged) {
            case Judgement.Refused refused -> say(refused.sentence());
            case Judgement.NoSolution none ->
                say("No solution: no way of filling the grid fits every cage. Check the clues against the paper.");
            case Judgement.Unique unique -> {
                say("Exactly one solution. Grade: " + unique.grade().label() + "."
                        + (unique.puzzle().cages().stream().anyMatch(Cage::isExtended) ? EXTENDED : ""));
                shared(unique.keenId());
            }
            case Judgement.Several several -> {
                say("Several solutions: here are two, which differ in the "
                        + several.differing().size()
                        + " marked cells. A clue may be mistyped, or the puzzle needs one more.");
                solutions.add(new SolutionPair(several.first(), several.second(), several.differing()));
            }
            case Judgement.TooHard tooHard -> say(tooHard.sentence());
        }
        verdict.getElement()
                .setAttribute("data-verdict", judged.getClass().getSimpleName().toLowerCase());
    }

    private void shared(String id) {
        String path = SharePath.of(id);
        play.setHref(path.substring(1));
        keenId.setValue(id);
        link.setValue(origin + path);
        share.setVisible(true);
    }

    /** No judgement for the grid on screen: nothing of an earlier one stays, and why is said. */
    private void unjudged(String sentence) {
        solutions.removeAll();
        share.setVisible(false);
        say(sentence);
    }

    private void say(String sentence) {
        verdict.setText(sentence);
    }

    /** The address of the request being handled, as /play counts its imports. */
    private static String address() {
        VaadinRequest request = VaadinRequest.getCurrent();
        String address = request == null ? null : request.getRemoteAddr();
        return address == null ? "unknown" : address;
    }
}
