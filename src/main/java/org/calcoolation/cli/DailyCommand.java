package org.calcoolation.cli;

import java.io.PrintStream;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.daily.DailySeeds;
import org.calcoolation.daily.LadderRung;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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

    /** The options as picocli reads them. */
    @Command(
            name = "daily",
            description = {
                "Prints the day's six daily puzzles as the site makes them, one line a rung, with the site's secret"
                        + " from the environment variable " + SECRET_VARIABLE + "."
            })
    static final class Args {
        @Option(names = "--date", paramLabel = "yyyy-mm-dd", description = "the day (required)")
        @Nullable
        LocalDate date;
    }

    static Request parse(List<String> args, @Nullable String secret) {
        LocalDate day = Arguments.parse(new Args(), args).date;
        if (day == null) throw new UsageException("daily: --date yyyy-mm-dd is required");
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
        for (LadderRung slot : LadderRung.LADDER) {
            Puzzle puzzle = Generator.generate(
                    slot.size(),
                    slot.difficulty(),
                    slot.variant(),
                    request.seeds().seed(request.day(), slot));
            out.println((slot.index() + 1) + " " + slot.label() + " " + KeenCodec.encode(puzzle));
        }
    }
}
