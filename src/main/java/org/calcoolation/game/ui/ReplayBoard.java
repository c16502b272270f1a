package org.calcoolation.game.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import java.util.List;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.game.play.CellChange;
import org.calcoolation.game.play.Replay;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A finished game unfolding on its grid, drawn as the play page draws it: play and pause, the speed
 * (1× to 16× the player's own pace), a timeline to scrub, a step back or on, and under it the play
 * time, the step in words and the help used so far, as they were at that moment. Every frame is sent
 * once; replay.js plays them with no round trip.
 */
public class ReplayBoard extends Div {

    static final String SCRIPT = Scripts.url("replay.js");

    /** The speeds offered, times the player's own pace. */
    static final List<Integer> SPEEDS = List.of(1, 2, 4, 8, 16);

    /** The timeline's step, in milliseconds of play time. */
    static final int STEP_MILLIS = 100;

    private final Replay replay;

    public ReplayBoard(Replay replay) {
        this.replay = replay;
        addClassName("replay");
        getElement().appendChild(frame(replay.puzzle().size()), controls(replay), status());
    }

    /** The grid the frames are painted on, in its frame. */
    private static Element frame(int n) {
        Element board = new Element("div");
        board.setAttribute("class", n >= 13 ? "board wide huge" : n >= 10 ? "board wide" : "board");
        board.setAttribute("role", "grid");
        board.setAttribute("aria-label", Say.of("play.replay.grid"));
        board.setAttribute("aria-rowcount", Integer.toString(n));
        board.setAttribute("aria-colcount", Integer.toString(n));
        board.getStyle().set("--n", Integer.toString(n));
        Element frame = new Element("div");
        frame.setAttribute("class", "board-frame");
        frame.appendChild(board);
        return frame;
    }

    /** Step back, Play, Step on, the speed and the timeline. */
    private static Element controls(Replay replay) {
        Element play = button("replay-play", Say.of("play.replay.play"));
        play.setAttribute("aria-pressed", "false");
        Element back = button("replay-back", Say.of("play.replay.back"));
        back.setAttribute("disabled", true); // the replay opens on the empty grid
        Element forward = button("replay-forward", Say.of("play.replay.forward"));
        if (replay.frames().isEmpty()) forward.setAttribute("disabled", true);
        Element controls = new Element("div");
        controls.setAttribute("class", "replay-controls");
        controls.appendChild(back, play, forward, speed(), timeline(replay));
        return controls;
    }

    private static Element speed() {
        Element speed = new Element("select");
        speed.setAttribute("class", "replay-speed");
        speed.setAttribute("aria-label", Say.of("play.replay.speed"));
        for (int times : SPEEDS) {
            Element option = new Element("option");
            option.setAttribute("value", Integer.toString(times));
            option.setText(times + "×");
            speed.appendChild(option);
        }
        return speed;
    }

    private static Element timeline(Replay replay) {
        Element timeline = new Element("input");
        timeline.setAttribute("type", "range");
        timeline.setAttribute("class", "replay-timeline");
        timeline.setAttribute("min", "0");
        timeline.setAttribute("step", Integer.toString(STEP_MILLIS));
        timeline.setAttribute("max", Integer.toString(timelineEnd(replay)));
        timeline.setAttribute("aria-label", Say.of("play.playTime"));
        return timeline;
    }

    /** The play time, the step on show and a line of help. */
    private static Element status() {
        Element time = text("replay-time");
        time.setAttribute("aria-hidden", "true"); // the timeline's own value says it
        Element step = text("replay-step");
        step.setAttribute("aria-live", "polite");
        Element help = text("replay-help");
        Element status = new Element("div");
        status.setAttribute("class", "replay-status");
        status.appendChild(time, step, help);
        return status;
    }

    /**
     * The timeline's end: the last frame's play time rounded up to a whole step, for a range input only
     * takes values on its steps, and one rounded down would stop short of the last move.
     */
    static int timelineEnd(Replay replay) {
        int last = (int) replay.length().toMillis();
        return Math.ceilDiv(last, STEP_MILLIS) * STEP_MILLIS;
    }

    private static Element button(String className, String text) {
        Element button = new Element("button");
        button.setAttribute("type", "button");
        button.setAttribute("class", "btn " + className);
        button.setText(text);
        return button;
    }

    private static Element text(String className) {
        Element element = new Element("p");
        element.setAttribute("class", className);
        return element;
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(SCRIPT);
        BoardMessages.Layout layout = BoardMessages.layout(replay.puzzle());
        getElement()
                .executeJs(
                        "window.calcoolationReplay.build(this, $0, $1, $2, $3, $4, $5, $6)",
                        replay.puzzle().size(),
                        layout.walls(),
                        layout.clues(),
                        layout.prefixes(),
                        BoardFormat.forPage(),
                        words(),
                        frames(replay));
    }

    /** Each frame as [millis, step, [cell, digit, notes, ...], checks, hints, cells revealed, gave up (0 or 1)]. */
    static ArrayNode frames(Replay replay) {
        ArrayNode frames = JacksonUtils.createArrayNode();
        for (Replay.Frame frame : replay.frames()) {
            ArrayNode entry =
                    frames.addArray().add(frame.millis()).add(frame.step().ordinal());
            ArrayNode cells = entry.addArray();
            for (CellChange change : frame.changes())
                cells.add(change.cell()).add(change.digit()).add(change.notes());
            entry.add(frame.help().checks())
                    .add(frame.help().hints())
                    .add(frame.help().cellsRevealed())
                    .add(frame.help().solutionRevealed() ? 1 : 0);
        }
        return frames;
    }

    /** The words replay.js shows, each step's by {@link Replay.Step} ordinal. */
    static ObjectNode words() {
        // A bundle keeps no space at the start or end of a message: the words that run on get theirs here.
        ObjectNode words = JacksonUtils.createObjectNode()
                .put("play", Say.of("play.replay.play"))
                .put("pause", Say.of("play.pause"))
                .put("start", Say.of("play.replay.start"))
                .put("row", Say.of("play.replay.row") + " ")
                .put("column", Say.of("play.replay.column") + " ")
                .put("in", " " + Say.of("play.replay.in") + " ")
                .put("noHelp", Say.of("play.replay.noHelp"))
                .put("helpUsed", Say.of("play.replay.helpUsed") + " ")
                .put("check", " " + Say.of("play.replay.check"))
                .put("checks", " " + Say.of("play.replay.checks"))
                .put("hint", " " + Say.of("play.replay.hint"))
                .put("hints", " " + Say.of("play.replay.hints"))
                .put("revealedCell", " " + Say.of("play.replay.revealedCell"))
                .put("revealedCells", " " + Say.of("play.replay.revealedCells"))
                .put("gaveUp", Say.of("play.replay.gaveUp"));
        ArrayNode steps = words.putArray("steps");
        for (Replay.Step step : Replay.Step.values()) steps.add(stepName(step));
        return words;
    }

    static String stepName(Replay.Step step) {
        return Say.of("play.replay.step." + step.name());
    }
}
