package org.calcoolation.mydata;

import java.time.Instant;
import java.util.List;
import org.calcoolation.daily.PlayerTalk;
import org.jspecify.annotations.Nullable;

/** What a player said of daily rungs ({@link PlayerTalk}) in the export's shape. */
final class TalkData {

    private TalkData() {}

    static List<PlayerData.Comment> comments(PlayerTalk.Kept said) {
        return said.comments().stream()
                .map(c -> new PlayerData.Comment(
                        rung(c.rung()),
                        c.text(),
                        MyDataService.millis(c.postedAt()),
                        orNull(c.editedAt()),
                        c.hiddenAt() != null,
                        orNull(c.hiddenAt())))
                .toList();
    }

    static List<PlayerData.Star> stars(PlayerTalk.Kept said) {
        return said.stars().stream()
                .map(s -> new PlayerData.Star(rung(s.rung()), s.stars(), MyDataService.millis(s.ratedAt())))
                .toList();
    }

    static List<PlayerData.Report> reports(PlayerTalk.Kept said) {
        return said.reports().stream()
                .map(r -> new PlayerData.Report(
                        rung(r.rung()),
                        MyDataService.millis(r.reportedAt()),
                        MyDataService.millis(r.commentPostedAt()),
                        r.commentText()))
                .toList();
    }

    private static PlayerData.Daily rung(PlayerTalk.Rung rung) {
        return new PlayerData.Daily(rung.day(), rung.rung());
    }

    private static @Nullable Instant orNull(@Nullable Instant time) {
        return time == null ? null : MyDataService.millis(time);
    }
}
