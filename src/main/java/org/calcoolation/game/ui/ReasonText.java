package org.calcoolation.game.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Reason;

/**
 * A step of a hint in the page's language, worded from its {@link Reason} through the bundles
 * ({@code hint.*}); in English it reads as the engine's own sentence ({@link Reason#english()}), which
 * HintViewTest holds it to.
 */
final class ReasonText {

    private ReasonText() {}

    static String of(Reason reason) {
        return capitalized(
                switch (reason) {
                    case Reason.OneCellCage r ->
                        Say.of("hint.oneCellCage", Say.cell(r.cell()), r.cage().clue());
                    case Reason.CageDigits r -> Say.of("hint.cageDigits", cage(r.cage()), digits(r.digits()));
                    case Reason.CageCells r -> Say.of("hint.cageCells", cage(r.cage()), ruledOut(r.losses()));
                    case Reason.CageLine r -> cageLine(r);
                    case Reason.CellSingle r -> cellSingle(r);
                    case Reason.OnlyPlace r ->
                        Say.of("hint.onlyPlace", aDigit(r.digit()), line(r.line()), Say.cell(r.cell()));
                    case Reason.NakedSubset r -> nakedSubset(r);
                    case Reason.HiddenSubset r -> hiddenSubset(r);
                    case Reason.Fish r -> fish(r);
                    case Reason.ForcingChain r -> forcingChain(r);
                    case Reason.NotesLeaveOne r -> Say.of("hint.notesLeaveOne", Say.cell(r.cell()), r.digit());
                    case Reason.LinesLeaveOne r -> linesLeaveOne(r);
                    case Reason.Guess r -> Say.of("hint.guess", digits(r.tried()), Say.cell(r.cell()), r.digit());
                });
    }

    private static String cellSingle(Reason.CellSingle r) {
        return Say.of(
                "hint.cellSingle",
                Say.cell(r.cell()),
                r.digit(),
                line(new Reason.Line(true, r.cell().row())),
                line(new Reason.Line(false, r.cell().col())));
    }

    private static String nakedSubset(Reason.NakedSubset r) {
        return Say.of(
                "hint.nakedSubset",
                cells(r.cells()),
                digits(r.digits()),
                r.cells().size(),
                line(r.line()),
                digitsOr(r.digits()));
    }

    private static String hiddenSubset(Reason.HiddenSubset r) {
        return Say.of(
                "hint.hiddenSubset",
                line(r.line()),
                digits(r.digits()),
                cells(r.cells()),
                r.cells().size());
    }

    private static String fish(Reason.Fish r) {
        return Say.of(
                "hint.fish",
                lines(r.rows(), r.baseLines()),
                aDigit(r.digit()),
                lines(!r.rows(), r.coverLines()),
                r.digit());
    }

    private static String linesLeaveOne(Reason.LinesLeaveOne r) {
        return Say.of(
                "hint.linesLeaveOne",
                line(new Reason.Line(true, r.cell().row())),
                line(new Reason.Line(false, r.cell().col())),
                Say.cell(r.cell()),
                r.digit());
    }

    private static String ruledOut(List<Reason.Loss> losses) {
        List<String> parts = new ArrayList<>();
        for (Reason.Loss loss : losses.subList(0, Math.min(Reason.CageCells.NAMED, losses.size())))
            parts.add(Say.of("hint.cannotBe", Say.cell(loss.cell()), digitsOr(loss.digits())));
        int more = losses.size() - parts.size();
        if (more > 0) parts.add(Say.of("hint.othersLose", more));
        return joined(parts, "hint.that", "hint.andThat");
    }

    private static String cageLine(Reason.CageLine r) {
        List<String> puts = new ArrayList<>();
        List<String> so = new ArrayList<>();
        for (Reason.LineDigits each : r.lines()) {
            int d = each.digits();
            String what = Integer.bitCount(d) == 1 ? aDigit(Integer.numberOfTrailingZeros(d)) : digits(d);
            puts.add(Say.of("hint.putsIn", what, line(each.line())));
            so.add(Say.of("hint.noOtherCell", line(each.line()), digitsOr(d)));
        }
        return Say.of(
                "hint.cageLine",
                cage(r.cage()),
                joined(puts, "hint.list.comma", "hint.list.and"),
                joined(so, "hint.list.comma", "hint.clauses.and"));
    }

    private static String forcingChain(Reason.ForcingChain r) {
        List<Cell> lost = r.lost();
        String conclusion = lost.size() == 1
                ? Say.of("hint.cannotBe", Say.cell(lost.getFirst()), r.target())
                : lost.size() == 2
                        ? Say.of("hint.neitherNor", Say.cell(lost.get(0)), Say.cell(lost.get(1)), r.target())
                        : Say.of("hint.noneOf", cells(lost), r.target());
        List<String> forced = r.forced().stream()
                .map(f -> Say.of("hint.mustBe", Say.cell(f.cell()), f.digit()))
                .toList();
        return Say.of(
                "hint.forcingChain",
                Say.cell(r.start()),
                digitsOr(1 << r.target() | 1 << r.assumed()),
                r.assumed(),
                joined(forced, "hint.then", "hint.then"),
                Say.cell(r.end()),
                r.target(),
                conclusion);
    }

    /** "the 12× cage at row 1, column 1", or for a clue that hides its operator "the cage of 12 at ...". */
    static String cage(Cage cage) {
        return cage.isHidden()
                ? Say.of("hint.hiddenCage", cage.target(), Say.cell(cage.anchor()))
                : Say.of("hint.cage", cage.clue(), Say.cell(cage.anchor()));
    }

    static String line(Reason.Line line) {
        return Say.of(line.row() ? "hint.row" : "hint.column", line.index() + 1);
    }

    /** "rows 1 and 4" for the rows (or columns) at these 0-based positions, a bit each. */
    private static String lines(boolean rows, int positions) {
        return Say.of(rows ? "hint.rows" : "hint.columns", Integer.bitCount(positions), digits(positions << 1));
    }

    static String cells(List<Cell> cells) {
        List<String> names = cells.stream().map(Say::cell).toList();
        return joined(names, cells.size() > 2 ? "hint.list.semicolon" : "hint.list.comma", "hint.list.and");
    }

    static String digits(int mask) {
        return joined(digitList(mask), "hint.list.comma", "hint.list.and");
    }

    private static String digitsOr(int mask) {
        return joined(digitList(mask), "hint.list.comma", "hint.list.or");
    }

    private static List<String> digitList(int mask) {
        List<String> digits = new ArrayList<>();
        for (int m = mask; m != 0; m &= m - 1) digits.add(Integer.toString(Integer.numberOfTrailingZeros(m)));
        return digits;
    }

    /** "a 3", "an 8": the article is the language's. */
    private static String aDigit(int digit) {
        return Say.of("hint.aDigit", Integer.toString(digit));
    }

    /** "A", "A and B", "A, B and C": {@code between} joins all but the last two, {@code last} those. */
    private static String joined(List<String> parts, String between, String last) {
        if (parts.size() <= 1) return parts.isEmpty() ? "" : parts.getFirst();
        String head = parts.getFirst();
        for (String part : parts.subList(1, parts.size() - 1)) head = Say.of(between, head, part);
        return Say.of(last, head, parts.getLast());
    }

    static String capitalized(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
