package org.calcoolation.cli;

import java.io.PrintStream;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Set;
import org.calcoolation.daily.DailySeeds;
import org.calcoolation.daily.Slot;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;

/**
 * {@code daily --date yyyy-mm-dd}: the day's six puzzles as the site makes them, one line a rung
 * ({@code 1 4×4 Easy 4:...}), with the site's secret from {@code CALCOOLATION_DAILY_SECRET} (an
 * environment variable, so that it shows in no process list). For an operator remaking a day; the
 * site itself always reads a day it made from its database. The generator's version is the jar's.
 */
final class DailyCommand {

    static final String SECRET_VARIABLE = "CALCOOLATION_DAILY_SECRET";

    record Request(LocalDate day, DailySeeds seeds) {}

    private DailyCommand() {}

    static Request parse(List<String> args, String secret) {
        Options options = Options.parse("daily", args, Set.of("date"));
        if (!options.has("date")) throw new UsageException("daily: --date yyyy-mm-dd is required");
        LocalDate day;
        try {
            day = LocalDate.parse(options.text("date", ""));
        } catch (DateTimeParseException e) {
            throw new UsageException("daily: --date must be yyyy-mm-dd, not '" + options.text("date", "") + "'");
        }
        if (secret == null || secret.isBlank()) {
            throw new UsageException(
                    "daily: set " + SECRET_VARIABLE + " to the site's secret (app_info 'daily-seed-secret', or the "
                            + "calcoolation.daily.secret setting)");
        }
        try {
            return new Request(day, DailySeeds.of(secret));
        } catch (IllegalArgumentException e) {
            throw new UsageException("daily: " + SECRET_VARIABLE + ": " + e.getMessage());
        }
    }

    static void run(Request request, PrintStream out) {
        for (Slot slot : Slot.LADDER) {
            Puzzle puzzle = Generator.generate(
                    slot.size(),
                    slot.difficulty(),
                    slot.variant(),
                    request.seeds().seed(request.day(), slot));
            out.println((slot.index() + 1) + " " + slot.label() + " " + KeenCodec.encode(puzzle));
        }
    }
}
