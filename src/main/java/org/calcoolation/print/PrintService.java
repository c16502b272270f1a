package org.calcoolation.print;

import java.io.UncheckedIOException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.calcoolation.account.Problem;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The booklets of the web app: a past week of dailies, pasted Keen IDs, or puzzles asked of the
 * generator. Whatever is wrong with the request comes back as a {@link Problem} and no PDF; the
 * booklet's own words are in the language of whoever asked, or in English when no font here writes
 * it ({@link #writing}). A day's
 * puzzles are printed only once the day is over (the daily page keeps a live day's IDs hidden too):
 * a week is printable from the Monday after it.
 */
@Service
public class PrintService {

    /** How long one puzzle may take to make before the set is given up: a player waits on the request. */
    static final Duration TIME_PER_PUZZLE = Duration.ofSeconds(5);

    private static final Logger log = LoggerFactory.getLogger(PrintService.class);

    /** A week whose dates the booklet's own words are tried with, for the characters a language's dates need. */
    private static final LocalDate SAMPLE_MONDAY = LocalDate.of(2026, 11, 16);

    private final DailyPuzzleService daily;
    private final BundleMessages messages;
    private final FontFinder fonts;

    PrintService(DailyPuzzleService daily, BundleMessages messages, FontFinder fonts) {
        this.daily = daily;
        this.messages = messages;
        this.fonts = fonts;
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
        List<DailyPuzzle> rungs = new ArrayList<>();
        for (LocalDate day = monday; !day.isAfter(sunday); day = day.plusDays(1)) {
            if (!daily.hasLadder(day)) continue;
            if (daily.ladder(day) instanceof DailyPuzzleService.DayResult.Ladder ladder) rungs.addAll(ladder.puzzles());
        }
        if (rungs.isEmpty()) return new Printed.Refused(Problem.of("print.problem.emptyWeek"));
        return pdf(
                in -> new PuzzleSet(
                        say(in, "print.pdf.weekName", spoken(monday, in)),
                        "",
                        rungs.stream()
                                .map(rung -> PrintedPuzzle.of(rung.puzzle(), rung.difficulty(), rungLabel(rung, in)))
                                .toList()),
                layout,
                "daily-week-" + monday,
                language);
    }

    private String rungLabel(DailyPuzzle rung, Locale language) {
        return say(language, "print.pdf.rung", shortDay(rung.day(), language), rung.slot() + 1);
    }

    /** Keen IDs pasted one a line, under the set's {@code name}. */
    public Printed ids(String text, String name, PageLayout layout, Locale language) {
        return switch (IdLines.read(text)) {
            case Gathered.Refused refused -> Printed.Refused.of(refused);
            case Gathered.Puzzles read ->
                pdf(
                        in -> new PuzzleSet(nameOr(name, in), spoken(daily.today(), in), read.puzzles()),
                        layout,
                        "puzzles",
                        language);
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
        return pdf(
                in -> new PuzzleSet(nameOr(name, in), spoken(daily.today(), in), puzzles), layout, "puzzles", language);
    }

    /**
     * Puzzles another feature chose (a class's assignment), under {@code title} and the line {@code
     * underTitle} writes in the booklet's language, saved as {@code fileStem}.pdf.
     */
    public Printed chosen(
            String title,
            Function<Locale, String> underTitle,
            List<PrintedPuzzle> puzzles,
            PageLayout layout,
            String fileStem,
            Locale language) {
        return pdf(in -> new PuzzleSet(title, underTitle.apply(in), puzzles), layout, fileStem, language);
    }

    /**
     * The language the booklet's own words are written in, and the fonts besides Liberation Sans it
     * needs: the chooser's language, in a font found on the machine if Liberation Sans lacks some of
     * its characters (Japanese), or English if no font here has them.
     */
    Writing writing(Locale language) {
        return switch (fonts.writing(ownWords(language))) {
            case FontFinder.LiberationSans all -> new Writing(language, List.of(), Optional.empty());
            case FontFinder.Found found -> new Writing(language, List.of(found.font()), Optional.empty());
            case FontFinder.NotFound none -> english(language);
        };
    }

    /** The words a booklet may write in {@code language}, with the dates of a week and of each month. */
    private String ownWords(Locale language) {
        Words words = words(language);
        StringBuilder all = new StringBuilder()
                .append(words.answers(""))
                .append(words.page(1, 2))
                .append(words.howToPlay())
                .append(words.puzzle(12));
        for (Difficulty level : Difficulty.values()) all.append(words.level(level));
        all.append(say(language, "print.pdf.defaultName"))
                .append(say(language, "print.pdf.weekName", spoken(SAMPLE_MONDAY, language)));
        for (int k = 0; k < 12; k++) {
            LocalDate day = SAMPLE_MONDAY.plusDays(k).plusMonths(k);
            all.append(say(language, "print.pdf.rung", shortDay(day, language), k + 1))
                    .append(spoken(day, language));
        }
        return all.toString();
    }

    private static Writing english(Locale asked) {
        return new Writing(Languages.ENGLISH, List.of(), Optional.of(asked));
    }

    /** A booklet's language, the fonts it needs besides Liberation Sans, and the language asked if it could not be written. */
    record Writing(Locale language, List<FontFile> fonts, Optional<Locale> noFontFor) {
        Writing {
            fonts = List.copyOf(fonts);
        }
    }

    /** "Mon 16 Nov", "11月16日(月)": a day of a week as the language shortens it. */
    private static String shortDay(LocalDate day, Locale language) {
        return DateTimeFormatter.ofLocalizedPattern("MMMEd")
                .withLocale(Wording.forDates(language))
                .format(day);
    }

    private static String spoken(LocalDate day, Locale language) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)
                .withLocale(Wording.forDates(language))
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

    /** The booklet of the set {@code inLanguage} makes, in the language asked if a font here writes it. */
    private Printed pdf(Function<Locale, PuzzleSet> inLanguage, PageLayout layout, String fileStem, Locale asked) {
        Writing writing = writing(asked);
        PuzzleSet set = inLanguage.apply(writing.language());
        byte[] bytes;
        try {
            bytes = Booklet.pdf(set, layout, words(writing.language()), writing.fonts());
        } catch (UncheckedIOException unreadable) {
            if (writing.fonts().isEmpty()) throw unreadable;
            // The font found at the first booklet is gone or broken now: English, as with no font.
            log.warn("Cannot write a booklet with {}: {}", writing.fonts(), unreadable.getMessage());
            writing = english(asked);
            set = inLanguage.apply(writing.language());
            bytes = Booklet.pdf(set, layout, words(writing.language()));
        }
        int count = set.puzzles().size();
        return new Printed.Pdf(bytes, fileStem + ".pdf", count, layout.pages(count), writing.noFontFor());
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

            @Override
            public String puzzle(int number) {
                return say(language, "print.pdf.puzzle", number);
            }

            @Override
            public String level(Difficulty level) {
                return say(language, "wording.level." + level.key());
            }
        };
    }
}
