package org.calcoolation.engine.codec;

/**
 * A game ID being read, and the cursor the readers of its parts share: each reads from where the
 * one before stopped. Surrounding white space is left out; positions count from the start of the
 * ID as given, so that a message points at the character at fault.
 */
final class KeenText {

    /** Numbers are read with saturation at this bound, so that no count or target can overflow. */
    static final long HUGE = 1_000_000_000_000_000L;

    private final String text;
    private final int end;
    private int pos;

    KeenText(String id) {
        int start = 0, stop = id.length();
        while (start < stop && Character.isWhitespace(id.charAt(start))) start++;
        while (stop > start && Character.isWhitespace(id.charAt(stop - 1))) stop--;
        this.text = id;
        this.pos = start;
        this.end = stop;
    }

    int pos() {
        return pos;
    }

    /** Back to an earlier position, to read a part a second time. */
    void rewind(int to) {
        pos = to;
    }

    boolean atEnd() {
        return pos == end;
    }

    /** The character at the cursor; there must be one. */
    char here() {
        return text.charAt(pos);
    }

    /** Whether the character at the cursor is {@code c}. */
    boolean sees(char c) {
        return pos < end && text.charAt(pos) == c;
    }

    void skip() {
        pos++;
    }

    /** Moves past {@code c} if it is at the cursor. */
    boolean accept(char c) {
        if (!sees(c)) return false;
        pos++;
        return true;
    }

    /** Whether an ASCII capital stands at the cursor, as our flags are. */
    boolean atUpperCaseLetter() {
        return pos < end && text.charAt(pos) >= 'A' && text.charAt(pos) <= 'Z';
    }

    boolean atDigit() {
        return isDigit(pos);
    }

    boolean isDigit(int at) {
        // Only ASCII digits: Character.isDigit would also take other scripts' digits.
        return at < end && text.charAt(at) >= '0' && text.charAt(at) <= '9';
    }

    /** Reads the decimal digits at the cursor, saturating at {@link #HUGE}. */
    long readNumber() {
        long value = 0;
        while (isDigit(pos)) {
            value = Math.min(HUGE, value * 10 + (text.charAt(pos) - '0'));
            pos++;
        }
        return value;
    }

    String between(int from, int to) {
        return text.substring(from, to);
    }

    /** What stands at the cursor, for a message that says what was expected there. */
    String foundText() {
        return pos < end ? ", not " + describe(pos) : ", but the ID ends there";
    }

    /** The character at {@code at} as people can read it in a message, whole even outside the BMP. */
    String describe(int at) {
        int cp = text.codePointAt(at);
        return Character.isISOControl(cp) || Character.isWhitespace(cp)
                ? String.format("U+%04X", cp)
                : "'" + Character.toString(cp) + "'";
    }

    /** The character at {@code at} for a plain message: a space or an invisible one by what it is. */
    String named(int at) {
        int cp = text.codePointAt(at);
        if (Character.isWhitespace(cp)) return "a space";
        return Character.isISOControl(cp) ? "an invisible character" : describe(at);
    }

    /**
     * What {@link #named} says, for a page to word: {@code space}, {@code invisible} or
     * {@code character}, the {@code select} of the {@code refusals.id.*} messages.
     */
    String kindOf(int at) {
        int cp = text.codePointAt(at);
        if (Character.isWhitespace(cp)) return "space";
        return Character.isISOControl(cp) ? "invisible" : "character";
    }

    /** The character at {@code at}, whole even outside the BMP, for a page to quote as its language does. */
    String glyph(int at) {
        return Character.toString(text.codePointAt(at));
    }

    String quote(int from, int to) {
        return to - from <= 12 ? text.substring(from, to) : text.substring(from, from + 12) + "…";
    }
}
