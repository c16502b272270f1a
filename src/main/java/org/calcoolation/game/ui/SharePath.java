package org.calcoolation.game.ui;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** Where a shared puzzle is played: the one address that a Keen ID opens at, for the share dialog and /create. */
public final class SharePath {

    private SharePath() {}

    /** {@code /play?id=...}, the ID encoded; after the site's origin it is a share link. */
    public static String of(String keenId) {
        return "/play?id=" + URLEncoder.encode(keenId, StandardCharsets.UTF_8);
    }
}
