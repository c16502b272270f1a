package org.calcoolation.account;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/** The time zones a player's days may run in: what {@link ZoneId#of} reads, as a browser or the account page names them. */
public final class TimeZones {

    static final Problem NOT_A_ZONE = Problem.of("account.problem.notAZone");

    /** The region zones a player picks from, sorted; old aliases (SystemV/..., US/...) and Etc/GMT±n, whose signs run backwards, left out. */
    public static final List<String> CHOICES = Stream.concat(
                    Stream.of("UTC"),
                    ZoneId.getAvailableZoneIds().stream()
                            .filter(id -> id.matches(
                                    "(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/.+"))
                            .sorted())
            .toList();

    private TimeZones() {}

    /** The zone this id names, if it names one (the column holds 64 characters). */
    public static Optional<ZoneId> parse(@Nullable String id) {
        if (id == null || id.isBlank() || id.length() > 64) return Optional.empty();
        try {
            return Optional.of(ZoneId.of(id.strip()));
        } catch (DateTimeException notAZone) {
            return Optional.empty();
        }
    }
}
