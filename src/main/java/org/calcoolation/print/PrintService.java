package org.calcoolation.print;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.springframework.stereotype.Service;

/**
 * The booklets of the web app: a past week of dailies, pasted Keen IDs, or puzzles asked of the
 * generator. Whatever is wrong with the request comes back as a plain sentence and no PDF. A day's
 * puzzles are printed only once the day is over (the daily page keeps a live day's IDs hidden too):
 * a week is printable from the Monday after it.
 */
@Service
public class PrintService {

    static final DateTimeFormatter SPOKEN = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter SHORT = DateTimeFormatter.ofPattern("EEE d MMM", Locale.ENGLISH);
    /** How long one puzzle may take to make before the set is given up: a player waits on the request. */
    static final Duration TIME_PER_PUZZLE = Duration.ofSeconds(5);

    private final DailyPuzzleService daily;

    PrintService(DailyPuzzleService daily) {
        this.daily = daily;
    }

    /** The Monday of the last week that is wholly over, for the page's first choice. */
    public LocalDate lastWholeWeek() {
        return daily.today().with(DayOfWeek.MONDAY).minusWeeks(1);
    }

    /** The week, Monday to Sunday, that holds {@code anyDay}: its six rungs a day, day by day. */
    public Printed week(LocalDate anyDay, PageLayout layout) {
        LocalDate monday = anyDay.with(DayOfWeek.MONDAY), sunday = monday.plusDays(6);
        if (!sunday.isBefore(daily.today()))
            return new Printed.Refused("The week of " + SPOKEN.format(monday)
                    + " is not over yet, and a day's puzzles stay secret while it is played. It can be printed from "
                    + SPOKEN.format(sunday.plusDays(1)) + ".");
        if (sunday.isBefore(DailyPuzzleService.FIRST_DAY))
            return new Printed.Refused(
                    "The daily puzzles start on " + SPOKEN.format(DailyPuzzleService.FIRST_DAY) + ".");
        List<PrintedPuzzle> puzzles = new ArrayList<>();
        for (LocalDate day = monday; !day.isAfter(sunday); day = day.plusDays(1)) {
            if (!daily.hasLadder(day)) continue;
            if (daily.ladder(day) instanceof DailyPuzzleService.DayResult.Ladder ladder)
                for (DailyPuzzle rung : ladder.puzzles())
                    puzzles.add(PrintedPuzzle.of(
                            rung.puzzle(), rung.difficulty(), SHORT.format(day) + " · rung " + (rung.slot() + 1)));
        }
        if (puzzles.isEmpty()) return new Printed.Refused("That week has no daily puzzles.");
        String name = "Daily puzzles, week of " + SPOKEN.format(monday);
        return pdf(new PuzzleSet(name, "", puzzles), layout, "daily-week-" + monday);
    }

    /** Keen IDs pasted one a line, under the set's {@code name}. */
    public Printed ids(String text, String name, PageLayout layout) {
        return switch (IdLines.read(text)) {
            case Gathered.Refused refused -> new Printed.Refused(refused.message());
            case Gathered.Puzzles read ->
                pdf(new PuzzleSet(nameOr(name), SPOKEN.format(daily.today()), read.puzzles()), layout, "puzzles");
        };
    }

    /** New puzzles from the generator, {@code order.count()} of each size at each level, smallest first. */
    public Printed generated(Order order, String name, PageLayout layout) {
        if (order.total() == 0)
            return new Printed.Refused("Choose at least one size, one level and a count of one or more.");
        if (order.total() > PuzzleSet.MAX_CHOSEN)
            return new Printed.Refused(
                    "That makes " + order.total() + " puzzles; a set holds at most " + PuzzleSet.MAX_CHOSEN + ".");
        List<PrintedPuzzle> puzzles = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom();
        for (int size : order.sizes().stream().sorted().toList()) {
            for (Difficulty level : order.levels().stream().sorted().toList()) {
                if (!Generator.supports(size, level))
                    return new Printed.Refused(size + "×" + size + " puzzles are not made at " + level.label()
                            + "; choose another level.");
                for (int k = 0; k < order.count(); k++) {
                    Optional<Puzzle> made = Generator.generate(
                            size, level, Variant.STANDARD, seeds.nextLong(), TIME_PER_PUZZLE, System::nanoTime);
                    if (made.isEmpty())
                        return new Printed.Refused("A " + size + "×" + size + " " + level.label()
                                + " puzzle took too long to make; try again, or ask for fewer.");
                    puzzles.add(PrintedPuzzle.of(made.get(), level, ""));
                }
            }
        }
        return pdf(new PuzzleSet(nameOr(name), SPOKEN.format(daily.today()), puzzles), layout, "puzzles");
    }

    private static String nameOr(String name) {
        String stripped = name.replaceAll("\\p{Cntrl}", " ").strip();
        return stripped.isEmpty()
                ? "Calcoolation puzzles"
                : stripped.length() > 80 ? stripped.substring(0, 80) : stripped;
    }

    private static Printed pdf(PuzzleSet set, PageLayout layout, String fileStem) {
        byte[] bytes = Booklet.pdf(set, layout);
        int count = set.puzzles().size();
        return new Printed.Pdf(bytes, fileStem + ".pdf", count, layout.pages(count));
    }
}
