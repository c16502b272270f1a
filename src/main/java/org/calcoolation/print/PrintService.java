package org.calcoolation.print;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.calcoolation.account.Problem;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.springframework.stereotype.Service;

/**
 * The booklets of the web app: a past week of dailies, pasted Keen IDs, or puzzles asked of the
 * generator. Whatever is wrong with the request comes back as a {@link Problem} and no PDF; the
 * booklet's own words are in the language of whoever asked ({@link #inPdf}). A day's
 * puzzles are printed only once the day is over (the daily page keeps a live day's IDs hidden too):
 * a week is printable from the Monday after it.
 */
@Service
public class PrintService {

    /** How long one puzzle may take to make before the set is given up: a player waits on the request. */
    static final Duration TIME_PER_PUZZLE = Duration.ofSeconds(5);

    /**
     * The languages the booklet's font (Liberation Sans, from PDFBox's jar) can write: a booklet asked
     * for in another (Japanese) has its own words in English, not in question marks.
     */
    static final Set<String> FONT_WRITES = Set.of("en", "de", "fr", "es", "nl");

    private final DailyPuzzleService daily;
    private final BundleMessages messages;

    PrintService(DailyPuzzleService daily, BundleMessages messages) {
        this.daily = daily;
        this.messages = messages;
    }

    /** The Monday of the last week that is wholly over, for the page's first choice. */
    public LocalDate lastWholeWeek() {
        return daily.today().with(DayOfWeek.MONDAY).minusWeeks(1);
    }

    /** The week, Monday to Sunday, that holds {@code anyDay}: its six rungs a day, day by day. */
    public Printed week(LocalDate anyDay, PageLayout layout, Locale language) {
        LocalDate monday = anyDay.with(DayOfWeek.MONDAY), sunday = monday.plusDays(6);
        if (!sunday.isBefore(daily.today()))
            return new Printed.Refused(Problem.of(
                    "print.problem.weekNotOver", spoken(monday, language), spoken(sunday.plusDays(1), language)));
        if (sunday.isBefore(DailyPuzzleService.FIRST_DAY))
            return new Printed.Refused(
                    Problem.of("print.problem.beforeFirst", spoken(DailyPuzzleService.FIRST_DAY, language)));
        Locale pdf = inPdf(language);
        DateTimeFormatter shortDay = DateTimeFormatter.ofPattern("EEE d MMM", pdf);
        List<PrintedPuzzle> puzzles = new ArrayList<>();
        for (LocalDate day = monday; !day.isAfter(sunday); day = day.plusDays(1)) {
            if (!daily.hasLadder(day)) continue;
            if (daily.ladder(day) instanceof DailyPuzzleService.DayResult.Ladder ladder)
                for (DailyPuzzle rung : ladder.puzzles())
                    puzzles.add(PrintedPuzzle.of(
                            rung.puzzle(),
                            rung.difficulty(),
                            say(pdf, "print.pdf.rung", shortDay.format(day), rung.slot() + 1)));
        }
        if (puzzles.isEmpty()) return new Printed.Refused(Problem.of("print.problem.emptyWeek"));
        String name = say(pdf, "print.pdf.weekName", spoken(monday, pdf));
        return pdf(new PuzzleSet(name, "", puzzles), layout, "daily-week-" + monday, pdf);
    }

    /** Keen IDs pasted one a line, under the set's {@code name}. */
    public Printed ids(String text, String name, PageLayout layout, Locale language) {
        Locale pdf = inPdf(language);
        return switch (IdLines.read(text)) {
            // The reasons IdLines and the codec give are English still (issue 44).
            case Gathered.Refused refused -> new Printed.Refused(Problem.untranslated(refused.message()));
            case Gathered.Puzzles read ->
                pdf(
                        new PuzzleSet(nameOr(name, pdf), spoken(daily.today(), pdf), read.puzzles()),
                        layout,
                        "puzzles",
                        pdf);
        };
    }

    /** New puzzles from the generator, {@code order.count()} of each size at each level, smallest first. */
    public Printed generated(Order order, String name, PageLayout layout, Locale language) {
        if (order.total() == 0) return new Printed.Refused(Problem.of("print.problem.emptyOrder"));
        if (order.total() > PuzzleSet.MAX_CHOSEN)
            return new Printed.Refused(Problem.of("print.problem.tooMany", order.total(), PuzzleSet.MAX_CHOSEN));
        List<PrintedPuzzle> puzzles = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom();
        for (int size : order.sizes().stream().sorted().toList()) {
            for (Difficulty level : order.levels().stream().sorted().toList()) {
                if (!Generator.supports(size, level))
                    return new Printed.Refused(Problem.of("print.problem.notMade", size, level.name()));
                for (int k = 0; k < order.count(); k++) {
                    Optional<Puzzle> made = Generator.generate(
                            size, level, Variant.STANDARD, seeds.nextLong(), TIME_PER_PUZZLE, System::nanoTime);
                    if (made.isEmpty())
                        return new Printed.Refused(Problem.of("print.problem.tooSlow", size, level.name()));
                    puzzles.add(PrintedPuzzle.of(made.get(), level, ""));
                }
            }
        }
        Locale pdf = inPdf(language);
        return pdf(new PuzzleSet(nameOr(name, pdf), spoken(daily.today(), pdf), puzzles), layout, "puzzles", pdf);
    }

    /** The language the booklet's own words are written in: the chooser's, if the font can write it. */
    static Locale inPdf(Locale language) {
        return FONT_WRITES.contains(language.getLanguage()) ? language : Languages.ENGLISH;
    }

    private static String spoken(LocalDate day, Locale language) {
        // English as the site writes it elsewhere: 23 November 2026.
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                .withLocale(language.getLanguage().equals("en") ? Locale.UK : language)
                .format(day);
    }

    private String say(Locale language, String key, Object... arguments) {
        return messages.getTranslation(key, language, arguments);
    }

    private String nameOr(String name, Locale language) {
        String stripped = name.replaceAll("\\p{Cntrl}", " ").strip();
        return stripped.isEmpty()
                ? say(language, "print.pdf.defaultName")
                : stripped.length() > 80 ? stripped.substring(0, 80) : stripped;
    }

    private Printed pdf(PuzzleSet set, PageLayout layout, String fileStem, Locale language) {
        byte[] bytes = Booklet.pdf(set, layout, words(language));
        int count = set.puzzles().size();
        return new Printed.Pdf(bytes, fileStem + ".pdf", count, layout.pages(count));
    }

    private Words words(Locale language) {
        return new Words() {
            @Override
            public String answers(String setName) {
                return say(language, "print.pdf.answers", setName);
            }

            @Override
            public String page(int number, int total) {
                return say(language, "print.pdf.page", number, total);
            }

            @Override
            public String howToPlay() {
                return say(language, "print.pdf.howToPlay");
            }
        };
    }
}
