package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.calcoolation.base.i18n.Wording;
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

    /** A gold solve's mark in plain text: the star, and the word for whoever cannot see it. */
    static String gold() {
        return GoldMark.STAR + " " + Wording.t("daily.shareText.gold");
    }

    private ShareText() {}

    /** {@code label} is the rung's, like "6×6 Hard"; {@code link} the rung's address. */
    static String of(LocalDate day, String label, Finish finish, String link) {
        // The time the leaderboard ranks, from Start to the last digit: what friends compare, and nothing a browser
        // says shortens it.
        // Named "Time", as on the finish panel and the leaderboard, so that no one reads it as the play time; a
        // game given up has no time to compare, and says how long it went on.
        String time = TimeText.of(finish.elapsed());
        String result = switch (finish.outcome()) {
            case CLEAN ->
                Wording.t("daily.shareText.time", label, time) + " · "
                        + (finish.isGold() ? gold() : Wording.t("daily.shareText.clean"));
            case ASSISTED ->
                Wording.t("daily.shareText.time", label, time) + " · "
                        + Wording.t("daily.shareText.with", helpOf(finish.help()));
            case GIVEN_UP -> Wording.t("daily.shareText.givenUp", label, time);
        };
        return Wording.t("daily.shareText.head", Wording.date(day)) + "\n" + result + "\n" + link;
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
        if (help.hints() > 0) parts.add(Wording.t("daily.shareText.hints", help.hints()));
        if (help.checks() > 0) parts.add(Wording.t("daily.shareText.checks", help.checks()));
        if (help.cellsRevealed() > 0) parts.add(Wording.t("daily.shareText.revealed", help.cellsRevealed()));
        return parts.isEmpty() ? Wording.t("daily.shareText.help") : String.join(", ", parts);
    }
}
