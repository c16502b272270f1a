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
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.engine.Difficulty;

/**
 * The form that sets an assignment: a title, where its puzzles come from (the generator's size, level
 * and count, today's daily, or Keen IDs pasted) and its start and end, in the teacher's time zone.
 * Opens now for an hour unless changed.
 */
class AssignmentForm extends Div {

    /** Where the puzzles come from, as the form offers it. */
    enum From {
        GENERATED("classes.form.generated"),
        DAILY("classes.form.daily"),
        IDS("classes.form.ids");

        final String key;

        From(String key) {
            this.key = key;
        }
    }

    final TextField title = new TextField(getTranslation("classes.form.title"));
    final Select<From> source = new Select<>();
    final Select<Integer> size = new Select<>();
    final Select<Difficulty> level = new Select<>();
    final IntegerField count = new IntegerField(getTranslation("classes.form.count"));
    final TextArea ids = new TextArea(getTranslation("classes.form.idLines"));
    final DateTimePicker opens = new DateTimePicker(getTranslation("classes.form.opens"));
    final DateTimePicker closes = new DateTimePicker(getTranslation("classes.form.closes"));
    private final ZoneId zone;

    AssignmentForm(Clock clock, ZoneId zone) {
        this.zone = zone;
        addClassName("assignment-form");
        title.setMaxLength(100);
        title.setPlaceholder(getTranslation("classes.form.placeholder"));
        source.setLabel(getTranslation("classes.form.source"));
        source.setItems(From.values());
        source.setItemLabelGenerator(from -> getTranslation(from.key));
        source.setValue(From.GENERATED);
        setUpGenerated();
        ids.setVisible(false);
        LocalDateTime now = LocalDateTime.ofInstant(clock.instant(), zone).truncatedTo(ChronoUnit.MINUTES);
        opens.setValue(now);
        closes.setValue(now.plusHours(1));
        source.addValueChangeListener(change -> showSource());
        // UTC's id is "Z", which says nothing to a teacher.
        String zoneName = zone.normalized().equals(ZoneOffset.UTC) ? "UTC" : zone.getId();
        Paragraph times = new Paragraph(getTranslation("classes.form.zone", zoneName));
        times.addClassName("form-note");
        add(
                new H2(getTranslation("classes.form.heading")),
                title,
                source,
                size,
                level,
                count,
                ids,
                opens,
                closes,
                times);
    }

    /** The choices of a generated set: its size, level and count. */
    private void setUpGenerated() {
        size.setLabel(getTranslation("classes.form.size"));
        size.setItems(IntStream.rangeClosed(3, 9).boxed().toList());
        size.setItemLabelGenerator(n -> n + "×" + n);
        size.setValue(5);
        level.setLabel(getTranslation("classes.form.level"));
        level.setItems(Arrays.asList(Difficulty.values()));
        level.setItemLabelGenerator(Wording::level);
        level.setValue(Difficulty.EASY);
        count.setMin(1);
        count.setMax(Assignments.MOST_PUZZLES);
        count.setValue(2);
        count.setStepButtonsVisible(true);
    }

    private void showSource() {
        boolean generated = source.getValue() == From.GENERATED;
        size.setVisible(generated);
        level.setVisible(generated);
        count.setVisible(generated);
        ids.setVisible(source.getValue() == From.IDS);
    }

    /** The title typed, or one named by the opening day ("Assignment of 28 November") when none is. */
    String titleOrDefault(Instant opening) {
        String typed = title.getValue().strip();
        if (!typed.isEmpty()) return typed;
        LocalDate day = opening.atZone(zone).toLocalDate();
        return getTranslation("classes.form.untitled", Wording.dayMonth(day));
    }

    Assignments.Source chosen() {
        From from = source.getValue();
        if (from == From.DAILY) return new Assignments.Source.TodaysDaily();
        if (from == From.IDS) return new Assignments.Source.Ids(ids.getValue());
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
