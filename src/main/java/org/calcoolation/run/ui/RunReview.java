package org.calcoolation.run.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.play.CellChange;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Replay;
import org.calcoolation.game.ui.ReplayBoard;
import org.calcoolation.run.RunService.Move;
import org.calcoolation.run.RunService.Reviewed;

/**
 * A finished run's puzzles, each with how it went and a Replay button that unfolds it on the game
 * feature's {@link ReplayBoard}, from the moves the page sent with its grids.
 */
class RunReview extends Div {

    final List<NativeButton> replayButtons = new ArrayList<>();

    RunReview(List<Reviewed> puzzles) {
        addClassName("run-review");
        OrderedList list = new OrderedList();
        for (Reviewed p : puzzles) {
            ListItem item = new ListItem(new Span(line(p)));
            Div replay = new Div();
            NativeButton open = PressArea.quiet(Wording.t("run.replay"), () -> {
                // Built on the first press only: a run's replays are sent when asked for, not with the result.
                if (replay.getChildren().findAny().isEmpty()) replay.add(new ReplayBoard(replay(p)));
                else replay.setVisible(!replay.isVisible());
            });
            open.getElement().setAttribute("aria-label", Wording.t("run.replayPuzzle", p.position() + 1));
            replayButtons.add(open);
            item.add(open, replay);
            list.add(item);
        }
        add(list);
    }

    static String line(Reviewed p) {
        String kind = p.puzzle().size() + "×" + p.puzzle().size();
        String how = p.solved()
                ? Wording.t("run.solvedIn", p.took().map(TimeText::of).orElse("?"))
                : Wording.t("run.notFinished");
        String wrong = p.wrong() == 0 ? "" : ", " + Wording.t("run.wrongGrids", p.wrong());
        return Wording.t("run.line", p.position() + 1, kind, how + wrong) + " ";
    }

    /** The page's moves as the game feature's replay frames: a digit or an erasure each. */
    static Replay replay(Reviewed p) {
        List<Replay.Frame> frames = new ArrayList<>();
        for (Move m : p.moves())
            frames.add(new Replay.Frame(
                    (int) Math.min(Integer.MAX_VALUE, m.millis()),
                    m.digit() == 0 ? Replay.Step.ERASED : Replay.Step.DIGIT,
                    List.of(new CellChange(m.cell(), m.digit(), 0)),
                    HelpLedger.NONE));
        return new Replay(p.puzzle(), frames, false);
    }
}
