package org.calcoolation.print;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.OS2WindowsMetricsTable;
import org.apache.fontbox.ttf.OTFParser;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Finds a font on this machine for the characters of a booklet that Liberation Sans (PDFBox's
 * own, which {@link Booklet} writes with) lacks: Japanese, as no Maven artifact carries a Japanese
 * TrueType font. It looks in {@code calcoolation.print.fonts} (font files or folders), then in the
 * usual system folders, Gothic and sans faces before Mincho and serif ones, and takes the first
 * font whose cmap has every character asked for and that PDFBox can embed as a subset: TrueType
 * outlines (a {@code glyf} table) that allow embedding. OpenType fonts with CFF outlines (Noto Sans
 * CJK, Source Han Sans, also as .ttc) are skipped, as PDFBox 3 cannot subset them. Each set of
 * characters is looked up once: a scan of /usr/share/fonts reads every font file before the one
 * it finds.
 */
@Component
final class FontFinder {

    private static final Logger log = LoggerFactory.getLogger(FontFinder.class);
    static final String LIBERATION_SANS = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final int DEEPEST = 8;

    /** Whether the booklet's text needs a font besides Liberation Sans, and which one writes it. */
    sealed interface Coverage permits LiberationSans, Found, NotFound {}

    /** Liberation Sans writes every character. */
    record LiberationSans() implements Coverage {}

    /** {@code font} writes the characters Liberation Sans lacks. */
    record Found(FontFile font) implements Coverage {}

    /** No font here writes {@code lacking}, characters Liberation Sans lacks too. */
    record NotFound(String lacking) implements Coverage {}

    private final List<Path> configured;
    private final List<Path> system;
    private final Map<String, Coverage> looked = new ConcurrentHashMap<>();

    @Autowired
    FontFinder(@Value("${calcoolation.print.fonts:}") List<String> configured) {
        this(
                configured.stream()
                        .map(String::strip)
                        .filter(entry -> !entry.isEmpty())
                        .map(FontFinder::expandHome)
                        .toList(),
                systemFolders());
    }

    /** Looks in {@code configured} (font files or folders), then in the {@code system} folders. */
    FontFinder(List<Path> configured, List<Path> system) {
        this.configured = List.copyOf(configured);
        this.system = List.copyOf(system);
        for (Path place : configured)
            if (!Files.exists(place)) log.warn("calcoolation.print.fonts names {}, which is not there", place);
    }

    static List<Path> systemFolders() {
        Path home = Path.of(System.getProperty("user.home"));
        return List.of(
                Path.of("/usr/share/fonts"),
                Path.of("/usr/local/share/fonts"),
                home.resolve(".fonts"),
                home.resolve(".local/share/fonts"),
                Path.of("/Library/Fonts"),
                Path.of("/System/Library/Fonts"),
                home.resolve("Library/Fonts"),
                Path.of("C:\\Windows\\Fonts"));
    }

    /** What writes {@code text}: Liberation Sans alone, with a font found here, or nothing here. */
    Coverage writing(String text) {
        String lacking = lacking(text);
        if (lacking.isEmpty()) return new LiberationSans();
        return looked.computeIfAbsent(lacking, this::search);
    }

    /** The distinct characters of {@code text} Liberation Sans has no glyph for, in order. */
    static String lacking(String text) {
        return text.codePoints()
                .filter(c -> !Character.isWhitespace(c) && !Character.isISOControl(c))
                .filter(c -> Liberation.CMAP.getGlyphId(c) == 0)
                .distinct()
                .sorted()
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString();
    }

    private Coverage search(String lacking) {
        long start = System.nanoTime();
        int read = 0;
        for (Path file : candidates()) {
            read++;
            Optional<FontFile> font = writer(file, lacking);
            if (font.isPresent()) {
                log.info(
                        "Booklets write {} with {} ({} font files read in {} ms)",
                        shortened(lacking),
                        font.get(),
                        read,
                        (System.nanoTime() - start) / 1_000_000);
                return new Found(font.get());
            }
        }
        log.warn(
                "No font in {} or {} writes {}: those booklets are in English. Install one (IPAGothic:"
                        + " Debian's fonts-ipafont-gothic) or name one in calcoolation.print.fonts",
                configured,
                system,
                shortened(lacking));
        return new NotFound(lacking);
    }

    /** Font files in the configured places, in their order, then in the system folders; Gothic first in each. */
    List<Path> candidates() {
        List<Path> files = new ArrayList<>(fontFiles(configured));
        fontFiles(system).stream().filter(file -> !files.contains(file)).forEach(files::add);
        return files;
    }

