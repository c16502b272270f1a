package org.calcoolation.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import picocli.CommandLine.Command;

/**
 * {@code solve}: reads Keen game IDs, one per line, and prints one JSON object per ID saying
 * whether it has one solution, several or none. A line that is not a game ID gets
 * {@code "status":"invalid"} and the run goes on. Each puzzle may cost the steps the web app
 * gives imports, but no time limit: a cold JVM is slow, and the answer must not depend on it.
 * Every puzzle our generator makes fits (it refuses any that would not); one that needs more
 * ends the run with a {@link CommandFailure}, after a second or so.
 */
final class SolveCommand {

    private SolveCommand() {}

    static void run(InputStream in, PrintStream out) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String id = line.strip();
                if (!id.isEmpty()) out.println(solve(id));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String solve(String id) {
        Json json = new Json().field("id", id);
        return switch (KeenCodec.decode(id)) {
            case DecodeResult.Invalid invalid ->
                json.field("status", "invalid")
                        .field("error", invalid.message())
                        .line();
            case DecodeResult.Valid valid -> solved(id, valid.puzzle(), json);
        };
    }

    private static String solved(String id, Puzzle puzzle, Json json) {
        long start = System.nanoTime();
        Finding result = Solver.solve(puzzle, Budget.ofSteps(Budget.IMPORT_STEPS));
        long micros = (System.nanoTime() - start) / 1_000;
        switch (result) {
            case Finding.Unique unique ->
                json.field("status", "unique")
                        .grid("solution", unique.solution().rows())
                        .field("difficulty", unique.difficulty().key());
            case Finding.Ambiguous ambiguous ->
                json.field("status", "ambiguous")
                        .grids(
                                "solutions",
                                List.of(
                                        ambiguous.first().rows(),
                                        ambiguous.second().rows()));
            case Finding.Impossible impossible ->
                json.field("status", "impossible").field("reason", impossible.reason());
            case Finding.TooHard tooHard ->
                throw new CommandFailure(
                        "solve: the puzzle " + id + " is too hard to check here (" + tooHard.reason() + ")");
        }
        return json.field("micros", micros).line();
    }

    /** The options as picocli reads them: none. */
    @Command(
            name = "solve",
            description = {
                "Reads Keen game IDs (with our flags X, H and B too) from stdin, one per line, and prints one JSON"
                        + " object per line: status unique|ambiguous|impossible|invalid, the solution and its"
                        + " difficulty, micros. A puzzle too hard to check within the budget for imports stops the"
                        + " run (exit code 1)."
            })
    static final class Args {}
}
