package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.classroom.Assignments.Progress;
import org.calcoolation.classroom.Classroom.Student;

/** One assignment's progress for its teacher: a row a student, a column a puzzle, each finished game's replay linked. */
final class ProgressTable {

    private ProgressTable() {}

    static NativeTable of(Assignments.Table table) {
        NativeTable shown = new NativeTable();
        shown.addClassName("progress-table");
        shown.getElement()
                .setAttribute(
                        "data-assignment", String.valueOf(table.assignment().id()));
        List<String> titles = new ArrayList<>(List.of(Wording.t("classes.board.student")));
        for (Assignments.AssignedPuzzle p : table.assignment().puzzles())
            titles.add(Wording.t("classes.progress.column", p.position() + 1, ClassWords.kind(p)));
        Tables.header(shown, titles);
        for (Student s : table.students()) {
            List<NativeTableCell> cells = new ArrayList<>();
            cells.add(new NativeTableCell(s.name()));
            for (Assignments.AssignedPuzzle p : table.assignment().puzzles())
                cells.add(cell(table.of(s.id(), p.position())));
            Tables.row(shown, cells.toArray(NativeTableCell[]::new));
        }
        return shown;
    }

    private static NativeTableCell cell(Progress progress) {
        NativeTableCell cell = new NativeTableCell();
        cell.addClassName("progress-" + progress.status().name().toLowerCase(Locale.ROOT));
        Span text = new Span(ClassWords.progress(progress));
        text.addClassName("progress-words");
        cell.add(text);
        boolean finished =
                progress.status() == Assignments.Status.SOLVED || progress.status() == Assignments.Status.GIVEN_UP;
        if (finished)
            progress.game().ifPresent(game -> {
                Anchor replay = new Anchor(ClassReplayView.path(game), Wording.t("classes.progress.replay"));
                replay.addClassName("progress-replay");
                cell.add(new Span(" · "), replay);
            });
        return cell;
    }
}
