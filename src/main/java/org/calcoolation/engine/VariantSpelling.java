package org.calcoolation.engine;

import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a {@link Variant} back from its stored name ({@code MERGE40_ADD_SUB_XOR_W42003}) and from
 * its key ({@code merge4.0-addsub-xor-w42003}), and a mean cage size from what people type.
 */
final class VariantSpelling {

    /** ADD_SUB before ADD, so that the longer mix is read first. */
    private static final List<OperationMix> MIXES_LONGEST_FIRST = Arrays.stream(OperationMix.values())
            .sorted(Comparator.comparingInt((OperationMix m) -> m.name().length())
                    .reversed())
            .toList();

    private VariantSpelling() {}

    /** The variant whose {@link Variant#name()} this is, or null if no variant is written so. */
    static Variant fromName(String name) {
        try {
            String[] words = name.split("_");
            String rest = name.substring(words[0].length() + 1);
            OperationMix mix = MIXES_LONGEST_FIRST.stream()
                    .filter(m -> rest.equals(m.name()) || rest.startsWith(m.name() + "_"))
                    .findFirst()
                    .orElseThrow();
            Set<Twist> twists = EnumSet.noneOf(Twist.class);
            OperationWeights weights = OperationWeights.EVEN;
            for (String word : rest.substring(mix.name().length()).split("_")) {
                if (word.isEmpty()) continue;
                if (word.startsWith("W")) weights = OperationWeights.ofDigits(word.substring(1));
                else twists.add(Twist.parse(word));
            }
            boolean merged = words[0].startsWith(CageStyle.MERGE.name());
            CageStyle style = merged ? CageStyle.MERGE : CageStyle.valueOf(words[0]);
            int mean = merged
                    ? Integer.parseInt(words[0].substring(CageStyle.MERGE.name().length()))
                    : 0;
            Variant v = new Variant(style, mix, twists, mean, weights);
            // Only the one spelling this program writes: "KEEN_ALL_W11111" is not a name, though it reads.
            return v.name().equals(name) ? v : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The variant of a key {@code t}, lower case with dashes; {@code text} as typed, for the message. */
    static Variant fromKey(String t, String text) {
        String[] words = t.split("-");
        if (words.length < 2) {
            throw new IllegalArgumentException("unknown variant '" + text
                    + "' (standard, multiplication, or a style and mix such as classic-addsub or keen-all-hidden)");
        }
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        OperationWeights weights = OperationWeights.EVEN;
        for (String word : Arrays.asList(words).subList(2, words.length)) {
            if (word.matches("w[0-9]{5}")) weights = OperationWeights.ofDigits(word.substring(1));
            else twists.add(Twist.parse(word));
        }
        String mean = words[0].startsWith("merge") ? words[0].substring("merge".length()) : "";
        CageStyle style = CageStyle.parse(mean.isEmpty() ? words[0] : "merge");
        int tenths = style != CageStyle.MERGE ? 0 : mean.isEmpty() ? Variant.DEFAULT_MEAN_TENTHS : mean(mean);
        return new Variant(style, OperationMix.parse(words[1]), twists, tenths, weights);
    }

    /**
     * A mean cage size in tenths, from {@code 4}, {@code 4.0} or {@code 2.5}; more decimals than one
     * are refused rather than rounded, so the kind made is the kind asked for.
     */
    static int mean(String text) {
        String t = text.strip();
        if (!t.matches("[0-9]{1,2}(\\.[0-9])?"))
            throw new IllegalArgumentException(
                    "a mean cage size is a number with at most one decimal, such as 2.5, not '" + t + "'");
        int tenths = t.contains(".") ? Integer.parseInt(t.replace(".", "")) : Integer.parseInt(t) * 10;
        if (tenths < Variant.MIN_MEAN_TENTHS || tenths > Variant.MAX_MEAN_TENTHS)
            throw new IllegalArgumentException("a mean cage size runs from " + tenths(Variant.MIN_MEAN_TENTHS) + " to "
                    + tenths(Variant.MAX_MEAN_TENTHS) + ", not " + t);
        return tenths;
    }

    /** Tenths as people write them: {@code 2.5}. */
    static String tenths(int tenths) {
        return tenths / 10 + "." + Math.abs(tenths % 10);
    }
}
