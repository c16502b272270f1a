package org.calcoolation.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.calcoolation.print.Booklet;
import org.calcoolation.print.Gathered;
import org.calcoolation.print.IdLines;
import org.calcoolation.print.PageLayout;
import org.calcoolation.print.Paper;
import org.calcoolation.print.PuzzleSet;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code print --ids FILE --out set.pdf}: a PDF booklet of the Keen IDs in a file (one a line;
 * {@code -} reads stdin), with the answer key at the end, made by the same code as the site's
 * print page. A malformed ID, too many or none is refused with its line number and no PDF.
 */
final class PrintCommand {

    record Request(String ids, Path out, PageLayout layout, String title, String date) {}

    private PrintCommand() {}

    @Command(
            name = "print",
            description = {
                "Writes a PDF booklet of the Keen IDs in a file, one a line (blank lines and lines starting with #"
                        + " are skipped), up to " + PuzzleSet.MAX_CHOSEN + ": the puzzles with their IDs, then an"
                        + " answer key."
            })
    static final class Args {
        @Option(names = "--ids", paramLabel = "FILE", description = "the file of IDs, or - for stdin (required)")
        @Nullable
        String ids;

        @Option(names = "--out", paramLabel = "FILE", description = "the PDF to write (required)")
        @Nullable
        Path out;

        @Option(names = "--per-page", paramLabel = "N", description = "puzzles a page: 1, 2, 4 or 6 (default 4)")
        int perPage = 4;

        @Option(names = "--paper", paramLabel = "a4|letter", description = "the paper (default a4)")
        String paper = "a4";

        @Option(names = "--title", paramLabel = "TEXT", description = "the set's name on the first page")
        String title = "Calcoolation puzzles";

        @Option(names = "--date", paramLabel = "TEXT", description = "a date or any line after the name")
        String date = "";
    }

    static Request parse(List<String> options, InputStream stdin) {
        Args args = Arguments.parse(new Args(), options);
        if (args.ids == null || args.out == null)
            throw new UsageException("print: --ids FILE and --out FILE are required");
        if (!PageLayout.PER_PAGE.contains(args.perPage))
            throw new UsageException("print: --per-page must be 1, 2, 4 or 6, not " + args.perPage);
        Paper paper;
        try {
            paper = Paper.parse(args.paper);
        } catch (IllegalArgumentException e) {
            throw new UsageException("print: --paper must be a4 or letter, not '" + args.paper + "'");
        }
        if (args.title.isBlank()) throw new UsageException("print: --title must not be blank");
        return new Request(read(args.ids, stdin), args.out, new PageLayout(paper, args.perPage), args.title, args.date);
    }

    private static String read(String ids, InputStream stdin) {
        try {
            return ids.equals("-")
                    ? new String(stdin.readAllBytes(), StandardCharsets.UTF_8)
                    : Files.readString(Path.of(ids), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new CommandFailure("print: there is no file " + ids);
        } catch (IOException e) {
            throw new CommandFailure("print: cannot read " + ids + " (" + e.getMessage() + ")");
        }
    }

    static void run(Request request, PrintStream out) {
        switch (IdLines.read(request.ids())) {
            case Gathered.Refused refused -> throw new CommandFailure("print: " + refused.message());
            case Gathered.Puzzles read -> {
                byte[] pdf =
                        Booklet.pdf(new PuzzleSet(request.title(), request.date(), read.puzzles()), request.layout());
                try {
                    Files.write(request.out(), pdf);
                } catch (IOException e) {
                    throw new CommandFailure("print: cannot write " + request.out() + " (" + e.getMessage() + ")");
                }
                int count = read.puzzles().size();
                out.println("print: " + count + (count == 1 ? " puzzle" : " puzzles") + " on "
                        + request.layout().pages(count) + " pages written to " + request.out());
            }
        }
    }
}
