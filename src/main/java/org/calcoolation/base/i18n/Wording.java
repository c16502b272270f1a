package org.calcoolation.base.i18n;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import com.vaadin.flow.component.UI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;

/**
 * Words that many pages share, in the current page's language: a day ("Saturday 28 November 2026" as
 * the language writes it, by ICU's date skeletons) and a kind of puzzle ("9×9 Extreme · Classic", the
 * level and variant from the bundles). For pieces that are no component, {@link #t} translates as
 * {@code getTranslation} does.
 */
public final class Wording {

    private Wording() {}

    /** The site's bundles, which hold no state: also for pieces made outside a running Vaadin service (unit tests). */
    private static final BundleMessages BUNDLES = new BundleMessages();

    /** The page's message for {@code key}, in the current UI's language (English outside a UI). */
    public static String t(String key, Object... arguments) {
        return BUNDLES.getTranslation(key, locale(), arguments);
    }

    /** The current UI's language, English outside a UI. */
    public static Locale locale() {
        UI ui = UI.getCurrent();
        return Languages.nearest(ui == null ? null : ui.getLocale());
    }

    /** A day with its weekday, month by name and year, as the page's language writes it. */
    public static String day(LocalDate day) {
        return format("yMMMMEEEEd", day);
    }

    /** A day with its month by name and year, no weekday. */
    public static String date(LocalDate day) {
        return format("yMMMMd", day);
    }

    /** A day and its month by name ("12 November", "12. November", "11月12日"). */
    public static String dayMonth(LocalDate day) {
        return format("MMMMd", day);
    }

    /** The day of an instant in UTC, short: "12 Nov 2026", "12.11.2026" as the language writes it. */
    public static String shortDay(Instant instant) {
        return shortDay(LocalDate.ofInstant(instant, ZoneOffset.UTC));
    }

    /** A day, short: "12 Nov 2026", "12.11.2026" as the language writes it. */
    public static String shortDay(LocalDate day) {
        return format("yMMMd", day);
    }

    /** A moment by its day, month and time in UTC: "12 Nov, 14:05 UTC", "12. Nov., 14:05 UTC". */
    public static String momentUtc(Instant instant) {
        return momentUtc(instant, locale());
    }

    /** {@link #momentUtc(Instant)} in {@code language}, for what is written outside a page (a booklet). */
    public static String momentUtc(Instant instant, Locale language) {
        DateFormat format = DateFormat.getInstanceForSkeleton("MMMdHHmm", ULocale.forLocale(forDates(language)));
        format.setTimeZone(TimeZone.GMT_ZONE);
        return format.format(Date.from(instant)) + " UTC";
    }

    /** A month and its year ("November 2026", "2026年11月"). */
    public static String month(LocalDate anyDayOfIt) {
        return format("yMMMM", anyDayOfIt);
    }

    private static String format(String skeleton, LocalDate day) {
        DateFormat format = DateFormat.getInstanceForSkeleton(skeleton, dates());
        // The day is a calendar day, not an instant: read it at midnight in the zone it is written in.
        format.setTimeZone(TimeZone.GMT_ZONE);
        return format.format(Date.from(day.atStartOfDay(ZoneOffset.UTC).toInstant()));
    }

    /** How the page's language writes dates. */
    private static ULocale dates() {
        return ULocale.forLocale(forDates(locale()));
    }

    /**
     * How a language writes dates and times: the site's English is British ("Thursday 12 February 2026",
     * never "February 12, 2026"), whichever English the browser asks for. The one place that decides
     * it: every date formatter, java.time's or ICU's, takes its locale from here.
     */
    public static Locale forDates(Locale language) {
        return language.getLanguage().equals("en") ? Locale.UK : language;
    }

    /** A level: Easy, Normal, Hard, Extreme, Unreasonable, as the page's language names them. */
    public static String level(Difficulty difficulty) {
        return t("wording.level." + difficulty.key());
    }

    /** "9×9 Hard", with the variant when it is not the standard one: "6×6 Normal · Multiplication only". */
    public static String kind(PuzzleKind kind) {
        String levelled = kind.size() + "×" + kind.size() + " " + level(kind.difficulty());
        return kind.variant().equals(Variant.STANDARD) ? levelled : levelled + " · " + variant(kind.variant());
    }

    /** The variant's name, as {@link Variant#label()} builds it in English, its words from the bundles. */
    public static String variant(Variant variant) {
        List<String> parts = new ArrayList<>();
        String style = t("wording.style." + variant.style().key());
        String cut = variant.style() == CageStyle.MERGE ? style + " " + variant.meanCage() : style;
        String mix = mix(variant.operations());
        if (variant.operations() != OperationMix.ALL)
            parts.add(variant.style() == CageStyle.KEEN ? mix : cut + " · " + mix);
        else if (variant.style() != CageStyle.KEEN) parts.add(cut);
        else if (variant.twists().isEmpty() && variant.weights().isEven()) parts.add(t("wording.standard"));
        for (Twist twist : variant.twists().stream().sorted().toList()) parts.add(twist(twist));
        if (!variant.weights().isEven()) parts.add(t("wording.weighted", weights(variant)));
        return String.join(" · ", parts);
    }

    /** "Multiplication only", "All operations". */
    public static String mix(OperationMix mix) {
        return t("wording.mix." + mix.key());
    }

    /** "⊕ cages", "Hidden operators". */
    public static String twist(Twist twist) {
        return t("wording.twist." + twist.key());
    }

    /** The weights in symbols ("+ 4 · − 2 · × 3 · ÷ 1"), the same in every language: the tail of the engine's label. */
    private static String weights(Variant variant) {
        String english = variant.label();
        int at = english.indexOf(WEIGHTED);
        return at < 0 ? "" : english.substring(at + WEIGHTED.length());
    }

    private static final String WEIGHTED = "Weighted ";
}
