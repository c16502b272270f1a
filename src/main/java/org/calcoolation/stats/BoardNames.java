package org.calcoolation.stats;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.calcoolation.account.PlayerTag;

/**
 * How a leaderboard names its players. Each goes by their display name, else their user name; two
 * players may choose the same display name, so a name that two or more rows of one board go by
 * (letter case, Unicode's composed or decomposed accents and full-width letters aside) gets each
 * player's {@link PlayerTag}: "Ada #K3F9" and "Ada #1XQ2". The viewer's own row says "(you)", in
 * words, not only by its colour.
 */
public final class BoardNames {

    /** One row of a board before it is named: the player and the name they go by. */
    public record Named(long playerId, String name) {}

    private BoardNames() {}

    /** The names to show, in the rows' order. */
    public static List<String> distinguish(List<Named> rows) {
        Map<String, Long> uses =
                rows.stream().collect(Collectors.groupingBy(row -> key(row.name()), Collectors.counting()));
        return rows.stream()
                .map(row ->
                        uses.get(key(row.name())) > 1 ? row.name() + " " + PlayerTag.of(row.playerId()) : row.name())
                .toList();
    }

    /** The same for a list of players by id (a club's), each told apart from the others of the list. */
    public static Map<Long, String> distinguish(Map<Long, String> shownNames) {
        List<Named> rows = shownNames.entrySet().stream()
                .map(e -> new Named(e.getKey(), e.getValue()))
                .toList();
        List<String> names = distinguish(rows);
        Map<Long, String> named = new HashMap<>();
        for (int i = 0; i < rows.size(); i++) named.put(rows.get(i).playerId(), names.get(i));
        return named;
    }

    /** A row's name as the page shows it: "(you)" after the viewer's own. */
    public static String withYou(String name, boolean you) {
        return you ? name + " (you)" : name;
    }

    private static String key(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    }
}
