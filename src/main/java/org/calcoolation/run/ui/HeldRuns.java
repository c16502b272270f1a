package org.calcoolation.run.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.run.RunService;
import org.calcoolation.run.RunService.HeldRun;

/**
 * For moderators only: the finished runs the screening held off the boards, each with a link to its
 * puzzles' replays and Clear (onto the boards) or Reject (off them for good). Nobody else sees it.
 */
class HeldRuns extends Div {

    private final RunService runs;
    private final CurrentPlayer viewer;
    final Paragraph said = new Paragraph();

    HeldRuns(RunService runs, CurrentPlayer viewer) {
        this.runs = runs;
        this.viewer = viewer;
        addClassName("held-runs");
        said.getElement().setAttribute("role", "status");
    }

    void refresh() {
        removeAll();
        var held = runs.held(viewer.ref());
        setVisible(!held.isEmpty());
        if (held.isEmpty()) return;
        UnorderedList list = new UnorderedList();
        for (HeldRun run : held) {
            ListItem item = new ListItem(Wording.t("run.heldRow", run.player(), run.solved(), run.review()) + " ");
            item.add(
                    new Anchor("run/" + run.run(), Wording.t("run.replays")),
                    PressArea.button(Wording.t("run.clear"), () -> decide(run, true)),
                    PressArea.button(Wording.t("run.reject"), () -> decide(run, false)));
            list.add(item);
        }
        add(new H2(Wording.t("run.heldTitle")), said, list);
    }

    private void decide(HeldRun run, boolean clear) {
        String words = switch (runs.decide(viewer.ref(), run.run(), clear)) {
            case RunService.Done done -> Wording.t(clear ? "run.cleared" : "run.rejected");
            case RunService.Refused(String reason) -> Wording.t(reason);
        };
        refresh();
        said.setText(words);
        add(said);
        setVisible(true);
    }
}
