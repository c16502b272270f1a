package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.Span;
import java.util.ArrayList;
import java.util.List;
import org.calcoolation.base.ui.TimeText;
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
        List<String> titles = new ArrayList<>(List.of("Student"));
        for (Assignments.AssignedPuzzle p : table.assignment().puzzles())
            titles.add((p.position() + 1) + ": " + p.label());
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

    static String words(Progress progress) {
        return switch (progress.status()) {
            case NOT_STARTED, PLAYING, GIVEN_UP -> progress.status().words();
            case SOLVED ->
                "solved in " + progress.time().map(TimeText::of).orElse("?")
                        + (progress.helped() ? ", with help" : ", no help");
        };
    }

    private static NativeTableCell cell(Progress progress) {
        NativeTableCell cell = new NativeTableCell();
        cell.addClassName("progress-" + progress.status().name().toLowerCase(java.util.Locale.ROOT));
        Span text = new Span(words(progress));
        text.addClassName("progress-words");
        cell.add(text);
        boolean finished =
                progress.status() == Assignments.Status.SOLVED || progress.status() == Assignments.Status.GIVEN_UP;
        if (finished)
            progress.game().ifPresent(game -> {
                Anchor replay = new Anchor(ClassReplayView.path(game), "replay");
                replay.addClassName("progress-replay");
                cell.add(new Span(" · "), replay);
            });
        return cell;
    }
}