    private static List<Path> fontFiles(List<Path> places) {
        List<Path> files = new ArrayList<>();
        for (Path place : places) {
            if (Files.isRegularFile(place)) {
                files.add(place);
            } else if (Files.isDirectory(place)) {
                List<Path> inside = new ArrayList<>();
                walk(place, inside);
                inside.sort(Comparator.comparingInt(FontFinder::preference).thenComparing(Path::toString));
                files.addAll(inside);
            }
        }
        return files;
    }

    /** Font files under {@code folder}; folders it may not read are passed over, not fatal. */
    private static void walk(Path folder, List<Path> found) {
        try {
            Files.walkFileTree(folder, EnumSet.of(FileVisitOption.FOLLOW_LINKS), DEEPEST, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile() && isFontName(file)) found.add(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            log.debug("Cannot read the fonts in {}", folder, e);
        }
    }

    private static boolean isFontName(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".ttf") || name.endsWith(".otf") || name.endsWith(".ttc");
    }

    /** 0 for a Gothic or sans face, 2 for a Mincho or serif one, 1 for any other. */
    static int preference(Path file) {
        Path parent = file.getParent();
        String name =
                ((parent == null ? "" : parent.getFileName() + "/") + file.getFileName()).toLowerCase(Locale.ROOT);
        if (name.matches(".*(mincho|serif|ming|song|/ipam|/ipaexm).*")) return 2;
        if (name.matches(".*(gothic|sans|hei|/ipag|/ipaexg).*")) return 0;
        return 1;
    }

    /** The font in {@code file} that writes {@code lacking}: none if it is not a font we can use. */
    private static Optional<FontFile> writer(Path file, String lacking) {
        try {
            if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".ttc"))
                return inCollection(file, lacking);
            try (TrueTypeFont font = parse(file)) {
                return writes(font, lacking) ? Optional.of(FontFile.single(file)) : Optional.empty();
            }
        } catch (IOException | RuntimeException notAFont) {
            // A file named .ttf may be anything: it is passed over, as is a font PDFBox cannot read.
            log.debug("Passed over {}: {}", file, notAFont.toString());
            return Optional.empty();
        }
    }

    private static TrueTypeFont parse(Path file) throws IOException {
        File path = file.toFile();
        boolean openType =
                file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".otf");
        return openType
                ? new OTFParser(true).parse(new RandomAccessReadBufferedFile(path))
                : new TTFParser(true).parse(new RandomAccessReadBufferedFile(path));
    }

    private static Optional<FontFile> inCollection(Path file, String lacking) throws IOException {
        List<String> writers = new ArrayList<>();
        try (TrueTypeCollection collection = new TrueTypeCollection(file.toFile())) {
            collection.processAllFonts(font -> {
                if (writers.isEmpty() && writes(font, lacking)) writers.add(font.getName());
            });
        }
        return writers.stream().findFirst().map(name -> new FontFile(file, Optional.of(name)));
    }

    /** Has a glyph for each of {@code lacking}, TrueType outlines, and allows embedding a subset. */
    private static boolean writes(TrueTypeFont font, String lacking) throws IOException {
        if (!font.getTableMap().containsKey("glyf")) return false;
        OS2WindowsMetricsTable os2 = font.getOS2Windows();
        if (os2 == null) return false;
        int licence = os2.getFsType();
        // As PDFBox's TrueTypeEmbedder reads it: "restricted licence" alone forbids embedding.
        if ((licence & 0x000F) == 0x0002 || (licence & 0x0100) != 0) return false;
        CmapLookup cmap = font.getUnicodeCmapLookup(false);
        if (cmap == null) return false;
        return lacking.codePoints().allMatch(c -> cmap.getGlyphId(c) != 0);
    }

    private static String shortened(String lacking) {
        return lacking.codePointCount(0, lacking.length()) > 12
                ? lacking.substring(0, lacking.offsetByCodePoints(0, 12)) + "…"
                : lacking;
    }

    private static Path expandHome(String entry) {
        return entry.equals("~") || entry.startsWith("~/")
                ? Path.of(System.getProperty("user.home") + entry.substring(1))
                : Path.of(entry);
    }

    /** Liberation Sans's cmap, read once from PDFBox's jar. */
    private static final class Liberation {
        static final CmapLookup CMAP = read();

        private static CmapLookup read() {
            try (InputStream in = FontFinder.class.getResourceAsStream(LIBERATION_SANS)) {
                if (in == null) throw new IOException("PDFBox's jar has no " + LIBERATION_SANS);
                TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(in));
                return font.getUnicodeCmapLookup();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
