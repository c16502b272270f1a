package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.ui.GoldMark;

/**
 * The result of a finished daily as plain text to paste anywhere, Wordle's way: three short lines
 * that say the day, the rung, the time and how it was won (gold, clean or with help), then the link to play the same puzzle.
 * It gives nothing of the solution away.
 */
final class ShareText {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    /** A gold solve's mark in plain text: the star, and the word for whoever cannot see it. */
    static final String GOLD = GoldMark.STAR + " gold";

    private ShareText() {}

    /** {@code label} is the rung's, like "6×6 Hard"; {@code link} the rung's address. */
    static String of(LocalDate day, String label, Finish finish, String link) {
        // The time the leaderboard ranks, from Start to the last digit: what friends compare, and nothing a browser
        // says shortens it.
        // Named "Time", as on the finish panel and the leaderboard, so that no one reads it as the play time; a
        // game given up has no time to compare, and says how long it went on.
        String time = TimeText.of(finish.elapsed());
        String result = switch (finish.outcome()) {
            case CLEAN -> label + " · Time " + time + (finish.isGold() ? " · " + GOLD : " · clean");
            case ASSISTED -> label + " · Time " + time + " · with " + helpOf(finish.help());
            case GIVEN_UP -> label + " · given up after " + time;
        };
        return "Calcoolation daily · " + DATE.format(day) + "\n" + result + "\n" + link;
    }

    /** The text with the player's club places as a line before the link, when they chose to add them. */
    static String withClubs(String text, List<String> places) {
        if (places.isEmpty()) return text;
        int link = text.lastIndexOf('\n');
        if (link < 0) return text + "\n" + String.join(" · ", places);
        return text.substring(0, link) + "\n" + String.join(" · ", places) + text.substring(link);
    }

    /** "2 hints, 1 check", naming only the kinds of help used. */
    static String helpOf(HelpLedger help) {
        List<String> parts = new ArrayList<>();
        if (help.hints() > 0) parts.add(count(help.hints(), "hint", "hints"));
        if (help.checks() > 0) parts.add(count(help.checks(), "check", "checks"));
        if (help.cellsRevealed() > 0) parts.add(count(help.cellsRevealed(), "revealed cell", "revealed cells"));
        return parts.isEmpty() ? "help" : String.join(", ", parts);
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
