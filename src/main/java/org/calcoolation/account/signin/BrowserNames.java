package org.calcoolation.account.signin;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A browser's User-Agent header in the few words a person knows it by, "Firefox on Windows":
 * enough to tell one's own browsers apart in a list, without keeping the whole header.
 */
final class BrowserNames {

    private record Name(String marker, String name) {}

    // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
    private static final List<Name> BROWSERS = List.of(
            new Name("Edg/", "Edge"),
            new Name("OPR/", "Opera"),
            new Name("Firefox/", "Firefox"),
            new Name("Chromium/", "Chromium"),
            new Name("Chrome/", "Chrome"),
            new Name("Safari/", "Safari"));
    private static final List<Name> SYSTEMS = List.of(
            new Name("Android", "Android"),
            new Name("iPhone", "iPhone"),
            new Name("iPad", "iPad"),
            new Name("Windows", "Windows"),
            new Name("Mac OS X", "macOS"),
            new Name("CrOS", "ChromeOS"),
            new Name("Linux", "Linux"));

    private BrowserNames() {}

    static String of(@Nullable String userAgent) {
        if (userAgent == null || userAgent.isBlank()) return "An unnamed browser";
        String browser = find(BROWSERS, userAgent, "A browser");
        String system = find(SYSTEMS, userAgent, "");
        return system.isEmpty() ? browser : browser + " on " + system;
    }

    private static String find(List<Name> names, String userAgent, String otherwise) {
        return names.stream()
                .filter(n -> userAgent.contains(n.marker()))
                .map(Name::name)
                .findFirst()
                .orElse(otherwise);
    }
}
