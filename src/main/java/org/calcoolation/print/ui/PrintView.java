package org.calcoolation.print.ui;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.text.DateIntervalFormat;
import com.ibm.icu.util.DateInterval;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.PermitAll;
import java.io.ByteArrayInputStream;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.print.Order;
import org.calcoolation.print.PageLayout;
import org.calcoolation.print.Paper;
import org.calcoolation.print.PrintService;
import org.calcoolation.print.Printed;
import org.calcoolation.print.PuzzleSet;

/**
 * Print a set: a past week of daily puzzles (the archive links here with {@code ?week=yyyy-mm-dd}),
 * Keen IDs pasted one a line, or new puzzles of chosen sizes and levels; one to six a page, A4 or
 * Letter. "Make the PDF" either offers the booklet to download or says in one sentence why not.
 */
@Route(value = "print", layout = MainLayout.class)
@StyleSheet("styles/print-set.css")
@PermitAll
public class PrintView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    /** What a set is made of. */
    enum Source {
        WEEK("print.source.week"),
        IDS("print.source.ids"),
        GENERATED("print.source.generated");

        /** A bundle key. */
        final String label;

        Source(String label) {
            this.label = label;
        }
    }

    static final int WEEKS_OFFERED = 12;

    final Select<Source> source = new Select<>();
    final Select<LocalDate> week = new Select<>();
    final TextField name = new TextField(getTranslation("print.name"));
    final TextArea ids = new TextArea(getTranslation("print.ids"));
    final Map<Integer, Checkbox> sizes = new LinkedHashMap<>();
    final Map<Difficulty, Checkbox> levels = new LinkedHashMap<>();
    final IntegerField count = new IntegerField(getTranslation("print.count"));
    final Select<Integer> perPage = new Select<>();
    final Select<Paper> paper = new Select<>();
    final NativeButton make;
    final Paragraph refusal = new Paragraph();
    final Anchor download = new Anchor();
    /** Why the booklet is in English, when the server has no font for the page's language. */
    final Paragraph note = new Paragraph();

    private final Div weekPart = new Div();
    private final Div idsPart = new Div();
    private final Div generatedPart = new Div();
    private final PrintService print;

    public PrintView(PrintService print) {
        this.print = print;
        addClassName("print-set");
        source.setLabel(getTranslation("print.source"));
        source.setItems(Source.values());
        source.setItemLabelGenerator(s -> getTranslation(s.label));
        source.addValueChangeListener(e -> showPart(e.getValue()));
        week.setLabel(getTranslation("print.week"));
        week.setItemLabelGenerator(monday -> weekLabel(monday, getLocale()));
        weekPart.add(week, new Paragraph(getTranslation("print.week.about")));
        ids.setPlaceholder("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2");
        ids.setWidthFull();
        idsPart.add(ids);
        name.setMaxLength(80);
        name.setPlaceholder(getTranslation("print.pdf.defaultName"));
        make = Buttons.primary(getTranslation("print.make"), this::make);
        refusal.addClassName("refusal");
        refusal.getElement().setAttribute("role", "alert");
        refusal.setVisible(false);
        download.addClassName("download");
        download.setVisible(false);
        note.addClassName("note");
        note.setVisible(false);
        add(
                new H1(getTranslation("print.heading")),
                new Paragraph(getTranslation("print.about", PuzzleSet.MAX_CHOSEN)),
                source,
                weekPart,
                name,
                idsPart,
                generatorChoices(),
                pageChoices(),
                make,
                refusal,
                download,
                note);
    }

    /** Sizes and levels as boxes to tick (6×6 Normal at first), and how many of each. */
    private Div generatorChoices() {
        Div sizeBoxes = new Div(), levelBoxes = new Div();
        sizeBoxes.addClassName("choices");
        levelBoxes.addClassName("choices");
        for (int size : Order.SIZES) sizeBoxes.add(sizes.computeIfAbsent(size, s -> new Checkbox(s + "×" + s)));
        for (Difficulty d : EnumSet.range(Difficulty.EASY, Difficulty.EXTREME))
            levelBoxes.add(levels.computeIfAbsent(d, l -> new Checkbox(Wording.level(l))));
        sizes.get(6).setValue(true);
        levels.get(Difficulty.NORMAL).setValue(true);
        count.setMin(1);
        count.setMax(PuzzleSet.MAX_CHOSEN);
        count.setValue(4);
        count.setStepButtonsVisible(true);
        generatedPart.add(
                new Paragraph(getTranslation("print.sizes")),
                sizeBoxes,
                new Paragraph(getTranslation("print.levels")),
                levelBoxes,
                count);
        return generatedPart;
    }

    private Div pageChoices() {
        perPage.setLabel(getTranslation("print.perPage"));
        perPage.setItems(PageLayout.PER_PAGE);
        perPage.setValue(4);
        paper.setLabel(getTranslation("print.paper"));
        paper.setItems(Paper.values());
        paper.setItemLabelGenerator(Paper::label);
        paper.setValue(Paper.A4);
        Div choices = new Div(perPage, paper);
        choices.addClassName("choices");
        return choices;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        LocalDate last = print.lastWholeWeek();
        List<LocalDate> weeks = new ArrayList<>();
        for (int k = 0; k < WEEKS_OFFERED; k++) weeks.add(last.minusWeeks(k));
        LocalDate chosen = last;
        var asked = event.getLocation().getQueryParameters().getSingleParameter("week");
        if (asked.isPresent()) {
            try {
                chosen = LocalDate.parse(asked.get()).with(DayOfWeek.MONDAY);
            } catch (DateTimeParseException notADate) {
                showRefusal(getTranslation("print.notADate", shorten(asked.get()), last.toString()));
            }
            if (!weeks.contains(chosen)) weeks.add(0, chosen);
        }
        week.setItems(new TreeSet<>(weeks).descendingSet());
        week.setValue(chosen);
        source.setValue(asked.isPresent() ? Source.WEEK : Source.IDS);
    }

    private void showPart(Source shown) {
        weekPart.setVisible(shown == Source.WEEK);
        idsPart.setVisible(shown == Source.IDS);
        generatedPart.setVisible(shown == Source.GENERATED);
        name.setVisible(shown != Source.WEEK);
    }

    void make() {
        PageLayout layout = new PageLayout(paper.getValue(), perPage.getValue());
        String title = name.getValue();
        Printed printed = switch (source.getValue()) {
            case WEEK -> print.week(week.getValue(), layout, getLocale());
            case IDS -> print.ids(ids.getValue(), title, layout, getLocale());
            case GENERATED -> print.generated(order(), title, layout, getLocale());
        };
        switch (printed) {
            case Printed.Refused refused -> showRefusal(worded(refused));
            case Printed.Pdf pdf -> offer(pdf);
        }
    }

    /** The reason in the page's language, after the number of the line at fault if there is one. */
    private String worded(Printed.Refused refused) {
        String reason =
                getTranslation(refused.problem().key(), refused.problem().args());
        return refused.line() == 0 ? reason : getTranslation("refusals.print.line", refused.line(), reason);
    }

    private Order order() {
        Set<Integer> chosenSizes = new TreeSet<>();
        sizes.forEach((size, box) -> {
            if (box.getValue()) chosenSizes.add(size);
        });
        Set<Difficulty> chosenLevels = EnumSet.noneOf(Difficulty.class);
        levels.forEach((level, box) -> {
            if (box.getValue()) chosenLevels.add(level);
        });
        Integer each = count.getValue();
        return new Order(chosenSizes, chosenLevels, each == null || each < 0 ? 0 : each);
    }

    private void offer(Printed.Pdf pdf) {
        refusal.setVisible(false);
        byte[] bytes = pdf.bytes();
        download.setHref(DownloadHandler.fromInputStream(
                event -> new DownloadResponse(
                        new ByteArrayInputStream(bytes), pdf.fileName(), "application/pdf", bytes.length),
                pdf.fileName()));
        download.setDownload(true);
        download.setText(getTranslation("print.download", pdf.fileName(), pdf.puzzles(), pdf.pages()));
        download.setVisible(true);
        pdf.noFontFor()
                .ifPresentOrElse(
                        asked -> note.setText(getTranslation("print.noFont", asked.getDisplayLanguage(getLocale()))),
                        () -> note.setText(""));
        note.setVisible(pdf.noFontFor().isPresent());
    }

    private void showRefusal(String message) {
        download.setVisible(false);
        note.setVisible(false);
        refusal.setText(message);
        refusal.setVisible(true);
    }

    private static String shorten(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "…" : text;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("print.heading"));
    }

    /** "16–22 November 2026", or across a month "30 November – 6 December 2026", as the language writes it (ICU's intervals). */
    static String weekLabel(LocalDate monday, Locale language) {
        DateIntervalFormat format = DateIntervalFormat.getInstance(
                DateFormat.YEAR_MONTH_DAY, ULocale.forLocale(Wording.forDates(language)));
        format.setTimeZone(TimeZone.GMT_ZONE);
        long from = monday.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        long to = monday.plusDays(6).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        return format.format(new DateInterval(from, to));
    }
}
