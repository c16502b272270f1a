package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.datetimepicker.DateTimePicker;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.engine.Difficulty;

/**
 * The form that sets an assignment: a title, where its puzzles come from (the generator's size, level
 * and count, today's daily, or Keen IDs pasted) and its start and end, in the teacher's time zone.
 * Opens now for an hour unless changed.
 */
class AssignmentForm extends Div {

    static final String GENERATED = "New puzzles";
    static final String DAILY = "Today's daily puzzles";
    static final String IDS = "Keen IDs";

    final TextField title = new TextField("Title");
    final Select<String> source = new Select<>();
    final Select<Integer> size = new Select<>();
    final Select<Difficulty> level = new Select<>();
    final IntegerField count = new IntegerField("How many");
    final TextArea ids = new TextArea("Keen IDs, one a line");
    final DateTimePicker opens = new DateTimePicker("Opens");
    final DateTimePicker closes = new DateTimePicker("Closes");
    private final ZoneId zone;

    AssignmentForm(Clock clock, ZoneId zone) {
        this.zone = zone;
        addClassName("assignment-form");
        title.setMaxLength(100);
        title.setPlaceholder("Puzzles for Tuesday");
        source.setLabel("Puzzles");
        source.setItems(GENERATED, DAILY, IDS);
        source.setValue(GENERATED);
        size.setLabel("Size");
        size.setItems(IntStream.rangeClosed(3, 9).boxed().toList());
        size.setItemLabelGenerator(n -> n + "×" + n);
        size.setValue(5);
        level.setLabel("Level");
        level.setItems(Arrays.asList(Difficulty.values()));
        level.setItemLabelGenerator(Difficulty::label);
        level.setValue(Difficulty.EASY);
        count.setMin(1);
        count.setMax(Assignments.MOST_PUZZLES);
        count.setValue(2);
        count.setStepButtonsVisible(true);
        ids.setVisible(false);
        LocalDateTime now = LocalDateTime.ofInstant(clock.instant(), zone).truncatedTo(ChronoUnit.MINUTES);
        opens.setValue(now);
        closes.setValue(now.plusHours(1));
        source.addValueChangeListener(change -> showSource());
        Paragraph times = new Paragraph("Times in " + zone.getId() + ".");
        times.addClassName("form-note");
        add(new H2("Set an assignment"), title, source, size, level, count, ids, opens, closes, times);
    }

    private void showSource() {
        boolean generated = GENERATED.equals(source.getValue());
        size.setVisible(generated);
        level.setVisible(generated);
        count.setVisible(generated);
        ids.setVisible(IDS.equals(source.getValue()));
    }

    Assignments.Source chosen() {
        String from = source.getValue();
        if (DAILY.equals(from)) return new Assignments.Source.TodaysDaily();
        if (IDS.equals(from)) return new Assignments.Source.Ids(ids.getValue());
        Integer n = count.getValue();
        return new Assignments.Source.Generated(
                size.getValue() == null ? Set.of() : Set.of(size.getValue()),
                level.getValue() == null ? Set.of() : Set.of(level.getValue()),
                n == null || n < 0 ? 0 : n);
    }

    /** The start, or empty when the field is blank or unreadable. */
    Optional<Instant> opensAt() {
        return Optional.ofNullable(opens.getValue()).map(t -> t.atZone(zone).toInstant());
    }

    Optional<Instant> closesAt() {
        return Optional.ofNullable(closes.getValue()).map(t -> t.atZone(zone).toInstant());
    }
}
