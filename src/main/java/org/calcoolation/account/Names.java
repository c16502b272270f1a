package org.calcoolation.account;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.SpoofChecker;
import com.ibm.icu.util.VersionInfo;
import java.util.LinkedHashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How names are written down and compared, so that no name can pass for another on a
 * leaderboard. A display name is kept as typed, but with every kind of space made a plain one and
 * in Unicode's NFKC form (full-width letters, ligatures and the like become the plain ones, as
 * PRECIS's nickname profile, RFC 8266, does). Names are compared by {@linkplain #keys keys}: the
 * name without spaces, invisible characters and the accents on Latin, Greek and Cyrillic letters,
 * case-folded, and reduced to its confusable skeleton (Unicode TR39, by ICU's {@link SpoofChecker}),
 * so that {@code aIice} (capital i), a Cyrillic {@code аlice}, a full-width {@code ａｌｉｃｅ},
 * {@code alicé} and {@code Alice} all come out as {@code alice}.
 */
final class Names {

    /**
     * Changes whenever the keys of a name could come out differently: this scheme's own version,
     * and ICU's and Unicode's (their confusables change). Keys stored under another are made again
     * at start ({@link NameKeysAtStart}).
     */
    static final String VERSION = "1; ICU " + VersionInfo.ICU_VERSION + "; Unicode " + UCharacter.getUnicodeVersion();
    /** The longest key stored; 40 characters of the worst kind (Hangul syllables, 7 each) make 280. */
    static final int KEY_MAX = 300;
    /** More marks than this on one letter pile up over its neighbours (TR39 suggests refusing such runs). */
    static final int MARKS_MAX = 3;

    /** Thread-safe for the skeleton, by ICU's documentation. */
    private static final SpoofChecker SPOOF = new SpoofChecker.Builder().build();

    private static final Normalizer2 NFKC = Normalizer2.getNFKCInstance();
    private static final Normalizer2 NFD = Normalizer2.getNFDInstance();

    private Names() {}

    /** The display name as it is stored and shown: plain spaces, NFKC. */
    static String prepared(String name) {
        StringBuilder spaced = new StringBuilder(name.length());
        name.codePoints()
                .forEach(c -> spaced.appendCodePoint(UCharacter.getType(c) == UCharacter.SPACE_SEPARATOR ? ' ' : c));
        return NFKC.normalize(spaced);
    }

    /**
     * The keys a name is compared by; two names are too alike if they share one. Two, because a
     * capital I looks like a small L but folds to a small i: one key reduces look-alikes before
     * folding the case ({@code aIice}, {@code AIice} are {@code alice}), the other after
     * ({@code ALICE} is {@code alice}).
     */
    static Set<String> keys(String name) {
        String plain = bare(NFKC.normalize(name));
        Set<String> keys = new LinkedHashSet<>();
        keys.add(cut(bare(skeleton(fold(skeleton(plain))))));
        keys.add(cut(bare(skeleton(fold(plain)))));
        return Set.copyOf(keys);
    }

    /** The keys of an account's names together. */
    static Set<String> keys(String username, @Nullable String displayName) {
        Set<String> keys = new LinkedHashSet<>(keys(username));
        if (displayName != null) keys.addAll(keys(displayName));
        return Set.copyOf(keys);
    }

    /** Line and paragraph breaks and the C0/C1 controls. */
    static boolean isControl(int c) {
        int type = UCharacter.getType(c);
        return type == UCharacter.CONTROL
                || type == UCharacter.LINE_SEPARATOR
                || type == UCharacter.PARAGRAPH_SEPARATOR;
    }

    /** Marks that turn the direction of writing (right-to-left override and the like); all invisible. */
    static boolean turnsWriting(int c) {
        return UCharacter.hasBinaryProperty(c, UProperty.BIDI_CONTROL);
    }

    /**
     * Characters that show nothing: zero-width spaces and joiners, soft hyphens, Hangul fillers,
     * the blank Braille pattern, unassigned and private-use code points. Variation selectors are
     * let be: they choose how an emoji looks, as in ❤️.
     */
    static boolean isInvisible(int c) {
        int type = UCharacter.getType(c);
        boolean variationSelector = (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
        return (UCharacter.hasBinaryProperty(c, UProperty.DEFAULT_IGNORABLE_CODE_POINT) && !variationSelector)
                || type == UCharacter.FORMAT
                || type == UCharacter.UNASSIGNED
                || type == UCharacter.PRIVATE_USE
                || type == UCharacter.SURROGATE
                || c == 0x2800;
    }

    /** Whether some letter carries more than {@link #MARKS_MAX} combining marks. */
    static boolean hasPiledMarks(String name) {
        int run = 0;
        for (int c : NFD.normalize(name).codePoints().toArray()) {
            run = isMark(c) ? run + 1 : 0;
            if (run > MARKS_MAX) return true;
        }
        return false;
    }

    private static String skeleton(String text) {
        return SPOOF.getSkeleton(text);
    }

    private static String fold(String text) {
        return UCharacter.foldCase(text, UCharacter.FOLD_CASE_DEFAULT);
    }

    /**
     * Without white space, default-ignorable characters, and the marks on letters of the scripts
     * whose letters look alike (Latin, Greek, Cyrillic) or on digits and symbols: {@code José} is
     * {@code Jose}. Marks on other scripts' letters stay, as they often make a different syllable.
     */
    private static String bare(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int baseScript = UScript.COMMON;
        for (int c : NFD.normalize(text).codePoints().toArray()) {
            if (UCharacter.isUWhiteSpace(c) || UCharacter.hasBinaryProperty(c, UProperty.DEFAULT_IGNORABLE_CODE_POINT))
                continue;
            if (isMark(c)) {
                if (accentsIgnored(baseScript)) continue;
            } else {
                baseScript = UScript.getScript(c);
            }
            out.appendCodePoint(c);
        }
        return out.toString();
    }

    private static boolean isMark(int c) {
        int type = UCharacter.getType(c);
        return type == UCharacter.NON_SPACING_MARK || type == UCharacter.ENCLOSING_MARK;
    }

    private static boolean accentsIgnored(int script) {
        return script == UScript.LATIN
                || script == UScript.GREEK
                || script == UScript.CYRILLIC
                || script == UScript.COMMON
                || script == UScript.INHERITED;
    }

    /** No name allowed is this long; a longer key would share its stored form with others like it. */
    private static String cut(String key) {
        return key.length() <= KEY_MAX ? key : key.substring(0, KEY_MAX);
    }
}
